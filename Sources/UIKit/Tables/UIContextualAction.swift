// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One button a swipe on a table row reveals: a title or image on a coloured background, and the handler the
/// table runs when the user taps it (or swipes fully, for the first action of a configuration that allows it).
///
/// The handler gets the action, the button's view and a completion the app must call when it is done: `true`
/// says the action was performed (the row's actions close), `false` that it was not (they close too; a
/// destructive action's row stays in place either way unless the app deletes it).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of the action's button.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for actions that delete or remove.
        case destructive
    }

    /// What runs when the action is tapped: the action, the view showing it, and the completion to call with
    /// whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The handler given at creation.
    public let handler: Handler
    /// The button's title (nil: none).
    open var title: String?
    /// The button's background: red for `.destructive`, grey for `.normal` unless set.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    /// The button's image, shown above the title (nil: none).
    open var image: UIImage?

    private var backgroundColorStorage: UIColor?

    /// Creates an action with `style`, `title` and the handler to run when it is tapped.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
