// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Cell and supplementary registrations (iOS 14): a class and a configuration handler in one value, used with
/// `dequeueConfiguredReusableCell(using:for:item:)` instead of string identifiers.
extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item. Create registrations once (outside the
    /// cell provider) and dequeue with them.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        package let identifier: String
        package let handler: Handler

        /// Creates a registration whose cells are instances of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            RegistrationCounter.next += 1
            identifier = "_UICollectionViewCellRegistration.\(RegistrationCounter.next).\(Cell.self)"
            self.handler = handler
        }
    }

    /// A supplementary view class for one element kind and the handler that configures its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view of the element kind at the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary view the registration makes.
        public let elementKind: String
        package let identifier: String
        package let handler: Handler

        /// Creates a registration for views of `elementKind`, instances of `Supplementary`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            RegistrationCounter.next += 1
            identifier = "_UICollectionViewSupplementaryRegistration.\(RegistrationCounter.next).\(Supplementary.self)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler with `item` (the handler is
    /// not called for nil).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                         for indexPath: IndexPath, item: Item?) -> Cell {
        if cellClasses[registration.identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            cell = makeReusableView(Cell.self)
            cell.reuseIdentifierStorage = registration.identifier
            cell.owningCollectionView = self
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if supplementaryClasses[registration.elementKind]?[registration.identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                        withReuseIdentifier: registration.identifier, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary {
            view = typed
        } else {
            view = makeReusableView(Supplementary.self)
            view.reuseIdentifierStorage = registration.identifier
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Numbers registrations so each gets its own reuse identifier.
@MainActor
private enum RegistrationCounter {
    static var next = 0
}
