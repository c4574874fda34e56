// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The common base of the items bars show: bar button items (navigation bars, toolbars) and tab bar items.
///
/// An item is a model, not a view: the bar that shows it draws it and watches it, so changing ``title``,
/// ``image`` or ``isEnabled`` redraws the bar at once. Apple's class is abstract in practice; Touchstone's can be
/// created but shows nothing until a subclass places it in a bar.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to taps (true); a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// The text shown for the item (nil: none).
    open var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image shown for the item; bars draw it as a template in their tint colour unless its rendering mode
    /// says otherwise.
    open var image: UIImage? { didSet { if image !== oldValue { itemDidChange() } } }
    /// The image used in landscape on iPhone, where bars are shorter (nil: ``image``).
    open var landscapeImagePhone: UIImage? { didSet { itemDidChange() } }
    /// The image the large-content viewer shows (nil: ``image``).
    open var largeContentSizeImage: UIImage?
    /// Insets applied to the image's place in the bar, in points.
    open var imageInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// Insets applied to the landscape image's place in the bar, in points.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero { didSet { itemDidChange() } }
    /// An integer the app uses to identify the item (0).
    open var tag = 0
    /// What VoiceOver reads for the item's button (nil: its title, or a system item's name). Apple inherits it
    /// from NSObject's accessibility properties; Touchstone declares it here.
    open var accessibilityLabel: String? { didSet { if accessibilityLabel != oldValue { itemDidChange() } } }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    private var observers = ChangeObservers()

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// Creates an item; archives are not read on Touchstone, so nothing is decoded from `coder`.
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the text attributes (font, colour…) of the title for `state`; nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    /// The text attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Watching (package)

    /// Runs `body` whenever the item changes in a way its bar must show, for as long as `owner` lives (bars pass
    /// themselves). Adding an owner again replaces its closure.
    package func observeChanges(owner: AnyObject, _ body: @escaping @MainActor () -> Void) {
        observers.add(owner: owner, body)
    }

    /// Stops the closure `owner` registered.
    package func stopObserving(owner: AnyObject) {
        observers.remove(owner: owner)
    }

    /// Tells the item's bars to show its new state.
    package func itemDidChange() {
        observers.notify()
    }
}
