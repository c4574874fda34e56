// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import Security

/// A fresh keychain folder for one test, owned by `app`; calls `body` with the folder while the keychain points
/// there, then restores the default lookup and removes the folder. Tests that change the keychain's location
/// serialise on one lock (the location is process-wide, as an app's keychain is).
func withKeychain<T>(app: String = "com.example.first", _ body: (URL) throws -> T) rethrows -> T {
    KeychainTestLock.lock.lock()
    defer { KeychainTestLock.lock.unlock() }
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("keychain-test-\(UUID().uuidString)", isDirectory: true)
    KeychainLocation.override(directory: folder, applicationIdentifier: app)
    defer {
        KeychainLocation.override(directory: nil, applicationIdentifier: nil)
        try? FileManager.default.removeItem(at: folder)
    }
    return try body(folder)
}

/// Switches the app that owns the keychain calls, keeping the folder.
func become(_ app: String, in folder: URL) {
    KeychainLocation.override(directory: folder, applicationIdentifier: app)
}

enum KeychainTestLock {
    static let lock = NSRecursiveLock()
}
