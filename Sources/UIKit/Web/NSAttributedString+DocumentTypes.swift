// SPDX-License-Identifier: Apache-2.0

import Foundation

// Foundation on Linux declares none of the document reading names; on iOS UIKit's NSAttributedString.h does, so
// UIKit provides them here with Apple's raw values.

extension NSAttributedString {
    /// The kind of document an attributed string is read from (`NSDocumentTypeDocumentOption`'s values).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The type's name (`"NSHTML"`, `"NSPlainText"`, …).
        public let rawValue: String
        /// Wraps a type name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps a type name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text: the whole text in the default attributes (or ``DocumentReadingOptionKey/defaultAttributes``).
        public static let plain = DocumentType("NSPlainText")
        /// Rich Text Format: not read here (reading it throws `CocoaError.fileReadCorruptFile`).
        public static let rtf = DocumentType("NSRTF")
        /// Rich Text Format with attachments: not read here (reading it throws `CocoaError.fileReadCorruptFile`).
        public static let rtfd = DocumentType("NSRTFD")
        /// HTML, read as a static document: elements, inline styles and images become attributes; no scripts run.
        public static let html = DocumentType("NSHTML")
    }

    /// The options ``NSAttributedString/init(data:options:documentAttributes:)`` reads.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// Wraps an option name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps an option name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The ``DocumentType`` to read the data as; without it the type is guessed from the data.
        public static let documentType = DocumentReadingOptionKey("DocumentType")
        /// The text encoding of the data, a `String.Encoding` raw value (`UInt`, `Int` or `NSNumber`) or a
        /// `String.Encoding`. HTML without it uses its `<meta charset>`, else ISO Latin 1, as Apple's reader does.
        public static let characterEncoding = DocumentReadingOptionKey("CharacterEncoding")
        /// The attributes plain text is given (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey("DefaultAttributes")
        /// The URL relative links and images of an HTML document resolve against.
        public static let baseURL = DocumentReadingOptionKey("BaseURL")
        /// The IANA name of the data's encoding (`"utf-8"`), for HTML.
        public static let textEncodingName = DocumentReadingOptionKey("TextEncodingName")
        /// The folder an HTML document may read files (images) from; accepted, files are read from the base URL.
        public static let readAccessURL = DocumentReadingOptionKey("ReadAccessURL")
        /// How long an HTML load may take, in seconds; accepted and ignored (reading never waits on the network).
        public static let timeout = DocumentReadingOptionKey("Timeout")
    }

    /// The document-wide values reading fills in (and writing would take).
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// Wraps an attribute name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Wraps an attribute name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The ``DocumentType`` the data was read as.
        public static let documentType = DocumentAttributeKey("DocumentType")
        /// The encoding the text was read in (a `String.Encoding` raw value as `UInt`).
        public static let characterEncoding = DocumentAttributeKey("CharacterEncoding")
        /// The document's title (an HTML document's `<title>`).
        public static let title = DocumentAttributeKey("Title")
        /// The document's default tab interval, in points.
        public static let defaultTabInterval = DocumentAttributeKey("DefaultTabInterval")
        /// The document's background colour.
        public static let backgroundColor = DocumentAttributeKey("BackgroundColor")
        /// The document's author.
        public static let author = DocumentAttributeKey("Author")
        /// The document's keywords.
        public static let keywords = DocumentAttributeKey("Keywords")
        /// The document's subject.
        public static let subject = DocumentAttributeKey("Subject")
        /// The document's comment.
        public static let comment = DocumentAttributeKey("Comment")
        /// The paper size, for printing.
        public static let paperSize = DocumentAttributeKey("PaperSize")
        /// The paper margin, for printing.
        public static let paperMargin = DocumentAttributeKey("PaperMargin")
        /// The view size the document was saved with.
        public static let viewSize = DocumentAttributeKey("ViewSize")
        /// The zoom the document was saved with.
        public static let viewZoom = DocumentAttributeKey("ViewZoom")
        /// The view mode the document was saved with.
        public static let viewMode = DocumentAttributeKey("ViewMode")
        /// Whether the document is read-only.
        public static let readOnly = DocumentAttributeKey("ReadOnly")
        /// The hyphenation factor.
        public static let hyphenationFactor = DocumentAttributeKey("HyphenationFactor")
        /// The text scaling of the document.
        public static let textScaling = DocumentAttributeKey("TextScaling")
    }
}
