// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading and writing one preferences property list (`Library/Preferences/<domain>.plist`) the way the app's
/// defaults must survive a crash: whole or not at all (docs/ARCHITECTURE.md, "Preferences and Settings").
///
/// Writes are atomic: the data goes to a temporary file beside the target, is flushed to the disk (`fsync`), then
/// renamed over the target, and the folder is flushed so the rename itself is durable. A process killed at any
/// moment leaves either the old file or the new one, never a torn one; at worst a stray temporary file, which the
/// next write replaces. Files are XML property lists (keys sorted, so equal contents give equal bytes).
package enum PreferencesFile {
    /// What reading a preferences file found.
    package enum Contents {
        /// No file: a fresh container, or defaults never written.
        case missing
        /// The file's top-level dictionary.
        case values([String: Any])
        /// The file could not be read as a dictionary; it was moved aside to `<file>.corrupt`.
        case corrupt
    }

    /// Reads `url`. A file that is not a property-list dictionary is renamed to `<name>.corrupt` (replacing an
    /// older one), a line is logged, and ``Contents/corrupt`` is returned: the app then starts with empty defaults.
    package static func read(_ url: URL) -> Contents {
        guard let data = FileManager.default.contents(atPath: url.path) else { return .missing }
        if let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
           let dictionary = plist as? [String: Any]
        {
            return .values(dictionary)
        }
        let aside = url.appendingPathExtension("corrupt")
        _ = unlink(aside.path)
        if rename(url.path, aside.path) != 0 {
            _ = unlink(url.path)
        }
        UIKitDiagnostics.log(
            "preferences: \(url.lastPathComponent) is not a property list dictionary; moved it aside to " +
            "\(aside.lastPathComponent) and starting with empty defaults")
        return .corrupt
    }

    /// The bytes ``write(_:to:)`` stores for `values` (an XML property list), or nil when a value is not a
    /// property-list type.
    package static func encode(_ values: Any) -> Data? {
        try? PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
    }

    /// Writes `values` to `url` atomically (see the type's summary), creating the folder when missing. Throws when
    /// a value is not a property-list type or the disk refuses.
    package static func write(_ values: [String: Any], to url: URL) throws {
        guard let data = encode(values) else { throw CocoaError(.propertyListWriteInvalid) }
        try writeAtomically(data, to: url)
    }

    /// Writes `data` to `url` through a temporary file, `fsync`, `rename` and a flush of the folder.
    package static func writeAtomically(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let failure = data.withUnsafeBytes { bytes in
            writeAtomically(bytes, to: url.path, through: temporary, folder: folder.path)
        }
        if failure != 0 { throw POSIXError(failure) }
    }

    /// The write itself, in system calls only (no allocation, no locks), so a forked child can run it: `bytes` to
    /// `temporary`, `fsync`, `rename` to `path`, `fsync` of `folder`. Returns 0 or the failing call's `errno`;
    /// on failure the temporary file is removed and `path` is untouched.
    package static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: UnsafePointer<CChar>,
                                        through temporary: UnsafePointer<CChar>,
                                        folder: UnsafePointer<CChar>) -> Int32
    {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return errno }
        var failure: Int32 = 0
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            offset += written
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temporary, path) != 0 { failure = errno }
        guard failure == 0 else {
            _ = unlink(temporary)
            return failure
        }
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            _ = fsync(folderFD)
            close(folderFD)
        }
        return 0
    }
}

private extension POSIXError {
    init(_ code: Int32) { self.init(POSIXErrorCode(rawValue: code) ?? .EIO) }
}
