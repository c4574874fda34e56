// SPDX-License-Identifier: Apache-2.0

/// iOS's animations for showing and hiding an alert or sheet in an ``AlertHostView``, on the device clock.
///
/// - Modern alert: the veil fades in while the panel fades in and shrinks from 1.2× to its size, 0.4 s ease-out;
///   it leaves by fading out in 0.2 s.
/// - iPhone OS 3 alert: the panel pops — it grows from 0.6× past its size to 1.08×, back to 0.96× and settles, in
///   0.4 s — while the veil fades in over 0.3 s; it leaves by fading out in 0.25 s.
/// - Sheets slide up from below the bottom edge while the veil fades in (0.4 s modern, 0.3 s iPhone OS 3,
///   ease-out) and slide back down while it fades out (0.3 s, ease-in).
///
/// Touches reach the panel while it arrives (iOS lets a quick tap land on an arriving alert's button).
/// `completion` runs when the animation ends, or at once when `animated` is false.
@MainActor
package enum AlertAnimation {
    /// The presentation's length in seconds.
    package static func presentDuration(_ kind: AlertKind, _ appearance: AlertAppearance) -> Double {
        kind == .alert || appearance == .modern ? 0.4 : 0.3
    }

    /// The dismissal's length in seconds.
    package static func dismissDuration(_ kind: AlertKind, _ appearance: AlertAppearance) -> Double {
        switch (kind, appearance) {
        case (.alert, .modern): 0.2
        case (.alert, .classic): 0.25
        case (.actionSheet, _): 0.3
        }
    }

    /// Brings `host`'s veil and panel on screen.
    package static func present(_ host: AlertHostView, animated: Bool, completion: @escaping () -> Void) {
        host.layoutIfNeeded()
        let panel = host.panel, dimming = host.dimmingView
        let kind = host.content.kind, appearance = host.content.appearance
        guard animated else {
            dimming.alpha = 1
            panel.alpha = 1
            panel.transform = .identity
            completion()
            return
        }
        let duration = presentDuration(kind, appearance)
        dimming.alpha = 0
        switch (kind, appearance) {
        case (.alert, .modern):
            panel.alpha = 0
            panel.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                           animations: {
                               dimming.alpha = 1
                               panel.alpha = 1
                               panel.transform = .identity
                           }, completion: { _ in completion() })
        case (.alert, .classic):
            panel.alpha = 0
            panel.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                           animations: { dimming.alpha = 1 })
            UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.allowUserInteraction], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { panel.alpha = 1 }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    panel.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                    panel.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { panel.transform = .identity }
            }, completion: { _ in completion() })
        case (.actionSheet, _):
            panel.alpha = 1
            panel.transform = CGAffineTransform(translationX: 0, y: host.bounds.maxY - panel.frame.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                           animations: {
                               dimming.alpha = 1
                               panel.transform = .identity
                           }, completion: { _ in completion() })
        }
    }

    /// Takes `host`'s veil and panel off screen; the views stay in place, transparent or below the bottom edge.
    package static func dismiss(_ host: AlertHostView, animated: Bool, completion: @escaping () -> Void) {
        let panel = host.panel, dimming = host.dimmingView
        let kind = host.content.kind, appearance = host.content.appearance
        let changes: () -> Void = {
            dimming.alpha = 0
            if kind == .alert {
                panel.alpha = 0
            } else {
                panel.transform = CGAffineTransform(translationX: 0, y: host.bounds.maxY - panel.center.y
                                                        + panel.bounds.height / 2)
            }
        }
        guard animated else {
            changes()
            completion()
            return
        }
        let curve: UIView.AnimationOptions = kind == .alert ? .curveEaseOut : .curveEaseIn
        UIView.animate(withDuration: dismissDuration(kind, appearance), delay: 0, options: [curve],
                       animations: changes, completion: { _ in completion() })
    }
}
