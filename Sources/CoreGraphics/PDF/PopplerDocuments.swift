// SPDX-License-Identifier: Apache-2.0
//
// poppler-glib's document API, loaded with dlopen like VectorDocument's renderers (docs/ARCHITECTURE.md,
// "Reading PDF documents").

import Foundation

/// The poppler-glib functions behind ``CGPDFDocument``, ``CGPDFPage`` and the PDF images of `VectorDocument`: open a document (with a password), count
/// and fetch pages, read boxes, version and permissions, and render a page into a Cairo context.
///
/// poppler's objects are not thread-safe; ``CGPDFDocument`` serialises every call on one document.
final class PopplerDocuments: @unchecked Sendable {
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutableRawPointer?>
    typealias NewFromData = @convention(c) (UnsafeMutablePointer<CChar>?, Int32, UnsafePointer<CChar>?,
                                            ErrorOut?) -> OpaquePointer?
    typealias PageCount = @convention(c) (OpaquePointer?) -> Int32
    typealias GetPage = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
    typealias PageSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?,
                                         UnsafeMutablePointer<Double>?) -> Void
    typealias CropBox = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Double>?) -> Void
    typealias RenderPage = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
    typealias Version = @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?,
                                        UnsafeMutablePointer<UInt32>?) -> Void
    typealias Permissions = @convention(c) (OpaquePointer?) -> UInt32

    /// poppler's `POPPLER_ERROR_ENCRYPTED`: the document needs a password.
    static let encryptedErrorCode: Int32 = 1
    /// `POPPLER_PERMISSIONS_OK_TO_PRINT` and `…_OK_TO_COPY`.
    static let okToPrint: UInt32 = 1 << 0, okToCopy: UInt32 = 1 << 2

    let newFromData: NewFromData
    let pageCount: PageCount
    let getPage: GetPage
    let pageSize: PageSize
    let cropBox: CropBox
    let renderPage: RenderPage
    let version: Version?
    let permissions: Permissions?
    let unref: GLib.Unref
    let errorFree: GLib.ErrorFree?

    /// The library, or nil (logged once) when poppler-glib is not installed.
    static let shared: PopplerDocuments? = {
        guard let library = DynamicLibrary(["libpoppler-glib.so.8", "libpoppler-glib.so"]),
            let newFromData = library.symbol("poppler_document_new_from_data", as: NewFromData.self),
            let pageCount = library.symbol("poppler_document_get_n_pages", as: PageCount.self),
            let getPage = library.symbol("poppler_document_get_page", as: GetPage.self),
            let pageSize = library.symbol("poppler_page_get_size", as: PageSize.self),
            let cropBox = library.symbol("poppler_page_get_crop_box", as: CropBox.self),
            let renderPage = library.symbol("poppler_page_render", as: RenderPage.self),
            let unref = library.symbol("g_object_unref", as: GLib.Unref.self)
        else {
            Diagnostics.log("poppler-glib (libpoppler-glib.so.8, Debian package libpoppler-glib8) is not installed; "
                + "PDF documents and PDF images are unavailable (scripts/install-deps)")
            return nil
        }
        return PopplerDocuments(
            newFromData: newFromData, pageCount: pageCount, getPage: getPage, pageSize: pageSize, cropBox: cropBox,
            renderPage: renderPage, version: library.symbol("poppler_document_get_pdf_version", as: Version.self),
            permissions: library.symbol("poppler_document_get_permissions", as: Permissions.self), unref: unref,
            errorFree: library.symbol("g_error_free", as: GLib.ErrorFree.self))
    }()

    private init(newFromData: NewFromData, pageCount: PageCount, getPage: GetPage, pageSize: PageSize,
                 cropBox: CropBox, renderPage: RenderPage, version: Version?, permissions: Permissions?,
                 unref: GLib.Unref, errorFree: GLib.ErrorFree?)
    {
        (self.newFromData, self.pageCount, self.getPage, self.pageSize) = (newFromData, pageCount, getPage, pageSize)
        (self.cropBox, self.renderPage, self.version, self.permissions) = (cropBox, renderPage, version, permissions)
        (self.unref, self.errorFree) = (unref, errorFree)
    }

    /// The outcome of opening a document's bytes.
    enum Opened {
        case document(OpaquePointer)
        case needsPassword
        case failed(String)
    }

    /// Opens the document in `bytes` (which must outlive it) with `password` (nil: none).
    func open(_ bytes: UnsafeMutablePointer<CChar>, count: Int32, password: String?) -> Opened {
        var error: UnsafeMutableRawPointer?
        let document = password.map { password in
            password.withCString { newFromData(bytes, count, $0, &error) }
        } ?? newFromData(bytes, count, nil, &error)
        if let document { return .document(document) }
        // struct GError { GQuark domain; gint code; gchar *message; }
        let code = error?.load(fromByteOffset: 4, as: Int32.self)
        let message = GLib.consume(error, free: errorFree)
        return code == Self.encryptedErrorCode ? .needsPassword : .failed(message)
    }
}
