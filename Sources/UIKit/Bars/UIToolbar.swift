// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The methods a toolbar's delegate implements; it can choose the toolbar's position.
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// A bar of bar button items, usually at the bottom of the screen.
///
/// Items are laid out from the leading edge with the system spacing; flexible spaces share the free width and
/// fixed spaces take their `width`. A tap on an item runs its action.
@preconcurrency @MainActor
open class UIToolbar: UIView, UIBarPositioning {
    /// The bar's look (`.default`).
    open var barStyle: UIBarStyle = .default { didSet { setNeedsDisplay(); setNeedsLayout() } }
    /// Whether the bar is see-through (true on the modern profiles).
    open var isTranslucent = true { didSet { setNeedsDisplay() } }
    /// The bar's background colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The toolbar's delegate.
    open weak var delegate: UIToolbarDelegate?

    /// The items shown, leading first (nil: none).
    open var items: [UIBarButtonItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }

    /// Where the bar sits (its delegate's answer; `.bottom` by default).
    open var barPosition: UIBarPosition {
        let asked = delegate?.position(for: self) ?? .any
        return asked == .any ? .bottom : asked
    }

    package private(set) var itemList: [UIBarButtonItem]?
    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    /// Creates a toolbar; its height comes from `sizeThatFits(_:)` (44 points).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a toolbar; archives are not read on Touchstone.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items, cross-fading items that come and go when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        let old = itemList ?? []
        itemList = items
        itemsDidChange(from: old, animated: animated)
    }

    /// Sets the background image for `topOrBottom` and `barMetrics` (nil removes it).
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
                                 barMetrics: UIBarMetrics) {
        backgroundImages["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        setNeedsDisplay()
    }

    /// The background image for `topOrBottom` and `barMetrics`, or nil.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"]
    }

    /// Sets the image drawn as the bar's edge line at `topOrBottom` (nil: the system hairline).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        shadowImages[topOrBottom.rawValue] = shadowImage
        setNeedsDisplay()
    }

    /// The edge image for `topOrBottom`, or nil.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { shadowImages[topOrBottom.rawValue] }

    /// Called after the items change: the toolbar watches its items and lays them out again (its layout file
    /// builds the button views and animates).
    package func itemsDidChange(from old: [UIBarButtonItem], animated: Bool) {
        for item in old where !(itemList ?? []).contains(where: { $0 === item }) { item.stopObserving(owner: self) }
        for item in itemList ?? [] { item.observeChanges(owner: self) { [weak self] in self?.setNeedsLayout() } }
        setNeedsLayout()
    }
}
