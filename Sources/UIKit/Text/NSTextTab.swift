// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A tab stop of a paragraph style: where a tab character moves the text to, and how the text after it aligns
/// there (``NSParagraphStyle/tabStops``).
///
/// Tab stops are immutable values compared by alignment, location and options. Touchstone's layout honours
/// the locations of tab stops as left-aligned stops; other alignments are kept and reported but laid out as
/// left stops.
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Keys of a tab stop's ``options``.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The `CharacterSet` ending the text column a decimal or other aligned tab aligns (for example the
        /// decimal separator of ``NSTextTab/columnTerminators(for:)``).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How the text after the tab aligns with ``location``.
    open private(set) var alignment: NSTextAlignment
    /// The tab stop's distance from the line fragment's leading edge, in points.
    open private(set) var location: CGFloat
    /// The tab stop's options (``OptionKey/columnTerminators``); empty by default.
    open private(set) var options: [NSTextTab.OptionKey: Any]

    /// Creates a tab stop at `location` points from the leading edge, aligning the following text by
    /// `alignment`. A non-finite location is stored as 0, with a diagnostic.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat,
                options: [NSTextTab.OptionKey: Any] = [:])
    {
        if !loc.isFinite { UIKitDiagnostics.log("NSTextTab: location \(loc) is not finite; using 0") }
        self.alignment = alignment
        self.location = loc.isFinite ? loc : 0
        self.options = options
        super.init()
    }

    /// The characters that end a column for a decimal tab in `aLocale` (the current locale when nil): the
    /// locale's decimal separator.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    /// The tab itself: tab stops are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a tab stop with the same alignment and location and the same option keys.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
            && Set(options.keys) == Set(other.options.keys)
    }

    /// A hash of the alignment and location, consistent with ``isEqual(_:)``.
    open override var hash: Int { alignment.rawValue &* 31 &+ location.hashValue }

    /// `NSTextTab <address> @<location> <alignment>`.
    open override var description: String {
        "NSTextTab \(Unmanaged.passUnretained(self).toOpaque()) @\(location) \(alignment)"
    }
}
