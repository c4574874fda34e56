// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

/// Creates cells and header/footer views of registered classes known only by their metatype, running the
/// class's own `init(style:reuseIdentifier:)` / `init(reuseIdentifier:)` (docs/ARCHITECTURE.md, "Creating
/// classes from their metatypes").
///
/// A convenience initialiser without arguments is the entry point the C shim calls with the metatype as `self`;
/// it reads the arguments from ``pending`` and delegates to the designated initialiser through the class's
/// vtable, so a subclass that overrides only `init(style:reuseIdentifier:)` (plus `init?(coder:)`) runs its own.
@MainActor
package enum TableViewFactory {
    /// The arguments of the cell or view being made (main thread only, set just around the call).
    static var pending: (style: UITableViewCell.CellStyle, reuseIdentifier: String?) = (.default, nil)

    /// A new `type` cell made by its `init(style: .default, reuseIdentifier:)`.
    package static func makeCell(_ type: UITableViewCell.Type, reuseIdentifier: String?) -> UITableViewCell {
        pending = (.default, reuseIdentifier)
        defer { pending = (.default, nil) }
        let raw = touchstone_make_table_cell(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<UITableViewCell>.fromOpaque(raw).takeRetainedValue()
    }

    /// A new `type` view made by its `init(reuseIdentifier:)`.
    package static func makeHeaderFooter(_ type: UITableViewHeaderFooterView.Type,
                                         reuseIdentifier: String?) -> UITableViewHeaderFooterView {
        pending = (.default, reuseIdentifier)
        defer { pending = (.default, nil) }
        let raw = touchstone_make_table_header_footer(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<UITableViewHeaderFooterView>.fromOpaque(raw).takeRetainedValue()
    }
}

extension UITableViewCell {
    /// `init(style:reuseIdentifier:)` dispatched to the dynamic class with ``TableViewFactory``'s arguments.
    @usableFromInline convenience init(_touchstoneTableFactory: Void) {
        self.init(style: TableViewFactory.pending.style, reuseIdentifier: TableViewFactory.pending.reuseIdentifier)
    }
}

extension UITableViewHeaderFooterView {
    /// `init(reuseIdentifier:)` dispatched to the dynamic class with ``TableViewFactory``'s arguments.
    @usableFromInline convenience init(_touchstoneTableFactory: Void) {
        self.init(reuseIdentifier: TableViewFactory.pending.reuseIdentifier)
    }
}

extension UITableViewCell {
    /// The table showing the cell, if any (its superview).
    package var owningTableView: UITableView? { superview as? UITableView }

    /// Tells the table the cell's detail (info) accessory button was tapped: its delegate hears
    /// `accessoryButtonTappedForRowWith` for the cell's row. For the cell's accessory views to call.
    package func tableAccessoryButtonTapped() {
        guard let table = owningTableView, let indexPath = table.indexPath(for: self) else { return }
        table.delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}
