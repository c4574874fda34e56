// SPDX-License-Identifier: Apache-2.0

import Foundation

// The four keychain calls (Apple's "Keychain Services"). Each takes dictionaries keyed by the `kSec…` strings,
// usually written as `[String: Any]` and passed `as CFDictionary`, and returns a result code; results arrive
// through an optional `CFTypeRef?` out-parameter, read with `as? Data`, `as? [String: Any]` or `as? [[String: Any]]`.
// A dictionary iOS would refuse (no or unknown class, a value of the wrong type, an unknown key, an attribute of
// another class) returns `errSecParam` and logs why.

/// Adds the item `attributes` describes to the app's keychain: a `kSecClass`, attributes, and the secret as
/// `kSecValueData`. Returns `errSecDuplicateItem` when an item with the same identity (a generic password's account
/// and service; an internet password's account, server, protocol, port, path, security domain and authentication
/// type; both with access group and synchronizable) exists. If `attributes` holds `kSecReturn…` keys and `result`
/// is not nil, `result` receives the new item as a search would return it.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    KeychainStore.perform("SecItemAdd") { items, app throws(KeychainFailure) in
        let query = try KeychainQuery.parse(attributes, for: .add)
        guard KeychainSchema.storedClasses.contains(query.itemClass) else {
            throw KeychainFailure(status: errSecUnimplemented, reason: "class \(query.itemClass) is not stored")
        }
        let now = Date()
        var stored = query.attributes
        stored[kSecAttrAccessGroup as String] = stored[kSecAttrAccessGroup as String] ?? .string(app)
        stored[kSecAttrAccessible as String] = stored[kSecAttrAccessible as String]
            ?? .string(kSecAttrAccessibleWhenUnlocked as String)
        stored[kSecAttrSynchronizable as String] = stored[kSecAttrSynchronizable as String] ?? .bool(false)
        stored[kSecAttrCreationDate as String] = .date(now)
        stored[kSecAttrModificationDate as String] = .date(now)
        let item = KeychainItem(itemClass: query.itemClass, attributes: stored, data: query.valueData,
                                persistentRef: KeychainStore.newPersistentRef())
        let identity = item.identity()
        if items.contains(where: { $0.itemClass == item.itemClass && $0.identity() == identity }) {
            throw KeychainFailure(status: errSecDuplicateItem, reason: "the item exists")
        }
        items.append(item)
        result?.pointee = KeychainStore.result(of: [item], for: query)
        return errSecSuccess
    }
}

/// Searches the app's keychain for items matching `query`: its `kSecClass`, its attribute values,
/// `kSecMatchLimit` (`kSecMatchLimitOne` by default, `kSecMatchLimitAll`, or a number). The `kSecReturn…` keys
/// say what `result` receives per item: the secret as `Data` (`kSecReturnData`), the attributes as a dictionary
/// (`kSecReturnAttributes`), a persistent reference (`kSecReturnPersistentRef`), or a dictionary of all those
/// asked for when several are; an array of them with a limit other than one. Returns `errSecItemNotFound` when
/// nothing matches (`result` is then left nil).
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return KeychainStore.perform("SecItemCopyMatching") { items, _ throws(KeychainFailure) in
        let search = try KeychainQuery.parse(query, for: .search)
        let found = KeychainStore.matches(of: search, in: items).map { items[$0] }
        if found.isEmpty { throw KeychainFailure(status: errSecItemNotFound, reason: "no match") }
        result?.pointee = KeychainStore.result(of: found, for: search)
        return errSecSuccess
    }
}

/// Changes every item matching `query` (a class and attribute values, as for ``SecItemCopyMatching(_:_:)`` but
/// without return keys) to have `attributesToUpdate` (attributes and/or a new `kSecValueData`; no class). Returns
/// `errSecItemNotFound` when nothing matches and `errSecDuplicateItem`, changing nothing, when a changed item
/// would have the identity of another.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    KeychainStore.perform("SecItemUpdate") { items, _ throws(KeychainFailure) in
        var search = try KeychainQuery.parse(query, for: .search)
        let changes = try KeychainQuery.parse(attributesToUpdate, for: .changes)
        for key in changes.attributes.keys where !(KeychainSchema.attributes[key]?.classes.contains(search.itemClass) ?? false) {
            throw .param("\(key) is not an attribute of class \(search.itemClass)")
        }
        search.limit = nil
        let selected = KeychainStore.matches(of: search, in: items)
        if selected.isEmpty { throw KeychainFailure(status: errSecItemNotFound, reason: "no match") }
        var updated = items
        let now = Date()
        for index in selected {
            for (key, value) in changes.attributes { updated[index].attributes[key] = value }
            if let data = changes.valueData { updated[index].data = data }
            updated[index].attributes[kSecAttrModificationDate as String] = .date(now)
        }
        var seen = Set<[KeychainValue]>()
        for item in updated where item.itemClass == search.itemClass {
            if !seen.insert(item.identity()).inserted {
                throw KeychainFailure(status: errSecDuplicateItem, reason: "the update would duplicate an item")
            }
        }
        items = updated
        return errSecSuccess
    }
}

/// Deletes every item matching `query` (a class and attribute values; a secret in it is ignored). Returns
/// `errSecItemNotFound` when nothing matches.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    KeychainStore.perform("SecItemDelete") { items, _ throws(KeychainFailure) in
        var search = try KeychainQuery.parse(query, for: .search)
        search.limit = nil
        let selected = Set(KeychainStore.matches(of: search, in: items))
        if selected.isEmpty { throw KeychainFailure(status: errSecItemNotFound, reason: "no match") }
        items = items.indices.filter { !selected.contains($0) }.map { items[$0] }
        return errSecSuccess
    }
}
