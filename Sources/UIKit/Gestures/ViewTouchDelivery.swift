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
        /// When the touch got its entry: held phases are released in this order.
        var sequence = 0
    }

    /// The entries by touch, so a delivery costs O(1) per touch however many fingers are down.
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The touches whose entries may be held (`beganHeld`, `endHeld`): all that `releaseHeld()` looks at.
    private var maybeHeld: Set<ObjectIdentifier> = []
    private var nextSequence = 0
    /// The sequence's event, passed along with held and cancelled touches (set before recognizers see it).
    package var event: UIEvent?

    /// Records `entry` for its touch, keeping the place of an entry the touch already had.
    private func store(_ entry: Entry) {
        let id = ObjectIdentifier(entry.touch)
        var entry = entry
        if let old = entries[id] {
            entry.sequence = old.sequence
        } else {
            entry.sequence = nextSequence
            nextSequence += 1
        }
        entries[id] = entry
        if entry.stage == .beganHeld || entry.stage == .endHeld { maybeHeld.insert(id) }
    }

    private func setStage(_ stage: Stage, of id: ObjectIdentifier) {
        entries[id]?.stage = stage
        if stage == .beganHeld || stage == .endHeld { maybeHeld.insert(id) }
    }

    /// Delivers the phase each touch is in to its view (touches sorted by finger).
    package func deliver(_ touches: [UITouch], with event: UIEvent) {
        var batch = ViewTouchBatch()
        for touch in touches where touch.deliversToView && touch.phase != .stationary {
            let id = ObjectIdentifier(touch)
            let entry = entries[id]
            switch touch.phase {
            case .began:
                if entry?.stage == .cancelled { continue }
                let held = isHeld(touch, delayingBegan: true)
                store(Entry(touch: touch, stage: held ? .beganHeld : .live))
                if !held { batch.add(touch, .began) }
            case .moved:
                guard let entry else { continue }  // never began for its view
                switch entry.stage {
                case .live: batch.add(touch, .moved)
                case .beganHeld: entries[id]?.movedWhileHeld = true
                case .endHeld, .cancelled: break
                }
            case .ended, .cancelled:
                guard let entry else { continue }
                switch entry.stage {
                case .live:
                    if touch.phase == .ended, isHeld(touch, delayingBegan: false) {
                        setStage(.endHeld, of: id)
                    } else {
                        batch.add(touch, touch.phase)
                        entries[id] = nil
                    }
                case .cancelled: entries[id] = nil
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
        guard let event, !maybeHeld.isEmpty else { return }
        var batch = ViewTouchBatch()
        let held = maybeHeld.compactMap { entries[$0] }.sorted { $0.sequence < $1.sequence }
        maybeHeld = []
        for var entry in held {
            let touch = entry.touch
            let id = ObjectIdentifier(touch)
            if entry.stage == .beganHeld, !isHeld(touch, delayingBegan: true) {
                batch.add(touch, .began)
                entry.stage = .live
                if touch.isActive {
                    if entry.movedWhileHeld { batch.add(touch, .moved) }
                } else if touch.phase == .ended, isHeld(touch, delayingBegan: false) {
                    entry.stage = .endHeld
                } else {
                    batch.add(touch, touch.phase)
                    entries[id] = nil
                    continue
                }
            }
            if entry.stage == .endHeld, !isHeld(touch, delayingBegan: false) {
                batch.add(touch, touch.phase == .cancelled ? .cancelled : .ended)
                entries[id] = nil
                continue
            }
            entries[id] = entry
            if entry.stage == .beganHeld || entry.stage == .endHeld { maybeHeld.insert(id) }
        }
        batch.send(with: event)
    }

    /// Cancels `touches` in their views (a recognizer with `cancelsTouchesInView` recognized).
    package func cancel(_ touches: [UITouch]) {
        var batch = ViewTouchBatch()
        for touch in touches where touch.deliversToView {
            let id = ObjectIdentifier(touch)
            guard let entry = entries[id] else {
                // Not delivered yet (recognized during this event's recognizer pass): the view never sees it.
                if touch.isActive { store(Entry(touch: touch, stage: .cancelled)) }
                continue
            }
            switch entry.stage {
            case .live, .endHeld: batch.add(touch, .cancelled)
            case .beganHeld, .cancelled: break
            }
            if touch.isActive { setStage(.cancelled, of: id) } else { entries[id] = nil }
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
