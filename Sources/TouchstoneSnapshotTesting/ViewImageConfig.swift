// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The device a view controller is snapshotted on: one of Touchstone's device profiles plus trait overrides,
/// named as swift-snapshot-testing's iOS configurations are (`.image(on: .iPhone4)`).
///
/// On iOS a `ViewImageConfig` describes a device by its safe area, size and traits; here it names a
/// `DeviceProfile` and the controller is shown full screen on a headless device of that profile, so the status
/// bar, safe-area insets and bars are the device's own.
public struct ViewImageConfig: Sendable {
    /// The simulated device the snapshot is taken on.
    public var profile: DeviceProfile
    /// Traits applied on top of the device's (see ``SnapshotTraits`` for the ones that take effect).
    public var traits: UITraitCollection

    /// A configuration for `profile`, with `traits` applied on top of the device's own.
    public init(profile: DeviceProfile, traits: UITraitCollection = UITraitCollection()) {
        self.profile = profile
        self.traits = traits
    }

    /// The screen size in points (portrait).
    public var size: CGSize { profile.pointSize }

    /// iPhone 3GS: 320×480 points at 1×.
    public static let iPhone3GS = ViewImageConfig(profile: .iPhone3GS)
    /// iPhone 4: 320×480 points at 2×, Touchstone's default device.
    public static let iPhone4 = ViewImageConfig(profile: .iPhone4)
    /// A modern phone (iPhone 15): 393×852 points at 3×, with its taller status bar.
    public static let iPhone15 = ViewImageConfig(profile: .modernPhone)
    /// The same device as ``iPhone15``, under Touchstone's profile name.
    public static let modernPhone = ViewImageConfig(profile: .modernPhone)

    /// This configuration with `traits` applied on top of its own.
    public func with(traits: UITraitCollection) -> ViewImageConfig {
        ViewImageConfig(profile: profile, traits: UITraitCollection(traitsFrom: [self.traits, traits]))
    }
}
