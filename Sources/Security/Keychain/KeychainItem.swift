// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One stored password: its class, attributes, secret and persistent reference.
struct KeychainItem: Codable, Equatable, Sendable {
    var itemClass: String
    var attributes: [String: KeychainValue]
    var data: Data?
    /// An opaque identifier that stays the same for the item's life (what `kSecReturnPersistentRef` returns).
    var persistentRef: Data

    /// The values of the item's identity attributes, absent ones as empty values.
    func identity() -> [KeychainValue] {
        KeychainSchema.identity(of: itemClass).map { key in
            attributes[key] ?? Self.identityDefault(key)
        }
    }

    /// What an absent identity attribute counts as: empty string, 0, or false for `kSecAttrSynchronizable`.
    static func identityDefault(_ key: String) -> KeychainValue {
        switch KeychainSchema.attributes[key]?.kind {
        case .number: .number(0)
        case .bool: .bool(false)
        default: .string("")
        }
    }

    /// Whether the item is one `query` searches for: same class, every searched attribute equal (strings compared
    /// without regard to case when the query says so), non-synchronizable unless the query asks otherwise, and the
    /// named persistent reference if there is one.
    func matches(_ query: KeychainQuery) -> Bool {
        guard itemClass == query.itemClass else { return false }
        if let ref = query.persistentRef, ref != persistentRef { return false }
        let synchronizable = attributes[kSecAttrSynchronizable as String] ?? .bool(false)
        if !query.anySynchronizable, query.attributes[kSecAttrSynchronizable as String] == nil,
           synchronizable != .bool(false) {
            return false
        }
        for (key, wanted) in query.attributes {
            let have = attributes[key] ?? Self.identityDefault(key)
            if case .string(let a) = have, case .string(let b) = wanted, query.caseInsensitive {
                if a.caseInsensitiveCompare(b) != .orderedSame { return false }
            } else if have != wanted {
                return false
            }
        }
        return true
    }

    /// The attributes dictionary a search returns: the class and every stored attribute, as Foundation objects.
    func attributeDictionary() -> [String: AnyObject] {
        var result: [String: AnyObject] = [kSecClass as String: itemClass as NSString]
        for (key, value) in attributes { result[key] = value.object }
        return result
    }

    /// What a search returns for this item given `query`'s return keys: the secret, the attributes or the
    /// persistent reference alone when one is asked for, a dictionary of them when several are; nil when none.
    func result(for query: KeychainQuery) -> AnyObject? {
        let asked = [query.returnData, query.returnAttributes, query.returnPersistentRef].filter { $0 }.count
        if asked == 0 { return nil }
        if asked == 1 {
            if query.returnData { return (data ?? Data()) as NSData }
            if query.returnPersistentRef { return persistentRef as NSData }
            return attributeDictionary() as NSDictionary
        }
        var dictionary = query.returnAttributes ? attributeDictionary() : [:]
        if query.returnData { dictionary[kSecValueData as String] = (data ?? Data()) as NSData }
        if query.returnPersistentRef { dictionary[kSecValuePersistentRef as String] = persistentRef as NSData }
        return dictionary as NSDictionary
    }
}
