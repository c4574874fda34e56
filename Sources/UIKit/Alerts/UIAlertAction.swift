// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One button of a `UIAlertController`: its title, its style and what happens when the user taps it.
///
/// The handler runs once, after the alert has been dismissed (when its dismissal animation has ended), with the
/// action as its argument. Setting ``isEnabled`` to false dims the button and makes it ignore taps, at once
/// even while the alert shows.
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @MainActor NSCopying {
    /// What an action does, which decides where its button goes and how it looks.
    public enum Style: Int, Sendable {
        /// An ordinary choice.
        case `default` = 0
        /// Backs out without changing anything: drawn bold (unless another action is preferred), on the left of
        /// a pair, at the bottom of a stack, in its own group at the foot of a sheet. An alert has one at most.
        case cancel = 1
        /// Changes or deletes data: drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The action's style.
    open private(set) var style: Style = .default
    /// Whether the button is enabled (true); a disabled button is dimmed and ignores taps.
    open var isEnabled = true { didSet { onChange?() } }
    package private(set) var handler: ((UIAlertAction) -> Void)?
    /// Tells the alert showing the action that it changed.
    package var onChange: (() -> Void)?

    /// Creates an action titled `title` with `style`; `handler` runs after the alert is dismissed by a tap on it.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// Creates an untitled default action with no handler.
    public override init() { super.init() }

    /// A copy with the same title, style, handler and enabled state, in no alert.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
