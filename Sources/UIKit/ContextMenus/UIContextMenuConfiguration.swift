// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Returns the menu a context menu shows; `suggestedActions` are the system's suggestions (none in Touchstone).
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Returns the view controller a context menu previews instead of the lifted view (nil: the view itself).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: the menu (built when the menu appears by the action provider) and, optionally, a
/// custom preview view controller; the identifier tells configurations apart in the delegate's callbacks.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The configuration's identifier (a fresh UUID string when none was given).
    open private(set) var identifier: any NSCopying = NSUUID().uuidString as NSString
    package private(set) var previewProvider: UIContextMenuContentPreviewProvider?
    package private(set) var actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration. `identifier` defaults to a unique string; `previewProvider` nil previews the view
    /// the menu is for; `actionProvider` nil (or returning nil) shows no menu, only the preview.
    public convenience init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
                            actionProvider: UIContextMenuActionProvider?)
    {
        self.init()
        if let identifier { self.identifier = identifier }
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, from the action provider.
    package func makeMenu() -> UIMenu? { actionProvider?([]) }
}
