// SPDX-License-Identifier: Apache-2.0

import Crypto
import Foundation

/// The keychain's engine behind the `SecItem…` functions: one call at a time per process (Apple's keychain calls
/// are thread-safe), each reading the app's file, acting on its items and writing it back when they changed.
enum KeychainStore {
    private static let lock = NSLock()

    /// Runs `body` on the current app's items under the process-wide lock and writes them back if `body` changed
    /// them. Returns `body`'s result code, or the failure's (logged).
    static func perform(_ operation: String,
                        _ body: (inout [KeychainItem], _ app: String) throws(KeychainFailure) -> OSStatus) -> OSStatus
    {
        lock.lock()
        defer { lock.unlock() }
        do throws(KeychainFailure) {
            guard let directory = KeychainLocation.directory() else {
                throw KeychainFailure(status: errSecNotAvailable, reason: "no keychain folder (HOME is unset)")
            }
            let app = KeychainLocation.applicationIdentifier()
            let deviceKey: SymmetricKey
            do { deviceKey = try AtomicFile.deviceKey(in: directory) } catch {
                throw KeychainFailure(status: errSecNotAvailable, reason: "no device key in \(directory.path): \(error)")
            }
            let file = KeychainFile(applicationIdentifier: app, directory: directory, deviceKey: deviceKey)
            let before = file.read()
            var items = before
            let status = try body(&items, app)
            if items != before { try file.write(items) }
            return status
        } catch {
            if error.status != errSecItemNotFound && error.status != errSecDuplicateItem {
                SecurityDiagnostics.log("\(operation): \(error.reason); returning \(error.status)")
            }
            return error.status
        }
    }

    /// A new persistent reference: 16 random bytes.
    static func newPersistentRef() -> Data {
        SymmetricKey(size: .bits128).withUnsafeBytes { Data($0) }
    }

    /// The indices of `items` that `query` selects, in stored order, at most `query.limit` of them.
    static func matches(of query: KeychainQuery, in items: [KeychainItem]) -> [Int] {
        let all = items.indices.filter { items[$0].matches(query) }
        guard let limit = query.limit else { return all }
        return Array(all.prefix(limit))
    }

    /// What a search returns for `found` under `query`: one result, or an array when the limit is not one.
    static func result(of found: [KeychainItem], for query: KeychainQuery) -> AnyObject? {
        guard query.returnsSomething else { return nil }
        if query.limit == 1, let item = found.first { return item.result(for: query) }
        return found.compactMap { $0.result(for: query) } as NSArray
    }
}
