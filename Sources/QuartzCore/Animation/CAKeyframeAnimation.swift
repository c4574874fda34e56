// SPDX-License-Identifier: Apache-2.0

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Simple linear calculation between keyframe values (the default).
    public static let linear = Self(rawValue: "linear")
    /// Each keyframe value is used in turn; no values are interpolated.
    public static let discrete = Self(rawValue: "discrete")
    /// Linear interpolation with key times generated for a constant velocity; `keyTimes`, `timingFunctions` and
    /// `timingFunction` are ignored.
    public static let paced = Self(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the keyframe values (Kochanek–Bartels tension, continuity, bias).
    public static let cubic = Self(rawValue: "cubic")
    /// The cubic spline, travelled at constant velocity; `keyTimes`, `timingFunctions` and `timingFunction` are
    /// ignored.
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns to match the path's direction.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string value, as Apple spells it.
    public let rawValue: String
    /// Creates a value from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer turns so its x axis follows the tangent of the path.
    public static let rotateAuto = Self(rawValue: "auto")
    /// The layer turns to the tangent plus 180°.
    public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// An animation through a sequence of values (keyframes), or along a path.
///
/// Apple's rules, which Touchstone follows:
/// - `path`, when set, replaces `values` (for point properties such as `position`): the keyframes are the path's
///   vertices and the value moves along its lines and curves.
/// - `keyTimes` (fractions 0…1 of the duration, never decreasing) must have one entry per keyframe; otherwise
///   they are ignored (logged) and keyframes are spaced evenly. The `discrete` mode takes one more key time than
///   values (each value holds from its time until the next); it also accepts one per value.
/// - `timingFunctions` pace each segment (n − 1 for n keyframes; a missing one is linear), after the animation's
///   own `timingFunction` maps time. `paced` and `cubicPaced` ignore `keyTimes` and every timing function.
/// - `rotationMode` applies only with a `path`: the layer's transform is turned to the path's tangent (after the
///   model transform).
///
/// Bad input: empty `values` (and no path) animate nothing; a segment touching a non-finite value shows the value
/// underneath instead of NaN.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values (same kinds as ``CABasicAnimation/toValue``). Ignored when ``path`` is set.
    public var values: [Any]? { didSet { evaluatorCache = nil } }
    /// A path for a point property to follow. Overrides ``values``.
    public var path: CGPath? { didSet { evaluatorCache = nil } }
    /// When each keyframe applies, as fractions of the duration (see the type's rules).
    public var keyTimes: [NSNumber]? { didSet { evaluatorCache = nil } }
    /// The pacing of each segment between keyframes.
    public var timingFunctions: [CAMediaTimingFunction]? { didSet { evaluatorCache = nil } }
    /// How values between keyframes are computed (default ``CAAnimationCalculationMode/linear``).
    public var calculationMode: CAAnimationCalculationMode = .linear { didSet { evaluatorCache = nil } }
    /// Whether a layer following ``path`` turns with it (nil, the default: it does not).
    public var rotationMode: CAAnimationRotationMode?
    /// Per-keyframe tightness of the cubic curve: positive tighter, negative rounder (missing entries are 0).
    public var tensionValues: [NSNumber]? { didSet { evaluatorCache = nil } }
    /// Per-keyframe sharpness of the cubic curve's corners (missing entries are 0).
    public var continuityValues: [NSNumber]? { didSet { evaluatorCache = nil } }
    /// Per-keyframe bias of the cubic curve towards the previous (positive) or next (negative) keyframe.
    public var biasValues: [NSNumber]? { didSet { evaluatorCache = nil } }

    private var evaluatorCache: KeyframeEvaluator?

    /// Creates an animation with default values.
    public override init() { super.init() }

    /// Creates an animation with default values (nothing is decoded: see `CAAnimation.init(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `other`, this class's properties included (what `copy()` and adding to a layer use).
    package override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        if let o = other as? CAKeyframeAnimation {
            values = o.values
            path = o.path
            keyTimes = o.keyTimes
            timingFunctions = o.timingFunctions
            calculationMode = o.calculationMode
            rotationMode = o.rotationMode
            tensionValues = o.tensionValues
            continuityValues = o.continuityValues
            biasValues = o.biasValues
        }
    }

    /// Paced modes ignore the animation's timing function, as Apple documents.
    package override var usesTimingFunction: Bool { !isPaced }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The prepared keyframes (rebuilt after any keyframe property changes).
    package var evaluator: KeyframeEvaluator {
        if let evaluatorCache { return evaluatorCache }
        let built = KeyframeEvaluator(self)
        evaluatorCache = built
        return built
    }

    /// Keyframes replace the value underneath whenever there are any.
    package override var ignoresUnderlyingValue: Bool { path != nil || !(values ?? []).isEmpty }

    package override func apply(to props: inout LayerProperties, fraction: Double, layer: CALayer,
                                localTime: CFTimeInterval)
    {
        let keyframes = evaluator
        guard let sample = keyframes.sample(at: fraction) else { return }
        var value = sample.value
        if let first = keyframes.firstValue, let last = keyframes.lastValue {
            value = accumulated(value, start: first, end: last, localTime: localTime)
        }
        write(value, to: &props)
        if let rotationMode, let angle = sample.angle, path != nil, value.isFinite {
            let turn = angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
            props.transform = CATransform3DConcat(props.transform, CATransform3DMakeRotation(CGFloat(turn), 0, 0, 1))
        }
    }

    /// Reports keyframe input Touchstone will not use (once, when the animation is added).
    package override func sanitize() {
        super.sanitize()
        if path == nil && (values ?? []).isEmpty {
            Diagnostics.log("CAKeyframeAnimation(\(keyPath ?? "nil")): no values and no path; it animates nothing")
        } else if path == nil, let values, !values.allSatisfy({ AnimationValue($0).isFinite }) {
            Diagnostics.log("CAKeyframeAnimation(\(keyPath ?? "nil")): non-finite keyframe values; segments "
                + "touching them show the value underneath")
        }
    }
}
