// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// `sendEvent(_:)`'s delivery: each of the event's touches in this window to the view hit-tested when it
    /// began, grouped by view and phase (`touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`);
    /// motion events to the first responder (or this window).
    package func deliver(_ event: UIEvent) {
        switch event.type {
        case .touches:
            deliverTouches(of: event)
        case .motion:
            deliverMotion(of: event)
        default:
            break
        }
    }

    private func deliverTouches(of event: UIEvent) {
        // Group this window's touches by their view, keeping first-seen order for determinism.
        var groups: [(view: UIView, touches: [UITouch])] = []
        for touch in event.touchSet.sorted(by: { $0.finger < $1.finger }) where touch.window === self {
            guard let view = touch.view else { continue }
            if let i = groups.firstIndex(where: { $0.view === view }) { groups[i].touches.append(touch) } else {
                groups.append((view, [touch]))
            }
        }
        for group in groups {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let touches = Set(group.touches.filter { $0.phase == phase })
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: group.view.touchesBegan(touches, with: event)
                case .moved: group.view.touchesMoved(touches, with: event)
                case .ended: group.view.touchesEnded(touches, with: event)
                case .cancelled: group.view.touchesCancelled(touches, with: event)
                case .stationary: break
                }
            }
        }
    }
}
