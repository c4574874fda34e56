// SPDX-License-Identifier: Apache-2.0

import Foundation
import Security
import Testing

/// The app idioms of Apple's keychain documentation and common wrappers, unchanged.
@Suite("SecItem calls")
struct SecItemTests {
    private func addPassword(_ password: String, account: String = "me", service: String = "login") -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecAttrService as String: service,
            kSecValueData as String: Data(password.utf8),
        ]
        return SecItemAdd(query as CFDictionary, nil)
    }

    @Test func `a generic password added is read back as Data`() {
        withKeychain { _ in
            #expect(addPassword("hunter2") == errSecSuccess)
            let query: [String: Any] = [
                kSecClass as String: kSecClassGenericPassword,
                kSecAttrAccount as String: "me",
                kSecAttrService as String: "login",
                kSecReturnData as String: kCFBooleanTrue!,
                kSecMatchLimit as String: kSecMatchLimitOne,
            ]
            var item: CFTypeRef?
            let status = SecItemCopyMatching(query as CFDictionary, &item)
            #expect(status == errSecSuccess)
            #expect(status == noErr)
            let data = item as? Data
            #expect(data.map { String(decoding: $0, as: UTF8.self) } == "hunter2")
        }
    }

    @Test func `adding the same account and service twice is a duplicate`() {
        withKeychain { _ in
            #expect(addPassword("one") == errSecSuccess)
            #expect(addPassword("two") == errSecDuplicateItem)
            #expect(addPassword("two", service: "other") == errSecSuccess)
        }
    }

    @Test func `searching for what is not there finds nothing and leaves the result nil`() {
        withKeychain { _ in
            var item: CFTypeRef? = "stale" as NSString
            let query = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "nobody",
                         kSecReturnData: true] as CFDictionary
            #expect(SecItemCopyMatching(query, &item) == errSecItemNotFound)
            #expect(item == nil)
        }
    }

    @Test func `attributes come back as a dictionary and all matches as an array`() throws {
        try withKeychain { _ in
            #expect(addPassword("a", account: "ann") == errSecSuccess)
            #expect(addPassword("b", account: "bob") == errSecSuccess)
            var item: CFTypeRef?
            let one: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                      kSecAttrAccount as String: "bob", kSecReturnAttributes as String: true]
            #expect(SecItemCopyMatching(one as CFDictionary, &item) == errSecSuccess)
            let attributes = try #require(item as? [String: Any])
            #expect(attributes[kSecAttrAccount as String] as? String == "bob")
            #expect(attributes[kSecAttrService as String] as? String == "login")
            #expect(attributes[kSecAttrAccessGroup as String] as? String == "com.example.first")
            #expect(attributes[kSecAttrCreationDate as String] is Date)
            #expect(attributes[kSecValueData as String] == nil)

            let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                      kSecMatchLimit as String: kSecMatchLimitAll,
                                      kSecReturnAttributes as String: kCFBooleanTrue!,
                                      kSecReturnData as String: kCFBooleanTrue!]
            #expect(SecItemCopyMatching(all as CFDictionary, &item) == errSecSuccess)
            let items = try #require(item as? [[String: Any]])
            #expect(items.compactMap { $0[kSecAttrAccount as String] as? String } == ["ann", "bob"])
            #expect(items.compactMap { ($0[kSecValueData as String] as? Data).map { String(decoding: $0, as: UTF8.self) } }
                    == ["a", "b"])
        }
    }

    @Test func `an update changes the secret and a delete removes the item`() {
        withKeychain { _ in
            #expect(addPassword("old") == errSecSuccess)
            let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me"]
            let change: [String: Any] = [kSecValueData as String: Data("new".utf8)]
            #expect(SecItemUpdate(query as CFDictionary, change as CFDictionary) == errSecSuccess)
            var item: CFTypeRef?
            var read = query
            read[kSecReturnData as String] = true
            #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecSuccess)
            #expect((item as? Data) == Data("new".utf8))

            let missing: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "x"]
            #expect(SecItemUpdate(missing as CFDictionary, change as CFDictionary) == errSecItemNotFound)
            #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
            #expect(SecItemDelete(query as CFDictionary) == errSecItemNotFound)
            #expect(SecItemCopyMatching(read as CFDictionary, &item) == errSecItemNotFound)
        }
    }

    @Test func `an update that would make two items alike is refused and changes nothing`() {
        withKeychain { _ in
            #expect(addPassword("a", account: "ann") == errSecSuccess)
            #expect(addPassword("b", account: "bob") == errSecSuccess)
            let bob = [kSecClass: kSecClassGenericPassword, kSecAttrAccount: "bob"] as CFDictionary
            let toAnn = [kSecAttrAccount: "ann"] as CFDictionary
            #expect(SecItemUpdate(bob, toAnn) == errSecDuplicateItem)
            #expect(SecItemCopyMatching(bob, nil) == errSecSuccess)
        }
    }

    @Test func `internet passwords are told apart by server, protocol and port`() throws {
        try withKeychain { _ in
            func add(_ server: String, _ port: Int, _ secret: String) -> OSStatus {
                let query: [String: Any] = [
                    kSecClass as String: kSecClassInternetPassword, kSecAttrServer as String: server,
                    kSecAttrProtocol as String: kSecAttrProtocolHTTPS, kSecAttrPort as String: port,
                    kSecAttrPath as String: "/login", kSecAttrAccount as String: "me",
                    kSecValueData as String: Data(secret.utf8),
                ]
                return SecItemAdd(query as CFDictionary, nil)
            }
            #expect(add("example.com", 443, "a") == errSecSuccess)
            #expect(add("example.com", 8443, "b") == errSecSuccess)
            #expect(add("example.com", 443, "c") == errSecDuplicateItem)
            var item: CFTypeRef?
            let query: [String: Any] = [kSecClass as String: kSecClassInternetPassword,
                                        kSecAttrServer as String: "example.com", kSecAttrPort as String: 8443,
                                        kSecReturnData as String: true, kSecReturnAttributes as String: true]
            #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
            let found = try #require(item as? [String: Any])
            #expect(found[kSecValueData as String] as? Data == Data("b".utf8))
            #expect(found[kSecAttrPort as String] as? Int == 8443)
            #expect(found[kSecAttrProtocol as String] as? String == kSecAttrProtocolHTTPS as String)
        }
    }

    @Test func `a persistent reference names its item`() throws {
        try withKeychain { _ in
            var ref: CFTypeRef?
            let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me",
                                      kSecValueData as String: Data("s".utf8), kSecReturnPersistentRef as String: true]
            #expect(SecItemAdd(add as CFDictionary, &ref) == errSecSuccess)
            let persistent = try #require(ref as? Data)
            #expect(addPassword("other", account: "you") == errSecSuccess)
            var item: CFTypeRef?
            let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                        kSecValuePersistentRef as String: persistent,
                                        kSecReturnData as String: true]
            #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
            #expect(item as? Data == Data("s".utf8))
        }
    }

    @Test func `error messages are Apple's`() {
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String?
                == "The specified item could not be found in the keychain.")
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) as String?
                == "The specified item already exists in the keychain.")
        #expect(SecCopyErrorMessageString(12345, nil) == nil)
    }
}
