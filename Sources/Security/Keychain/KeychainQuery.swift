// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A keychain call refused: the result code to return and the line to log.
struct KeychainFailure: Error {
    let status: OSStatus
    let reason: String

    static func param(_ reason: String) -> KeychainFailure { KeychainFailure(status: errSecParam, reason: reason) }
}

/// A keychain dictionary read and checked: the item class, the attributes, the value and the search and return
/// options. Built by ``parse(_:for:)``, which refuses what iOS refuses with `errSecParam`.
struct KeychainQuery {
    /// What the dictionary is for: its allowed keys differ.
    enum Purpose {
        /// `SecItemAdd`'s attributes.
        case add
        /// A search (`SecItemCopyMatching`, `SecItemUpdate`'s query, `SecItemDelete`).
        case search
        /// `SecItemUpdate`'s attributes to change (no class, no search or return keys).
        case changes
    }

    var itemClass = ""
    /// Attribute values by raw key (`acct`…). In a search, the values items must have.
    var attributes: [String: KeychainValue] = [:]
    /// In a search, `kSecAttrSynchronizable: kSecAttrSynchronizableAny` was given.
    var anySynchronizable = false
    var valueData: Data?
    var persistentRef: Data?
    var returnData = false
    var returnAttributes = false
    var returnRef = false
    var returnPersistentRef = false
    /// How many matches a search returns; nil for all.
    var limit: Int? = 1
    var caseInsensitive = false

    /// Whether any `kSecReturn…` key asked for something a password can give.
    var returnsSomething: Bool { returnData || returnAttributes || returnPersistentRef }

    /// Keys accepted anywhere and ignored: options of the real keychain that have no meaning here.
    private static let ignoredKeys: Set<String> = Set([
        kSecUseDataProtectionKeychain, kSecUseAuthenticationUI, kSecUseOperationPrompt,
    ].map { $0 as String } + ["u_AuthCtx", "u_NoAuthUI", "u_Tombstones", "musr", "accc", "m_SearchList"])

    /// Reads `dictionary` for `purpose`, or throws the `errSecParam` failure that names the bad key.
    static func parse(_ dictionary: CFDictionary, for purpose: Purpose) throws(KeychainFailure) -> KeychainQuery {
        var entries: [String: Any] = [:]
        for (key, value) in dictionary {
            guard let name = key as? String else { throw .param("a key is not a string: \(key)") }
            entries[name] = value
        }
        var query = KeychainQuery()
        if purpose == .changes {
            if entries[kSecClass as String] != nil { throw .param("the attributes to update name a class") }
            query.itemClass = ""
        } else {
            guard let rawClass = entries[kSecClass as String] else { throw .param("kSecClass is missing") }
            guard let itemClass = rawClass as? String else { throw .param("kSecClass is not a string: \(rawClass)") }
            guard KeychainSchema.storedClasses.contains(itemClass) || KeychainSchema.unstoredClasses.contains(itemClass)
            else { throw .param("unknown kSecClass \(itemClass)") }
            query.itemClass = itemClass
        }
        for (key, value) in entries where key != kSecClass as String {
            try query.read(key, value, for: purpose)
        }
        return query
    }

    /// The keys as `String`s, for `switch`.
    private enum Key {
        static let kSecValueData = Security.kSecValueData as String
        static let kSecValuePersistentRef = Security.kSecValuePersistentRef as String
        static let kSecValueRef = Security.kSecValueRef as String
        static let kSecReturnData = Security.kSecReturnData as String
        static let kSecReturnAttributes = Security.kSecReturnAttributes as String
        static let kSecReturnRef = Security.kSecReturnRef as String
        static let kSecReturnPersistentRef = Security.kSecReturnPersistentRef as String
        static let kSecMatchLimit = Security.kSecMatchLimit as String
        static let kSecMatchCaseInsensitive = Security.kSecMatchCaseInsensitive as String
    }

    private mutating func read(_ key: String, _ value: Any, for purpose: Purpose) throws(KeychainFailure) {
        if let spec = KeychainSchema.attributes[key] {
            if !itemClass.isEmpty, !spec.classes.contains(itemClass), KeychainSchema.storedClasses.contains(itemClass) {
                throw .param("\(key) is not an attribute of class \(itemClass)")
            }
            if spec.readOnly, purpose != .search {
                throw KeychainFailure(status: errSecReadOnlyAttr, reason: "\(key) is read only")
            }
            if key == kSecAttrSynchronizable as String, purpose == .search,
               (value as? String) == kSecAttrSynchronizableAny as String {
                anySynchronizable = true
                return
            }
            guard let converted = KeychainSchema.convert(value, to: spec) else {
                throw .param("\(key) has a value of the wrong type or an unknown value: \(value)")
            }
            attributes[key] = converted
            return
        }
        if Self.ignoredKeys.contains(key) { return }
        switch key {
        case Key.kSecValueData:
            guard let data = value as? Data else { throw .param("kSecValueData is not Data: \(type(of: value))") }
            // A search ignores the secret (apps pass the same dictionary to SecItemDelete and SecItemAdd).
            if purpose != .search { valueData = data }
        case Key.kSecValuePersistentRef:
            guard purpose == .search, let data = value as? Data else {
                throw .param("kSecValuePersistentRef must be Data, and only in a search")
            }
            persistentRef = data
        case Key.kSecValueRef:
            throw .param("kSecValueRef: passwords have no reference objects")
        case Key.kSecReturnData, Key.kSecReturnAttributes, Key.kSecReturnRef,
             Key.kSecReturnPersistentRef:
            guard purpose != .changes else { throw .param("\(key) in the attributes to update") }
            guard let flag = KeychainSchema.boolean(value) else { throw .param("\(key) is not a Boolean: \(value)") }
            switch key {
            case Key.kSecReturnData: returnData = flag
            case Key.kSecReturnAttributes: returnAttributes = flag
            case Key.kSecReturnRef: returnRef = flag
            default: returnPersistentRef = flag
            }
        case Key.kSecMatchLimit:
            // SecItemAdd ignores a search limit (apps build both dictionaries from one); an update's changes may not.
            guard purpose != .changes else { throw .param("kSecMatchLimit in the attributes to update") }
            if let s = value as? String, s == kSecMatchLimitOne as String {
                limit = 1
            } else if let s = value as? String, s == kSecMatchLimitAll as String {
                limit = nil
            } else if let n = KeychainSchema.integer(value), n > 0 {
                limit = n
            } else {
                throw .param("kSecMatchLimit is not kSecMatchLimitOne, kSecMatchLimitAll or a positive number: \(value)")
            }
        case Key.kSecMatchCaseInsensitive:
            guard purpose != .changes, let flag = KeychainSchema.boolean(value) else {
                throw .param("kSecMatchCaseInsensitive must be a Boolean, outside the attributes to update")
            }
            caseInsensitive = flag
        default:
            throw .param("unknown key \(key)")
        }
    }
}
