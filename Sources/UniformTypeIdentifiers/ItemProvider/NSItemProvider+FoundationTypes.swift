// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Strings are read from and written as UTF-8 plain text, as on iOS; `String` loads through this conformance.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// UTF-8 plain text, then any plain text and any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.utf8-plain-text", "public.plain-text", "public.text"]
    }

    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    /// The string `data` holds as UTF-8; throws ``NSItemProvider/ErrorCode/unexpectedValueClassError`` when it is
    /// not UTF-8 (or the receiver is a subclass, which Touchstone cannot create).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let string = NSString(string: text) as? Self else {
            throw NSItemProvider.error(.unexpectedValueClassError, "The data of type \(typeIdentifier) is not UTF-8 text")
        }
        return string
    }

    /// The string as UTF-8, for any type asked.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data(String(describing: self).utf8), nil)
        return nil
    }
}

/// URLs are written as their absolute string (`public.url`, and `public.file-url` for a file URL) and read from
/// such a string; `URL` loads through this conformance.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    /// `public.url` (file URLs conform to it).
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// `public.url`.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    /// A file URL writes `public.file-url` first, then `public.url`.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? ["public.file-url", "public.url"] : ["public.url"]
    }

    /// The URL whose absolute string `data` holds as UTF-8; throws
    /// ``NSItemProvider/ErrorCode/unexpectedValueClassError`` when it is not one.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            !text.isEmpty, let url = NSURL(string: text) as? Self
        else {
            throw NSItemProvider.error(.unexpectedValueClassError, "The data of type \(typeIdentifier) is not a URL")
        }
        return url
    }

    /// The absolute string as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress? {
        completionHandler(Data((absoluteString ?? "").utf8), nil)
        return nil
    }
}
