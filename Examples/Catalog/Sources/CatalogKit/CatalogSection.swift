// SPDX-License-Identifier: Apache-2.0

import UIKit

/// One row of the catalog: a title, a subtitle and the screen it opens.
public struct CatalogEntry {
    /// The row's title (and the pushed screen's title).
    public let title: String
    /// A line describing what the screen shows.
    public let subtitle: String
    /// Makes the screen.
    public let makeViewController: () -> UIViewController
}

/// The catalog's sections, in the table's order.
public enum CatalogSection: Int, CaseIterable {
    case views, controllers, controls

    /// The section's header.
    public var title: String {
        switch self {
        case .views: return "Views and Controls"
        case .controllers: return "Controllers"
        case .controls: return "Controls and Text"
        }
    }

    /// The rows of the section.
    public var entries: [CatalogEntry] {
        switch self {
        case .views:
            return [
                CatalogEntry(title: "Buttons", subtitle: "UIButton types and configurations") { ButtonsViewController() },
                CatalogEntry(title: "Text", subtitle: "UILabel fonts, alignment and wrapping") { TextViewController() },
                CatalogEntry(title: "Pickers", subtitle: "UIPickerView and UIDatePicker") { PickersCatalogViewController() },
                CatalogEntry(title: "Images", subtitle: "UIImageView content modes") { ImagesViewController() },
                CatalogEntry(title: "Toolbars", subtitle: "UIToolbar with system items") { ToolbarsViewController() },
            ]
        case .controllers:
            return [
                CatalogEntry(title: "Alerts", subtitle: "UIAlertController and UIAlertView") {
                    AlertsViewController(style: .grouped)
                },
                CatalogEntry(title: "Transitions", subtitle: "Modal presentation styles") {
                    TransitionsViewController(style: .grouped)
                },
                CatalogEntry(title: "Tabs", subtitle: "UITabBarController with More") { TabsViewController() },
            ]
        case .controls:
            // Last, so that the recorded demo session's taps on the rows above keep their places.
            return [
                CatalogEntry(title: "Controls", subtitle: "Switch, slider, segments, stepper, pages, progress") {
                    ControlsViewController()
                },
            ]
        }
    }
}
