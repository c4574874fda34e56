// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What reading a document gave: the text and its document attributes.
package struct DocumentReadResult {
    package var string: NSAttributedString
    package var attributes: [NSAttributedString.DocumentAttributeKey: Any]
}

/// Reads documents for ``NSAttributedString/init(data:options:documentAttributes:)`` and the web views.
package enum DocumentReader {
    /// Reads `data` as `options` say (type, encoding, base URL, default attributes).
    package static func read(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any]) throws
        -> DocumentReadResult
    {
        let type = documentType(options[.documentType]) ?? guessType(data)
        var encoding = stringEncoding(options[.characterEncoding])
        if encoding == nil, let name = options[.textEncodingName] as? String { encoding = stringEncoding(named: name) }
        switch type {
        case .html:
            let baseURL = options[.baseURL] as? URL ?? (options[.baseURL] as? NSURL).map { $0 as URL }
            return try readHTML(data, encoding: encoding, baseURL: baseURL)
        case .plain:
            let used = encoding ?? .utf8
            guard let string = String(data: data, encoding: used) else {
                throw CocoaError(.fileReadInapplicableStringEncoding)
            }
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
                ?? [.font: UIFont(textFont: TextFont(family: HTMLInlineStyle.sansSerif, size: 12))]
            return DocumentReadResult(string: NSAttributedString(string: string, attributes: attributes),
                                      attributes: [.documentType: NSAttributedString.DocumentType.plain,
                                                   .characterEncoding: used.rawValue])
        default:
            UIKitDiagnostics.log("NSAttributedString: \(type.rawValue) documents are not read; only HTML and plain text")
            throw CocoaError(.fileReadCorruptFile)
        }
    }

    /// Reads HTML `data` in `encoding` (nil: the document's `<meta charset>`, else ISO Latin 1).
    package static func readHTML(_ data: Data, encoding: String.Encoding?, baseURL: URL?) throws -> DocumentReadResult {
        var bytes = data
        var libxmlEncoding: String?
        if let encoding {
            if encoding != .utf8 {
                guard let string = String(data: data, encoding: encoding) else {
                    throw CocoaError(.fileReadInapplicableStringEncoding)
                }
                bytes = Data(string.utf8)
            }
            libxmlEncoding = "UTF-8"
        } else if !declaresEncoding(data) {
            // Apple's reader (WebKit) reads undeclared HTML as ISO Latin 1; libxml2 would guess UTF-8.
            libxmlEncoding = "ISO-8859-1"
        }
        let document = HTMLDocument(data: bytes, encoding: libxmlEncoding)
        let builder = HTMLAttributedStringBuilder(baseURL: baseURL)
        let string = builder.build(document)
        var attributes: [NSAttributedString.DocumentAttributeKey: Any] = [
            .documentType: NSAttributedString.DocumentType.html,
            .characterEncoding: (encoding ?? .isoLatin1).rawValue,
        ]
        if let title = builder.title { attributes[.title] = title }
        return DocumentReadResult(string: string, attributes: attributes)
    }

    /// Whether `data` says its encoding: a byte order mark, or `charset` (a `<meta>`) in its first 2 KB.
    private static func declaresEncoding(_ data: Data) -> Bool {
        if data.starts(with: [0xEF, 0xBB, 0xBF]) || data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return true
        }
        let head = String(decoding: data.prefix(2048), as: UTF8.self).lowercased()
        return head.contains("charset")
    }

    private static func documentType(_ value: Any?) -> NSAttributedString.DocumentType? {
        if let type = value as? NSAttributedString.DocumentType { return type }
        if let name = value as? String { return NSAttributedString.DocumentType(rawValue: name) }
        return nil
    }

    /// HTML when the data starts with a tag, RTF with `{\rtf`, plain text otherwise.
    private static func guessType(_ data: Data) -> NSAttributedString.DocumentType {
        let head = data.prefix(512).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.starts(with: Array("{\\rtf".utf8)) { return .rtf }
        if head.first == UInt8(ascii: "<") { return .html }
        return .plain
    }

    private static func stringEncoding(_ value: Any?) -> String.Encoding? {
        switch value {
        case let encoding as String.Encoding: encoding
        case let raw as UInt: String.Encoding(rawValue: raw)
        case let raw as Int where raw > 0: String.Encoding(rawValue: UInt(raw))
        case let number as NSNumber: String.Encoding(rawValue: number.uintValue)
        default: nil
        }
    }

    /// The encoding an IANA name stands for (the common ones).
    package static func stringEncoding(named name: String) -> String.Encoding? {
        switch name.lowercased().replacingOccurrences(of: "_", with: "-") {
        case "utf-8", "utf8": .utf8
        case "iso-8859-1", "latin1", "iso8859-1": .isoLatin1
        case "iso-8859-2": .isoLatin2
        case "windows-1252", "cp1252": .windowsCP1252
        case "us-ascii", "ascii": .ascii
        case "utf-16": .utf16
        case "utf-16le": .utf16LittleEndian
        case "utf-16be": .utf16BigEndian
        case "shift-jis", "sjis": .shiftJIS
        case "euc-jp": .japaneseEUC
        case "macintosh", "x-mac-roman": .macOSRoman
        default: nil
        }
    }
}

extension NSAttributedString {
    /// Reads a document from `data`: HTML (a static reading: elements, inline `style` and images become
    /// attributes; scripts never run) or plain text, as ``DocumentReadingOptionKey/documentType`` says or, without
    /// it, as the data looks. `dict`, when given, receives the ``DocumentAttributeKey`` values (type, encoding,
    /// title).
    ///
    /// HTML starts in Times 12 pt black, as Apple's reader does. Without ``DocumentReadingOptionKey/characterEncoding``
    /// HTML is read in its `<meta charset>`, else ISO Latin 1 (pass `String.Encoding.utf8.rawValue` for UTF-8 text).
    /// RTF and RTFD throw `CocoaError.fileReadCorruptFile`; text that is not in the given encoding throws
    /// `CocoaError.fileReadInapplicableStringEncoding`. Malformed HTML never throws: the parser recovers.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws
    {
        let result = try DocumentReader.read(data, options: options)
        dict?.pointee = NSAttributedString.documentDictionary(result.attributes)
        self.init(attributedString: result.string)
    }

    /// Reads the document at the file URL `url` as ``init(data:options:documentAttributes:)`` does; relative
    /// images and links resolve against `url`. A missing file throws Foundation's reading error.
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws
    {
        let data = try Data(contentsOf: url)
        var options = options
        if options[.baseURL] == nil { options[.baseURL] = url }
        try self.init(data: data, options: options, documentAttributes: dict)
    }

    /// Reads HTML `data` (see ``init(data:options:documentAttributes:)``); nil when it cannot be read.
    public convenience init?(html data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any],
                             documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?)
    {
        var options = options
        options[.documentType] = NSAttributedString.DocumentType.html
        guard let result = try? DocumentReader.read(data, options: options) else { return nil }
        dict?.pointee = NSAttributedString.documentDictionary(result.attributes)
        self.init(attributedString: result.string)
    }

    /// Reads HTML `data` whose relative links and images resolve against `base`; nil when it cannot be read.
    public convenience init?(html data: Data, baseURL base: URL, documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) {
        self.init(html: data, options: [.baseURL: base], documentAttributes: dict)
    }

    /// Reads HTML `data`; nil when it cannot be read.
    public convenience init?(html data: Data, documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) {
        self.init(html: data, options: [:], documentAttributes: dict)
    }

    private static func documentDictionary(_ attributes: [DocumentAttributeKey: Any]) -> NSDictionary {
        var dictionary: [AnyHashable: Any] = [:]
        for (key, value) in attributes { dictionary[key] = value }
        return NSDictionary(dictionary: dictionary)
    }
}
