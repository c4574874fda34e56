// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The items of one section as a tree (iOS 14): root items with children, each parent expanded or collapsed.
/// Apply it to a section with `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`:
/// the section shows ``visibleItems`` (the roots and the children of expanded parents, depth first).
///
/// Identifiers are unique within the snapshot; appending one that is already there, or naming a parent or anchor
/// that is not, is logged and ignored (iOS stops the app).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    private struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] { flatten(rootItems, onlyVisible: false) }

    /// The items the section shows: roots and the children of expanded parents whose own parents show, depth
    /// first.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, onlyVisible: true) }

    /// Whether `item` is in the snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// The position of `item` in ``items`` (nil when absent).
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// How deep `item` is: 0 for roots, 1 for their children… (-1 when absent, logged).
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = nodes[item] else {
            UIKitDiagnostics.log("NSDiffableDataSourceSectionSnapshot.level(of:): \(item) is not in the snapshot")
            return -1
        }
        var level = 0
        while let parent = node.parent, let next = nodes[parent] {
            level += 1
            node = next
        }
        return level
    }

    /// The parent of `item` (nil for roots and absent items).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// Whether `item` is expanded (false when absent or collapsed).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether `item` shows: it is in the snapshot and every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let next = nodes[parent], next.isExpanded else { return false }
            node = next
        }
        return true
    }

    /// The subtree under `parent`: its descendants (their children and expansion kept) as roots, with `parent`
    /// itself as the single root when `includingParent`. Empty (logged) when `parent` is absent.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let node = nodes[parent] else {
            UIKitDiagnostics.log("NSDiffableDataSourceSectionSnapshot.snapshot(of:): \(parent) is not in the snapshot")
            return result
        }
        result.rootItems = includingParent ? [parent] : node.children
        for item in flatten(result.rootItems, onlyVisible: false) { result.nodes[item] = nodes[item] }
        for root in result.rootItems { result.nodes[root]?.parent = nil }
        return result
    }

    /// A text drawing of the tree, one item a line, indented by level, "+"/"-" marking collapsed and expanded
    /// parents.
    public func visualDescription() -> String {
        items.map { item in
            let node = nodes[item]!
            let mark = node.children.isEmpty ? " " : (node.isExpanded ? "-" : "+")
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds `items` after the children of `parent` (nil: after the roots).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let fresh = newItems(items, "append(_:to:)") else { return }
        if let parent {
            guard nodes[parent] != nil else { return missing(parent, "append(_:to:)") }
            nodes[parent]!.children += fresh
        } else {
            rootItems += fresh
        }
        for item in fresh { nodes[item] = Node(parent: parent) }
    }

    /// Adds the trees of `snapshot` after the children of `parent` (nil: after the roots).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                to parent: ItemIdentifierType? = nil) {
        guard newItems(snapshot.items, "append(_:to:)") != nil else { return }
        append(snapshot.rootItems, to: parent)
        for item in snapshot.items where !snapshot.rootItems.contains(item) { nodes[item] = snapshot.nodes[item] }
        for root in snapshot.rootItems { nodes[root]?.children = snapshot.nodes[root]?.children ?? [] }
        for item in snapshot.items { nodes[item]?.isExpanded = snapshot.isExpanded(item) }
    }

    /// Inserts `items` as siblings just before `before`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, at: item, offset: 0, "insert(_:before:)")
    }

    /// Inserts `items` as siblings just after `after`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, at: item, offset: 1, "insert(_:after:)")
    }

    private mutating func insert(_ items: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int,
                                 _ caller: String) {
        guard let node = nodes[anchor] else { return missing(anchor, caller) }
        guard let fresh = newItems(items, caller) else { return }
        if let parent = node.parent {
            let index = nodes[parent]!.children.firstIndex(of: anchor)! + offset
            nodes[parent]!.children.insert(contentsOf: fresh, at: index)
        } else {
            rootItems.insert(contentsOf: fresh, at: rootItems.firstIndex(of: anchor)! + offset)
        }
        for item in fresh { nodes[item] = Node(parent: node.parent) }
    }

    /// Removes `items` and all their descendants (absent items are ignored).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            for descendant in flatten(node.children, onlyVisible: false) { nodes[descendant] = nil }
            nodes[item] = nil
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        nodes = [:]
        rootItems = []
    }

    /// Marks `items` expanded: their children show while their own ancestors are expanded.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard nodes[item] != nil else { missing(item, "expand(_:)"); continue }
            nodes[item]!.isExpanded = true
        }
    }

    /// Marks `items` collapsed: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard nodes[item] != nil else { missing(item, "collapse(_:)"); continue }
            nodes[item]!.isExpanded = false
        }
    }

    /// Replaces the children of `parent` by the roots (and their trees) of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType,
                                 using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let node = nodes[parent] else { return missing(parent, "replace(childrenOf:using:)") }
        delete(node.children)
        append(snapshot, to: parent)
    }

    // MARK: Helpers

    private func flatten(_ roots: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func visit(_ item: ItemIdentifierType) {
            result.append(item)
            guard let node = nodes[item], !onlyVisible || node.isExpanded else { return }
            node.children.forEach(visit)
        }
        roots.forEach(visit)
        return result
    }

    /// `items` when none is in the snapshot yet or repeated; otherwise nil, logged.
    private func newItems(_ items: [ItemIdentifierType], _ caller: String) -> [ItemIdentifierType]? {
        var seen = Set<ItemIdentifierType>()
        for item in items where nodes[item] != nil || !seen.insert(item).inserted {
            UIKitDiagnostics.log("NSDiffableDataSourceSectionSnapshot.\(caller): \(item) is already in the snapshot; ignored")
            return nil
        }
        return items
    }

    private func missing(_ item: ItemIdentifierType, _ caller: String) {
        UIKitDiagnostics.log("NSDiffableDataSourceSectionSnapshot.\(caller): \(item) is not in the snapshot; ignored")
    }
}
