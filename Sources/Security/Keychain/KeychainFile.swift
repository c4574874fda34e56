// SPDX-License-Identifier: Apache-2.0

import Crypto
import Foundation

/// An app's keychain file: its items as a property list, sealed with AES-GCM.
///
/// The key is derived (HKDF-SHA256) from the device key and the app's identifier, and the identifier is also the
/// seal's authenticated data, so one app's file opens with that app's key only: a file copied into another app's
/// folder fails to open there. Layout: the 8-byte magic `TSKC\0\0\0\u{1}`, then the sealed box (12-byte nonce,
/// ciphertext, 16-byte tag). Writes are atomic: a temporary file in the same folder, `fsync`, `rename`, then
/// `fsync` of the folder, so a crash leaves the old or the new file, never a torn one.
struct KeychainFile {
    static let magic = Data([0x54, 0x53, 0x4B, 0x43, 0, 0, 0, 1])

    let url: URL
    let applicationIdentifier: String
    let key: SymmetricKey

    /// The file of `applicationIdentifier` in `directory`, with its key derived from `deviceKey`.
    init(applicationIdentifier: String, directory: URL, deviceKey: SymmetricKey) {
        self.applicationIdentifier = applicationIdentifier
        url = KeychainLocation.keychainFile(of: applicationIdentifier, in: directory)
        key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: deviceKey, salt: Data("Touchstone keychain".utf8),
            info: Data(applicationIdentifier.utf8), outputByteCount: 32)
    }

    /// The stored items; none when the file does not exist. A file that cannot be opened (wrong key, damaged,
    /// not a keychain) is logged and moved aside to `items.keychain.corrupt`, and the keychain starts empty.
    func read() -> [KeychainItem] {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return [] }
        do {
            guard bytes.count > Self.magic.count, bytes.prefix(Self.magic.count) == Self.magic else {
                throw CocoaError(.fileReadCorruptFile)
            }
            let box = try AES.GCM.SealedBox(combined: bytes.dropFirst(Self.magic.count))
            let plain = try AES.GCM.open(box, using: key, authenticating: Data(applicationIdentifier.utf8))
            return try PropertyListDecoder().decode([KeychainItem].self, from: plain)
        } catch {
            let aside = url.appendingPathExtension("corrupt")
            try? FileManager.default.removeItem(at: aside)
            let moved = (try? FileManager.default.moveItem(at: url, to: aside)) != nil
            SecurityDiagnostics.log("the keychain file \(url.path) cannot be opened (\(error)); "
                + (moved ? "moved it to \(aside.lastPathComponent) and" : "could not move it aside;")
                + " starting with an empty keychain")
            return []
        }
    }

    /// Seals `items` and replaces the file atomically. Throws `errSecIO` (logged) when the folder or file cannot be
    /// written.
    func write(_ items: [KeychainItem]) throws(KeychainFailure) {
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let plain = try encoder.encode(items)
            let sealed = try AES.GCM.seal(plain, using: key, authenticating: Data(applicationIdentifier.utf8))
            guard let combined = sealed.combined else { throw CocoaError(.fileWriteUnknown) }
            try AtomicFile.write(Self.magic + combined, to: url)
        } catch {
            throw KeychainFailure(status: errSecIO, reason: "could not write \(url.path): \(error)")
        }
    }
}

/// Whole-file writes that a crash cannot tear, and the device key.
enum AtomicFile {
    /// Writes `data` to `url` (mode 0600) through a temporary file in the same folder, `fsync` and `rename`, then
    /// syncs the folder. Creates the folder (0700) if needed.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failed: Int32 = 0
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; failed = errno; return }
                offset += n
            }
        }
        if failed == 0, fsync(fd) != 0 { failed = errno }
        close(fd)
        if failed == 0, rename(temporary.path, url.path) != 0 { failed = errno }
        if failed != 0 {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failed) ?? .EIO)
        }
        let dirfd = open(folder.path, O_RDONLY | O_DIRECTORY)
        if dirfd >= 0 { fsync(dirfd); close(dirfd) }
    }

    /// The device key in `directory` (`device.key`, 32 bytes, mode 0600), created on first use. Two processes
    /// creating it at once agree: each writes a candidate and links it into place, and the loser reads the winner's.
    /// A key file of the wrong size is logged, moved aside (`device.key.corrupt`) and replaced, which leaves every
    /// existing keychain unreadable (each is then moved aside on its next read).
    static func deviceKey(in directory: URL) throws -> SymmetricKey {
        let url = KeychainLocation.deviceKeyFile(in: directory)
        if let bytes = FileManager.default.contents(atPath: url.path) {
            if bytes.count == 32 { return SymmetricKey(data: bytes) }
            let aside = url.appendingPathExtension("corrupt")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            SecurityDiagnostics.log("the device key \(url.path) has \(bytes.count) bytes, not 32; moved it aside and "
                + "made a new one (existing keychains can no longer be read)")
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let candidate = SymmetricKey(size: .bits256)
        let temporary = directory.appendingPathComponent(".device.key.\(UUID().uuidString)")
        try candidate.withUnsafeBytes { try write(Data($0), to: temporary) }
        defer { unlink(temporary.path) }
        if link(temporary.path, url.path) != 0, errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        guard let bytes = FileManager.default.contents(atPath: url.path), bytes.count == 32 else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return SymmetricKey(data: bytes)
    }
}
