// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A container that shows a primary list beside a secondary (detail) view in a horizontally regular environment,
/// and collapses them into one navigation stack in a compact one (iPhone OS 3.2 on iPad; iOS 8 everywhere).
///
/// Two styles, as on iOS:
/// - **Classic** (`.unspecified`, what `init(nibName:bundle:)` and Xcode's old Master-Detail template make): the app
///   sets ``viewControllers`` to `[primary, secondary]`. Collapsing asks the delegate
///   (``UISplitViewControllerDelegate/splitViewController(_:collapseSecondary:onto:)``); unless it handles it, the
///   primary's ``UIViewController/collapseSecondaryViewController(_:for:)`` does (a navigation controller pushes the
///   secondary). Expanding separates the secondary again.
/// - **Column** (`.doubleColumn`, `.tripleColumn`, iOS 14): the app sets a view controller per ``Column``; each that
///   is not a navigation controller is wrapped in one. Collapsed, the ``Column/compact`` controller shows when there
///   is one; otherwise the primary column's navigation controller holds the columns' controllers, topped by the
///   column the delegate picks (``UISplitViewControllerDelegate/splitViewController(_:topColumnForCollapsingToProposedTopColumn:)``,
///   proposed `.secondary`).
///
/// The interface is collapsed while the controller's horizontal size class is compact: on every iPhone Touchstone
/// simulates except a 414-point-wide (Plus/Max) phone in landscape. Expanded, the primary column (and the
/// supplementary one) tile beside the secondary, or overlay it, by ``displayMode``.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the split view controller arranges its children.
    public enum Style: Int, Sendable {
        /// The classic interface of ``UISplitViewController/viewControllers``.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// The columns of a column-style interface.
    public enum Column: Int, Sendable {
        /// The leading column (a list or sidebar).
        case primary = 0
        /// The middle column of a triple-column interface.
        case supplementary = 1
        /// The detail column.
        case secondary = 2
        /// The controller shown instead of the others while collapsed.
        case compact = 3
    }

    /// Arrangements of an expanded interface.
    public enum DisplayMode: Int, Sendable {
        /// The controller chooses (never reported by ``UISplitViewController/displayMode``).
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One column tiles beside the secondary.
        case oneBesideSecondary = 2
        /// One column lies over the secondary.
        case oneOverSecondary = 3
        /// Two columns tile beside the secondary.
        case twoBesideSecondary = 4
        /// Two columns lie over the secondary.
        case twoOverSecondary = 5
        /// Two columns push the secondary aside.
        case twoDisplaceSecondary = 6

        /// iOS 8's name for ``secondaryOnly``.
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        /// iOS 8's name for ``oneBesideSecondary``.
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        /// iOS 8's name for ``oneOverSecondary``.
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How columns share the width when expanded.
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile = 1, overlay = 2, displace = 3
    }

    /// The edge the primary column sits on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }

    /// The primary column's background.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar = 1
    }

    /// When the display mode button shows.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0, never = 1, always = 2
    }

    /// The value of the sizing properties meaning "the system's choice".
    public static let automaticDimension: CGFloat = -1

    /// The object told about collapsing, expanding and display mode changes (weak).
    open weak var delegate: UISplitViewControllerDelegate?

    /// The interface's style, fixed at creation.
    open var style: Style { styleStorage }

    /// The children shown: expanded, the primary then the secondary (the supplementary between them in a triple
    /// column); collapsed, only the one that holds the collapsed interface.
    ///
    /// Setting it on a classic interface replaces the primary and secondary (more than two is logged and the rest
    /// ignored); on a column-style interface it sets the columns in order.
    open var viewControllers: [UIViewController] {
        get {
            if collapseDecided { return shownChildren }
            if style == .unspecified { return classicControllers }
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columnWrappers[$0] }
        }
        set { replaceViewControllers(newValue) }
    }

    /// Whether the interface is collapsed into one child (see the class overview).
    open var isCollapsed: Bool { collapsed }

    /// The arrangement the app prefers when expanded (default `.automatic`).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { updateDisplayMode() }
    }

    /// The arrangement in effect when expanded: `.automatic` resolved (never reported as such).
    open var displayMode: DisplayMode { displayModeStorage }

    /// How the app prefers columns to share the width (default `.automatic`: tile).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { updateDisplayMode() }
    }

    /// The split behaviour in effect: `.automatic` resolved to `.tile`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// Whether a swipe from the edge shows a hidden primary column (default true). Stored only: Touchstone has no
    /// such swipe yet; ``show(_:)`` and the display mode button show the column.
    open var presentsWithGesture = true

    /// Whether a column-style interface shows the button that hides all but the secondary (default false). Stored
    /// only: Touchstone adds no such button to the columns' bars.
    open var showsSecondaryOnlyButton = false

    /// When the display mode button shows (default `.automatic`). Stored only: the app places
    /// ``displayModeButtonItem`` itself.
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic

    /// The edge the primary column sits on (default `.leading`).
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's background (default `.none`). Stored only: the sidebar material is not drawn.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's width as a share of the controller's width (default ``automaticDimension``).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width in points (default ``automaticDimension``); wins over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The narrowest the primary column may be (default ``automaticDimension``: 0).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The widest the primary column may be (default ``automaticDimension``: 320 points on iPhone-sized screens).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The supplementary column's width as a share of the controller's width (default ``automaticDimension``).
    /// The four supplementary sizes are stored only: the supplementary column takes the primary's width.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The supplementary column's width in points (default ``automaticDimension``).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The narrowest the supplementary column may be.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The widest the supplementary column may be.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's width now, in points (the width it has when shown).
    open var primaryColumnWidth: CGFloat { resolvedPrimaryWidth(in: viewIfLoaded?.bounds.width ?? 0) }

    /// The supplementary column's width now, in points (0 without one).
    open var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? resolvedPrimaryWidth(in: viewIfLoaded?.bounds.width ?? 0) : 0
    }

    /// A bar button item that switches the display mode (hides or shows the primary column), for the secondary's
    /// navigation item. Collapsed, it has nothing to switch and does nothing.
    open var displayModeButtonItem: UIBarButtonItem { displayModeButton }

    package let styleStorage: Style
    /// The classic interface's controllers as the app set them (primary, secondary).
    package var classicControllers: [UIViewController] = []
    /// The column-style interface's controllers as the app set them, and the navigation controllers around them.
    package var columnControllers: [Column: UIViewController] = [:]
    package var columnWrappers: [Column: UINavigationController] = [:]
    package var collapsed = false
    /// Whether the collapse state has been decided once (the first layout decides it without telling the delegate
    /// about an expansion).
    package var collapseDecided = false
    package var displayModeStorage: DisplayMode = .oneBesideSecondary
    /// The root controller each column's navigation controller had when collapsing moved its stack into the
    /// primary's.
    package var collapsedColumnRoots: [Column: UIViewController] = [:]
    /// The children whose views are in the controller's view now.
    package var shownChildren: [UIViewController] = []
    /// The classic secondary navigation controller whose controllers collapsing moved onto the primary's stack,
    /// with the first of them.
    package var collapsedSecondaryNavigation: (nav: UINavigationController, root: UIViewController?)?
    /// The classic secondary taken out by collapsing, kept to separate it again when no one else gives one.
    package var collapsedSecondary: UIViewController?
    package lazy var displayModeButton: UIBarButtonItem = {
        let item = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in self?.toggleDisplayModeFromButton() }
        return item
    }()

    /// Creates a classic split view controller (``Style/unspecified``); a non-nil nib name is logged and ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        styleStorage = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller of `style` (iOS 14).
    public init(style: Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (archives are not read on Touchstone).
    public required init?(coder: NSCoder) {
        styleStorage = .unspecified
        super.init(coder: coder)
    }

    /// Makes the controller's view, which lays the children out whenever its bounds or traits change.
    open override func loadView() {
        let container = SplitContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = container
        arrangeChildren()
    }

    /// The orientations the delegate's `splitViewControllerSupportedInterfaceOrientations` answers, when it
    /// answers; otherwise `UIViewController`'s.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if let answer = delegate?.splitViewControllerSupportedInterfaceOrientations(self), !answer.isEmpty {
            return answer
        }
        return super.supportedInterfaceOrientations
    }

    /// A split view controller shows children in place: `show(_:sender:)` and `showDetailViewController(_:sender:)`
    /// from inside it come here.
    override package var showsChildrenInPlace: Bool { true }

    /// Expanded: shows `vc` in the primary column. Collapsed: the delegate may handle it
    /// (``UISplitViewControllerDelegate/splitViewController(_:show:sender:)``); otherwise the shown child shows it
    /// (a navigation controller pushes it).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsed, let shown = shownChildren.first {
            return shown.show(vc, sender: sender)
        }
        if style == .unspecified {
            var controllers = classicControllers
            if controllers.isEmpty { controllers = [vc] } else { controllers[0] = vc }
            replaceViewControllers(controllers)
        } else {
            setViewController(vc, for: .primary)
        }
    }

    /// Shows `vc` as the detail. The delegate may handle it
    /// (``UISplitViewControllerDelegate/splitViewController(_:showDetail:sender:)``). Otherwise, expanded, `vc`
    /// replaces the secondary; collapsed, the shown child shows it (a navigation controller pushes it, and a
    /// navigation controller given as `vc` is pushed as its top controller, as iOS does).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if style != .unspecified {
            columnControllers[.secondary] = vc
            if collapsed, let primaryNav = columnWrappers[.primary] {
                let shown = (vc as? UINavigationController)?.topViewController ?? vc
                return primaryNav.pushViewController(shown, animated: isOnScreen)
            }
            return setViewController(vc, for: .secondary)
        }
        if collapsed, let shown = shownChildren.first {
            if let nav = shown as? UINavigationController {
                let target = (vc as? UINavigationController)?.topViewController ?? vc
                return nav.pushViewController(target, animated: isOnScreen)
            }
            return shown.show(vc, sender: sender)
        }
        var controllers = classicControllers
        if controllers.count >= 2 { controllers[1] = vc } else { controllers.append(vc) }
        replaceViewControllers(controllers)
    }

    // MARK: Columns

    /// Sets the view controller of `column` (nil removes it). One that is not a navigation controller is wrapped
    /// in one, which ``viewControllers`` reports; ``viewController(for:)`` returns `vc` itself.
    ///
    /// Only for column-style interfaces, and `.supplementary` only for `.tripleColumn`: other calls are logged and
    /// ignored. Setting a column while collapsed builds the collapsed stack again.
    open func setViewController(_ vc: UIViewController?, for column: Column) { setColumn(vc, for: column) }

    /// The view controller the app set for `column` (not the navigation controller wrapping it), or nil.
    open func viewController(for column: Column) -> UIViewController? {
        style == .unspecified ? nil : columnControllers[column]
    }

    /// Shows `column`. Expanded, the display mode changes to one that shows it; collapsed, the collapsed stack
    /// moves to it (popping back to the primary or supplementary, pushing the secondary's controllers).
    open func show(_ column: Column) { showColumn(column) }

    /// Hides `column`. Expanded, hiding the primary (or supplementary) shows the secondary only; collapsed,
    /// hiding the column on top pops back to the one below.
    open func hide(_ column: Column) { hideColumn(column) }

    /// Whether the controller's view is in a shown window.
    package var isOnScreen: Bool { viewIfLoaded?.window.map { !$0.isHidden } ?? false }

    // MARK: Display mode

    /// Resolves ``preferredDisplayMode`` into ``displayMode`` and lays the columns out, telling the delegate
    /// first when the mode changes.
    package func updateDisplayMode() {
        let resolved = resolveDisplayMode()
        if resolved != displayModeStorage {
            delegate?.splitViewController(self, willChangeTo: resolved)
            displayModeStorage = resolved
        }
        viewIfLoaded?.setNeedsLayout()
        if !collapsed { layoutExpandedChildren() }
    }

    private func resolveDisplayMode() -> DisplayMode {
        let twoColumns = style == .tripleColumn
        switch preferredDisplayMode {
        case .automatic:
            return twoColumns ? .twoBesideSecondary : .oneBesideSecondary
        case .oneBesideSecondary, .oneOverSecondary, .secondaryOnly:
            if splitBehavior == .overlay && preferredDisplayMode == .oneBesideSecondary { return .oneOverSecondary }
            return preferredDisplayMode
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return twoColumns ? preferredDisplayMode : .oneBesideSecondary
        }
    }

    /// The display mode button: hides the primary column, or shows it again (the delegate's
    /// ``UISplitViewControllerDelegate/targetDisplayModeForAction(in:)`` may choose the target).
    private func toggleDisplayModeFromButton() {
        guard !collapsed else { return }
        let proposed: DisplayMode = displayMode == .secondaryOnly ? .oneBesideSecondary : .secondaryOnly
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        preferredDisplayMode = target == .automatic ? proposed : target
    }

    /// The primary column's width for a controller `width` points wide.
    package func resolvedPrimaryWidth(in width: CGFloat) -> CGFloat {
        let minimum = minimumPrimaryColumnWidth >= 0 ? minimumPrimaryColumnWidth : 0
        let maximum = maximumPrimaryColumnWidth >= 0 ? maximumPrimaryColumnWidth : 320
        let preferred: CGFloat
        if preferredPrimaryColumnWidth >= 0 {
            preferred = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction >= 0 {
            preferred = width * min(preferredPrimaryColumnWidthFraction, 1)
        } else {
            preferred = max(width * 0.3, 320)
        }
        return min(max(preferred, minimum), max(maximum, minimum), width).rounded(.down)
    }
}

/// The split view controller's view: lays the children out when its bounds change, and re-decides collapsing
/// when its horizontal size class changes.
final class SplitContainerView: UIView {
    weak var controller: UISplitViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.arrangeChildren()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass {
            setNeedsLayout()
        }
    }
}
