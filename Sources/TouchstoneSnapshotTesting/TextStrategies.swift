// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// The view hierarchy as text, laid out on a headless iPhone 4 at the view's frame's size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view hierarchy as text, in the form of iOS's `recursiveDescription` with the addresses left out (as
    /// swift-snapshot-testing prints it): one line per view, `   | ` deeper per level (see
    /// ``ViewHierarchyDescription``). The view is laid out first, in a window on a headless device, at `size`.
    public static func recursiveDescription(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), profile: DeviceProfile = .iPhone4
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            onMainActor {
                SnapshotHost.withHostedView(view, size: size, profile: profile, traits: traits) { _, view in
                    ViewHierarchyDescription.describe(view)
                } ?? ""
            }
        }
    }

    /// The view's accessibility elements, in VoiceOver's reading order, shown on a headless iPhone 4.
    public static var accessibility: Snapshotting { .accessibility() }

    /// The view's accessibility elements in VoiceOver's reading order, one line each: what VoiceOver says, then
    /// the element's frame in screen points (the view sits at the top-left of the screen, below nothing).
    public static func accessibility(
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), profile: DeviceProfile = .iPhone4
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            onMainActor {
                SnapshotHost.withHostedView(view, size: size, profile: profile, traits: traits) { device, _ in
                    AccessibilityDescription.describe(device.accessibilityElements())
                } ?? ""
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view hierarchy as text, on a headless iPhone 4.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view hierarchy as text (``ViewHierarchyDescription``), with the controller the root of a
    /// window on a headless device of `config`.
    public static func recursiveDescription(
        on config: ViewImageConfig = .iPhone4, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        let config = config.with(traits: traits)
        return SimplySnapshotting.lines.pullback { controller in
            onMainActor {
                SnapshotHost.withDevice(profile: config.profile, traits: config.traits, root: controller) { _ in
                    ViewHierarchyDescription.describe(controller.view)
                } ?? ""
            }
        }
    }

    /// The screen's accessibility elements with the controller shown, on a headless iPhone 4.
    public static var accessibility: Snapshotting { .accessibility() }

    /// The screen's accessibility elements in VoiceOver's reading order with the controller the root of a window
    /// on a headless device of `config`: one line each, what VoiceOver says, then the frame in screen points.
    public static func accessibility(
        on config: ViewImageConfig = .iPhone4, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        let config = config.with(traits: traits)
        return SimplySnapshotting.lines.pullback { controller in
            onMainActor {
                SnapshotHost.withDevice(profile: config.profile, traits: config.traits, root: controller) { device in
                    AccessibilityDescription.describe(device.accessibilityElements())
                } ?? ""
            }
        }
    }
}

/// The text of the `.accessibility` strategies.
enum AccessibilityDescription {
    /// One line per element: `spokenText` then `(x y; w h)`; "(no accessibility elements)" when there are none.
    static func describe(_ elements: [AccessibilityNode]) -> String {
        guard !elements.isEmpty else { return "(no accessibility elements)" }
        return elements.map { "\($0.spokenText) — \(ViewHierarchyDescription.rect($0.frame))" }
            .joined(separator: "\n")
    }
}
