// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The `.pageCurl` style: turns by pan, tap or code, each played as a curl transition over the controller's view.
extension UIPageViewController {
    /// The share of the page, along the axis, that a pan must cross to turn it when released slowly.
    package static let curlCommitFraction: CGFloat = 0.25
    /// The speed, in points per second along the axis, above which a released pan turns the page.
    package static let curlFlickSpeed: CGFloat = 300
    /// The share of the page at each outer edge where a tap turns the page.
    package static let curlTapEdgeFraction: CGFloat = 0.2
    /// The curl's duration, in seconds.
    package static let curlDuration: TimeInterval = 0.5

    /// Adds the pan and the tap that turn pages to `view`.
    package func installCurlRecognizers(on view: UIView) {
        let pan = UIPanGestureRecognizer(target: self) { [weak self] recognizer in
            self?.curlPanChanged(recognizer as! UIPanGestureRecognizer)
        }
        let tap = UITapGestureRecognizer(target: self) { [weak self] recognizer in
            self?.curlTapped(recognizer as! UITapGestureRecognizer)
        }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        curlRecognizers = [pan, tap]
    }

    private func curlPanChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .ended, let view = viewIfLoaded else { return }
        let translation = pan.translation(in: view)
        let velocity = pan.velocity(in: view)
        let distance = orientation == .horizontal ? translation.x : translation.y
        let speed = orientation == .horizontal ? velocity.x : velocity.y
        let length = orientation == .horizontal ? view.bounds.width : view.bounds.height
        guard abs(distance) >= length * Self.curlCommitFraction || abs(speed) >= Self.curlFlickSpeed,
              distance != 0 else { return }
        // Dragging the page towards the spine (left or up) turns forward.
        turnByUser(distance < 0 ? .forward : .reverse)
    }

    private func curlTapped(_ tap: UITapGestureRecognizer) {
        guard let view = viewIfLoaded else { return }
        let point = tap.location(in: view)
        let (position, length) = orientation == .horizontal
            ? (point.x - view.bounds.minX, view.bounds.width) : (point.y - view.bounds.minY, view.bounds.height)
        if position >= length * (1 - Self.curlTapEdgeFraction) {
            turnByUser(.forward)
        } else if position <= length * Self.curlTapEdgeFraction {
            turnByUser(.reverse)
        }
    }

    /// The user asked for a turn: the data source gives the pages on that side (as many as a turn takes); when
    /// it has them, the delegate hears `willTransitionTo`, the page curls, and `didFinishAnimating` follows.
    package func turnByUser(_ direction: NavigationDirection) {
        guard !isTurning, let dataSource, let view = viewIfLoaded, !pages.isEmpty else { return }
        var chain: [UIViewController] = []
        var anchor = direction == .forward ? pages[pages.count - 1] : pages[0]
        for _ in 0..<requiredPageCount {
            let next = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let next, next !== anchor, next !== self, !pages.contains(where: { $0 === next }) else { return }
            chain.append(next)
            anchor = next
        }
        // A spread reads left to right whichever way it turned; a double-sided single page shows its front first.
        let newPages: [UIViewController]
        if spine == .mid {
            newPages = direction == .forward ? chain : chain.reversed()
        } else {
            newPages = chain.reversed()
        }
        delegate?.pageViewController(self, willTransitionTo: newPages)
        let previous = pages
        curl(to: newPages, direction: direction, animated: isOnScreen, in: view) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: finished, previousViewControllers: previous,
                                              transitionCompleted: true)
        }
    }

    /// Replaces the pages with `newPages`, curling up (forward) or down (reverse) over `container` when
    /// `animated`; `completion` gets whether the curl played to its end.
    package func curl(to newPages: [UIViewController], direction: NavigationDirection, animated: Bool,
                      in container: UIView, completion: ((Bool) -> Void)?) {
        if isTurning {
            isTurning = false
            endOpenAppearance()
        }
        turnGeneration += 1
        let generation = turnGeneration
        guard animated else {
            replacePages(with: newPages, inView: container)
            completion?(true)
            return
        }
        isTurning = true
        let options: UIView.AnimationOptions = direction == .forward ? .transitionCurlUp : .transitionCurlDown
        UIView.transition(with: container, duration: Self.curlDuration, options: options, animations: {
            self.replacePagesKeepingAppearanceOpen(with: newPages, in: container)
        }, completion: { finished in
            if self.turnGeneration == generation {
                self.isTurning = false
                self.endOpenAppearance()
            }
            completion?(finished && self.turnGeneration == generation)
        })
    }

    /// The first half of an animated turn: the pages swap and appearance begins; ``endOpenAppearance()`` ends it
    /// when the curl is over.
    private func replacePagesKeepingAppearanceOpen(with list: [UIViewController], in container: UIView) {
        openAppearance = beginPageSwap(to: list, animated: true, addingViewsTo: container)
        layoutPages()
    }

    private func endOpenAppearance() {
        guard let swap = openAppearance else { return }
        openAppearance = nil
        endPageSwap(swap)
        updatePageIndicator()
    }
}
