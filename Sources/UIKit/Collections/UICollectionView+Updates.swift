// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Inserting, deleting, moving and reloading items and sections, alone or in a batch, animated from the layout's
/// initial and final attributes.
extension UICollectionView {
    /// The duration of update animations (seconds), as on iOS.
    package static let updateAnimationDuration: TimeInterval = 0.3

    /// Applies the updates `updates` records as one animated change, then calls `completion` (true when the
    /// animation ran to its end).
    ///
    /// Update the data source inside `updates` (or before calling), and describe the change with the insert,
    /// delete, move and reload methods: deletions and reloads name index paths before the update, insertions
    /// after it. The counts the data source reports afterwards must match; iOS raises an exception
    /// ("Invalid update: invalid number of items in section N…") when they do not. Here that message is logged and
    /// the collection view reloads its data instead. Appearing items animate from
    /// `initialLayoutAttributesForAppearingItem(at:)` (default: their final place, transparent), disappearing ones
    /// to `finalLayoutAttributesForDisappearingItem(at:)` (default: their old place, transparent), the rest from
    /// where they were to where the layout now puts them. A collection view outside a window, or an update made
    /// with animations disabled (`UIView.performWithoutAnimation`), changes at once and calls `completion` before
    /// returning.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingBatch != nil {
            updates?()
            if let completion { pendingBatch?.completions.append(completion) }
            return
        }
        let oldCounts = sectionCounts
        pendingBatch = CollectionUpdateBatch()
        if let completion { pendingBatch?.completions.append(completion) }
        updates?()
        let batch = pendingBatch ?? CollectionUpdateBatch()
        pendingBatch = nil
        guard let oldCounts else {
            // The counts were never read: nothing is on screen to update, so the data simply loads.
            reloadData()
            for completion in batch.completions { completion(true) }
            return
        }
        apply(batch, oldCounts: oldCounts)
    }

    /// Inserts items at `indexPaths` (paths after the update), animated.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }

    /// Deletes the items at `indexPaths` (paths before the update), animated.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }

    /// Moves the item at `indexPath` to `newIndexPath`, animated.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Asks the data source again for the cells of `indexPaths` (paths before the update); the old cells fade
    /// out as the new ones fade in.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }

    /// Inserts the sections in `sections` (indexes after the update), animated.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

    /// Deletes the sections in `sections` (indexes before the update), animated.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

    /// Moves section `section` to `newSection`, with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Reloads the sections in `sections`: each is deleted and inserted again, so its item count may change.
    public func reloadSections(_ sections: IndexSet) {
        record {
            $0.deletedSections.formUnion(sections)
            $0.insertedSections.formUnion(sections)
        }
    }

    /// Updates the cells of `indexPaths` in place: the data source's `collectionView(_:cellForItemAt:)` runs for
    /// each visible item and gets the item's existing cell back from `dequeueReusableCell` (no
    /// `prepareForReuse()`, no animation). Items not on screen are skipped; out-of-range paths are logged.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for path in indexPaths where isValidItem(path, "reconfigureItems(at:)") {
            guard let cell = visibleCellsByPath[path], let dataSource else { continue }
            reconfiguringCell = (path, cell)
            let returned = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguringCell = nil
            if returned !== cell, let attributes = cell.layoutAttributesStorage {
                visibleCellsByPath[path] = nil
                retire(cell, path: path)
                show(returned, at: path, attributes: attributes)
            }
        }
    }

    private func record(_ change: @escaping (inout CollectionUpdateBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            performBatchUpdates { [self] in change(&pendingBatch!) }
        }
    }

    // MARK: Applying

    private func apply(_ batch: CollectionUpdateBatch, oldCounts: [Int]) {
        let newCounts = readCountsFromDataSource()
        let finish = { (finished: Bool) in for completion in batch.completions { completion(finished) } }
        let mapping: CollectionUpdateBatch.Mapping
        switch batch.mapping(old: oldCounts, new: newCounts) {
        case .failure(let error):
            UIKitDiagnostics.log("\(error.message) Reloading the collection view instead.")
            reloadData()
            layoutIfNeeded()
            finish(true)
            return
        case .success(let result):
            mapping = result
        }
        let layout = layoutStorage
        sectionCounts = newCounts
        selectedPaths = selectedPaths.compactMap { mapping.items[$0] }
        if let highlighted = highlightedPath {
            visibleCellsByPath[highlighted]?.isHighlighted = false
            highlightedPath = nil
        }
        (layout as? UICollectionViewFlowLayout)?.remapPreferredSizes(mapping.items)
        let context = layout.makeInvalidationContext()
        context.invalidateDataSourceCountsStorage = true
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: batch.updateItems())

        // Cells: keep the survivors under their new paths; the rest animate out.
        var leaving: [(view: UICollectionReusableView, to: UICollectionViewLayoutAttributes?, end: () -> Void)] = []
        let oldCells = visibleCellsByPath
        visibleCellsByPath = [:]
        for (old, cell) in oldCells {
            if let new = mapping.items[old], !batch.reloadedItems.contains(old) {
                visibleCellsByPath[new] = cell
                cell.isSelected = selectedPaths.contains(new)
            } else {
                let final = layout.finalLayoutAttributesForDisappearingItem(at: old) ?? faded(cell.layoutAttributesStorage)
                leaving.append((cell, final, { [weak self] in self?.retire(cell, path: old) }))
            }
        }
        let oldSupplementary = visibleSupplementary
        visibleSupplementary = [:]
        for (key, view) in oldSupplementary {
            let section = key.indexPath.count > 0 ? key.indexPath[0] : 0
            if section < mapping.sections.count, let newSection = mapping.sections[section] {
                var path = key.indexPath
                path[0] = newSection
                visibleSupplementary[ElementKey(kind: key.kind, indexPath: path)] = view
            } else {
                let final = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind,
                                                                                           at: key.indexPath)
                    ?? faded(view.layoutAttributesStorage)
                leaving.append((view, final, { [weak self] in self?.retireSupplementary(view, key: key) }))
            }
        }
        let survivors = Set(mapping.items.values)

        // Survivors that the new layout puts off screen animate there, then leave.
        let wanted = visibleAttributes()
        for (path, cell) in visibleCellsByPath where wanted.cells[path] == nil {
            visibleCellsByPath[path] = nil
            leaving.append((cell, layout.layoutAttributesForItem(at: path), { [weak self] in self?.retire(cell, path: path) }))
        }
        for (key, view) in visibleSupplementary where wanted.supplementary[key] == nil {
            visibleSupplementary[key] = nil
            leaving.append((view, layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath),
                            { [weak self] in self?.retireSupplementary(view, key: key) }))
        }
        // New cells start from the layout's initial attributes.
        UIView.performWithoutAnimation {
            for (path, attributes) in wanted.cells.sorted(by: { $0.key < $1.key }) where visibleCellsByPath[path] == nil {
                guard let cell = requestCell(at: path) else { continue }
                let isNew = !survivors.contains(path)
                let initial = layout.initialLayoutAttributesForAppearingItem(at: path)
                    ?? (isNew ? faded(attributes) : attributes) ?? attributes
                show(cell, at: path, attributes: initial)
            }
            for (key, attributes) in wanted.supplementary where visibleSupplementary[key] == nil {
                guard let dataSource else { continue }
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                view.owningCollectionView = self
                let initial = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind,
                                                                                           at: key.indexPath)
                    ?? faded(attributes) ?? attributes
                view.applyLayoutAttributes(initial)
                addSubview(view)
                visibleSupplementary[key] = view
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                         at: key.indexPath)
            }
        }
        let toFinal = { [self] in
            for (path, cell) in visibleCellsByPath { if let a = wanted.cells[path] { cell.applyLayoutAttributes(a) } }
            for (key, view) in visibleSupplementary {
                if let a = wanted.supplementary[key] { view.applyLayoutAttributes(a) }
            }
            for item in leaving { if let to = item.to { item.view.applyLayoutAttributes(to) } }
            layout.finalizeCollectionViewUpdates()
        }
        guard window != nil, UIView.areAnimationsEnabled else {
            // Nothing on screen to animate: the update completes at once.
            UIView.performWithoutAnimation(toFinal)
            for item in leaving {
                item.view.alpha = 1
                item.end()
            }
            setNeedsLayout()
            finish(true)
            return
        }
        disappearingViews += leaving.map(\.view)
        UIView.animate(withDuration: Self.updateAnimationDuration, animations: toFinal, completion: { [weak self] finished in
            let gone = Set(leaving.map { ObjectIdentifier($0.view) })
            self?.disappearingViews.removeAll { gone.contains(ObjectIdentifier($0)) }
            for item in leaving {
                item.view.alpha = 1
                item.end()
            }
            self?.setNeedsLayout()
            finish(finished)
        })
    }

    /// A copy of `attributes` with alpha 0 (nil stays nil).
    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }
}
