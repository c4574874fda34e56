// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The scroll view's touch delay (`delaysContentTouches`), the UIKit way: a recognizer on the scroll view with
/// `delaysTouchesBegan` that holds a new touch's `touchesBegan` from the content for
/// ``ScrollTouchDelayRecognizer/delay`` (150 ms on the device clock), then fails, releasing it. A finger that
/// lifts sooner fails it at once (the content gets began and ended together: a quick tap still taps). A drag that
/// begins while it holds makes it recognize instead, which drops the held touches: the content never hears of them.
///
/// It neither prevents nor is prevented by other recognizers. It also notes touches down for ``UIScrollView/isTracking``
/// and lets a touch catch moving content. Not API.
@MainActor
package final class ScrollTouchDelayRecognizer: UIGestureRecognizer {
    /// How long a touch is held from the content, seconds.
    package static let delay = 0.15

    package weak var scrollView: UIScrollView?
    private var timer: DeviceTimer?
    /// The fingers down in the scroll view (weak), for `isTracking`.
    package var touchesDown: [WeakTouch] = []

    package init() {
        super.init(target: nil, action: nil)
        cancelsTouchesInView = true
        delaysTouchesEnded = false
    }

    /// Whether the content has (or may have had) the touches: the delay is over or off.
    package var hasReleasedTouches: Bool { stateStorage != .possible || !delaysTouchesBegan }

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { return }
        touchesDown.removeAll { $0.touch?.isActive != true }
        touchesDown.append(contentsOf: touches.map(WeakTouch.init))
        if trackedTouches.count == touches.count {
            delaysTouchesBegan = scrollView.delaysContentTouches
            if delaysTouchesBegan {
                timer = DeviceTimer.scheduledTimer(withTimeInterval: Self.delay) { [weak self] _ in
                    self?.failIfPossible()
                }
            }
        }
        scrollView.fingerDidTouchDown(touches, with: event)
    }

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty { failIfPossible() }
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.isEmpty { failIfPossible() }
    }

    /// The scroll view's drag began: drop what is held (the content never gets those touches).
    package func dragDidBegin() {
        if stateStorage == .possible { state = .ended }
    }

    override package func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }

    override package func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override package func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// A weak reference to a touch.
package struct WeakTouch {
    package weak var touch: UITouch?
    package init(_ touch: UITouch) { self.touch = touch }
}

extension UIScrollView {
    /// Whether a finger is down in the scroll view (whether or not it drags).
    package var hasFingerDown: Bool {
        touchDelayRecognizer.touchesDown.contains { $0.touch?.isActive == true } || isDragging
    }
}
