// SPDX-License-Identifier: Apache-2.0

/// A layer that shows a blurred, saturation-adjusted copy of whatever is composited behind it — Touchstone's
/// stand-in for the backdrop layer Core Animation uses privately under `UIVisualEffectView` (infrastructure, not
/// Apple API: UIKit's visual effect views create it).
///
/// The compositor paints it, in the layer's place in the painting order, from the pixels painted before it
/// (``CGContext/drawBackdrop(in:sigma:saturation:)``): a Gaussian blur of standard deviation ``blurRadius``
/// points, approximated by three box blurs, then the saturation. The backdrop is clipped to the layer's bounds
/// (rounded by `cornerRadius`); its `backgroundColor` and sublayers paint over it as usual. Both values animate
/// (presented values are painted), so a blur can fade in by animating the radius from 0.
///
/// Damage: whenever anything changes under the area the blur reads (the bounds grown by the blur's reach), the
/// compositor repaints that whole area, the backdrop included (see ``BackdropFiltering``).
package final class BackdropLayer: CALayer {
    static let radiusKey = "backdropBlurRadius"
    static let saturationKey = "backdropSaturation"

    static var defaults: [String: Any?] { [radiusKey: CGFloat(0), saturationKey: CGFloat(1)] }

    package override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    package override class var animatableExtraKeys: Set<String> { [radiusKey, saturationKey] }

    package override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }
        return super.defaultValue(forKey: key)
    }

    /// The blur's standard deviation in points (0: no blur). Negative values are stored as 0.
    package var blurRadius: CGFloat {
        get { props.extraNumber(Self.radiusKey, 0) }
        set { setExtra(Self.radiusKey, max(0, newValue)) }
    }

    /// The saturation factor applied after the blur: 1 keeps colours, 0 makes grey, above 1 intensifies.
    package var saturation: CGFloat {
        get { props.extraNumber(Self.saturationKey, 1) }
        set { setExtra(Self.saturationKey, newValue) }
    }
}

/// A layer whose whole subtree is recoloured and blended into what lies behind it: the subtree is rendered as a
/// group, every pixel takes ``vibrancyColor`` at the group's coverage, and the result is composited with
/// ``vibrancyBlendMode`` (multiply darkens a light backdrop, plus-lighter brightens a dark one). Touchstone's
/// stand-in for the filters behind a `UIVibrancyEffect` (infrastructure, not Apple API).
package final class VibrancyLayer: CALayer {
    static let colorKey = "vibrancyColor"
    static let modeKey = "vibrancyBlendMode"

    static var defaults: [String: Any?] { [colorKey: nil, modeKey: Int(CGBlendMode.normal.rawValue)] }

    package override init() {
        super.init()
        installExtraDefaults(Self.defaults)
    }

    package override init(layer: Any) {
        super.init(layer: layer)
        installExtraDefaults(Self.defaults)
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        installExtraDefaults(Self.defaults)
    }

    package override class var animatableExtraKeys: Set<String> { [colorKey] }

    package override class func defaultValue(forKey key: String) -> Any? {
        if let value = defaults[key] { return value }
        return super.defaultValue(forKey: key)
    }

    /// The colour the subtree's pixels take (nil: the subtree is drawn as is).
    package var vibrancyColor: CGColor? {
        get { props.extraColor(Self.colorKey) }
        set { setExtra(Self.colorKey, newValue) }
    }

    /// How the recoloured subtree combines with the pixels behind it.
    package var vibrancyBlendMode: CGBlendMode {
        get { CGBlendMode(rawValue: Int32(props.extraNumber(Self.modeKey, 0))) ?? .normal }
        set { setExtra(Self.modeKey, Int(newValue.rawValue), animatable: false) }
    }
}
