// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A page that records its appearance callbacks in a shared journal, prefixed with its title.
private final class Page: UIViewController {
    let journal: PageJournal
    init(_ name: String, _ journal: PageJournal) {
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }
    private var name: String { title ?? "?" }
    override func viewWillAppear(_ animated: Bool) { journal.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.entries.append("\(name).didDisappear") }
}

private final class PageJournal { var entries: [String] = [] }

/// A book of `pages` pages as apps write one: neighbours by index, and optionally a page control's numbers.
private final class Book: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [Page]
    let journal: PageJournal
    var showsPageControl = false
    var asked: [String] = []

    init(_ count: Int, journal: PageJournal) {
        self.journal = journal
        pages = (0..<count).map { Page("p\($0)", journal) }
    }

    func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        asked.append("before \(viewController.title ?? "?")")
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        asked.append("after \(viewController.title ?? "?")")
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsPageControl ? pages.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        journal.entries.append("delegate.willTransition \(pendingViewControllers.compactMap(\.title))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        journal.entries.append("delegate.didFinish \(finished) \(previousViewControllers.compactMap(\.title)) completed \(completed)")
    }
}

@MainActor
@Suite("UIPageViewController")
struct PageViewControllerTests {
    /// A launched iPhone 3GS whose root is a page view controller over a book of `count` pages at p0.
    private func launched(_ style: UIPageViewController.TransitionStyle, count: Int = 3,
                          options: [UIPageViewController.OptionsKey: Any]? = nil, pageControl: Bool = false)
        throws -> (HeadlessDevice, UIPageViewController, Book, PageJournal)
    {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let journal = PageJournal()
        let book = Book(count, journal: journal)
        book.showsPageControl = pageControl
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pager.dataSource = book
        pager.delegate = book
        pager.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        window.rootViewController = pager
        device.advance(by: 1.0 / 60)
        journal.entries.removeAll()
        book.asked.removeAll()
        return (device, pager, book, journal)
    }

    @Test("Scroll style: the current page fills the view, is the only child, and its neighbours are asked for")
    func scrollLayout() throws {
        let (device, pager, book, journal) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        #expect(pager.viewControllers?.count == 1 && pager.viewControllers?.first === book.pages[0])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[0])
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(book.pages[1].viewIfLoaded?.window == nil)
        #expect(pager.gestureRecognizers.isEmpty)
        #expect(pager.spineLocation == .none && pager.transitionStyle == .scroll)
        #expect(journal.entries.isEmpty)
        // A new data source is asked for both neighbours at once.
        pager.dataSource = book
        #expect(book.asked == ["before p0", "after p0"])
    }

    @Test("Scroll style: a swipe turns to the next page, in iOS's delegate and appearance order")
    func scrollSwipeTurns() throws {
        let (device, pager, book, journal) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        device.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.15)
        device.advance(by: 1.5)
        #expect(pager.viewControllers?.first === book.pages[1])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[1])
        #expect(book.pages[0].viewIfLoaded?.superview == nil)
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(journal.entries == [
            "p1.willAppear", "p0.willDisappear", "delegate.willTransition [\"p1\"]",
            "p0.didDisappear", "p1.didAppear", "delegate.didFinish true [\"p0\"] completed true",
        ])
        // The next swipe reaches the last page, and one more bounces back onto it without a turn.
        journal.entries.removeAll()
        device.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.15)
        device.advance(by: 1.5)
        #expect(pager.viewControllers?.first === book.pages[2])
        journal.entries.removeAll()
        device.drag(from: CGPoint(x: 280, y: 240), to: CGPoint(x: 60, y: 240), duration: 0.15)
        device.advance(by: 1.5)
        #expect(pager.viewControllers?.first === book.pages[2])
        #expect(journal.entries.isEmpty)
        #expect(book.pages[2].view.convert(book.pages[2].view.bounds, to: nil).origin == .zero)
    }

    @Test("Scroll style: a short, slow drag springs back and reports a cancelled turn")
    func scrollCancelledTurn() throws {
        let (device, pager, book, journal) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        device.touchDown(at: CGPoint(x: 200, y: 240))
        for step in 1...20 {
            device.touchMove(to: CGPoint(x: 200 - CGFloat(step) * 3, y: 240))
            device.advance(by: 1.0 / 60)
        }
        device.advance(by: 0.3)
        #expect(pager.children.count == 2)
        device.touchUp()
        device.advance(by: 1.5)
        #expect(pager.viewControllers?.first === book.pages[0])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[0])
        #expect(book.pages[1].viewIfLoaded?.superview == nil)
        #expect(journal.entries == [
            "p1.willAppear", "p0.willDisappear", "delegate.willTransition [\"p1\"]",
            "p1.willDisappear", "p1.didDisappear", "p0.willAppear", "p0.didAppear",
            "delegate.didFinish true [\"p0\"] completed false",
        ])
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: nil).origin == .zero)
    }

    @Test("Scroll style: at the first page a swipe back bounces and nothing turns")
    func scrollFirstPageBounces() throws {
        let (device, pager, book, journal) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        device.drag(from: CGPoint(x: 40, y: 240), to: CGPoint(x: 260, y: 240), duration: 0.15)
        device.advance(by: 1.5)
        #expect(pager.viewControllers?.first === book.pages[0])
        #expect(journal.entries.isEmpty)
        #expect(book.pages[0].view.convert(book.pages[0].view.bounds, to: nil).origin == .zero)
    }

    @Test("Scroll style: the page control shows the presentation count and follows the turns")
    func scrollPageControl() throws {
        let (device, pager, book, _) = try launched(.scroll, count: 4, pageControl: true)
        defer { withExtendedLifetime(device) {} }
        let control = try #require(pager.pageIndicator)
        #expect(!control.isHidden && control.numberOfPages == 4 && control.currentPage == 0)
        #expect(control.frame.maxY == 480 && control.frame.height > 0)
        // The pages end above the page control.
        #expect(book.pages[0].view.frame.height == 480 - control.frame.height)
        device.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 60, y: 200), duration: 0.15)
        device.advance(by: 1.5)
        #expect(control.currentPage == 1)
        pager.setViewControllers([book.pages[3]], direction: .forward, animated: false)
        #expect(control.currentPage == 3)
    }

    @Test("Scroll style: a turn in code scrolls the new page in, calls only its completion, then settles")
    func scrollTurnInCode() throws {
        let (device, pager, book, journal) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        var finished: Bool?
        pager.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished = $0 }
        device.advance(by: 1.0 / 60 * 5)
        #expect(finished == nil)
        #expect(pager.children.count == 2)
        let midway = book.pages[2].view.convert(book.pages[2].view.bounds, to: nil).minX
        #expect(midway > 0 && midway < 320)
        device.advance(by: 1.0)
        #expect(finished == true)
        #expect(pager.viewControllers?.first === book.pages[2] && pager.children.count == 1)
        #expect(book.pages[2].view.convert(book.pages[2].view.bounds, to: nil).origin == .zero)
        #expect(journal.entries == ["p2.willAppear", "p0.willDisappear", "p0.didDisappear", "p2.didAppear"])
        // Reverse from the last page: it comes in from the left.
        pager.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
        device.advance(by: 1.0 / 60 * 5)
        let fromLeft = book.pages[0].view.convert(book.pages[0].view.bounds, to: nil).minX
        #expect(fromLeft < 0 && fromLeft > -320)
        device.advance(by: 1.0)
        #expect(pager.viewControllers?.first === book.pages[0])
    }

    @Test("The inter-page spacing option widens the scroll view by the gap; bad option values are logged")
    func interPageSpacing() throws {
        let (device, pager, _, _) = try launched(.scroll, options: [.interPageSpacing: 20])
        defer { withExtendedLifetime(device) {} }
        let scrollView = try #require(pager.scroller?.scrollView)
        #expect(scrollView.frame.width == 340)
        let (_, lines) = UIKitDiagnostics.capturing {
            _ = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                     options: [.interPageSpacing: -4])
        }
        #expect(lines.count == 1)
    }

    @Test("Page curl: a tap near the right edge turns forward with the curl; the delegate hears both ends")
    func curlTapTurns() throws {
        let (device, pager, book, journal) = try launched(.pageCurl)
        defer { withExtendedLifetime(device) {} }
        #expect(pager.spineLocation == .min && !pager.isDoubleSided)
        #expect(pager.gestureRecognizers.count == 2)
        #expect(pager.gestureRecognizers.allSatisfy { $0.view === pager.view })
        device.tap(at: CGPoint(x: 300, y: 240))
        device.advance(by: 1.0 / 60 * 3)
        #expect(pager.viewControllers?.first === book.pages[1])
        device.advance(by: 1.0)
        #expect(journal.entries == [
            "delegate.willTransition [\"p1\"]", "p1.willAppear", "p0.willDisappear",
            "p0.didDisappear", "p1.didAppear", "delegate.didFinish true [\"p0\"] completed true",
        ])
        #expect(pager.children.count == 1 && pager.children.first === book.pages[1])
        // A tap in the middle does nothing; one near the left edge turns back.
        journal.entries.removeAll()
        device.tap(at: CGPoint(x: 160, y: 240))
        device.advance(by: 1.0)
        #expect(journal.entries.isEmpty)
        device.tap(at: CGPoint(x: 20, y: 240))
        device.advance(by: 1.0)
        #expect(pager.viewControllers?.first === book.pages[0])
    }

    @Test("Page curl: a pan past a quarter of the page turns it; a short one does not")
    func curlPanTurns() throws {
        let (device, pager, book, _) = try launched(.pageCurl)
        defer { withExtendedLifetime(device) {} }
        device.drag(from: CGPoint(x: 150, y: 240), to: CGPoint(x: 130, y: 240), duration: 0.5)
        device.advance(by: 1.0)
        #expect(pager.viewControllers?.first === book.pages[0])
        device.drag(from: CGPoint(x: 250, y: 240), to: CGPoint(x: 100, y: 240), duration: 0.3)
        device.advance(by: 1.0)
        #expect(pager.viewControllers?.first === book.pages[1])
    }

    @Test("Page curl with a middle spine shows two pages side by side and turns two at a time")
    func curlMiddleSpine() throws {
        let (device, pager, book, _) = try launched(.pageCurl, count: 6, options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        defer { withExtendedLifetime(device) {} }
        // The launch's single page was refused: a middle spine takes two.
        #expect(pager.viewControllers == nil)
        #expect(pager.isDoubleSided)
        let (_, lines) = UIKitDiagnostics.capturing { pager.isDoubleSided = false }
        #expect(lines.count == 1 && pager.isDoubleSided)
        pager.setViewControllers([book.pages[0], book.pages[1]], direction: .forward, animated: false)
        #expect(book.pages[0].view.frame == CGRect(x: 0, y: 0, width: 160, height: 480))
        #expect(book.pages[1].view.frame == CGRect(x: 160, y: 0, width: 160, height: 480))
        device.tap(at: CGPoint(x: 310, y: 240))
        device.advance(by: 1.0)
        #expect(pager.viewControllers?.map { $0 as AnyObject } .count == 2)
        #expect(pager.viewControllers?[0] === book.pages[2] && pager.viewControllers?[1] === book.pages[3])
        device.tap(at: CGPoint(x: 10, y: 240))
        device.advance(by: 1.0)
        #expect(pager.viewControllers?[0] === book.pages[0] && pager.viewControllers?[1] === book.pages[1])
    }

    @Test("Bad input: a wrong number of pages or a page given twice is logged and ignored")
    func badInput() throws {
        let (device, pager, book, _) = try launched(.scroll)
        defer { withExtendedLifetime(device) {} }
        var called = false
        let (_, lines) = UIKitDiagnostics.capturing {
            pager.setViewControllers([book.pages[1], book.pages[2]], direction: .forward, animated: false) { _ in called = true }
            pager.setViewControllers(nil, direction: .forward, animated: false)
        }
        #expect(lines.count == 2 && !called)
        #expect(pager.viewControllers?.first === book.pages[0])
    }
}
