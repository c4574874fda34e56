// SPDX-License-Identifier: Apache-2.0

/// A window's touch delivery to gesture recognizers and views, and the rules that decide which recognizer wins.
///
/// For each touch event (`UIWindow.sendEvent` → `deliver(_:)`):
///
/// 1. **Attach.** A touch that begins is given to the enabled, undecided recognizers of its hit view and of the
///    view's ancestors (window included), hit view's first, each asked first through its delegate's
///    `gestureRecognizer(_:shouldReceive:)`; the list is the touch's `gestureRecognizers`. When a new sequence
///    begins, recognizers still undecided from the last one (a double tap waiting for its second tap) that do not
///    get the new touch fail.
/// 2. **Recognizers** get `touchesBegan/Moved/Ended/Cancelled(_:with:)` for their touches, before any view.
/// 3. **Views** get the touches by phase (`ViewTouchDelivery`), except those a recognizer holds
///    (`delaysTouchesBegan`, `delaysTouchesEnded`) or cancelled (`cancelsTouchesInView`).
/// 4. **Settle.** Held touches whose recognizers have decided are released; finished recognizers whose touches
///    lifted are reset to `.possible`.
///
/// A state change (`transition(_:to:)`) to `.began` or `.ended` out of `.possible` is an attempt to recognize: it
/// waits while a recognizer it requires to fail is undecided, fails if one of those recognized, fails if the
/// delegate or a view declines (`gestureRecognizerShouldBegin`), fails if a related recognizer (same view,
/// ancestor or descendant) already owns the gesture and may prevent it, and otherwise succeeds — failing the
/// related undecided recognizers it may prevent and those waiting for it to fail, then cancelling its touches in
/// the views. Two recognizers recognize together only when a delegate allows it
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`). Timers (tap and long-press timeouts) change states
/// outside deliveries; each such change settles at once.
@MainActor
package final class GestureArbiter {
    private weak var window: UIWindow?
    /// Recognizers taking part: they have touches, or are undecided or finished and not yet reset.
    private(set) var participants: [UIGestureRecognizer] = []
    private var depth = 0
    package let views = ViewTouchDelivery()

    package init(window: UIWindow) { self.window = window }

    package func isParticipant(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { $0 === recognizer }
    }

    /// Delivers `event`'s touches in this window: recognizers first, then views (see the type's summary).
    package func deliver(_ event: UIEvent) {
        guard let window, event.touchCount(in: window) > 0 else { return }
        // Only touches that changed are delivered (stationary ones reach no recognizer or view), so a move of one
        // finger costs the same however many others rest.
        let changed = event.changedTouches ?? Array(event.touchSet)
        let touches = changed.filter { $0.window === window }.sorted { $0.finger < $1.finger }
        depth += 1
        views.event = event
        let newTouches = touches.filter { $0.phase == .began }
        // A new sequence: every touch in the window began now (the unchanged ones are stationary, so active).
        let othersRest = event.touchCount(in: window) > touches.count
        let newSequence = !newTouches.isEmpty && !othersRest && !touches.contains { $0.phase != .began && $0.isActive }
        let waiting = newSequence ? participants : []
        for touch in newTouches { attach(touch) }
        for r in waiting where r.stateStorage == .possible && r.pendingState == nil && r.activeTouches.isEmpty {
            r.state = .failed
        }
        for r in participants { feed(r, touches, event) }
        views.deliver(touches, with: event)
        depth -= 1
        settle()
    }

    private func attach(_ touch: UITouch) {
        var list: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for r in view.gestureRecognizerStorage where r.acceptsNewTouches && !list.contains(where: { $0 === r }) {
                if r.delegate?.gestureRecognizer(r, shouldReceive: touch) == false { continue }
                list.append(r)
            }
            current = view.superview
        }
        touch.gestureRecognizerList = list
        for r in list {
            r.beginTracking(touch)
            r.arbiter = self
            if !isParticipant(r) { participants.append(r) }
        }
    }

    private func feed(_ r: UIGestureRecognizer, _ touches: [UITouch], _ event: UIEvent) {
        var cancelledAny = false
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            guard r.isReceivingTouches else { return }
            let set = Set(touches.filter { $0.phase == phase && r.tracks($0) })
            guard !set.isEmpty else { continue }
            switch phase {
            case .began: r.touchesBegan(set, with: event)
            case .moved: r.touchesMoved(set, with: event)
            case .ended: r.touchesEnded(set, with: event)
            case .cancelled:
                cancelledAny = true
                r.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
        // A system-cancelled sequence must not leave a recognizer waiting forever.
        if cancelledAny, r.isReceivingTouches, r.activeTouches.isEmpty { r.cancelOrFail() }
    }

    // MARK: State changes

    /// Applies a legal state change of a participant (see the type's summary for the rules).
    package func transition(_ r: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        depth += 1
        if r.stateStorage == .possible, new == .began || new == .ended {
            attemptRecognition(r, as: new)
        } else {
            r.apply(new)
            if new == .failed { recognizerFailed(r) }
        }
        depth -= 1
        if depth == 0 { settle() }
    }

    private func attemptRecognition(_ r: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        let required = requirements(of: r)
        if required.contains(where: { $0.stateStorage != .possible && $0.stateStorage != .failed }) {
            return fail(r)
        }
        if required.contains(where: { $0.stateStorage == .possible }) {
            r.pendingState = new
            return
        }
        guard shouldBegin(r), preventer(of: r) == nil else { return fail(r) }
        r.stateStorage = new  // owned before the others are told, so they see it
        for other in participants where other !== r && other.stateStorage == .possible {
            let waitsForR = requirements(of: other).contains { $0 === r }
            let prevented = related(r, other) && !simultaneous(r, other) && r.canPrevent(other)
                && other.canBePrevented(by: r)
            if waitsForR || prevented { fail(other) }
        }
        if r.cancelsTouchesInView { views.cancel(r.gestureTouches) }
        r.apply(new)
    }

    private func fail(_ r: UIGestureRecognizer) {
        guard r.stateStorage == .possible else { return }
        r.apply(.failed)
        recognizerFailed(r)
    }

    /// Lets recognizers that were waiting for `failed` to fail try again.
    private func recognizerFailed(_ failed: UIGestureRecognizer) {
        for other in participants where other.stateStorage == .possible {
            guard let pending = other.pendingState, requirements(of: other).contains(where: { $0 === failed }) else {
                continue
            }
            attemptRecognition(other, as: pending)
        }
    }

    /// The participants `r` must wait for: `require(toFail:)`, the subclass hooks and the delegates.
    private func requirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        participants.filter { other in
            guard other !== r else { return false }
            return r.failureRequirements.contains { $0.recognizer === other }
                || r.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: r)
                || r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: r) == true
        }
    }

    /// The delegate, the recognizer's view and the views its touches began in may each decline.
    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return false }
        var asked: [UIView] = []
        for view in [r.view] + r.trackedTouches.map(\.view) {
            guard let view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(r) { return false }
        }
        return true
    }

    /// A related participant that already owns the gesture and may prevent `r`.
    private func preventer(of r: UIGestureRecognizer) -> UIGestureRecognizer? {
        participants.first { other in
            other !== r && [.began, .changed, .ended].contains(other.stateStorage) && related(r, other)
                && !simultaneous(r, other) && other.canPrevent(r) && r.canBePrevented(by: other)
        }
    }

    private func related(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let va = a.view, let vb = b.view else { return true }
        return va.isDescendant(of: vb) || vb.isDescendant(of: va)
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    // MARK: Settling

    /// Releases held view touches and resets finished recognizers whose touches lifted.
    package func settle() {
        views.releaseHeld()
        let done = participants.filter { $0.isFinished && $0.activeTouches.isEmpty }
        participants.removeAll { r in done.contains { $0 === r } }
        for r in done { r.resetNow() }
    }

    /// Takes `r` out of the arbitration (its view removed it): a gesture in progress is cancelled, an undecided
    /// one fails, and it resets at once.
    package func withdraw(_ r: UIGestureRecognizer) {
        guard isParticipant(r) else { return }
        depth += 1
        r.cancelOrFail()
        depth -= 1
        participants.removeAll { $0 === r }
        for touch in r.gestureTouches { touch.gestureRecognizerList.removeAll { $0 === r } }
        r.resetNow()
        settle()
    }
}
