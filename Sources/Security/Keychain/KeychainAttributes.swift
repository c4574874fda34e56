// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One stored attribute value of a keychain item, in a form the keychain file can encode.
enum KeychainValue: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case number(Int)
    case bool(Bool)
    case date(Date)

    /// The Foundation object a search returns for this value (`NSString`, `NSData`, `NSNumber`, `NSDate`), which
    /// `as? String`, `as? Data`, `as? Int`, `as? Bool` and `as? Date` read back.
    var object: AnyObject {
        switch self {
        case .string(let s): s as NSString
        case .data(let d): d as NSData
        case .number(let n): NSNumber(value: n)
        case .bool(let b): NSNumber(value: b)
        case .date(let d): d as NSDate
        }
    }

    /// The value an absent attribute stands for when comparing identities (Apple treats a missing identity
    /// attribute as empty).
    static func empty(like value: KeychainValue) -> KeychainValue {
        switch value {
        case .string: .string("")
        case .data: .data(Data())
        case .number: .number(0)
        case .bool: .bool(false)
        case .date: .date(Date(timeIntervalSince1970: 0))
        }
    }
}

/// What an attribute key accepts and which item classes have it.
struct KeychainAttributeSpec: Sendable {
    enum Kind: Sendable {
        /// Any string.
        case string
        /// One of a fixed set of strings (the `kSecAttrAccessible…`, protocol and authentication-type values).
        case choice(Set<String>)
        case data
        case number
        case bool
        case date
    }
    let kind: Kind
    /// Classes that have the attribute (raw `kSecClass…` values).
    let classes: Set<String>
    /// Read-only attributes (dates) may be searched for but are set by the keychain, never by the app.
    var readOnly = false
}

/// The attribute table: Apple's generic- and internet-password attributes, and the identity of each class.
enum KeychainSchema {
    static let genericPassword = kSecClassGenericPassword as String
    static let internetPassword = kSecClassInternetPassword as String
    /// Classes Touchstone stores.
    static let storedClasses: Set<String> = [genericPassword, internetPassword]
    /// Classes iOS has that Touchstone does not store (certificates, keys, identities).
    static let unstoredClasses: Set<String> = [kSecClassCertificate as String, kSecClassKey as String,
                                               kSecClassIdentity as String]

    static let accessibleValues: Set<String> = Set([
        kSecAttrAccessibleWhenUnlocked, kSecAttrAccessibleAfterFirstUnlock, kSecAttrAccessibleAlways,
        kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly, kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, kSecAttrAccessibleAlwaysThisDeviceOnly,
    ].map { $0 as String })

    static let protocolValues: Set<String> = Set([
        kSecAttrProtocolFTP, kSecAttrProtocolFTPAccount, kSecAttrProtocolHTTP, kSecAttrProtocolIRC,
        kSecAttrProtocolNNTP, kSecAttrProtocolPOP3, kSecAttrProtocolSMTP, kSecAttrProtocolSOCKS, kSecAttrProtocolIMAP,
        kSecAttrProtocolLDAP, kSecAttrProtocolAppleTalk, kSecAttrProtocolAFP, kSecAttrProtocolTelnet,
        kSecAttrProtocolSSH, kSecAttrProtocolFTPS, kSecAttrProtocolHTTPS, kSecAttrProtocolHTTPProxy,
        kSecAttrProtocolHTTPSProxy, kSecAttrProtocolFTPProxy, kSecAttrProtocolSMB, kSecAttrProtocolRTSP,
        kSecAttrProtocolRTSPProxy, kSecAttrProtocolDAAP, kSecAttrProtocolEPPC, kSecAttrProtocolIPP,
        kSecAttrProtocolNNTPS, kSecAttrProtocolLDAPS, kSecAttrProtocolTelnetS, kSecAttrProtocolIMAPS,
        kSecAttrProtocolIRCS, kSecAttrProtocolPOP3S,
    ].map { $0 as String })

    static let authenticationTypeValues: Set<String> = Set([
        kSecAttrAuthenticationTypeNTLM, kSecAttrAuthenticationTypeMSN, kSecAttrAuthenticationTypeDPA,
        kSecAttrAuthenticationTypeRPA, kSecAttrAuthenticationTypeHTTPBasic, kSecAttrAuthenticationTypeHTTPDigest,
        kSecAttrAuthenticationTypeHTMLForm, kSecAttrAuthenticationTypeDefault,
    ].map { $0 as String })

    static let attributes: [String: KeychainAttributeSpec] = {
        let both = storedClasses
        let generic: Set<String> = [genericPassword]
        let internet: Set<String> = [internetPassword]
        let table: [(CFString, KeychainAttributeSpec)] = [
            (kSecAttrAccount, .init(kind: .string, classes: both)),
            (kSecAttrService, .init(kind: .string, classes: generic)),
            (kSecAttrGeneric, .init(kind: .data, classes: generic)),
            (kSecAttrServer, .init(kind: .string, classes: internet)),
            (kSecAttrSecurityDomain, .init(kind: .string, classes: internet)),
            (kSecAttrProtocol, .init(kind: .choice(protocolValues), classes: internet)),
            (kSecAttrAuthenticationType, .init(kind: .choice(authenticationTypeValues), classes: internet)),
            (kSecAttrPort, .init(kind: .number, classes: internet)),
            (kSecAttrPath, .init(kind: .string, classes: internet)),
            (kSecAttrLabel, .init(kind: .string, classes: both)),
            (kSecAttrDescription, .init(kind: .string, classes: both)),
            (kSecAttrComment, .init(kind: .string, classes: both)),
            (kSecAttrCreator, .init(kind: .number, classes: both)),
            (kSecAttrType, .init(kind: .number, classes: both)),
            (kSecAttrIsInvisible, .init(kind: .bool, classes: both)),
            (kSecAttrIsNegative, .init(kind: .bool, classes: both)),
            (kSecAttrAccessible, .init(kind: .choice(accessibleValues), classes: both)),
            (kSecAttrAccessGroup, .init(kind: .string, classes: both)),
            (kSecAttrSynchronizable, .init(kind: .bool, classes: both)),
            (kSecAttrCreationDate, .init(kind: .date, classes: both, readOnly: true)),
            (kSecAttrModificationDate, .init(kind: .date, classes: both, readOnly: true)),
        ]
        return Dictionary(uniqueKeysWithValues: table.map { ($0.0 as String, $0.1) })
    }()

    /// The attributes that make an item unique within its class: adding a second item with equal values for all
    /// of them fails with `errSecDuplicateItem`.
    static func identity(of itemClass: String) -> [String] {
        let common = [kSecAttrAccessGroup, kSecAttrSynchronizable, kSecAttrAccount]
        let specific: [CFString] = itemClass == internetPassword
            ? [kSecAttrSecurityDomain, kSecAttrServer, kSecAttrProtocol, kSecAttrAuthenticationType, kSecAttrPort,
               kSecAttrPath]
            : [kSecAttrService]
        return (common + specific).map { $0 as String }
    }

    /// Converts `value` for the attribute `spec`, or nil when its type is wrong (a number for a string, an unknown
    /// protocol…). Accepts Swift values and their Foundation twins alike (`String`/`NSString`, `Bool`/`NSNumber`…).
    static func convert(_ value: Any, to spec: KeychainAttributeSpec) -> KeychainValue? {
        switch spec.kind {
        case .string:
            return (value as? String).map(KeychainValue.string)
        case .choice(let allowed):
            guard let s = value as? String, allowed.contains(s) else { return nil }
            return .string(s)
        case .data:
            return (value as? Data).map(KeychainValue.data)
        case .number:
            return integer(value).map(KeychainValue.number)
        case .bool:
            return boolean(value).map(KeychainValue.bool)
        case .date:
            return (value as? Date).map(KeychainValue.date)
        }
    }

    /// An integer from an `Int`, any other Swift integer or an `NSNumber` that holds an integer; nil otherwise
    /// (Booleans included).
    static func integer(_ value: Any) -> Int? {
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            return number.stringValue.contains(".") ? nil : Int(exactly: number.int64Value)
        }
        if value is Bool { return nil }
        if let integer = value as? any BinaryInteger { return Int(exactly: integer) }
        return nil
    }

    /// A Boolean from `Bool`, `CFBoolean`/`NSNumber` (0 or 1), or nil.
    static func boolean(_ value: Any) -> Bool? {
        if let b = value as? Bool { return b }
        if let number = value as? NSNumber {
            switch number.intValue { case 0: return false; case 1: return true; default: return nil }
        }
        return nil
    }
}
