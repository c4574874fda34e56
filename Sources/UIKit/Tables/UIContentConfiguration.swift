// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A description of a view's content and styling that makes the view showing it (iOS 14): cells take one as their
/// `contentConfiguration` and put its view in their content view.
///
/// Configurations are values: change a copy and assign it again to update the view. See
/// ``UIListContentConfiguration``.
public protocol UIContentConfiguration {
    /// Makes a new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration styled for `state` (selected, highlighted, disabled…); properties the app set keep
    /// their values.
    @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a ``UIContentConfiguration`` that shows it and can take a new one.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting one updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by taking it as ``configuration``) rather than be replaced by
    /// the configuration's own view. The default is true.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// True: the view takes any configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A key for an app's own state in a configuration state.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state a configuration is updated for: traits and the app's custom states.
public protocol UIConfigurationState {
    /// Creates a state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// The app's custom state under `key` (nil when not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view: traits plus disabled, highlighted, selected and focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits of the view the state is for.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    /// Whether the view is pinned (sticky headers).
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and every flag false.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's custom state under `key` (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// The state of a cell: a view's state plus editing, swiping, expansion and drag-and-drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The drag state of a cell.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }
    /// The drop state of a cell.
    public enum DropState: Int, Sendable {
        /// No drop session is over the cell's list.
        case none
        /// A drop session is active but not over the cell.
        case notTargeted
        /// A drop session is over the cell.
        case targeted
    }

    /// The traits of the view the state is for.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (a finger is on it).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded (outlines).
    public var isExpanded = false
    /// Whether the cell is swiped open (its swipe actions or delete confirmation show).
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: DragState = .none
    /// The cell's drop state.
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with `traitCollection` and every flag false.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The app's custom state under `key` (nil when not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
