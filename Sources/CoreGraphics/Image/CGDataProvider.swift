// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A source of bytes for images and fonts.
///
/// Touchstone's providers hold their bytes in memory (`Data`), which covers Apple's data, URL and file forms. A
/// decoded image's provider may instead make its bytes on first use (the pixels of an image loaded header first).
public final class CGDataProvider: @unchecked Sendable {
    /// The provider's bytes, made on first use by a deferred provider (once, under a lock: images are drawn
    /// from several threads).
    package var bytes: Data? {
        lock.lock()
        defer { lock.unlock() }
        if let make = pending {
            pending = nil
            stored = make()
        }
        return stored
    }

    /// Whether the bytes exist yet: false only for a deferred provider nobody has read.
    package var hasBytes: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending == nil
    }

    private let lock = NSLock()
    private var stored: Data?
    private var pending: (@Sendable () -> Data?)?

    /// A provider whose bytes `make` produces on first use (nil when it fails).
    package init(deferred make: @escaping @Sendable () -> Data?) { self.pending = make }

    /// A copy of the provider's bytes, as Apple's `CGDataProvider.data` (`CGDataProviderCopyData`).
    public var data: CFData? { bytes.map { $0 as NSData } }

    /// Creates a provider over a copy of `data`: `CGDataProvider(data: data as CFData)`.
    public convenience init?(data: CFData) { self.init(data: data as Data) }

    /// Creates a provider over `data` (a Swift-value convenience; Apple's form takes a ``CFData``).
    public init?(data: Data) { self.stored = data }

    /// Creates a provider over the contents of the file at `url`, or returns nil when it cannot be read (logged).
    public init?(url: URL) {
        guard let bytes = try? Data(contentsOf: url) else {
            Diagnostics.log("CGDataProvider(url:): cannot read \(url.path); returning nil")
            return nil
        }
        self.stored = bytes
    }

    /// Creates a provider over the contents of the file at `url`: `CGDataProvider(url: url as CFURL)`.
    public convenience init?(url: CFURL) { self.init(url: url as URL) }

    /// Creates a provider over the file at `filename`.
    public convenience init?(filename: String) { self.init(url: URL(fileURLWithPath: filename)) }
}

/// Receives bytes written by a PDF context or an image encoder.
public final class CGDataConsumer: @unchecked Sendable {
    package let append: (UnsafeRawBufferPointer) -> Void
    package let finish: () -> Void

    /// A consumer that appends to `data` in place: `CGDataConsumer(data: mutableData as CFMutableData)`.
    public init?(data: CFMutableData) {
        self.append = { buffer in
            if let base = buffer.baseAddress { data.append(base, length: buffer.count) }
        }
        self.finish = {}
    }

    /// A consumer that writes a file at `url` (created or truncated); nil when the file cannot be opened (logged).
    public init?(url: URL) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = try? FileHandle(forWritingTo: url)
        else {
            Diagnostics.log("CGDataConsumer(url:): cannot open \(url.path) for writing; returning nil")
            return nil
        }
        self.append = { buffer in handle.write(Data(buffer)) }
        self.finish = { try? handle.close() }
    }

    /// A consumer that writes a file at `url`: `CGDataConsumer(url: url as CFURL)`.
    public convenience init?(url: CFURL) { self.init(url: url as URL) }
}
