// SPDX-License-Identifier: Apache-2.0

extension UIApplication {
    /// Sends the action message `action` to `target`, or, when `target` is nil, to the responder chain; returns
    /// whether some object performed it.
    ///
    /// With a target, its ``ActionTarget/actionMethod(for:)`` runs. With a nil target the search starts at the
    /// first responder — or, when there is none, at `sender` if it is a responder (a control sends itself) — and
    /// follows `target(forAction:withSender:)` up the chain: view, view controller, superview, …, window,
    /// application, app delegate (guide §2.3.3, "Action messages with a nil target go to the first responder and
    /// then up the chain"). Returns false, with a logged message, when nobody implements `action`; nothing is
    /// raised, unlike Objective-C's "unrecognized selector".
    ///
    /// - Parameters:
    ///   - action: The action's name, e.g. `"buttonTapped:"` or `.copy`.
    ///   - target: The object to message, or nil for the responder chain.
    ///   - sender: Passed to the action method (usually the control).
    ///   - event: Passed to the action method: the touch event that triggered it, or nil.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        TargetActionDispatch.send(action, to: target, from: sender, event: event, firstResponder: firstResponder)
    }
}
