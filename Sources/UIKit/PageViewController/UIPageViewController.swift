// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A container that shows its content one page at a time (two with a middle spine), each page a child view
/// controller, and turns pages by swipe, tap or code (iOS 5).
///
/// Pages come either one call at a time from ``setViewControllers(_:direction:animated:completion:)`` or, for the
/// user's gestures, from the ``dataSource``, which is asked for the neighbours of the current page. Only the pages
/// on screen (and, during a turn, the page coming in) are children of the controller.
///
/// - `.scroll`: the pages sit side by side in a private paging scroll view, ``UIPageViewController/OptionsKey/interPageSpacing``
///   points apart; a swipe drags them and settles on a page as a paging scroll view does. When the data source
///   answers ``UIPageViewControllerDataSource/presentationCount(for:)`` with more than zero (and the orientation is
///   horizontal), a page control below the pages shows ``UIPageViewControllerDataSource/presentationIndex(for:)``.
///   ``gestureRecognizers`` is empty: the scroll view's pan does the work.
/// - `.pageCurl`: a pan (released past a quarter of the page, or flicked) or a tap near the outer edge turns a page
///   with iOS's curl transition (`UIView.AnimationOptions.transitionCurlUp`/`Down`, which Touchstone's compositor
///   plays as its 2-D curl stand-in). The pan and tap are in ``gestureRecognizers``, on the controller's view.
///
/// Only the user's turns reach the ``delegate`` (`willTransitionTo` when a page starts coming in,
/// `didFinishAnimating` when the turn settles, completed or not); turns made with
/// ``setViewControllers(_:direction:animated:completion:)`` call only their completion. Appearance callbacks follow
/// the pages: the incoming page gets `viewWillAppear` as it starts to show and `viewDidAppear` when the turn
/// completes; a cancelled turn sends the reverse pair.
///
/// Pages turn left to right in the reading direction of a left-to-right app; right-to-left layouts are not
/// mirrored (a Touchstone limit).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// Pages curl over like a book's.
        case pageCurl = 0
        /// Pages scroll past side by side.
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Where the spine of a curling book is.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the `.scroll` style).
        case none = 0
        /// The left or top edge: one page shows.
        case min = 1
        /// The middle: two pages show, side by side (requires ``UIPageViewController/isDoubleSided``).
        case mid = 2
        /// The right or bottom edge: one page shows.
        case max = 3
    }

    /// The direction of a turn.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (right or down).
        case forward = 0
        /// To the previous page (left or up).
        case reverse = 1
    }

    /// Keys of the options dictionary given to ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string, as UIKit spells it (`UIPageViewControllerOptionSpineLocationKey`, …).
        public let rawValue: String
        /// Creates a key from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a key from its raw string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a `.pageCurl` controller: a ``UIPageViewController/SpineLocation`` or its raw value
        /// (an `NSNumber` in Objective-C code).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of a `.scroll` controller, in points (a number; default 0).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The object told about the user's page turns (weak).
    open weak var delegate: UIPageViewControllerDelegate?

    /// The object that gives the pages around the current one when the user turns (weak). Without one, only
    /// ``setViewControllers(_:direction:animated:completion:)`` turns pages. Setting it asks again for the
    /// neighbours and the page control's count.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { pagesDidChange() }
    }

    /// How the controller turns pages, fixed at creation.
    open var transitionStyle: TransitionStyle { style }

    /// The axis the controller turns along, fixed at creation.
    open var navigationOrientation: NavigationOrientation { orientation }

    /// The spine of a `.pageCurl` controller (`.min` unless the options said otherwise); `.none` for `.scroll`.
    /// The delegate's `spineLocationFor` answer changes it when the interface turns.
    open var spineLocation: SpineLocation { spine }

    /// Whether a curling page has content on its back, so that turns take two view controllers at a time (see
    /// ``setViewControllers(_:direction:animated:completion:)``). Always true with a `.mid` spine; false by default.
    open var isDoubleSided: Bool {
        get { doubleSided || spine == .mid }
        set {
            if !newValue && spine == .mid {
                return UIKitDiagnostics.log("UIPageViewController: isDoubleSided must stay true with a .mid spine location; ignored")
            }
            doubleSided = newValue
        }
    }

    /// The gesture recognizers that turn pages, for the app to coordinate with its own: the pan and the tap of
    /// a `.pageCurl` controller (on its view); empty for `.scroll`, whose scroll view turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard style == .pageCurl else { return [] }
        loadViewIfNeeded()
        return curlRecognizers
    }

    /// The view controllers on screen: one page, or two with a `.mid` spine or a double-sided book (front, then
    /// the back of the page before it); nil before any were set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    package let style: TransitionStyle
    package let orientation: NavigationOrientation
    package var spine: SpineLocation
    package var doubleSided = false
    package let interPageSpacing: CGFloat
    /// The pages shown now.
    package var pages: [UIViewController] = []
    /// The `.scroll` machinery (nil for `.pageCurl`).
    package var scroller: PageScrollCoordinator?
    /// The `.pageCurl` pan and tap recognizers (made with the view).
    package var curlRecognizers: [UIGestureRecognizer] = []
    /// The page control shown under `.scroll` pages when the data source gives a presentation count.
    package var pageIndicator: UIPageControl?
    /// A `.pageCurl` turn animating now: a user's turn waits for it; a turn in code ends it first.
    package var isTurning = false
    /// Counts `.pageCurl` turns, so that the end of a turn cut short does not touch the next one.
    package var turnGeneration = 0
    /// The running `.pageCurl` turn's swap, whose appearance callbacks end with it.
    package var openAppearance: PageSwap?

    /// Creates a page view controller turning pages with `style` along `navigationOrientation`.
    ///
    /// `options` may give ``OptionsKey/spineLocation`` (`.pageCurl` only; default `.min`) and
    /// ``OptionsKey/interPageSpacing`` (`.scroll` only; default 0). Values of the wrong type are logged and ignored.
    public init(transitionStyle style: UIPageViewController.TransitionStyle,
                navigationOrientation: UIPageViewController.NavigationOrientation,
                options: [UIPageViewController.OptionsKey: Any]? = nil) {
        self.style = style
        self.orientation = navigationOrientation
        let requestedSpine = options?[.spineLocation].flatMap(Self.spineLocation(from:))
        self.spine = style == .scroll ? .none : (requestedSpine ?? .min)
        if style == .pageCurl, requestedSpine == SpineLocation.none {
            UIKitDiagnostics.log("UIPageViewController: a .pageCurl controller needs a spine location other than .none; using .min")
            self.spine = .min
        }
        self.interPageSpacing = style == .scroll ? (options?[.interPageSpacing].flatMap(Self.points(from:)) ?? 0) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page view controller as Interface Builder's default: `.pageCurl`, horizontal, `.min` spine
    /// (archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spine = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Makes the controller's view: a clipping container for the pages (and, for `.scroll`, the paging scroll
    /// view and the page control).
    open override func loadView() {
        let container = PageContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        view = container
        if style == .scroll {
            let coordinator = PageScrollCoordinator(controller: self)
            scroller = coordinator
            container.addSubview(coordinator.scrollView)
        } else {
            installCurlRecognizers(on: container)
        }
        pagesDidChange()
    }

    /// The orientations the delegate's `pageViewControllerSupportedInterfaceOrientations` answers, when it
    /// answers; otherwise `UIViewController`'s.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let answer = delegate?.pageViewControllerSupportedInterfaceOrientations(self), !answer.isEmpty {
            return answer
        }
        return super.supportedInterfaceOrientations
    }

    /// When the interface turns, a `.pageCurl` controller asks its delegate for the spine of the new orientation
    /// (the delegate sets the matching view controllers from that method, as Apple's documentation asks).
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard style == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeLeft : .portrait
        let answer = delegate.pageViewController(self, spineLocationFor: orientation)
        guard answer != .none else { return }
        spine = answer
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: Setting pages

    /// Shows `viewControllers` as the current pages, turning to them with the controller's transition when
    /// `animated`; `completion` is called when the turn ends (at once, with true, when not animated).
    ///
    /// The number of view controllers must be what the style needs: one for `.scroll` and for a single-sided
    /// `.min`/`.max` book; two for a `.mid` spine (left and right) or a double-sided `.min`/`.max` book (the front
    /// to show and the back of the page before it). Another count (or nil, or a controller given twice) is logged
    /// and ignored, where iOS raises, and `completion` is not called. `direction` says which way an animated turn
    /// goes. The delegate is not told about turns made here. A turn asked for while another animates finishes the
    /// running one first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let list = viewControllers ?? []
        guard list.count == requiredPageCount else {
            return UIKitDiagnostics.log("UIPageViewController: The number of view controllers provided (\(list.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition; ignored")
        }
        for (index, page) in list.enumerated() where list[..<index].contains(where: { $0 === page }) || page === self {
            return UIKitDiagnostics.log("UIPageViewController: \(page) cannot be shown twice, or be the page view controller itself; ignored")
        }
        guard let view = viewIfLoaded else {
            // Before the view exists the pages are only recorded; they are placed when it loads.
            replacePages(with: list, inView: nil)
            completion?(true)
            return
        }
        if style == .scroll, let scroller {
            scroller.show(list[0], direction: direction, animated: animated && isOnScreen, completion: completion)
        } else {
            curl(to: list, direction: direction, animated: animated && isOnScreen, in: view, completion: completion)
        }
    }

    /// How many view controllers a turn takes (see ``setViewControllers(_:direction:animated:completion:)``).
    package var requiredPageCount: Int { style == .scroll ? 1 : (isDoubleSided ? 2 : 1) }

    /// Whether the controller's view is in a shown window (appearance callbacks and animations only then).
    package var isOnScreen: Bool { viewIfLoaded?.window.map { !$0.isHidden } ?? false }

    /// Replaces the pages without animation: the old pages leave (children and views), the new ones come in,
    /// with appearance callbacks when on screen.
    package func replacePages(with list: [UIViewController], inView container: UIView?) {
        let swap = beginPageSwap(to: list, animated: false, addingViewsTo: container == nil ? nil : pageHost)
        endPageSwap(swap)
        pagesDidChange()
    }

    /// The pages leaving and arriving in a swap, and whether their appearance callbacks began.
    package struct PageSwap {
        let old: [UIViewController]
        let new: [UIViewController]
        let appearanceBegan: Bool
    }

    /// The first half of a page swap: the new pages become children and come into `host` (when given), the old
    /// ones leave it, and appearance begins when on screen. ``endPageSwap(_:)`` finishes it.
    package func beginPageSwap(to list: [UIViewController], animated: Bool, addingViewsTo host: UIView?) -> PageSwap {
        let old = pages.filter { page in !list.contains { $0 === page } }
        let new = list.filter { page in !pages.contains { $0 === page } }
        let onScreen = isOnScreen
        for page in new { addChild(page) }
        for page in old { page.willMove(toParent: nil) }
        if onScreen {
            for page in new { page.beginAppearanceTransition(true, animated: animated) }
            for page in old { page.beginAppearanceTransition(false, animated: animated) }
        }
        pages = list
        for page in old { page.viewIfLoaded?.removeFromSuperview() }
        if let host {
            for page in new { host.addSubview(page.view) }
        }
        return PageSwap(old: old, new: new, appearanceBegan: onScreen)
    }

    /// The second half: appearance ends (the old pages' first), the new pages finish moving in, the old ones out.
    package func endPageSwap(_ swap: PageSwap) {
        if swap.appearanceBegan {
            for page in swap.old { page.endAppearanceTransition() }
            for page in swap.new { page.endAppearanceTransition() }
        }
        for page in swap.new { page.didMove(toParent: self) }
        for page in swap.old { page.removeFromParent() }
    }

    /// The view the pages' views sit in: the scroll view for `.scroll`, the controller's view for `.pageCurl`.
    package var pageHost: UIView? { scroller?.scrollView ?? viewIfLoaded }

    /// The pages or the data source changed: neighbours and the page control are asked again, and the pages
    /// placed.
    package func pagesDidChange() {
        guard let view = viewIfLoaded else { return }
        if let host = pageHost {
            for page in pages where page.view.superview !== host { host.addSubview(page.view) }
        }
        scroller?.reloadNeighbours()
        updatePageIndicator()
        view.setNeedsLayout()
        layoutPages()
    }

    // MARK: Layout

    /// The area the pages fill: the view's bounds, less the page control's strip when it shows.
    package var pageArea: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        var area = view.bounds
        if let indicator = pageIndicator, !indicator.isHidden {
            area.size.height = max(0, area.height - indicator.frame.height)
        }
        return area
    }

    /// Places the page control, the scroll view and the pages for the current bounds.
    package func layoutPages() {
        guard let view = viewIfLoaded else { return }
        if let indicator = pageIndicator, !indicator.isHidden {
            let height = indicator.sizeThatFits(view.bounds.size).height
            indicator.frame = CGRect(x: 0, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
        }
        if let scroller {
            scroller.layout(in: pageArea)
            return
        }
        for (page, frame) in zip(pages, curlPageFrames(in: pageArea)) {
            page.view.frame = frame
            page.view.autoresizingMask = []
        }
    }

    /// The frames of the `.pageCurl` pages: both halves with a `.mid` spine, else the first page over the whole
    /// area (a double-sided book's back page is not shown).
    package func curlPageFrames(in area: CGRect) -> [CGRect] {
        guard spine == .mid else { return [area] }
        if orientation == .horizontal {
            let half = (area.width / 2).rounded(.down)
            return [CGRect(x: area.minX, y: area.minY, width: half, height: area.height),
                    CGRect(x: area.minX + half, y: area.minY, width: area.width - half, height: area.height)]
        }
        let half = (area.height / 2).rounded(.down)
        return [CGRect(x: area.minX, y: area.minY, width: area.width, height: half),
                CGRect(x: area.minX, y: area.minY + half, width: area.width, height: area.height - half)]
    }

    /// Shows, hides and updates the page control from the data source's presentation count and index.
    package func updatePageIndicator() {
        guard let view = viewIfLoaded, style == .scroll, orientation == .horizontal else { return }
        let count = dataSource?.presentationCount(for: self) ?? 0
        guard count > 0 else {
            pageIndicator?.isHidden = true
            return
        }
        let indicator = pageIndicator ?? {
            let control = UIPageControl(frame: .zero)
            control.isUserInteractionEnabled = false
            view.addSubview(control)
            pageIndicator = control
            return control
        }()
        indicator.isHidden = false
        indicator.numberOfPages = count
        let index = dataSource?.presentationIndex(for: self) ?? 0
        indicator.currentPage = min(max(0, index), count - 1)
    }

    // MARK: Options

    private static func spineLocation(from value: Any) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        if let raw = value as? Int, let spine = SpineLocation(rawValue: raw) { return spine }
        if let number = value as? NSNumber, let spine = SpineLocation(rawValue: number.intValue) { return spine }
        UIKitDiagnostics.log("UIPageViewController: the spine location option \(value) is not a SpineLocation; ignored")
        return nil
    }

    private static func points(from value: Any) -> CGFloat? {
        let points: CGFloat? = switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
        guard let points, points.isFinite, points >= 0 else {
            UIKitDiagnostics.log("UIPageViewController: the inter-page spacing option \(value) is not a finite, non-negative number; ignored")
            return nil
        }
        return points
    }
}

/// The page view controller's view: it lays the pages out whenever its bounds change.
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}
