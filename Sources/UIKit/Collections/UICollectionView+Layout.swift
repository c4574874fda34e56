// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The layout pass: which elements are shown, and the queries about them.
extension UICollectionView {
    /// Prepares the layout if it was invalidated and takes its content size (the counts are read first).
    package func prepareLayoutIfNeeded() {
        _ = counts
        let contexts = layoutStorage.prepareIfNeeded()
        let size = layoutStorage.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 {
            if contentSize != size { contentSize = size }
        } else {
            UIKitDiagnostics.log("\(type(of: layoutStorage)).collectionViewContentSize \(size) is invalid; ignored")
        }
        for context in contexts where context.contentOffsetAdjustment != .zero {
            let adjust = context.contentOffsetAdjustment
            contentOffset = CGPoint(x: contentOffset.x + adjust.x, y: contentOffset.y + adjust.y)
        }
    }

    /// One layout pass: bounds-change invalidation, prepare, then the visible elements (repeated, at most four
    /// times, while self-sizing cells invalidate the layout).
    package func performLayoutPass() {
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        }
        let layout = layoutStorage
        if let last = lastLayoutBounds, last != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        }
        lastLayoutBounds = bounds
        var passes = 0
        repeat {
            prepareLayoutIfNeeded()
            placeVisibleElements()
            passes += 1
        } while layout.needsPrepare && passes < 4
    }

    /// The elements the layout places in the bounds, sorted into cells, supplementary and decoration views.
    package func visibleAttributes() -> (cells: [IndexPath: UICollectionViewLayoutAttributes],
                                         supplementary: [ElementKey: UICollectionViewLayoutAttributes],
                                         decoration: [ElementKey: UICollectionViewLayoutAttributes]) {
        let rect = bounds
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var decoration: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        let counts = counts
        for attributes in layoutStorage.layoutAttributesForElements(in: rect) ?? [] {
            guard !attributes.isHidden, attributes.frame.overlapsForCollection(rect) else { continue }
            let path = attributes.indexPath
            switch attributes.representedElementCategory {
            case .cell:
                guard isValidItem(path, "layoutAttributesForElements(in:)") else { continue }
                cells[path] = attributes
            case .supplementaryView:
                guard path.count >= 1, path[0] >= 0, path[0] < max(counts.count, 1) else {
                    UIKitDiagnostics.log("UICollectionView: supplementary view at \(path) is outside the sections; skipped")
                    continue
                }
                supplementary[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: path)] = attributes
            case .decorationView:
                decoration[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: path)] = attributes
            }
        }
        return (cells, supplementary, decoration)
    }

    /// Makes the shown elements exactly those the layout places in the bounds.
    package func placeVisibleElements() {
        let wanted = visibleAttributes()
        for (path, cell) in visibleCellsByPath where wanted.cells[path] == nil {
            visibleCellsByPath[path] = nil
            retire(cell, path: path)
        }
        for (key, view) in visibleSupplementary where wanted.supplementary[key] == nil {
            visibleSupplementary[key] = nil
            retireSupplementary(view, key: key)
        }
        for (key, view) in decorationViews where wanted.decoration[key] == nil {
            decorationViews[key] = nil
            view.removeFromSuperview()
        }
        for (key, attributes) in wanted.decoration.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = decorationViews[key] {
                view.applyLayoutAttributes(attributes)
                continue
            }
            guard let type = layoutStorage.decorationClasses[key.kind] else {
                UIKitDiagnostics.log("UICollectionView: no class registered for decoration views of kind \(key.kind)")
                continue
            }
            let view = makeReusableView(type)
            view.applyLayoutAttributes(attributes)
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
            decorationViews[key] = view
        }
        for (key, attributes) in wanted.supplementary.sorted(by: { $0.key.indexPath < $1.key.indexPath }) {
            if let view = visibleSupplementary[key] {
                view.applyLayoutAttributes(attributes)
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            view.owningCollectionView = self
            view.applyLayoutAttributes(attributes)
            addSubview(view)
            visibleSupplementary[key] = view
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                     at: key.indexPath)
        }
        for (path, attributes) in wanted.cells.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByPath[path] {
                cell.applyLayoutAttributes(attributes)
                if layoutStorage.wantsMeasurement(of: path) { measure(cell, attributes: attributes) }
                continue
            }
            guard let cell = requestCell(at: path) else { continue }
            show(cell, at: path, attributes: attributes)
        }
    }

    /// Asks the data source for the cell of `path`.
    package func requestCell(at path: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: dataSourcePath(forShown: path))
        if cell.reuseIdentifier == nil {
            UIKitDiagnostics.log("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
                + "reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if let shown = visibleCellsByPath.first(where: { $0.value === cell && $0.key != path }) {
            UIKitDiagnostics.log("UICollectionView: the data source returned the cell shown for \(shown.key) for \(path)")
            visibleCellsByPath[shown.key] = nil
        }
        cell.owningCollectionView = self
        return cell
    }

    /// Shows a cell the data source returned: attributes, state, subview, `willDisplay`, then self-sizing.
    package func show(_ cell: UICollectionViewCell, at path: IndexPath, attributes: UICollectionViewLayoutAttributes) {
        cell.applyLayoutAttributes(attributes)
        cell.isSelected = selectedPaths.contains(path)
        cell.isHighlighted = highlightedPath == path
        if cell.superview !== self { addSubview(cell) }
        visibleCellsByPath[path] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        guard layoutStorage.wantsSelfSizing || layoutStorage.wantsMeasurement(of: path) else { return }
        measure(cell, attributes: attributes)
    }

    /// Asks a self-sizing cell for its preferred attributes and invalidates the layout when the layout wants them.
    package func measure(_ cell: UICollectionViewCell, attributes: UICollectionViewLayoutAttributes) {
        let preferred = cell.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        if layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layoutStorage.invalidateLayout(
                with: layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                        withOriginalAttributes: attributes))
        }
    }

    // MARK: Queries

    /// The cells shown, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items shown, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The cell shown for the item at `indexPath` (nil when it is not on screen; out-of-range paths are logged).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard isValidItem(indexPath, "cellForItem(at:)") else { return nil }
        return visibleCellsByPath[indexPath]
    }

    /// The index path of a cell that is shown (nil for other cells).
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item whose cell contains `point` (the collection view's coordinates, which are content coordinates);
    /// the frontmost by `zIndex` where cells overlap, nil over no item.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let hits = (layoutStorage.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValidItem($0.indexPath, "indexPathForItem(at:)", log: false)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item at `indexPath` (nil for out-of-range paths, logged).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isValidItem(indexPath, "layoutAttributesForItem(at:)") else { return nil }
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for the supplementary view of `kind` at `indexPath`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return layoutStorage.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` shown at `indexPath` (nil when not shown).
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView? {
        visibleSupplementary[ElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
            .map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }
}
