// SPDX-License-Identifier: Apache-2.0
//
// Type identifiers as iOS apps write them, in Swift 5 mode: the image picker's media types from Mobile Core
// Services' constants, a MIME type for an upload from a file's extension (the pre-iOS 14 functions), and the
// iOS 14 `UTType` form of both.

import MobileCoreServices
import Testing
import UIKit
import UniformTypeIdentifiers

enum UploadHelper {
    /// The MIME type an upload sends for `url`, the way apps wrote it before iOS 14.
    static func legacyMIMEType(for url: URL) -> String {
        let pathExtension = url.pathExtension
        if let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, pathExtension as NSString, nil)?.takeRetainedValue() {
            if let mimetype = UTTypeCopyPreferredTagWithClass(uti, kUTTagClassMIMEType)?.takeRetainedValue() {
                return mimetype as String
            }
        }
        return "application/octet-stream"
    }

    /// The same with iOS 14's `UTType`.
    static func mimeType(for url: URL) -> String {
        UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "application/octet-stream"
    }

    static func isImage(_ url: URL) -> Bool {
        guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
        return type.conforms(to: .image)
    }
}

@Suite("Source compatibility: type identifiers")
@MainActor
struct TypeIdentifierIdiomsTests {
    @Test("The picker's media types from kUTType constants, MIME types from extensions both ways")
    func typeIdentifierIdioms() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(picker.mediaTypes == ["public.image", "public.movie"])
        let photo = URL(fileURLWithPath: "/tmp/photo.JPG")
        #expect(UploadHelper.legacyMIMEType(for: photo) == "image/jpeg")
        #expect(UploadHelper.mimeType(for: photo) == "image/jpeg")
        #expect(UploadHelper.legacyMIMEType(for: URL(fileURLWithPath: "/tmp/a.unknownext")) == "application/octet-stream")
        #expect(UploadHelper.isImage(photo) && !UploadHelper.isImage(URL(fileURLWithPath: "/tmp/notes.txt")))
    }
}
