// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item, a space or a custom view, with a
/// target–action pair or a primary action to run when tapped.
///
/// The bar draws and lays out its items; a system item's look (a word such as "Done", or an icon such as the
/// compose pencil) comes from ``SystemItem``. Flexible spaces share the toolbar's free width; fixed spaces take
/// ``width``. A tap runs ``primaryAction`` if there is one, else sends ``action`` to ``target`` (nil: the
/// responder chain) through `UIApplication.sendAction(_:to:from:for:)` with the item as sender.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn.
    public enum Style: Int, Sendable {
        /// The plain look (regular-weight title).
        case plain = 0
        /// iPhone OS 3's bordered button; drawn as `.plain` on the modern profiles.
        @available(iOS, deprecated: 8.0, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        /// The look of a button that completes a task (bold title; blue-bordered on iPhone OS 3).
        case done = 2
    }

    /// The items whose titles or icons the system provides.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// iPhone OS 3's page curl (not drawn on the modern profiles).
        @available(iOS, deprecated: 11.0)
        case pageCurl
        /// The close (×) button of iOS 13.
        case close
    }

    /// The style of a titled or imaged item (`.plain`).
    open var style: Style = .plain { didSet { if style != oldValue { itemDidChange() } } }
    /// The item's width in points; 0 (the default) lets the bar size it from its content. A fixed space uses it.
    open var width: CGFloat = 0 {
        didSet {
            guard width.isFinite, width >= 0 else {
                UIKitDiagnostics.log("UIBarButtonItem: invalid width \(width); using 0")
                width = 0
                return
            }
            if width != oldValue { itemDidChange() }
        }
    }
    /// The titles the item may show, so the bar reserves room for the widest.
    open var possibleTitles: Set<String>? { didSet { itemDidChange() } }
    /// A view shown instead of a title or image; it handles its own touches (the target–action pair is unused).
    open var customView: UIView? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The action message sent when the item is tapped (nil: none).
    open var action: Selector?
    /// The object that receives ``action`` (nil: the first responder that implements it).
    open weak var target: AnyObject?
    /// The closure run when the item is tapped, instead of the target–action pair.
    open var primaryAction: UIAction? { didSet { adoptPrimaryAction() } }
    /// The menu shown when the item is tapped (when it has no ``primaryAction``) or held.
    open var menu: UIMenu? { didSet { itemDidChange() } }
    /// Whether the item is shown selected (iOS 15).
    open var isSelected = false { didSet { if isSelected != oldValue { itemDidChange() } } }
    /// Whether the bar leaves the item out (iOS 16).
    open var isHidden = false { didSet { if isHidden != oldValue { itemDidChange() } } }
    /// The colour of the item's title and image (nil: the bar's tint colour).
    open var tintColor: UIColor? { didSet { itemDidChange() } }

    /// The system item this was made from, or nil.
    package var systemItem: SystemItem?

    /// Creates an empty `.plain` item.
    public override init() { super.init() }

    /// Creates an item from an archive: its system item, title, image and style (an Interface Builder document's
    /// coder; see InterfaceBuilder/UIBarItem+InterfaceBuilder.swift).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeBarButtonItemAttributes(from: coder)
    }

    /// Creates an item showing `image` that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates an item showing `image` (and `landscapeImagePhone` in landscape on iPhone).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?,
                            action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates an item showing `title` that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// Creates a system item (a titled button such as Done, an icon such as Add, or a space).
    ///
    /// Done is `.done` styled; the titled system items (Done, Cancel, Edit, Save) carry their English titles, which
    /// bars show.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
        switch systemItem {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        default: break
        }
    }

    /// Creates an item that shows `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item that runs `primaryAction` (or shows `menu`) when tapped (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryAction()
    }

    /// Creates an item from `primaryAction`'s title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// Creates an item with a title and/or image that runs `primaryAction` or shows `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        if let primaryAction {
            self.primaryAction = primaryAction
            adoptPrimaryAction()
        }
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }

    /// A fixed space `width` points wide (iOS 14).
    ///
    /// Returns a `UIBarButtonItem` rather than Apple's `Self`: making that work for subclasses would force a
    /// `required init()` on every subclass, which Apple's class does not.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    /// A space that takes a share of the toolbar's free width (iOS 14); a `UIBarButtonItem` (see ``fixedSpace(_:)``).
    public class func flexibleSpace() -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.systemItem = .flexibleSpace
        return item
    }

    /// Takes the primary action's title and image (called by `primaryAction`'s observer, and by the initialisers,
    /// where observers do not run).
    private func adoptPrimaryAction() {
        if let primaryAction, !primaryAction.title.isEmpty, customView == nil { title = primaryAction.title }
        if let image = primaryAction?.image { self.image = image }
        itemDidChange()
    }

    /// Whether the item is a flexible or fixed space (drawn as nothing).
    package var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's tap: ``primaryAction``, else ``action`` to ``target`` (nil: the responder chain). Returns
    /// whether something ran. A disabled item does nothing.
    @discardableResult
    package func performTap(event: UIEvent? = nil) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        guard let action else { return false }
        if let app = UIApplication.sharedIfPresent {
            return app.sendAction(action, to: target, from: self, for: event)
        }
        return TargetActionDispatch.send(action, to: target, from: self, event: event,
                                         firstResponder: FirstResponderTracker.current)
    }
}
