// SPDX-License-Identifier: Apache-2.0

/// The views' side of a window's touch delivery: which phases of each touch reach its hit view, and when.
///
/// A touch's `touchesBegan` is held while one of its recognizers with `delaysTouchesBegan` is undecided; its
/// `touchesEnded` is held while one with `delaysTouchesEnded` is. `releaseHeld()` delivers what is no longer held
/// (a held began is followed by `touchesMoved` if the touch moved meanwhile, or by its end if it lifted).
/// `cancel(_:)` is what a recognizing recognizer with `cancelsTouchesInView` does: views that had the touch get
/// `touchesCancelled`, held touches are dropped, and no later phase reaches the view. Entries are removed as soon as
/// a touch's delivery is over, so memory stays bounded by the fingers down.
@MainActor
package final class ViewTouchDelivery {
    private enum Stage { case beganHeld, live, endHeld, cancelled }

    private struct Entry {
        let touch: UITouch
        var stage: Stage
        var movedWhileHeld = false
    }

    private var entries: [Entry] = []
    /// The sequence's event, passed along with held and cancelled touches (set before recognizers see it).
    package var event: UIEvent?

    private func index(of touch: UITouch) -> Int? { entries.firstIndex { $0.touch === touch } }

    /// Delivers the phase each touch is in to its view (touches sorted by finger).
    package func deliver(_ touches: [UITouch], with event: UIEvent) {
        var batch = ViewTouchBatch()
        for touch in touches where touch.deliversToView {
            let i = index(of: touch)
            switch touch.phase {
            case .began:
                if let i, entries[i].stage == .cancelled { continue }
                let held = isHeld(touch, delayingBegan: true)
                let entry = Entry(touch: touch, stage: held ? .beganHeld : .live)
                if let i { entries[i] = entry } else { entries.append(entry) }
                if !held { batch.add(touch, .began) }
            case .moved:
                guard let i else { continue }  // never began for its view
                switch entries[i].stage {
                case .live: batch.add(touch, .moved)
                case .beganHeld: entries[i].movedWhileHeld = true
                case .endHeld, .cancelled: break
                }
            case .ended, .cancelled:
                guard let i else { continue }
                switch entries[i].stage {
                case .live:
                    if touch.phase == .ended, isHeld(touch, delayingBegan: false) {
                        entries[i].stage = .endHeld
                    } else {
                        batch.add(touch, touch.phase)
                        entries.remove(at: i)
                    }
                case .cancelled: entries.remove(at: i)
                case .beganHeld, .endHeld: break
                }
            case .stationary:
                break
            }
        }
        batch.send(with: event)
    }

    /// Delivers the held phases no recognizer holds any more.
    package func releaseHeld() {
        guard let event else { return }
        var batch = ViewTouchBatch()
        var kept: [Entry] = []
        for var entry in entries {
            let touch = entry.touch
            if entry.stage == .beganHeld, !isHeld(touch, delayingBegan: true) {
                batch.add(touch, .began)
                entry.stage = .live
                if touch.isActive {
                    if entry.movedWhileHeld { batch.add(touch, .moved) }
                } else if touch.phase == .ended, isHeld(touch, delayingBegan: false) {
                    entry.stage = .endHeld
                } else {
                    batch.add(touch, touch.phase)
                    continue
                }
            }
            if entry.stage == .endHeld, !isHeld(touch, delayingBegan: false) {
                batch.add(touch, touch.phase == .cancelled ? .cancelled : .ended)
                continue
            }
            kept.append(entry)
        }
        entries = kept
        batch.send(with: event)
    }

    /// Cancels `touches` in their views (a recognizer with `cancelsTouchesInView` recognized).
    package func cancel(_ touches: [UITouch]) {
        var batch = ViewTouchBatch()
        for touch in touches where touch.deliversToView {
            guard let i = index(of: touch) else {
                // Not delivered yet (recognized during this event's recognizer pass): the view never sees it.
                if touch.isActive { entries.append(Entry(touch: touch, stage: .cancelled)) }
                continue
            }
            switch entries[i].stage {
            case .live, .endHeld: batch.add(touch, .cancelled)
            case .beganHeld, .cancelled: break
            }
            if touch.isActive { entries[i].stage = .cancelled } else { entries.remove(at: i) }
        }
        if let event { batch.send(with: event) }
    }

    /// Whether an undecided recognizer of `touch` delays its began (or its end) phase.
    private func isHeld(_ touch: UITouch, delayingBegan: Bool) -> Bool {
        touch.gestureRecognizerList.contains { r in
            (delayingBegan ? r.delaysTouchesBegan : r.delaysTouchesEnded) && r.stateStorage == .possible
                && r.isEnabled && r.holds(touch)
        }
    }
}

/// Touches to send to views, grouped by view and then by phase in first-seen order, as one call per group.
@MainActor
private struct ViewTouchBatch {
    private var groups: [(view: UIView, phase: UITouch.Phase, touches: Set<UITouch>)] = []

    mutating func add(_ touch: UITouch, _ phase: UITouch.Phase) {
        guard let view = touch.view else { return }
        if let i = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
            groups[i].touches.insert(touch)
        } else {
            groups.append((view, phase, [touch]))
        }
    }

    func send(with event: UIEvent) {
        for group in groups {
            switch group.phase {
            case .began: group.view.touchesBegan(group.touches, with: event)
            case .moved: group.view.touchesMoved(group.touches, with: event)
            case .ended: group.view.touchesEnded(group.touches, with: event)
            case .cancelled: group.view.touchesCancelled(group.touches, with: event)
            case .stationary: break
            }
        }
    }
}
