// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIPasteboard {
    // MARK: Whole items

    /// The items, each a dictionary from representation type to object: a `String` for text types, a `URL` for
    /// URL types, a `UIImage` for image types, a `UIColor` for the colour type, the property list written with
    /// `setValue` for other types, else `Data`. Setting it replaces the contents (see ``setItems(_:options:)``).
    public var items: [[String: Any]] {
        get { server.read(name.rawValue) { $0.items.map(\.dictionary) } }
        set { setItems(newValue) }
    }

    /// Replaces the contents with `items` — as the iPhone OS 3 guide specifies, this never appends (§2.3.8: "any
    /// write … even through `addItems:`, replaces the whole current contents").
    public func addItems(_ items: [[String: Any]]) { setItems(items) }

    /// Replaces the contents with `items` (type → object each; see ``items``). A value that does not fit its
    /// type is dropped (logged); an item left with no representation is dropped. Options:
    /// ``OptionsKey/expirationDate`` (a `Date` on the device's clock, after which the items are removed) and
    /// ``OptionsKey/localOnly`` (a `Bool`, recorded). Other keys and values of the wrong kind are logged and
    /// ignored.
    public func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        var expiration: Date?
        var localOnly = false
        for (key, value) in options {
            switch key {
            case .expirationDate:
                guard let date = value as? Date else {
                    UIKitDiagnostics.log("UIPasteboard.setItems: the expiration date is not a Date; ignored")
                    continue
                }
                expiration = date
            case .localOnly:
                guard let flag = value as? Bool else {
                    UIKitDiagnostics.log("UIPasteboard.setItems: localOnly is not a Bool; ignored")
                    continue
                }
                localOnly = flag
            default:
                UIKitDiagnostics.log("UIPasteboard.setItems: unknown option \(key.rawValue) ignored")
            }
        }
        server.replaceItems(name.rawValue, with: items.compactMap(PasteboardItem.init), expiration: expiration,
                            localOnly: localOnly)
    }

    /// How many items the pasteboard holds.
    public var numberOfItems: Int { server.read(name.rawValue) { $0.items.count } }

    // MARK: The first item

    /// The representation types of the first item, in the order they were written (empty when there is none).
    public var types: [String] { server.read(name.rawValue) { $0.items.first?.types ?? [] } }

    /// Whether the first item has a representation of any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        let types = self.types
        return pasteboardTypes.contains(where: types.contains)
    }

    /// The first item's representation of `pasteboardType` as bytes, or nil when it has none.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        server.read(name.rawValue) { $0.items.first?.representation(forType: pasteboardType)?.data }
    }

    /// The first item's representation of `pasteboardType` as an object of the class the type calls for (see
    /// ``items``), or nil when it has none.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        server.read(name.rawValue) { $0.items.first?.representation(forType: pasteboardType) }?
            .object(forType: pasteboardType)
    }

    /// Replaces the contents with one item holding `value` as `pasteboardType`: a `String`, `URL`, `UIImage`,
    /// `UIColor` for their types, or a property-list object (string, number, date, array, dictionary, data) for
    /// others. A value that does not fit the type writes nothing (logged).
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        guard let representation = PasteboardRepresentation.make(value, forType: pasteboardType) else { return }
        var item = PasteboardItem()
        item.set(representation, forType: pasteboardType)
        server.replaceItems(name.rawValue, with: [item])
    }

    /// Replaces the contents with one item holding `data` as `pasteboardType` (any type, known or not).
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        var item = PasteboardItem()
        item.set(PasteboardRepresentation(data: data), forType: pasteboardType)
        server.replaceItems(name.rawValue, with: [item])
    }

    // MARK: Item sets

    /// The indexes of the items that have a representation of any of `pasteboardTypes`, or nil when none does.
    public func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let matching = server.read(name.rawValue) { board in
            board.items.indices.filter { index in pasteboardTypes.contains(where: board.items[index].types.contains) }
        }
        return matching.isEmpty ? nil : IndexSet(matching)
    }

    /// The representation types of each item in `itemSet` (all items for nil), or nil when an index is out of
    /// range (logged).
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        selected(itemSet, "types(forItemSet:)")?.map(\.types)
    }

    /// Whether every item in `itemSet` (all items for nil) has a representation of one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        guard let items = selected(itemSet, "contains(pasteboardTypes:inItemSet:)"), !items.isEmpty else {
            return false
        }
        return items.allSatisfy { item in pasteboardTypes.contains(where: item.types.contains) }
    }

    /// The bytes of `pasteboardType` in each item of `itemSet` (all items for nil) that has it, or nil when an
    /// index is out of range (logged).
    public func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        selected(itemSet, "data(forPasteboardType:inItemSet:)")?
            .compactMap { $0.representation(forType: pasteboardType)?.data }
    }

    /// The objects of `pasteboardType` (see ``items``) in each item of `itemSet` (all items for nil) that has it,
    /// or nil when an index is out of range (logged).
    public func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        selected(itemSet, "values(forPasteboardType:inItemSet:)")?
            .compactMap { $0.representation(forType: pasteboardType)?.object(forType: pasteboardType) }
    }

    /// The items at `itemSet` (all for nil), or nil (logged) when an index is out of range.
    private func selected(_ itemSet: IndexSet?, _ caller: String) -> [PasteboardItem]? {
        let items = server.read(name.rawValue) { $0.items }
        guard let itemSet else { return items }
        guard itemSet.allSatisfy(items.indices.contains) else {
            UIKitDiagnostics.log("UIPasteboard.\(caller): item index out of range (\(items.count) items); nil")
            return nil
        }
        return itemSet.map { items[$0] }
    }
}
