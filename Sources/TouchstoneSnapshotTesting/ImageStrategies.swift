// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy comparing images pixel by pixel, requiring a 100% match.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing images pixel by pixel (see
    /// ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)`` for the parameters).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for views: the view in a window on a headless iPhone 4, at its frame's size.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for views, rendered in a window on a headless device.
    ///
    /// The view is placed at the top-left of a window on a fresh device, sized `size` (its frame's size when nil),
    /// the device runs a second of its manual clock (layout, display, animations started on launch), and the
    /// view's hierarchy is drawn at the device's scale, transparent where it draws nothing. Afterwards the view
    /// returns to its former superview and frame.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; the view is always in a key window here.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching (1: exactly).
    ///   - size: The size to lay the view out at (its frame's size when nil).
    ///   - traits: Appearance, text size and display scale (``SnapshotTraits``).
    ///   - profile: The device the view is shown on.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(), profile: DeviceProfile = .iPhone4
    ) -> Snapshotting {
        let scale = SnapshotTraits.scale(traits, profile: profile)
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in
                onMainActor {
                    SnapshotHost.withHostedView(view, size: size, profile: profile, traits: traits) { _, view in
                        SnapshotHost.image(of: view, scale: scale)
                    } ?? SnapshotHost.emptyImage
                }
            }
    }

    /// A snapshot strategy for views on the device `config` names, at `size` (the view's own when nil).
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        .image(precision: precision, perceptualPrecision: perceptualPrecision, size: size,
               traits: config.with(traits: traits).traits, profile: config.profile)
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for view controllers: the whole screen of a headless iPhone 4 showing it.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for view controllers: the controller is the root of a window on a fresh headless
    /// device, so it has the device's status bar, safe-area insets and its own bars (a navigation controller's
    /// navigation bar, a tab bar); after a second of the device's manual clock the snapshot is the whole screen,
    /// at the device's scale.
    ///
    /// - Parameters:
    ///   - config: The device (``ViewImageConfig/iPhone4`` and the others).
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How close a pixel must be to count as matching (1: exactly).
    ///   - traits: Appearance and text size (``SnapshotTraits``), on top of `config`'s.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        let config = config.with(traits: traits)
        return SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: config.profile.scale
        ).pullback { controller in
            onMainActor {
                SnapshotHost.withDevice(profile: config.profile, traits: config.traits, root: controller) { device in
                    UIImage(cgImage: device.screenshot(), scale: config.profile.scale, orientation: .up)
                } ?? SnapshotHost.emptyImage
            }
        }
    }

    /// A snapshot strategy for view controllers on the default device (iPhone 4); see ``image(on:precision:perceptualPrecision:traits:)``.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        .image(on: .iPhone4, precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A snapshot strategy for layers at 2×, requiring a 100% match.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for layers: the layer tree (its model values) drawn at its bounds' size with
    /// `CALayer.render(in:)`, at `traits.displayScale` (2 when unset), transparent where it draws nothing.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = UITraitCollection()
    ) -> Snapshotting {
        let scale = SnapshotTraits.scale(traits, profile: .iPhone4)
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { layer in LayerRendering.image(of: layer, scale: scale) }
    }
}

/// Renders a bare layer tree (layers are not main-actor objects; any thread that owns the layer may render it).
enum LayerRendering {
    /// The layer's bounds drawn at `scale`; a 1×1 transparent image (logged) for an empty layer.
    static func image(of layer: CALayer, scale: CGFloat) -> UIImage {
        let size = layer.bounds.size
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            FileHandle.standardError.write(Data(
                "TouchstoneSnapshotTesting: a layer of size \(size) cannot be rendered; give it bounds\n".utf8))
            return SnapshotHost.emptyImage
        }
        layer.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            context.cgContext.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
            layer.render(in: context.cgContext)
        }
    }
}
