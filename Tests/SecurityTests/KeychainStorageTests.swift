// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import Security
import Testing

/// Where and how the keychain stores items: per app, encrypted, atomically, refusing bad queries.
@Suite("Keychain storage")
struct KeychainStorageTests {
    private let genericQuery: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                               kSecAttrAccount as String: "me",
                                               kSecReturnData as String: true]

    private func add(_ secret: String) -> OSStatus {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "me",
                                    kSecValueData as String: Data(secret.utf8)]
        return SecItemAdd(query as CFDictionary, nil)
    }

    @Test func `one app cannot read another app's items`() throws {
        try withKeychain(app: "com.example.first") { folder in
            #expect(add("first's secret") == errSecSuccess)
            become("com.example.second", in: folder)
            var item: CFTypeRef?
            #expect(SecItemCopyMatching(genericQuery as CFDictionary, &item) == errSecItemNotFound)
            #expect(add("second's secret") == errSecSuccess)

            // Copying the first app's file over the second's does not give the second app its items: the file is
            // sealed for the first app and is moved aside.
            let first = KeychainLocation.keychainFile(of: "com.example.first", in: folder)
            let second = KeychainLocation.keychainFile(of: "com.example.second", in: folder)
            try FileManager.default.removeItem(at: second)
            try FileManager.default.copyItem(at: first, to: second)
            #expect(SecItemCopyMatching(genericQuery as CFDictionary, &item) == errSecItemNotFound)

            become("com.example.first", in: folder)
            #expect(SecItemCopyMatching(genericQuery as CFDictionary, &item) == errSecSuccess)
            #expect(item as? Data == Data("first's secret".utf8))
        }
    }

    @Test func `items are encrypted on disk, under a private device key outside the app's folder`() throws {
        try withKeychain { folder in
            #expect(add("plain-text-secret") == errSecSuccess)
            let file = KeychainLocation.keychainFile(of: "com.example.first", in: folder)
            let bytes = try Data(contentsOf: file)
            #expect(bytes.range(of: Data("plain-text-secret".utf8)) == nil)
            #expect(bytes.range(of: Data("acct".utf8)) == nil)
            let key = folder.appendingPathComponent("device.key")
            let attributes = try FileManager.default.attributesOfItem(atPath: key.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(try Data(contentsOf: key).count == 32)
            #expect(!key.path.hasPrefix(file.deletingLastPathComponent().path))
            // No temporary files are left behind by the atomic write.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            #expect(leftovers == ["items.keychain"])
        }
    }

    @Test func `a corrupt keychain file is moved aside and the keychain starts empty`() throws {
        try withKeychain { folder in
            #expect(add("secret") == errSecSuccess)
            let file = KeychainLocation.keychainFile(of: "com.example.first", in: folder)
            var bytes = try Data(contentsOf: file)
            bytes[bytes.count - 1] ^= 0xFF
            try bytes.write(to: file)
            #expect(SecItemCopyMatching(genericQuery as CFDictionary, nil) == errSecItemNotFound)
            #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt"))
            #expect(add("again") == errSecSuccess)
        }
    }

    @Test func `malformed queries return errSecParam`() {
        withKeychain { _ in
            let noClass: [String: Any] = [kSecAttrAccount as String: "me", kSecValueData as String: Data()]
            #expect(SecItemAdd(noClass as CFDictionary, nil) == errSecParam)
            let unknownClass: [String: Any] = [kSecClass as String: "bogus", kSecAttrAccount as String: "me"]
            #expect(SecItemAdd(unknownClass as CFDictionary, nil) == errSecParam)
            let classNotString: [String: Any] = [kSecClass as String: 7]
            #expect(SecItemCopyMatching(classNotString as CFDictionary, nil) == errSecParam)
            let dataNotData: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                              kSecValueData as String: "a string, not Data"]
            #expect(SecItemAdd(dataNotData as CFDictionary, nil) == errSecParam)
            let accountNotString: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                                   kSecAttrAccount as String: 42]
            #expect(SecItemAdd(accountNotString as CFDictionary, nil) == errSecParam)
            let portNotNumber: [String: Any] = [kSecClass as String: kSecClassInternetPassword,
                                                kSecAttrPort as String: "443"]
            #expect(SecItemAdd(portNotNumber as CFDictionary, nil) == errSecParam)
            let serverOnGeneric: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                                  kSecAttrServer as String: "example.com"]
            #expect(SecItemAdd(serverOnGeneric as CFDictionary, nil) == errSecParam)
            let badLimit: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: "x"]
            #expect(SecItemCopyMatching(badLimit as CFDictionary, nil) == errSecParam)
            let unknownKey: [String: Any] = [kSecClass as String: kSecClassGenericPassword, "zzzz": 1]
            #expect(SecItemDelete(unknownKey as CFDictionary) == errSecParam)
            let classInChanges: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
            #expect(SecItemUpdate(classInChanges as CFDictionary, classInChanges as CFDictionary) == errSecParam)
            // Nothing was stored by any of them.
            let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword]
            #expect(SecItemCopyMatching(all as CFDictionary, nil) == errSecItemNotFound)
        }
    }

    @Test func `concurrent calls from many threads each take effect once`() {
        withKeychain { _ in
            DispatchQueue.concurrentPerform(iterations: 24) { i in
                let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                            kSecAttrAccount as String: "user\(i % 12)",
                                            kSecValueData as String: Data("\(i)".utf8)]
                _ = SecItemAdd(query as CFDictionary, nil)
            }
            var item: CFTypeRef?
            let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                      kSecMatchLimit as String: kSecMatchLimitAll, kSecReturnAttributes as String: true]
            #expect(SecItemCopyMatching(all as CFDictionary, &item) == errSecSuccess)
            #expect((item as? [[String: Any]])?.count == 12)
        }
    }
}
