// SPDX-License-Identifier: Apache-2.0

/// An object that turns the touches of a view (and of its subviews) into a gesture and reports it to its actions.
///
/// Attach a recognizer with `UIView.addGestureRecognizer(_:)`. The window gives every touch to the recognizers of
/// the hit view and of its ancestors (window included) *before* the view gets it, the hit view's recognizers
/// first. Each recognizer runs Apple's state machine:
///
/// - a **discrete** recognizer (tap, swipe) goes `.possible` → `.ended` (`.recognized`) or `.failed`;
/// - a **continuous** one (long press, pan, pinch, rotation) goes `.possible` → `.began` → `.changed`… →
///   `.ended` or `.cancelled`, or `.possible` → `.failed`.
///
/// Actions run on `.began`, `.changed`, `.ended` and `.cancelled`. Once the recognizer is finished (ended, cancelled
/// or failed) and its touches have all lifted, it calls `reset()` and returns to `.possible`. By default only one
/// recognizer recognizes at a time: when one begins or recognizes, the others whose views are the same view, its
/// ancestors or its descendants fail, unless a delegate allows simultaneous recognition. See `GestureArbiter` for
/// the delivery order, `require(toFail:)` and the touch-delaying properties.
///
/// **Actions.** Apple's `init(target:action:)`, `addTarget(_:action:)` and `removeTarget(_:action:)` take a
/// ``Selector``: the target's method for it is called with the recognizer (or with nothing, for a method without
/// parameters); the target is not retained. Ported `#selector`s carry their method (see `Selector+Methods.swift`).
/// Closure actions are the Linux-only alternative: `init(target: self) { [weak self] r in … }`, where the target only
/// names the owner so that `removeTarget(_:)` can remove its actions; `init(handler:)` is the same without a target.
///
/// **Subclassing** (Apple's `UIGestureRecognizerSubclass`): override the `touches…(_:with:)` methods and set
/// `state`; override `reset()` to clear per-gesture values, and `canPrevent(_:)`/`canBePrevented(by:)` to change
/// exclusivity. Illegal transitions (for example `.failed` → `.began`) are ignored with a logged diagnostic.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable {
        /// Not yet recognized (the default); the recognizer is receiving touches.
        case possible
        /// A continuous gesture was recognized and started; actions run.
        case began
        /// A continuous gesture changed; actions run.
        case changed
        /// The gesture ended (for a discrete gesture: it was recognized); actions run, then the recognizer resets.
        case ended
        /// A continuous gesture was cancelled (for example, its touches were cancelled); actions run.
        case cancelled
        /// The touches are not this gesture; no action runs, and the recognizer resets once the touches lift.
        case failed
        /// Apple's name for `.ended` when a discrete gesture is recognized.
        public static let recognized = State.ended
    }

    /// The recognizer's state: read it in actions; subclasses set it to report progress.
    ///
    /// Setting it is Apple's `UIGestureRecognizerSubclass` API, public here because Swift has no class-extension
    /// header. A transition to `.began` or `.ended` out of `.possible` may wait (the state stays `.possible`) while a
    /// recognizer this one requires to fail is still undecided, and turns into `.failed` when the delegate or a view
    /// declines it, or when another recognizer already owns the touches. Illegal transitions are logged and ignored.
    open var state: State {
        get { stateStorage }
        set { requestTransition(to: newValue) }
    }

    /// A name for the recognizer, for debugging and for finding it among a view's recognizers; nil by default.
    /// UIKit never reads it.
    open var name: String?

    /// The object asked whether the recognizer may begin, receive a touch and recognize with others (weak).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer receives touches (true by default). Turning it off while a gesture is in progress
    /// cancels it (`.cancelled` for a gesture that began, `.failed` otherwise).
    open var isEnabled = true {
        didSet { enabledDidChange(from: oldValue) }
    }

    /// The view the recognizer is attached to (set by `UIView.addGestureRecognizer(_:)`), or nil.
    open package(set) weak var view: UIView?

    /// Whether the view's touches are cancelled when the gesture is recognized (true by default): the view gets
    /// `touchesCancelled(_:with:)` for the recognizer's touches it had, and none of their later phases.
    open var cancelsTouchesInView = true

    /// Whether the view's `touchesBegan` waits until the recognizer fails (false by default). When it fails, the
    /// view gets `touchesBegan` (and `touchesMoved` if the touch moved, or `touchesEnded` if it lifted); when it
    /// recognizes, the held touches are dropped and the view never hears of them.
    open var delaysTouchesBegan = false

    /// Whether the view's `touchesEnded` waits while the recognizer is still undecided (true by default): it is
    /// delivered when the recognizer fails, and replaced by `touchesCancelled` when it recognizes.
    open var delaysTouchesEnded = true

    package var stateStorage: State = .possible
    /// A transition to `.began`/`.ended` waiting for a required recognizer to fail.
    package var pendingState: State?
    /// The touches the recognizer is receiving (or received, for the last gesture), in arrival order; a touch that
    /// begins after all of them lifted (the next tap of a multi-tap) starts a new set.
    package var trackedTouches: [UITouch] = []
    /// Every touch of the gesture since the last reset (all taps of a multi-tap): the touches it holds or cancels.
    package var gestureTouches: [UITouch] = []
    /// The recognizers `require(toFail:)` named (weak, so two recognizers that name each other do not leak).
    package var failureRequirements: [WeakRecognizer] = []
    package var actions: [GestureAction] = []
    /// The window arbiter this recognizer is taking part in.
    package weak var arbiter: GestureArbiter?

    /// Creates a recognizer that sends `action` to `target` (neither retained) when it reports a state; either
    /// nil leaves it without an action (add one with `addTarget(_:action:)`).
    ///
    /// The designated initialiser, as on Apple: a custom recognizer writes
    /// `override init(target: Any?, action: Selector?)` and calls super.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no action (`init(target: nil, action: nil)`); add one with `addTarget(_:action:)`.
    public override convenience init() { self.init(target: nil, action: nil) }

    /// Creates a recognizer whose action is the closure `action`; `target` only names the owner for
    /// `removeTarget(_:)`.
    public convenience init(target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is `handler`.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: handler)
    }

    /// Adds an action, run with the recognizer on each reported state (Apple's `addTarget(_:action:)`). Actions run
    /// in the order they were added.
    @preconcurrency open func addTarget(_ target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(GestureAction(target: target.map(ObjectIdentifier.init), run: action))
    }

    /// Adds the action `action` of `target`, sent with the recognizer on each reported state, after the actions
    /// already added; adding the same pair again does nothing. The target is not retained: once it is gone its
    /// action is skipped.
    open func addTarget(_ target: Any, action: Selector) {
        guard type(of: target) is AnyClass else {
            return UIKitDiagnostics.log("UIGestureRecognizer.addTarget(_:action:): \(type(of: target)) is not a class")
        }
        let object = target as AnyObject
        let id = ObjectIdentifier(object)
        guard !actions.contains(where: { $0.target == id && $0.selector == action }) else { return }
        actions.append(GestureAction(target: id, selector: action) { [weak object] recognizer in
            guard let object else { return }
            _ = TargetActionDispatch.perform(action, on: object, sender: recognizer, event: nil)
        })
    }

    /// Removes the actions added with `target`; nil removes every action.
    open func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.target == ObjectIdentifier(target) }
    }

    /// Removes `target`'s action `action`: a nil target matches every target, a nil action every action (both
    /// nil: all actions go).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let id = target.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil }
        actions.removeAll { entry in
            (target == nil || entry.target == id) && (action == nil || entry.selector == action)
        }
    }

    // MARK: Where the gesture is

    /// The gesture's location in `view`'s coordinates (nil: the window's): the centroid of its touches. After the
    /// touches lift it is where they lifted; before any touch, `.zero`.
    open func location(in view: UIView?) -> CGPoint { centroid(of: trackedTouches, in: view) }

    /// The location of the recognizer's touch at `touchIndex` (arrival order) in `view`'s coordinates; an index out
    /// of range logs a diagnostic and returns `.zero` (Apple raises an exception).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            UIKitDiagnostics.log("UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) out of range "
                + "(\(trackedTouches.count) touches); returned .zero")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer is tracking for the current (or last) gesture.
    open var numberOfTouches: Int { trackedTouches.count }

    // MARK: Dependencies

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it begins or recognizes: while the
    /// other is undecided this one stays `.possible`; if the other recognizes, this one fails. Classic use: a single
    /// tap that requires a double tap to fail fires only after the double-tap interval has passed.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            return UIKitDiagnostics.log("UIGestureRecognizer.require(toFail:): a recognizer cannot wait for itself")
        }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (false by default; subclass hook
    /// alongside `require(toFail:)` and the delegate).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail (false by default; subclass hook).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether this recognizer, by recognizing, may make `preventedGestureRecognizer` fail (true by default).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may make this recognizer fail (true by default).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Subclass hooks (Apple's UIGestureRecognizerSubclass)

    /// Fingers touched down (they are also on their way to the view). The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The system cancelled the touches. The default does nothing; when the recognizer is left with no touch and
    /// has not decided, the window cancels it (a gesture that began) or fails it.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Clears per-gesture values; called after the gesture is finished and its touches lifted, once the state is
    /// back to `.possible`. Overrides should call super.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (its later phases skip it; the view still gets it).
    open func ignore(_ touch: UITouch, for event: UIEvent) { stopTracking(touch) }
}

/// The delegate of a gesture recognizer: fine-tunes when it begins, what it receives and whom it shares with.
///
/// Every method has a default (Swift has no optional protocol methods without Objective-C): begin and receive
/// return true, the other three false.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer leaves `.possible` to begin or recognize; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked before a new touch is given to the recognizer (before its `touchesBegan`); false keeps it away.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the two recognizers may recognize at the same time (either delegate saying true is enough).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Default: true (the recognizer may begin).
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Default: true (the recognizer gets every touch).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// Default: false (one recognizer at a time).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    {
        false
    }
    /// Default: false (no extra dependency).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    {
        false
    }
    /// Default: false (no extra dependency).
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    {
        false
    }
}

/// One action of a recognizer: the closure, the identity of the target it was added with and, for a target–action
/// pair, the selector.
package struct GestureAction {
    let target: ObjectIdentifier?
    var selector: Selector? = nil
    let run: @MainActor (UIGestureRecognizer) -> Void
}

/// A weak reference to a recognizer.
package struct WeakRecognizer {
    package weak var recognizer: UIGestureRecognizer?
    package init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
