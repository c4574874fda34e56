// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The cell's nested types: styles, accessories, editing styles and the state masks.
extension UITableViewCell {
    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label and an optional image.
        case `default`
        /// A text label on the left and a detail label right-aligned in grey (Settings).
        case value1
        /// A blue right-aligned text label and a left-aligned detail label (Contacts).
        case value2
        /// A text label with a smaller detail label below it.
        case subtitle
    }

    /// How the cell looks while selected. Since iOS 7 every style but `.none` shows the same grey background.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// Blue before iOS 7; the grey background since.
        case blue
        /// The grey background.
        case gray
        /// The grey background (the default).
        case `default`
    }

    /// The standard accessory at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A grey chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button in the tint colour.
        case detailButton
    }

    /// The control a row shows at its leading edge while the table is editing.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red circle with a minus: tapping it shows the Delete confirmation.
        case delete
        /// A green circle with a plus: tapping it asks the data source to insert.
        case insert
    }

    /// Whether the cell draws a focus effect (tvOS and iPad keyboards); Touchstone never focuses cells.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus effect.
        case `default`
        /// The app draws focus itself.
        case custom
    }

    /// The transitions ``willTransition(to:)`` and ``didTransition(to:)`` report.
    public struct StateMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is in editing mode and shows its delete or insert control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its Delete confirmation button.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The drag states ``dragStateDidChange(_:)`` reports.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }
}
