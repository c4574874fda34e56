// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
import UIKit

/// Which of a strategy's `traits` take effect on the snapshot device.
///
/// - `userInterfaceStyle` `.dark` or `.light`: the device's appearance (dynamic colours resolve for it).
/// - `preferredContentSizeCategory`: the device's text size (labels with `adjustsFontForContentSizeCategory`
///   and fonts from `UIFont.preferredFont(forTextStyle:)` follow it).
/// - `displayScale` (non-zero): the scale a view or layer image is rendered at; a view controller's image is the
///   device's screen, at the profile's scale.
///
/// Other traits (size classes, idiom, layout direction) are the device's own; an iPhone profile is compact wide.
public enum SnapshotTraits {
    /// Sets the device's appearance and text size from `traits` (unspecified values leave the device's default).
    @MainActor
    static func apply(_ traits: UITraitCollection, to device: HeadlessDevice) {
        if traits.userInterfaceStyle != .unspecified { device.userInterfaceStyle = traits.userInterfaceStyle }
        if traits.preferredContentSizeCategory != .unspecified {
            device.preferredContentSizeCategory = traits.preferredContentSizeCategory
        }
    }

    /// The scale a view or layer image is rendered at: the traits' `displayScale` when set, else the profile's.
    static func scale(_ traits: UITraitCollection, profile: DeviceProfile) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : profile.scale
    }
}
