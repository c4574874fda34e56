// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A PDF document read from data or a file: its pages, version, encryption and permissions.
///
/// Pages are drawn with ``CGContext/drawPDFPage(_:)``. Documents are parsed and rendered by poppler-glib, loaded at
/// run time: on a machine without it every initialiser returns nil with one log line. A document may be used from
/// several threads; calls on one document are serialised.
///
/// An encrypted document that opens with an empty password is unlocked at once, as in Quartz; one that needs a
/// password has ``isUnlocked`` false and no pages until ``unlockWithPassword(_:)`` succeeds.
public final class CGPDFDocument: @unchecked Sendable {
    private let library: PopplerDocuments
    private let bytes: UnsafeMutablePointer<CChar>
    private let byteCount: Int32
    private let lock = NSLock()
    private var document: OpaquePointer?

    /// Whether the document is encrypted (it needed a password, or it restricts printing or copying).
    public private(set) var isEncrypted: Bool

    /// Creates a document from the bytes `provider` supplies; nil (logged) when they are not a readable PDF.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.bytes else {
            Diagnostics.log("CGPDFDocument: the data provider has no bytes; returning nil")
            return nil
        }
        self.init(data: data, source: "data")
    }

    /// Creates a document from the file at `url`; nil (logged) when it cannot be read or is not a PDF.
    public convenience init?(_ url: CFURL) {
        let fileURL = url as URL
        guard let data = try? Data(contentsOf: fileURL) else {
            Diagnostics.log("CGPDFDocument: cannot read \(fileURL.path); returning nil")
            return nil
        }
        self.init(data: data, source: fileURL.path)
    }

    private init?(data: Data, source: String) {
        guard let library = PopplerDocuments.shared else { return nil }
        guard !data.isEmpty, data.count < Int(Int32.max) else {
            Diagnostics.log("CGPDFDocument: \(source) is empty or too large (\(data.count) bytes); returning nil")
            return nil
        }
        // poppler reads the bytes in place for the document's whole life.
        let bytes = UnsafeMutablePointer<CChar>.allocate(capacity: data.count)
        data.copyBytes(to: UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: data.count)
        switch library.open(bytes, count: Int32(data.count), password: nil) {
        case .document(let document):
            self.document = document
            let permissions = library.permissions?(document) ?? UInt32.max
            isEncrypted = permissions & (PopplerDocuments.okToPrint | PopplerDocuments.okToCopy)
                != PopplerDocuments.okToPrint | PopplerDocuments.okToCopy
        case .needsPassword:
            document = nil
            isEncrypted = true
        case .failed(let message):
            Diagnostics.log("CGPDFDocument: \(source) is not a readable PDF (\(message)); returning nil")
            bytes.deallocate()
            return nil
        }
        (self.library, self.bytes, self.byteCount) = (library, bytes, Int32(data.count))
    }

    deinit {
        if let document { library.unref(document) }
        bytes.deallocate()
    }

    /// Runs `body` with the open poppler document (nil while locked), holding the document's lock.
    package func withDocument<T>(_ body: (OpaquePointer?) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(document)
    }

    /// Whether the document's pages can be read: true unless it needs a password not yet given.
    public var isUnlocked: Bool { withDocument { $0 != nil } }

    /// The number of pages; 0 while the document is locked.
    public var numberOfPages: Int { withDocument { $0.map { Int(library.pageCount($0)) } ?? 0 } }

    /// Whether the document allows printing (false while locked).
    public var allowsPrinting: Bool { allows(PopplerDocuments.okToPrint) }

    /// Whether the document allows copying its content (false while locked).
    public var allowsCopying: Bool { allows(PopplerDocuments.okToCopy) }

    private func allows(_ permission: UInt32) -> Bool {
        withDocument { document in
            guard let document else { return false }
            return (library.permissions?(document) ?? UInt32.max) & permission != 0
        }
    }

    /// The page numbered `pageNumber`, counting from 1; nil for a number outside `1…numberOfPages` or while locked.
    /// The page keeps the document alive.
    public func page(at pageNumber: Int) -> CGPDFPage? {
        withDocument { document -> CGPDFPage? in
            guard let document, pageNumber >= 1, pageNumber <= Int(library.pageCount(document)) else { return nil }
            guard let handle = library.getPage(document, Int32(pageNumber - 1)) else { return nil }
            return CGPDFPage(document: self, handle: handle, pageNumber: pageNumber, library: library)
        }
    }

    /// Tries `password` (as the user or owner password); true when the document is, or now is, unlocked.
    public func unlockWithPassword(_ password: UnsafePointer<Int8>) -> Bool {
        let text = String(cString: password)
        return withDocument { document in
            if document != nil { return true }
            guard case .document(let opened) = library.open(bytes, count: byteCount, password: text) else {
                return false
            }
            self.document = opened
            return true
        }
    }

    /// The PDF version the document declares (`%PDF-1.5` gives 1 and 5); 0 and 0 when unknown.
    public func getVersion(majorVersion: UnsafeMutablePointer<Int32>, minorVersion: UnsafeMutablePointer<Int32>) {
        var major: UInt32 = 0, minor: UInt32 = 0
        withDocument { document in
            if let document { library.version?(document, &major, &minor) }
        }
        majorVersion.pointee = Int32(clamping: major)
        minorVersion.pointee = Int32(clamping: minor)
    }
}
