// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The `.scroll` style of ``UIPageViewController``: a paging scroll view holding up to three page slots (the page
/// before, the current page, the page after), of which only the current page (and, during a turn, the incoming
/// page) has its view and is a child.
///
/// A drag that shows a neighbour makes it the pending page (the delegate's `willTransitionTo`, appearance
/// callbacks begin); when the scroll view settles on a page the turn completes or is cancelled
/// (`didFinishAnimating`, appearance callbacks end), the slots are rebuilt around the new current page and the
/// offset is put back on it without animation. A turn in code scrolls to a temporary slot next to the current
/// page with the scroll view's own animation.
@MainActor
package final class PageScrollCoordinator: UIScrollViewDelegate {
    package unowned let controller: UIPageViewController
    package let scrollView = UIScrollView(frame: .zero)
    /// The data source's pages around the current one (asked when the pages change).
    package private(set) var before: UIViewController?
    package private(set) var after: UIViewController?
    /// The page a drag is bringing in, and whether it is the page after.
    package private(set) var pending: UIViewController?
    private var pendingIsAfter = false
    /// The pages shown when the drag's turn began (for the delegate's `didFinishAnimating`).
    private var previousPages: [UIViewController] = []
    /// A turn made in code, animating now.
    private var programmatic: (target: UIViewController, slots: [UIViewController], completion: ((Bool) -> Void)?)?
    /// Set while the coordinator moves the offset itself, so that its own scrolling is not read as a drag.
    private var isRepositioning = false
    private var area: CGRect = .zero

    package init(controller: UIPageViewController) {
        self.controller = controller
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceHorizontal = controller.orientation == .horizontal
        scrollView.alwaysBounceVertical = controller.orientation == .vertical
        scrollView.delegate = self
    }

    private var isHorizontal: Bool { controller.orientation == .horizontal }

    /// The distance from one slot to the next: a page and the spacing.
    private var stride: CGFloat {
        (isHorizontal ? area.width : area.height) + controller.interPageSpacing
    }

    /// The slots in order: the turn in code's, else [before, current, after] without the missing ones.
    private var slots: [UIViewController] {
        if let programmatic { return programmatic.slots }
        guard let current = controller.pages.first else { return [] }
        return [before, current, after].compactMap { $0 }
    }

    private func origin(ofSlot index: Int) -> CGPoint {
        let distance = CGFloat(index) * stride
        return isHorizontal ? CGPoint(x: distance, y: 0) : CGPoint(x: 0, y: distance)
    }

    private func slotIndex(of page: UIViewController) -> Int? { slots.firstIndex { $0 === page } }

    // MARK: Layout

    /// Sizes the scroll view to `area` (plus the spacing along the axis), the content to the slots, places the
    /// page views in their slots and, unless the user or an animation is scrolling, the offset on the current page.
    package func layout(in area: CGRect) {
        self.area = area
        let spacing = controller.interPageSpacing
        scrollView.frame = isHorizontal
            ? CGRect(x: area.minX, y: area.minY, width: area.width + spacing, height: area.height)
            : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + spacing)
        let count = CGFloat(slots.count)
        scrollView.contentSize = isHorizontal
            ? CGSize(width: max(count, 1) * stride, height: area.height)
            : CGSize(width: area.width, height: max(count, 1) * stride)
        for (index, page) in slots.enumerated() {
            guard let view = page.viewIfLoaded, view.superview === scrollView else { continue }
            view.autoresizingMask = []
            view.frame = CGRect(origin: origin(ofSlot: index), size: area.size)
        }
        let idle = !scrollView.isDragging && !scrollView.isDecelerating && programmatic == nil && pending == nil
        if idle, let current = controller.pages.first, let index = slotIndex(of: current) {
            reposition(to: origin(ofSlot: index))
        }
    }

    private func reposition(to offset: CGPoint) {
        guard scrollView.contentOffset != offset else { return }
        isRepositioning = true
        scrollView.setContentOffset(offset, animated: false)
        isRepositioning = false
    }

    /// Asks the data source again for the current page's neighbours and lays the slots out.
    package func reloadNeighbours() {
        guard let current = controller.pages.first, let dataSource = controller.dataSource else {
            before = nil
            after = nil
            layout(in: controller.pageArea)
            return
        }
        before = neighbour(dataSource.pageViewController(controller, viewControllerBefore: current), of: current)
        after = neighbour(dataSource.pageViewController(controller, viewControllerAfter: current), of: current)
        if let before, before === after {
            UIKitDiagnostics.log("UIPageViewController: the data source gave \(before) as the page both before and after; using it after only")
            self.before = nil
        }
        layout(in: controller.pageArea)
    }

    private func neighbour(_ page: UIViewController?, of current: UIViewController) -> UIViewController? {
        guard let page else { return nil }
        guard page !== current, page !== controller else {
            UIKitDiagnostics.log("UIPageViewController: the data source gave \(page) as its own neighbour; read as nil")
            return nil
        }
        return page
    }

    // MARK: The user's turns

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRepositioning, programmatic == nil, scrollView.isDragging || scrollView.isDecelerating,
              let current = controller.pages.first, let currentIndex = slotIndex(of: current), stride > 0 else { return }
        let base = origin(ofSlot: currentIndex)
        let progress = isHorizontal
            ? (scrollView.contentOffset.x - base.x) / stride : (scrollView.contentOffset.y - base.y) / stride
        guard abs(progress) > 0.0001 else { return }
        let towardsAfter = progress > 0
        guard let candidate = towardsAfter ? after : before else { return }
        if candidate !== pending { beginTurn(to: candidate, towardsAfter: towardsAfter, from: current) }
    }

    package func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { finishTurnInCode(finished: true) }

    /// `page` starts coming in: it becomes a child with its view in its slot, and appearance begins (the
    /// current page disappearing). A pending page on the other side is sent back first.
    private func beginTurn(to page: UIViewController, towardsAfter: Bool, from current: UIViewController) {
        let onScreen = controller.isOnScreen
        let firstOfDrag = pending == nil
        if let old = pending { send(back: old, onScreen: onScreen) }
        if firstOfDrag { previousPages = controller.pages }
        pending = page
        pendingIsAfter = towardsAfter
        controller.addChild(page)
        if onScreen {
            page.beginAppearanceTransition(true, animated: true)
            if firstOfDrag { current.beginAppearanceTransition(false, animated: true) }
        }
        scrollView.addSubview(page.view)
        layout(in: area)
        page.didMove(toParent: controller)
        controller.delegate?.pageViewController(controller, willTransitionTo: [page])
    }

    /// Takes a pending page out again (its appearance reversed, its view and child removed).
    private func send(back page: UIViewController, onScreen: Bool) {
        page.willMove(toParent: nil)
        if onScreen { page.beginAppearanceTransition(false, animated: true) }
        page.viewIfLoaded?.removeFromSuperview()
        if onScreen { page.endAppearanceTransition() }
        page.removeFromParent()
        pending = nil
    }

    /// The scroll view came to rest: the pending page becomes current when it rests on it, else the turn is
    /// cancelled; the delegate hears `didFinishAnimating` either way.
    private func settle() {
        guard let page = pending, let current = controller.pages.first else { return }
        let offset = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let restingIndex = stride > 0 ? Int((offset / stride).rounded()) : 0
        let completed = slots.indices.contains(restingIndex) && slots[restingIndex] === page
        let onScreen = controller.isOnScreen
        let previous = previousPages
        previousPages = []
        if completed {
            current.willMove(toParent: nil)
            current.viewIfLoaded?.removeFromSuperview()
            if onScreen {
                current.endAppearanceTransition()
                page.endAppearanceTransition()
            }
            current.removeFromParent()
            pending = nil
            controller.pages = [page]
        } else {
            send(back: page, onScreen: onScreen)
            if onScreen {
                current.beginAppearanceTransition(true, animated: true)
                current.endAppearanceTransition()
            }
        }
        reloadNeighbours()
        controller.updatePageIndicator()
        controller.delegate?.pageViewController(controller, didFinishAnimating: true,
                                                previousViewControllers: previous, transitionCompleted: completed)
    }

    // MARK: Turns in code

    /// Shows `page` as the current page; animated, it scrolls in from the side `direction` names.
    package func show(_ page: UIViewController, direction: UIPageViewController.NavigationDirection,
                      animated: Bool, completion: ((Bool) -> Void)?) {
        if programmatic != nil { finishTurnInCode(finished: false) }
        if let pending { abandonDrag(pending) }
        guard animated, let current = controller.pages.first, current !== page else {
            controller.replacePages(with: [page], inView: scrollView)
            completion?(true)
            return
        }
        let onScreen = controller.isOnScreen
        let slots = direction == .forward ? [current, page] : [page, current]
        programmatic = (page, slots, completion)
        controller.addChild(page)
        current.willMove(toParent: nil)
        if onScreen {
            page.beginAppearanceTransition(true, animated: true)
            current.beginAppearanceTransition(false, animated: true)
        }
        scrollView.addSubview(page.view)
        scrollView.isScrollEnabled = false
        layout(in: area)
        reposition(to: origin(ofSlot: direction == .forward ? 0 : 1))
        scrollView.setContentOffset(origin(ofSlot: direction == .forward ? 1 : 0), animated: true)
    }

    /// Ends the turn in code: the old page leaves, the new one is current; `finished` is false when another
    /// turn cut it short.
    private func finishTurnInCode(finished: Bool) {
        guard let turn = programmatic, let current = controller.pages.first else { return }
        let onScreen = controller.isOnScreen
        programmatic = nil
        current.viewIfLoaded?.removeFromSuperview()
        if onScreen {
            current.endAppearanceTransition()
            turn.target.endAppearanceTransition()
        }
        current.removeFromParent()
        turn.target.didMove(toParent: controller)
        controller.pages = [turn.target]
        scrollView.isScrollEnabled = true
        reloadNeighbours()
        controller.updatePageIndicator()
        turn.completion?(finished)
    }

    /// A turn in code arrived while the user's drag showed a pending page: the drag's turn is cancelled at once.
    private func abandonDrag(_ page: UIViewController) {
        let onScreen = controller.isOnScreen
        send(back: page, onScreen: onScreen)
        if onScreen, let current = controller.pages.first {
            current.beginAppearanceTransition(true, animated: false)
            current.endAppearanceTransition()
        }
        previousPages = []
    }
}
