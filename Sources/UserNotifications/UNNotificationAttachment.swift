// SPDX-License-Identifier: Apache-2.0
//
// A file shown with a notification.

import Foundation

/// An image, audio or video file displayed with a notification.
///
/// `init(identifier:url:options:)` checks the file as iOS does: a file URL (`attachmentInvalidURL`), an existing
/// file (`attachmentNotInDataStore`), a known type from the extension or `UNNotificationAttachmentOptionsTypeHintKey`
/// (`attachmentUnrecognizedType`), and Apple's size limits — images 10 MB, audio 5 MB, video 50 MB
/// (`attachmentInvalidFileSize`).
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
    /// The attachment's identifier (a UUID when it was made with an empty one).
    public let identifier: String
    /// The file's URL.
    public let url: URL
    /// The file's uniform type identifier (`public.png`, `public.mp3`, …).
    public let type: String

    private static let limits: [String: Int] = ["image": 10_000_000, "audio": 5_000_000, "movie": 50_000_000]
    private static let types: [String: (uti: String, kind: String)] = [
        "png": ("public.png", "image"), "jpg": ("public.jpeg", "image"), "jpeg": ("public.jpeg", "image"),
        "gif": ("com.compuserve.gif", "image"), "heic": ("public.heic", "image"),
        "aif": ("public.aiff-audio", "audio"), "aiff": ("public.aiff-audio", "audio"), "wav": ("com.microsoft.waveform-audio", "audio"),
        "mp3": ("public.mp3", "audio"), "m4a": ("public.mpeg-4-audio", "audio"), "caf": ("com.apple.coreaudio-format", "audio"),
        "mpg": ("public.mpeg", "movie"), "mpeg": ("public.mpeg", "movie"), "mp4": ("public.mpeg-4", "movie"),
        "m4v": ("com.apple.m4v-video", "movie"), "avi": ("public.avi", "movie"), "mov": ("com.apple.quicktime-movie", "movie"),
    ]

    /// An attachment of the file at `url`, or an error (`UNError`) when iOS would refuse it.
    public init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        guard URL.isFileURL else { throw UNError.make(.attachmentInvalidURL, "Invalid attachment file URL") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UNError.make(.attachmentNotInDataStore, "Invalid attachment: the file does not exist")
        }
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        let byExtension = Self.types[URL.pathExtension.lowercased()]
        let known = hint.flatMap { hint in Self.types.values.first { $0.uti == hint } } ?? byExtension
        guard let known else { throw UNError.make(.attachmentUnrecognizedType, "Unrecognized attachment file type") }
        let size = (try? FileManager.default.attributesOfItem(atPath: URL.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= Self.limits[known.kind, default: 0] else {
            throw UNError.make(.attachmentInvalidFileSize, "Invalid attachment file size")
        }
        self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
        self.url = URL
        self.type = known.uti
        super.init()
    }

    /// Attachments are immutable: the copy is the attachment.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Attachment option: the file's type identifier, when the extension does not say.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
/// Attachment option: whether the thumbnail is hidden (an `NSNumber` Boolean).
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// Attachment option: the part of an image shown as the thumbnail (a rectangle dictionary).
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// Attachment option: the frame or time of a movie shown as the thumbnail.
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"
