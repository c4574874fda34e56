// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Registering reusable view classes and dequeuing them: one queue per reuse identifier (and kind).
extension UICollectionView {
    /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`: dequeuing the identifier
    /// creates instances through the class's `init(frame:)` when the queue is empty. Nil unregisters.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { cellClasses[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            return UIKitDiagnostics.log("UICollectionView.register: \(cellClass) is not a UICollectionViewCell subclass; ignored")
        }
        cellClasses[identifier] = type
    }

    /// Registers `viewClass` (a `UICollectionReusableView` subclass) for supplementary views of `elementKind`
    /// under `identifier`. Nil unregisters.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        guard let viewClass else { supplementaryClasses[elementKind]?[identifier] = nil; return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            return UIKitDiagnostics.log("UICollectionView.register: \(viewClass) is not a UICollectionReusableView subclass; ignored")
        }
        supplementaryClasses[elementKind, default: [:]][identifier] = type
    }

    /// A cell for the item at `indexPath`: a queued cell of `identifier` after its `prepareForReuse()`, or a new
    /// instance of the registered class. Call it from the data source's `collectionView(_:cellForItemAt:)`.
    ///
    /// iOS stops the app for an identifier that was never registered; here the collection view logs Apple's
    /// message and returns a plain `UICollectionViewCell` (reused under that identifier from then on).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.path == indexPath,
           reconfiguring.cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring.cell
        }
        if var queue = cellQueues[identifier], let cell = queue.popLast() {
            cellQueues[identifier] = queue
            cell.prepareForReuse()
            cell.layoutAttributesStorage = layoutStorage.layoutAttributesForItem(at: indexPath)
            return cell
        }
        let type: UICollectionViewCell.Type
        if cellClasses[identifier] == nil, let cell = makePrototypeCell(identifier) {
            cell.reuseIdentifierStorage = identifier
            cell.owningCollectionView = self
            cell.layoutAttributesStorage = layoutStorage.layoutAttributesForItem(at: indexPath)
            return cell
        } else if let registered = cellClasses[identifier] {
            type = registered
        } else {
            UIKitDiagnostics.log("could not dequeue a view of kind: \(Self.elementKindCell) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            type = UICollectionViewCell.self
        }
        let cell = makeReusableView(type)
        cell.reuseIdentifierStorage = identifier
        cell.owningCollectionView = self
        // The element is known before the layout places the view: list cells style themselves from it.
        cell.layoutAttributesStorage = layoutStorage.layoutAttributesForItem(at: indexPath)
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, dequeued like cells (an unregistered identifier logs
    /// Apple's message and gives a plain `UICollectionReusableView`). Call it from the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{1F}" + identifier
        if var queue = supplementaryQueues[key], let view = queue.popLast() {
            supplementaryQueues[key] = queue
            view.prepareForReuse()
            view.layoutAttributesStorage = layoutStorage.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
            return view
        }
        let type: UICollectionReusableView.Type
        if let registered = supplementaryClasses[elementKind]?[identifier] {
            type = registered
        } else {
            UIKitDiagnostics.log("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            type = UICollectionReusableView.self
        }
        let view = makeReusableView(type)
        view.reuseIdentifierStorage = identifier
        view.owningCollectionView = self
        view.layoutAttributesStorage = layoutStorage.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        return view
    }

    /// A new view of `type`, made by its `init()` (which `UIView` forwards to the class's `init(frame: .zero)`).
    package func makeReusableView<View: UICollectionReusableView>(_ type: View.Type) -> View {
        if type == UICollectionViewCell.self { return UICollectionViewCell(frame: .zero) as! View }
        if type == UICollectionReusableView.self { return UICollectionReusableView(frame: .zero) as! View }
        return ResponderFactory.make(type)
    }

    /// Removes a cell from view and queues it under its identifier.
    package func retire(_ cell: UICollectionViewCell, path: IndexPath, notify: Bool = true) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        if notify { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path) }
        cell.layoutAttributesStorage = nil
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
    }

    /// Removes a supplementary view from view and queues it.
    package func retireSupplementary(_ view: UICollectionReusableView, key: ElementKey, notify: Bool = true) {
        view.removeFromSuperview()
        if notify {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                     at: key.indexPath)
        }
        view.layoutAttributesStorage = nil
        if let identifier = view.reuseIdentifier {
            supplementaryQueues[key.kind + "\u{1F}" + identifier, default: []].append(view)
        }
    }

    /// How many views wait in the reuse queues (for tests and diagnostics).
    package var queuedViewCount: Int {
        cellQueues.values.reduce(0) { $0 + $1.count } + supplementaryQueues.values.reduce(0) { $0 + $1.count }
    }
}
