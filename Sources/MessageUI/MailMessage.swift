// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A message being composed in an ``MFMailComposeViewController`` and its RFC 5322 form (infrastructure, not
/// Apple API).
package struct MailMessage: Equatable {
    /// One attached file.
    package struct Attachment: Equatable {
        package var data: Data
        package var mimeType: String
        package var fileName: String
    }

    package var from: String?
    package var to: [String] = []
    package var cc: [String] = []
    package var bcc: [String] = []
    package var subject = ""
    package var body = ""
    package var isHTML = false
    package var attachments: [Attachment] = []

    /// An empty message.
    package init() {}

    /// Whether the user has given the message anything worth keeping (recipients, subject, body or attachments).
    package var isBlank: Bool {
        to.isEmpty && cc.isEmpty && bcc.isEmpty && subject.isEmpty && body.isEmpty && attachments.isEmpty
    }

    /// Splits a recipients field ("a@x, b@y; c@z") into addresses, dropping empty ones.
    package static func addresses(in field: String) -> [String] {
        field.split(whereSeparator: { $0 == "," || $0 == ";" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The message as an RFC 5322 text with MIME parts (UTF-8; attachments base64), dated `date`.
    package func rfc5322(date: Date, boundary: String) -> Data {
        var lines: [String] = []
        lines.append("From: \(Self.headerSafe(from ?? "user@touchstone.invalid"))")
        if !to.isEmpty { lines.append("To: \(Self.headerSafe(to.joined(separator: ", ")))") }
        if !cc.isEmpty { lines.append("Cc: \(Self.headerSafe(cc.joined(separator: ", ")))") }
        if !bcc.isEmpty { lines.append("Bcc: \(Self.headerSafe(bcc.joined(separator: ", ")))") }
        lines.append("Subject: \(Self.encodedWord(subject))")
        lines.append("Date: \(Self.rfc5322Date(date))")
        lines.append("MIME-Version: 1.0")
        let bodyType = "\(isHTML ? "text/html" : "text/plain"); charset=utf-8"
        if attachments.isEmpty {
            lines.append("Content-Type: \(bodyType)")
            lines.append("Content-Transfer-Encoding: 8bit")
            lines.append("")
            lines.append(body)
        } else {
            lines.append("Content-Type: multipart/mixed; boundary=\"\(boundary)\"")
            lines.append("")
            lines.append("--\(boundary)")
            lines.append("Content-Type: \(bodyType)")
            lines.append("Content-Transfer-Encoding: 8bit")
            lines.append("")
            lines.append(body)
            for attachment in attachments {
                lines.append("--\(boundary)")
                lines.append("Content-Type: \(Self.headerSafe(attachment.mimeType)); name=\"\(Self.quoted(attachment.fileName))\"")
                lines.append("Content-Disposition: attachment; filename=\"\(Self.quoted(attachment.fileName))\"")
                lines.append("Content-Transfer-Encoding: base64")
                lines.append("")
                lines.append(attachment.data.base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed]))
            }
            lines.append("--\(boundary)--")
        }
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    /// A header value with line breaks removed (a newline in a field would start a new header).
    private static func headerSafe(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }

    /// A quoted-string body: backslashes and quotes escaped, line breaks removed.
    private static func quoted(_ text: String) -> String {
        headerSafe(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// The subject as is when it is printable ASCII, else as an RFC 2047 encoded word (UTF-8, base64).
    private static func encodedWord(_ text: String) -> String {
        let safe = headerSafe(text)
        if safe.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return safe }
        return "=?utf-8?B?\(Data(safe.utf8).base64EncodedString())?="
    }

    /// `date` in RFC 5322's form, in UTC ("Sun, 29 Nov 2026 10:30:00 +0000").
    private static func rfc5322Date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        return formatter.string(from: date)
    }
}
