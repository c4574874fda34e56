// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The state of a diffable data source's data: ordered sections, each with ordered items, all named by unique
/// identifiers. Build one, then hand it to a diffable data source's `apply(_:animatingDifferences:completion:)`,
/// which works out the inserts, deletes and moves from the snapshot it showed before.
///
/// Identifiers are unique across the whole snapshot (an item in one section only). iOS stops the app when a
/// snapshot is given a duplicate identifier, or told to insert relative to, move or delete an identifier it does
/// not hold; here each such call logs what was wrong and leaves the snapshot as it was (duplicates are skipped,
/// the rest of the call applies).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    package var sectionIDs: [SectionIdentifierType] = []
    package var itemsBySection: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var indexOfSectionID: [SectionIdentifierType: Int] = [:]
    package private(set) var reloadedSections: [SectionIdentifierType] = []
    package private(set) var reloadedItems: [ItemIdentifierType] = []
    package private(set) var reconfiguredItems: [ItemIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIDs.count }

    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }

    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The sections marked for reloading since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The items marked for reloading since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked for reconfiguring since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in the section `identifier` (0, logged, for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = indexOfSectionID[identifier] else {
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot: invalid section identifier \(identifier)")
            return 0
        }
        return itemsBySection[index].count
    }

    /// The items of the section `identifier`, in order (empty, logged, for an unknown section).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSectionID[identifier] else {
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot: invalid section identifier \(identifier)")
            return []
        }
        return itemsBySection[index]
    }

    /// The section holding the item `identifier` (nil when the snapshot does not hold it).
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index in ``itemIdentifiers`` (counting across sections; nil when absent).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return itemsBySection[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// The section's index (nil when absent).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSectionID[identifier] }

    /// The item's section and item index.
    package func location(of identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[identifier], let s = indexOfSectionID[section],
              let i = itemsBySection[s].firstIndex(of: identifier) else { return nil }
        return (s, i)
    }

    // MARK: Items

    /// Appends items to the section `sectionIdentifier` (nil: the last section). With no sections at all the call
    /// is ignored (logged, as iOS would stop).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let index = indexOfSectionID[sectionIdentifier] else {
                return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.appendItems: invalid section identifier \(sectionIdentifier); ignored")
            }
            target = index
        } else {
            guard !sectionIDs.isEmpty else {
                return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.appendItems: There are currently no sections in the data source. Please add a section first.")
            }
            target = sectionIDs.count - 1
        }
        let fresh = unique(identifiers, "appendItems")
        itemsBySection[target] += fresh
        for item in fresh { sectionOfItem[item] = sectionIDs[target] }
    }

    /// Inserts items before the item `beforeIdentifier`, in its section (ignored, logged, when it is absent).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
    }

    /// Inserts items after the item `afterIdentifier`, in its section (ignored, logged, when it is absent).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int,
                                 _ caller: String) {
        guard let location = location(of: anchor) else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): item \(anchor) does not exist; ignored")
        }
        let fresh = unique(identifiers, caller)
        itemsBySection[location.section].insert(contentsOf: fresh, at: location.item + offset)
        for item in fresh { sectionOfItem[item] = sectionIDs[location.section] }
    }

    /// Deletes the items (identifiers the snapshot does not hold are logged and skipped).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem[item], let s = indexOfSectionID[section] else {
                UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.deleteItems: item \(item) does not exist; skipped")
                continue
            }
            bySection[s, default: []].insert(item)
            sectionOfItem[item] = nil
        }
        for (s, gone) in bySection { itemsBySection[s].removeAll { gone.contains($0) } }
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves the item `identifier` just before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
    }

    /// Moves the item `identifier` just after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
    }

    private mutating func move(_ item: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, _ caller: String) {
        guard item != anchor else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): an item cannot move relative to itself; ignored")
        }
        guard let from = location(of: item), location(of: anchor) != nil else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): item \(item) or \(anchor) does not exist; ignored")
        }
        itemsBySection[from.section].remove(at: from.item)
        let to = location(of: anchor)!
        itemsBySection[to.section].insert(item, at: to.item + offset)
        sectionOfItem[item] = sectionIDs[to.section]
    }

    /// Marks the items for reloading: the data source asks for new cells for them when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems += known(identifiers, "reloadItems").filter { !reloadedItems.contains($0) }
    }

    /// Marks the items for reconfiguring: their existing cells are configured again, without new cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems += known(identifiers, "reconfigureItems").filter { !reconfiguredItems.contains($0) }
    }

    private func known(_ identifiers: [ItemIdentifierType], _ caller: String) -> [ItemIdentifierType] {
        identifiers.filter {
            if sectionOfItem[$0] != nil { return true }
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): item \($0) does not exist; skipped")
            return false
        }
    }

    /// The identifiers that are neither in the snapshot nor repeated in `identifiers` (the others are logged).
    private func unique(_ identifiers: [ItemIdentifierType], _ caller: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var duplicates: [ItemIdentifierType] = []
        let fresh = identifiers.filter {
            guard sectionOfItem[$0] == nil, seen.insert($0).inserted else { duplicates.append($0); return false }
            return true
        }
        if !duplicates.isEmpty {
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): supplied item identifiers are not unique. "
                + "Duplicate identifiers: \(duplicates); skipped")
        }
        return fresh
    }

    // MARK: Sections

    /// Appends sections (duplicates are logged and skipped).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(uniqueSections(identifiers, "appendSections"), at: sectionIDs.count)
    }

    /// Inserts sections before the section `toIdentifier` (ignored, logged, when it is absent).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSectionID[toIdentifier] else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.insertSections: section \(toIdentifier) does not exist; ignored")
        }
        insertSections(uniqueSections(identifiers, "insertSections"), at: index)
    }

    /// Inserts sections after the section `toIdentifier` (ignored, logged, when it is absent).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSectionID[toIdentifier] else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.insertSections: section \(toIdentifier) does not exist; ignored")
        }
        insertSections(uniqueSections(identifiers, "insertSections"), at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sectionIDs.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    /// Deletes the sections and their items (unknown identifiers are logged and skipped).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers.filter {
            if indexOfSectionID[$0] != nil { return true }
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.deleteSections: section \($0) does not exist; skipped")
            return false
        })
        guard !gone.isEmpty else { return }
        for (s, section) in sectionIDs.enumerated() where gone.contains(section) {
            for item in itemsBySection[s] { sectionOfItem[item] = nil }
        }
        let keep = sectionIDs.indices.filter { !gone.contains(sectionIDs[$0]) }
        itemsBySection = keep.map { itemsBySection[$0] }
        sectionIDs = keep.map { sectionIDs[$0] }
        reloadedSections.removeAll { gone.contains($0) }
        reindexSections()
    }

    /// Moves the section `identifier` (with its items) just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves the section `identifier` (with its items) just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    private mutating func moveSection(_ section: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int) {
        guard section != anchor, let from = indexOfSectionID[section], indexOfSectionID[anchor] != nil else {
            return UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.moveSection: section \(section) or \(anchor) does not exist; ignored")
        }
        let items = itemsBySection.remove(at: from)
        sectionIDs.remove(at: from)
        reindexSections()
        let to = indexOfSectionID[anchor]! + offset
        sectionIDs.insert(section, at: to)
        itemsBySection.insert(items, at: to)
        reindexSections()
    }

    /// Marks the sections for reloading: their items get new cells when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard indexOfSectionID[section] != nil else {
                UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.reloadSections: section \(section) does not exist; skipped")
                continue
            }
            if !reloadedSections.contains(section) { reloadedSections.append(section) }
        }
    }

    private func uniqueSections(_ identifiers: [SectionIdentifierType], _ caller: String) -> [SectionIdentifierType] {
        var seen = Set<SectionIdentifierType>()
        var duplicates: [SectionIdentifierType] = []
        let fresh = identifiers.filter {
            guard indexOfSectionID[$0] == nil, seen.insert($0).inserted else { duplicates.append($0); return false }
            return true
        }
        if !duplicates.isEmpty {
            UIKitDiagnostics.log("NSDiffableDataSourceSnapshot.\(caller): supplied section identifiers are not unique. "
                + "Duplicate identifiers: \(duplicates); skipped")
        }
        return fresh
    }

    private mutating func reindexSections() {
        indexOfSectionID = Dictionary(uniqueKeysWithValues: sectionIDs.enumerated().map { ($1, $0) })
    }

    /// The same data with the reload and reconfigure marks cleared (what a data source keeps after applying).
    package func clearingMarks() -> Self {
        var copy = self
        copy.reloadedSections = []
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        return copy
    }
}
