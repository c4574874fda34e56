// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Which kind of timing information a ``UITimingCurveProvider`` carries.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (``UIView/AnimationCurve``).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a cubic curve and a spring: the spring drives position, the cubic the other properties.
    case composed = 3
}

/// The timing information of a ``UIViewPropertyAnimator``: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, or one of UIKit's named curves.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The named curve these parameters were made from (`.easeInOut` for custom control points, as on iOS).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The second control point, in the unit square.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve: ease in, ease out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = Self.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
        isBuiltin = true
        super.init()
    }

    /// A custom curve through `point1` and `point2` (coordinates are clamped to 0…1 in x; NaN counts as 0, logged).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = Self.sanitised(point1)
        controlPoint2 = Self.sanitised(point2)
        isBuiltin = false
        super.init()
    }

    /// Decodes parameters written by ``UICubicTimingParameters/encode(with:)``: the named curve, whether it is built
    /// in, and both control points (a missing curve decodes as `.easeInOut`, missing points as zero).
    public required init?(coder: NSCoder) {
        let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "UIAnimationCurve")) ?? .easeInOut
        animationCurve = curve
        isBuiltin = coder.decodeBool(forKey: "UIBuiltin")
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint1X"),
                                y: coder.decodeDouble(forKey: "UIControlPoint1Y"))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint2X"),
                                y: coder.decodeDouble(forKey: "UIControlPoint2Y"))
        super.init()
    }

    /// Writes the named curve, whether it is built in, and both control points (the keys are Touchstone's own, not
    /// an archive iOS reads).
    open func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "UIAnimationCurve")
        coder.encode(isBuiltin, forKey: "UIBuiltin")
        coder.encode(Double(controlPoint1.x), forKey: "UIControlPoint1X")
        coder.encode(Double(controlPoint1.y), forKey: "UIControlPoint1Y")
        coder.encode(Double(controlPoint2.x), forKey: "UIControlPoint2X")
        coder.encode(Double(controlPoint2.y), forKey: "UIControlPoint2Y")
    }

    /// Returns new parameters with the same named curve or the same control points.
    open func copy(with zone: NSZone? = nil) -> Any {
        isBuiltin ? UICubicTimingParameters(animationCurve: animationCurve)
            : UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// `.builtin` for parameters made from a named curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// Returns `self`: these parameters are their own cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Always `nil`: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The Core Animation function of the curve.
    package var timingFunction: CAMediaTimingFunction {
        isBuiltin ? animationCurve.timingFunction
            : CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                                    Float(controlPoint2.x), Float(controlPoint2.y))
    }

    /// The control points of Core Animation's named functions.
    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    private static func sanitised(_ point: CGPoint) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite, (0...1).contains(point.x) else {
            UIKitDiagnostics.log("UICubicTimingParameters: control point \(point) repaired")
            return CGPoint(x: point.x.isFinite ? min(1, max(0, point.x)) : 0, y: point.y.isFinite ? point.y : 0)
        }
        return point
    }
}

/// A spring: either a damping ratio (the animator's duration is the spring's) or the physical mass, stiffness and
/// damping (the spring's own settling time is the duration).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The spring's speed at the start, in distances (start to end) per second, for each axis.
    public let initialVelocity: CGVector
    /// The damping ratio when made from one (nil for a physical spring).
    package let dampingRatio: CGFloat?
    /// The physical spring (nil when made from a damping ratio).
    package let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500, no initial velocity (critically damped).
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` (1 settles without overshoot; nearer 0 oscillates more) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and `velocity`. Out-of-range ratios are clamped to 0…1 (NaN counts as 1, logged).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        if ratio.isNaN || ratio < 0 || ratio > 1 {
            UIKitDiagnostics.log("UISpringTimingParameters: damping ratio \(ratio) clamped")
        }
        dampingRatio = ratio.isNaN ? 1 : min(1, max(0, ratio))
        physical = nil
        initialVelocity = Self.finite(velocity)
        super.init()
    }

    /// A physical spring. Non-positive or non-finite mass or stiffness are replaced by UIKit's defaults (logged).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let valid = mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
            && damping >= 0
        if !valid { UIKitDiagnostics.log("UISpringTimingParameters: spring \(mass), \(stiffness), \(damping) repaired") }
        physical = valid ? (mass, stiffness, damping) : (3, 1000, 500)
        dampingRatio = nil
        initialVelocity = Self.finite(velocity)
        super.init()
    }

    /// iOS 17's perceptual spring: it settles in about `duration` seconds; `bounce` 0 is critically damped,
    /// towards 1 bouncier, negative values overdamped (clamped to -1…1).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let d = duration.isFinite && duration > 0 ? CGFloat(duration) : 0.5
        let b = bounce.isFinite ? min(1, max(-1, bounce)) : 0
        let stiffness = (2 * .pi / d) * (2 * .pi / d)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(mass: 1, stiffness: stiffness, damping: 4 * .pi * ratio / d, initialVelocity: initialVelocity)
    }

    /// Decodes parameters written by ``UISpringTimingParameters/encode(with:)``: the initial velocity and either the
    /// damping ratio or the mass, stiffness and damping.
    public required init?(coder: NSCoder) {
        initialVelocity = CGVector(dx: coder.decodeDouble(forKey: "UIInitialVelocityX"),
                                   dy: coder.decodeDouble(forKey: "UIInitialVelocityY"))
        if coder.containsValue(forKey: "UIDampingRatio") {
            dampingRatio = coder.decodeDouble(forKey: "UIDampingRatio")
            physical = nil
        } else {
            dampingRatio = nil
            physical = (CGFloat(coder.decodeDouble(forKey: "UIMass")), CGFloat(coder.decodeDouble(forKey: "UIStiffness")),
                        CGFloat(coder.decodeDouble(forKey: "UIDamping")))
        }
        super.init()
    }

    /// Writes the initial velocity and either the damping ratio or the physical spring (the keys are Touchstone's
    /// own, not an archive iOS reads).
    open func encode(with coder: NSCoder) {
        coder.encode(Double(initialVelocity.dx), forKey: "UIInitialVelocityX")
        coder.encode(Double(initialVelocity.dy), forKey: "UIInitialVelocityY")
        if let dampingRatio { coder.encode(Double(dampingRatio), forKey: "UIDampingRatio") }
        if let physical {
            coder.encode(Double(physical.mass), forKey: "UIMass")
            coder.encode(Double(physical.stiffness), forKey: "UIStiffness")
            coder.encode(Double(physical.damping), forKey: "UIDamping")
        }
    }

    /// Returns a new spring with the same damping ratio or physical constants and the same initial velocity.
    open func copy(with zone: NSZone? = nil) -> Any {
        if let physical {
            return UISpringTimingParameters(mass: physical.mass, stiffness: physical.stiffness,
                                            damping: physical.damping, initialVelocity: initialVelocity)
        }
        return UISpringTimingParameters(dampingRatio: dampingRatio ?? 1, initialVelocity: initialVelocity)
    }

    /// Always `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// Always `nil`: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Returns `self`: these parameters are their own spring.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring as a Core Animation animation of `keyPath` lasting `duration` (a damping-ratio spring maps as
    /// `UIView.animate(…usingSpringWithDamping:…)` does: stiffness (2π / d)², damping 4πζ / d, mass 1).
    package func makeAnimation(keyPath: String, duration: TimeInterval) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: keyPath)
        if let physical {
            spring.mass = physical.mass
            spring.stiffness = physical.stiffness
            spring.damping = physical.damping
        } else {
            let d = CGFloat(max(duration, 0.001))
            spring.mass = 1
            spring.stiffness = (2 * .pi / d) * (2 * .pi / d)
            spring.damping = 4 * .pi * (dampingRatio ?? 1) / d
        }
        spring.initialVelocity = initialVelocity.dx
        spring.duration = duration
        return spring
    }

    /// How long a physical spring takes to settle (nil for a damping-ratio spring, which lasts the animator's
    /// duration).
    package var settlingDuration: TimeInterval? {
        physical == nil ? nil : makeAnimation(keyPath: "opacity", duration: 0).settlingDuration
    }

    private static func finite(_ v: CGVector) -> CGVector {
        CGVector(dx: v.dx.isFinite ? v.dx : 0, dy: v.dy.isFinite ? v.dy : 0)
    }
}
