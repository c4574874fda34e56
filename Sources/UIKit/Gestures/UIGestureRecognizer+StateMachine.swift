// SPDX-License-Identifier: Apache-2.0

extension UIGestureRecognizer {
    /// Whether `old` → `new` is one of Apple's transitions: `.possible` to `.began`, `.ended` or `.failed`;
    /// `.began`/`.changed` to `.changed`, `.ended` or `.cancelled`.
    package static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// The `state` setter: checks the transition, then lets the window's arbiter decide (or applies it directly
    /// when the recognizer takes part in no window's touches).
    package func requestTransition(to new: State) {
        let old = stateStorage
        if old == .possible, new == .possible { return }
        if old == new, old == .failed || old == .ended || old == .cancelled { return }
        guard Self.isLegal(from: old, to: new) else {
            return UIKitDiagnostics.log("\(type(of: self)).state: illegal transition \(old) → \(new); ignored")
        }
        if let arbiter, arbiter.isParticipant(self) {
            arbiter.transition(self, to: new)
        } else {
            apply(new)
        }
    }

    /// Sets the state and runs the actions for the states that report (began, changed, ended, cancelled).
    package func apply(_ new: State) {
        stateStorage = new
        pendingState = nil
        switch new {
        case .began, .changed, .ended, .cancelled:
            for action in actions { action.run(self) }
        case .possible, .failed:
            break
        }
    }

    /// Back to `.possible` with no touches, then the subclass's `reset()`.
    package func resetNow() {
        stateStorage = .possible
        pendingState = nil
        trackedTouches.removeAll()
        gestureTouches.removeAll()
        arbiter = nil
        reset()
    }

    package func enabledDidChange(from oldValue: Bool) {
        guard oldValue, !isEnabled else { return }
        switch stateStorage {
        case .began, .changed: requestTransition(to: .cancelled)
        case .possible: requestTransition(to: .failed)
        default: break
        }
        if arbiter == nil || arbiter?.isParticipant(self) == false { resetNow() }
    }

    /// Whether the recognizer can take a new touch: undecided and not waiting, or a continuous gesture in progress.
    package var acceptsNewTouches: Bool {
        guard isEnabled else { return false }
        switch stateStorage {
        case .possible: return pendingState == nil
        case .began, .changed: return true
        default: return false
        }
    }

    /// Whether the recognizer is still deciding or running (touches are delivered to it).
    package var isReceivingTouches: Bool {
        stateStorage == .possible || stateStorage == .began || stateStorage == .changed
    }

    /// Whether the recognizer is finished and waits only for its touches to lift before resetting.
    package var isFinished: Bool { stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed }

    package func tracks(_ touch: UITouch) -> Bool { trackedTouches.contains { $0 === touch } }

    /// Whether `touch` belongs to the gesture since the last reset (any tap of a multi-tap).
    package func holds(_ touch: UITouch) -> Bool { gestureTouches.contains { $0 === touch } }

    /// Starts tracking `touch`; a touch that begins after all earlier ones lifted starts a new set.
    package func beginTracking(_ touch: UITouch) {
        if !trackedTouches.contains(where: { $0.isActive }) { trackedTouches.removeAll() }
        trackedTouches.append(touch)
        gestureTouches.append(touch)
    }

    package func stopTracking(_ touch: UITouch) {
        trackedTouches.removeAll { $0 === touch }
        gestureTouches.removeAll { $0 === touch }
        touch.gestureRecognizerList.removeAll { $0 === self }
    }

    /// The tracked touches that have not lifted or been cancelled.
    package var activeTouches: [UITouch] { trackedTouches.filter(\.isActive) }

    /// The average location of `touches` in `view`'s coordinates (nil: the window's); `.zero` when empty.
    package func centroid(of touches: [UITouch], in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            let p = touch.location(in: view ?? touch.window)
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// Converts a vector given in `view`'s coordinates to window coordinates (nil view: unchanged).
    package func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = view.convert(CGPoint.zero, to: window)
        let b = view.convert(v, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Converts a vector given in window coordinates to `view`'s coordinates (nil view: unchanged).
    package func viewVector(_ v: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = view.convert(CGPoint.zero, from: window)
        let b = view.convert(v, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Fails the recognizer unless it already decided (the common "this is not my gesture" exit).
    package func failIfPossible() {
        if stateStorage == .possible { state = .failed }
    }

    /// Ends a gesture that began, or fails one that did not (touches lifted).
    package func finishOrFail() {
        switch stateStorage {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Cancels a gesture that began, or fails one that did not (touches cancelled).
    package func cancelOrFail() {
        switch stateStorage {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// The host clock's current time (seconds), the only time recognizers read.
    package static var clockNow: Double {
        UIApplication.sharedIfPresent?.runtime?.host.clock.now ?? CACurrentMediaTime()
    }
}

extension UITouch {
    /// Whether the finger is still down (not ended or cancelled).
    package var isActive: Bool { phase != .ended && phase != .cancelled }
}
