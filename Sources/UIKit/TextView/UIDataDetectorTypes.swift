// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The kinds of data a text view turns into tappable links when it is not editable.
///
/// Touchstone detects ``link`` (URLs and e-mail addresses) and ``phoneNumber`` with its own scanner
/// (`TextDataScanner`): Foundation on Linux has no `NSDataDetector`. The other kinds are accepted and find
/// nothing.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The type bits, with UIKit's values (phoneNumber 1, link 2, address 4, calendarEvent 8, …).
    public let rawValue: UInt
    /// Creates types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Telephone numbers (opened as `tel:` URLs).
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs (`http://`, `https://`, `www.`) and e-mail addresses (opened as `mailto:`).
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses (not detected here).
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events (not detected here).
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (not detected here).
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (not detected here).
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions (not detected here).
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (not detected here).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values (not detected here).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// No detection.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// Finds links and phone numbers in text for a text view's data detectors (Foundation on Linux has no
/// `NSDataDetector`).
///
/// Rules, over whitespace-separated chunks (trailing `.,;:!?)` and quotes trimmed): a chunk starting with
/// `http://` or `https://` (with something after) is that URL; one starting with `www.` is `http://` + it; one
/// with a single `@` between a local part and a dotted domain is a `mailto:` link. A phone number is a run of
/// digits, spaces, `-`, `.`, `(`, `)` and one leading `+` holding 7 to 15 digits, starting with a digit, `+` or
/// `(` and ending with a digit; it opens as `tel:` with the digits (and the `+`).
package enum TextDataScanner {
    /// One detected item: its UTF-16 range in the text and the URL it opens.
    package struct Match: Equatable {
        package var range: NSRange
        package var url: URL
    }

    /// The links and phone numbers in `text`, by `types`, in text order.
    package static func matches(in text: NSString, types: UIDataDetectorTypes) -> [Match] {
        var result: [Match] = []
        if types.contains(.link) { result += links(in: text) }
        if types.contains(.phoneNumber) {
            let taken = result.map(\.range)
            result += phoneNumbers(in: text).filter { match in !taken.contains { NSIntersectionRange($0, match.range).length > 0 } }
        }
        return result.sorted { $0.range.location < $1.range.location }
    }

    private static func isSpace(_ c: unichar) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0xA0 || c == 0x2029 || c == 0x2028
    }

    private static func links(in text: NSString) -> [Match] {
        var result: [Match] = []
        var i = 0
        let n = text.length
        while i < n {
            while i < n, isSpace(text.character(at: i)) { i += 1 }
            let start = i
            while i < n, !isSpace(text.character(at: i)) { i += 1 }
            guard i > start else { continue }
            var range = NSRange(location: start, length: i - start)
            // Leading and trailing punctuation belongs to the sentence, not the link.
            while range.length > 0, "([<\"'".utf16.contains(text.character(at: range.location)) {
                range.location += 1; range.length -= 1
            }
            while range.length > 0, ".,;:!?)]>\"'".utf16.contains(text.character(at: NSMaxRange(range) - 1)) {
                range.length -= 1
            }
            guard range.length > 0 else { continue }
            let chunk = text.substring(with: range)
            let lower = chunk.lowercased()
            var url: URL?
            if (lower.hasPrefix("http://") && lower.count > 7) || (lower.hasPrefix("https://") && lower.count > 8) {
                url = URL(string: chunk)
            } else if lower.hasPrefix("www."), lower.count > 4 {
                url = URL(string: "http://" + chunk)
            } else if isEmail(chunk) {
                url = URL(string: "mailto:" + chunk)
            }
            if let url { result.append(Match(range: range, url: url)) }
        }
        return result
    }

    private static func isEmail(_ chunk: String) -> Bool {
        let parts = chunk.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
            && chunk.allSatisfy { $0.isLetter || $0.isNumber || "@._-+".contains($0) }
    }

    private static func phoneNumbers(in text: NSString) -> [Match] {
        var result: [Match] = []
        let n = text.length
        func isDigit(_ c: unichar) -> Bool { c >= 0x30 && c <= 0x39 }
        func isPart(_ c: unichar) -> Bool { isDigit(c) || c == 0x20 || c == 0x2D || c == 0x2E || c == 0x28 || c == 0x29 }
        var i = 0
        while i < n {
            let c = text.character(at: i)
            let startsHere = (isDigit(c) || c == 0x2B || c == 0x28) && (i == 0 || !isDigitOrLetter(text.character(at: i - 1)))
            guard startsHere else { i += 1; continue }
            var j = i + (c == 0x2B ? 1 : 0)
            var digits = c == 0x2B ? "+" : ""
            var lastDigit = -1
            while j < n, isPart(text.character(at: j)) {
                let d = text.character(at: j)
                if isDigit(d) { digits.append(Character(UnicodeScalar(d)!)); lastDigit = j }
                // A space may separate groups but two in a row end the number.
                if d == 0x20, j + 1 < n, text.character(at: j + 1) == 0x20 { break }
                j += 1
            }
            let count = digits.filter(\.isNumber).count
            let endsClean = lastDigit >= 0 && (lastDigit + 1 >= n || !isDigitOrLetter(text.character(at: lastDigit + 1)))
            if count >= 7, count <= 15, endsClean, let url = URL(string: "tel:" + digits) {
                result.append(Match(range: NSRange(location: i, length: lastDigit + 1 - i), url: url))
                i = lastDigit + 1
            } else {
                i = max(i + 1, lastDigit + 1)
            }
        }
        return result
    }

    private static func isDigitOrLetter(_ c: unichar) -> Bool {
        guard let scalar = UnicodeScalar(c) else { return false }
        return CharacterSet.alphanumerics.contains(scalar)
    }
}
