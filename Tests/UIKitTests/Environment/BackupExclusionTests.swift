// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UIKit

/// `URLResourceValues.isExcludedFromBackup` is stored on the file and reads back (docs/ARCHITECTURE.md, "App
/// container and sandbox"); corelibs alone drops it.
@Suite("Backup exclusion")
struct BackupExclusionTests {
    init() { BackupExclusion.install() }

    private func scratchFile() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("backup-\(UUID().uuidString).dat")
        try Data("x".utf8).write(to: url)
        return url
    }

    private func stored(_ url: URL) throws -> Bool? {
        // A fresh URL value: nothing cached from the write.
        try URL(fileURLWithPath: url.path).resourceValues(forKeys: [.isExcludedFromBackupKey]).isExcludedFromBackup
    }

    @Test("Setting the flag through URL.setResourceValues marks the file; a fresh URL reads it back; unset clears it")
    func roundTrip() throws {
        var url = try scratchFile()
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try stored(url) == false)
        var values = URLResourceValues()
        values.isExcludedFromBackup = true
        try url.setResourceValues(values)
        #expect(try stored(url) == true)
        #expect(BackupExclusion.isExcluded(url) == true)
        values.isExcludedFromBackup = false
        try url.setResourceValues(values)
        #expect(try stored(url) == false)
        #expect(BackupExclusion.isExcluded(url) == false)
    }

    @Test("Other keys read as before, the flag only when asked; a missing file still throws")
    func otherKeysAndErrors() throws {
        let url = try scratchFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let size = try url.resourceValues(forKeys: [.fileSizeKey])
        #expect(size.fileSize == 1)
        #expect(size.isExcludedFromBackup == nil)
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/file")
        #expect(throws: (any Error).self) { _ = try missing.resourceValues(forKeys: [.fileSizeKey, .isExcludedFromBackupKey]) }
        #expect(BackupExclusion.isExcluded(missing) == nil)
    }

    @Test("A folder (Library/Caches-style) can be excluded too")
    func folders() throws {
        var folder = FileManager.default.temporaryDirectory.appendingPathComponent("backup-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var values = URLResourceValues()
        values.isExcludedFromBackup = true
        try folder.setResourceValues(values)
        #expect(try stored(folder) == true)
    }
}
