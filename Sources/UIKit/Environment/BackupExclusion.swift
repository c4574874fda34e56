// SPDX-License-Identifier: Apache-2.0
//
// `URLResourceValues.isExcludedFromBackup`, stored (docs/ARCHITECTURE.md, "App container and sandbox").

import CProcessHooks
import Foundation

/// Keeps `isExcludedFromBackup` (guide §6.1: what iCloud and iTunes backups skip) on the file itself, as iOS does:
/// swift-corelibs-foundation accepts the key and drops it. After `URL.setResourceValues(_:)` succeeds with the
/// flag set, the file gets the extended attribute `com.apple.metadata:com_apple_backup_excludeItem` (Apple's name,
/// in Linux's `user.` namespace); `URL.resourceValues(forKeys:)` with `.isExcludedFromBackupKey` answers whether
/// the file has it (false when not). Installed by ``install()`` through the Foundation hooks
/// (`CProcessHooks/FoundationSwiftHooks.c`), so app code compiles and runs unchanged.
///
/// A file system without user extended attributes (or a file the app may not change) logs a line and keeps
/// nothing. `NSURL.setResourceValue(_:forKey:)` (Objective-C-era code) keeps only its in-memory value: its methods
/// are dispatched through the class's table, out of the hooks' reach.
package enum BackupExclusion {
    private static let installation: Void = {
        guard MemoryLayout<URL>.size == MemoryLayout<touchstone_two_words>.size,
              MemoryLayout<URLResourceValues>.size == MemoryLayout<touchstone_two_words>.size,
              MemoryLayout<Set<URLResourceKey>>.size == MemoryLayout<UnsafeRawPointer>.size
        else {
            UIKitDiagnostics.log("isExcludedFromBackup: this Foundation's URL values have another layout; the flag is not stored")
            return
        }
        var hooks = touchstone_resource_value_hooks(
            after_read: { keys, first, second, result in
                BackupExclusion.afterRead(keys: keys, url: (first, second), result: result)
            },
            after_write: { url, first, second in BackupExclusion.afterWrite(url: url, values: (first, second)) })
        touchstone_set_resource_value_hooks(&hooks)
    }()

    /// Installs the hooks, once per process.
    package static func install() { _ = installation }

    /// Whether the file at `url` is marked excluded from backup; nil when it cannot be read.
    package static func isExcluded(_ url: URL) -> Bool? {
        guard url.isFileURL else { return nil }
        let answer = url.withUnsafeFileSystemRepresentation { $0.map { touchstone_backup_exclusion($0) } ?? -1 }
        return answer < 0 ? nil : answer == 1
    }

    /// Marks or unmarks the file at `url`; logs and returns false when the file system cannot keep the mark.
    @discardableResult
    package static func setExcluded(_ excluded: Bool, for url: URL) -> Bool {
        guard url.isFileURL else { return false }
        let failure = url.withUnsafeFileSystemRepresentation {
            $0.map { touchstone_set_backup_exclusion($0, excluded ? 1 : 0) } ?? EINVAL
        }
        guard failure == 0 else {
            UIKitDiagnostics.log("isExcludedFromBackup: cannot mark \(url.path) (\(String(cString: strerror(failure)))); not stored")
            return false
        }
        return true
    }

    private static func afterRead(keys: UnsafeMutableRawPointer?, url: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?),
                                  result: UnsafeMutablePointer<touchstone_two_words>)
    {
        let asked = withUnsafeBytes(of: keys) { $0.load(as: Set<URLResourceKey>.self) }
        guard asked.contains(.isExcludedFromBackupKey) else { return }
        let target = withUnsafeBytes(of: url) { $0.load(as: URL.self) }
        guard let excluded = isExcluded(target) else { return }
        UnsafeMutableRawPointer(result).assumingMemoryBound(to: URLResourceValues.self).pointee.isExcludedFromBackup = excluded
    }

    private static func afterWrite(url: UnsafeMutableRawPointer, values: (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)) {
        let written = withUnsafeBytes(of: values) { $0.load(as: URLResourceValues.self) }
        guard let excluded = written.isExcludedFromBackup else { return }
        setExcluded(excluded, for: url.assumingMemoryBound(to: URL.self).pointee)
    }
}
