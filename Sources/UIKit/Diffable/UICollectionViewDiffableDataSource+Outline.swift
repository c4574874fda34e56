// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Outlines: expanding and collapsing items of section snapshots from the cells' outline disclosures.
extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded, asking and telling the
    /// ``sectionSnapshotHandlers``, and applies the section snapshot (animated).
    package func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else {
            return
        }
        var sectionSnapshot = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if sectionSnapshot.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            sectionSnapshot.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                let children = provide(item, sectionSnapshot.snapshot(of: item))
                sectionSnapshot.replace(childrenOf: item, using: children)
            }
            sectionSnapshot.expand([item])
        }
        apply(sectionSnapshot, to: section, animatingDifferences: true)
    }

    /// Gives `cell` the outline state of `item`: expanded in its configuration state, indented by its level.
    package func applyOutlineState(to cell: UICollectionViewCell, item: ItemIdentifierType, section: Int) {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier],
              outline.contains(item) else {
            cell.expandedStorage = false
            return
        }
        cell.expandedStorage = outline.isExpanded(item)
        (cell as? UICollectionViewListCell)?.indentationLevel = outline.level(of: item)
    }

    /// Forgets the section snapshots whose visible items no longer match `snapshot`'s items of their section.
    package func dropStaleSectionSnapshots(for snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots {
            let shown = snapshot.indexOfSection(section) != nil ? snapshot.itemIdentifiers(inSection: section) : []
            if shown != outline.visibleItems { sectionSnapshots[section] = nil }
        }
    }
}

extension UICollectionView {
    /// Asks the visible cells to take their outline state again (after a section snapshot changed expansion
    /// without reloading them).
    package func refreshOutlineState() {
        guard let source = dataSource else { return }
        for (path, cell) in visibleCellsByPath {
            (source as? any OutlineStateProviding)?.refreshOutlineState(of: cell, at: path)
        }
    }
}

/// A data source that can give a shown cell its outline state again.
@MainActor
package protocol OutlineStateProviding {
    func refreshOutlineState(of cell: UICollectionViewCell, at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineStateProviding {
    package func refreshOutlineState(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        applyOutlineState(to: cell, item: item, section: indexPath.section)
    }
}
