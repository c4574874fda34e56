// SPDX-License-Identifier: Apache-2.0

extension UIWindow {
    /// Delivers a presses event: each changed press goes to the responder it was sent to when it began
    /// (``UIPress/responder``), with `pressesBegan`, `pressesEnded` or `pressesCancelled` by its phase; the
    /// defaults pass them up the responder chain.
    package func deliverPresses(of event: UIEvent) {
        guard let event = event as? UIPressesEvent else { return }
        var byResponder: [ObjectIdentifier: (responder: UIResponder, presses: [UIPress])] = [:]
        var order: [ObjectIdentifier] = []
        for press in event.changedPresses {
            guard let responder = press.responder else { continue }
            let id = ObjectIdentifier(responder)
            if byResponder[id] == nil {
                byResponder[id] = (responder, [])
                order.append(id)
            }
            byResponder[id]?.presses.append(press)
        }
        for id in order {
            guard let (responder, presses) = byResponder[id] else { continue }
            for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
                let group = Set(presses.filter { $0.phase == phase })
                guard !group.isEmpty else { continue }
                switch phase {
                case .began: responder.pressesBegan(group, with: event)
                case .changed: responder.pressesChanged(group, with: event)
                case .ended: responder.pressesEnded(group, with: event)
                default: responder.pressesCancelled(group, with: event)
                }
            }
        }
    }
}
