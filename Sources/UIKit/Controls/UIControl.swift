// SPDX-License-Identifier: Apache-2.0

/// The base class of controls (buttons, sliders, switches): a view that tracks a finger and sends action messages
/// to targets when specific events happen (guide §2.3, "control objects … send an action message to a target").
///
/// **Tracking.** A finger that touches down in an enabled control is tracked until it lifts or is cancelled: the
/// control is highlighted while the finger is inside its touch area (the bounds grown by 70 points on every side;
/// see ``isTouchInside``) and sends `touchDown`, `touchDragInside`/`Outside`/`Enter`/`Exit`, `touchUpInside` or
/// `touchUpOutside`, and `touchCancel` (see `UIControl+Tracking.swift`). Subclasses customise tracking through
/// ``beginTracking(_:with:)``, ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and
/// ``cancelTracking(with:)``. A disabled control is still found by hit-testing, but does not track: its touches go
/// to the next responder.
///
/// **Actions.** Targets and action names (``addTarget(_:action:for:)``, see ``Selector``) and closure actions
/// (``addAction(_:for:)``) are called in the order they were added. A nil target sends the action up the responder
/// chain from the first responder (`UIApplication.sendAction(_:to:from:for:)`; guide §2.3.3). Targets are not
/// retained; actions are.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Whether the control responds to touches (true by default). A disabled control ignores touches, sending
    /// none of its events, and its ``UIControl/state`` contains `.disabled`; disabling it while it tracks ends the tracking
    /// without further events.
    open var isEnabled = true {
        willSet { MainThreadChecker.check("-[UIControl setEnabled:]") }
        didSet { if isEnabled != oldValue { controlEnabledDidChange() } }
    }
    /// Whether the control is selected (false by default); its ``state`` then contains `.selected`. Subclasses
    /// (and apps) use it; tracking never changes it.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is highlighted (false by default): set while a tracked finger is inside the touch area,
    /// cleared when it lifts or leaves; ``UIControl/state`` then contains `.highlighted`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// How content (a button's title and image) is placed horizontally (`.center` by default).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How content is placed vertically (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// Whether a tap shows the control's menu instead of running its primary action (false by default; iOS 14).
    /// A button with a ``UIButton/menu`` then sends `menuActionTriggered` instead of `primaryActionTriggered`.
    open var showsMenuAsPrimaryAction = false
    /// Whether the control may show a context menu (false by default; iOS 14). A button with a menu turns it on.
    open var isContextMenuInteractionEnabled = false
    /// Whether the control is tracking a finger (between a successful ``beginTracking(_:with:)`` and the finger's
    /// lift or cancellation, or a ``continueTracking(_:with:)`` that returned false).
    open package(set) var isTracking = false
    /// Whether the tracked finger is inside the control's touch area: the bounds grown by 70 points on each side,
    /// which is how far iOS has been observed to keep a dragged finger "inside" (publicly reported; Apple does not
    /// document the value). The first touch is always inside, since hit-testing used the bounds.
    open package(set) var isTouchInside = false

    /// The touch being tracked (or ignored after `continueTracking` declined it) until it ends.
    package weak var trackedTouch: UITouch?
    /// Targets, action names and closure actions, in the order added.
    package var eventHandlers: [ControlEventHandler] = []
    /// Events sent along with `touchUpInside` (a button's `primaryActionTriggered`).
    package var touchUpInsideCompanions: Event = []

    /// The control's state flags: `.highlighted`, `.disabled` and `.selected` from the matching properties
    /// (`.normal`, the empty set, when none applies).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Tracking (the work is in UIControl+Tracking.swift)

    /// Called when a finger touches down in the control; return whether to track it (true by default). Returning
    /// false sends no events for this touch and leaves the control unhighlighted.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called each time the tracked finger moves; return whether to keep tracking (true by default). Returning
    /// false ends tracking: no further events are sent for this touch.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked finger lifts, before `touchUpInside`/`touchUpOutside` is sent. Default: nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled by the system, before `touchCancel` is sent. Default: nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking instead of passing the touch on: unless the control is disabled, the first new finger is
    /// tracked when ``UIControl/beginTracking(_:with:)`` agrees, which highlights the control and sends
    /// `touchDown` (and `touchDownRepeat` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackBegan(touches, with: event) }
    /// Follows the tracked finger: asks ``UIControl/continueTracking(_:with:)``, moves the highlight in and out of
    /// the touch area and sends one of the drag events (`touchDragInside`, `touchDragOutside`, `touchDragEnter`,
    /// `touchDragExit`).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackMoved(touches, with: event) }
    /// Ends tracking (``UIControl/endTracking(_:with:)``), removes the highlight and sends `touchUpInside` (with the
    /// primary action) or `touchUpOutside`, depending on where the finger lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackEnded(touches, with: event) }
    /// Cancels tracking (``UIControl/cancelTracking(with:)``), removes the highlight and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackCancelled(touches, with: event)
    }

    // MARK: Target-action (the work is in UIControl+Actions.swift)

    /// Makes `target`'s action `action` run for `controlEvents`; a nil target sends it up the responder chain.
    ///
    /// The target is not retained, and a target that goes away is forgotten. Adding the same target and action
    /// again adds the new events to the existing entry, so the action still runs once per event. An empty
    /// `controlEvents` is ignored.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addTargetAction(ControlEventHandler.object(target), action: action, for: controlEvents)
    }
    /// Stops `action` of `target` from running for `controlEvents`. A nil target matches every target, a nil
    /// action every action of the matching targets; entries left with no events are removed.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargetAction(ControlEventHandler.object(target), action: action, for: controlEvents)
    }
    /// Sends `action` to `target` (nil: the responder chain) with this control as the sender, through
    /// `UIApplication.sendAction(_:to:from:for:)` (routed the same way when the control is used outside an app).
    /// Called for each target-action pair of an event; override to observe or redirect them.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sendControlAction(action, to: target, for: event)
    }
    /// Performs `action` with this control as its ``UIAction/sender``. Called for each closure action of an
    /// event; override to observe them.
    open func sendAction(_ action: UIAction) { action.perform(sender: self) }
    /// Sends the actions registered for each event in `controlEvents`, as if they had happened (with a nil event).
    open func sendActions(for controlEvents: Event) { sendActions(for: controlEvents, event: nil) }

    /// The events a finger lifting inside sends: `touchUpInside` and the companions (a button's primary action).
    /// Subclasses change the companions for the tap (a button showing its menu sends `menuActionTriggered`).
    package func eventsForTouchUpInside() -> Event { Event.touchUpInside.union(touchUpInsideCompanions) }
}
