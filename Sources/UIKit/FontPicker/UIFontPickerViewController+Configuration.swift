// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UIFontPickerViewController {
    /// The filters and display settings of a font picker, given to ``UIFontPickerViewController/init(configuration:)``
    /// (the picker keeps a copy).
    @preconcurrency @MainActor
    open class Configuration: NSObject, @MainActor NSCopying {
        /// Whether the picker lists each family's faces (Bold, Italic, …) under it so the user can pick one face
        /// (default false: families only).
        open var includeFaces = false

        /// Whether the picker draws every name in the system font rather than in the font it names (default false).
        open var displayUsingSystemFont = false

        /// Traits a family must have to be listed: some face of it must have all of them (default empty: all
        /// families). Bold, italic and monospace are known; other traits match no family.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []

        /// A predicate a family must satisfy to be listed (default nil: all families). The picker evaluates it
        /// with a dictionary holding `"familyName"` (a `String`) and `"languages"` (the `[String]` of language
        /// tags the family covers, from fontconfig); make one with ``filterPredicate(forFilteredLanguages:)``.
        @available(iOS, introduced: 13.0, deprecated: 18.0)
        open var filteredLanguagesPredicate: NSPredicate? {
            get { languagesPredicate }
            set { languagesPredicate = newValue?.copy() as? NSPredicate ?? newValue }
        }
        /// The storage of ``filteredLanguagesPredicate`` (read by the picker without the deprecation warning).
        var languagesPredicate: NSPredicate?

        /// Creates the default configuration: families only, each drawn in its own font, no filters.
        public override init() { super.init() }

        /// A predicate for ``filteredLanguagesPredicate`` that keeps the families covering at least one of
        /// `filteredLanguages` (language tags such as "en", "ar", "zh-Hans"; compared case-insensitively, a tag
        /// also matching its regional variants), or nil when the list is empty.
        @available(iOS, introduced: 13.0, deprecated: 18.0)
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            let wanted = filteredLanguages.map(Self.normalised).filter { !$0.isEmpty }
            guard !wanted.isEmpty else { return nil }
            return NSPredicate { object, _ in
                guard let entry = object as? [String: Any], let languages = entry["languages"] as? [String] else {
                    return false
                }
                let covered = languages.map(Self.normalised)
                return wanted.contains { tag in
                    covered.contains { $0 == tag || $0.hasPrefix(tag + "-") || tag.hasPrefix($0 + "-") }
                }
            }
        }

        /// A language tag in fontconfig's form: lowercase, "-" between parts ("zh_CN" → "zh-cn").
        nonisolated static func normalised(_ tag: String) -> String {
            tag.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: "-")
        }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.includeFaces = includeFaces
            copy.displayUsingSystemFont = displayUsingSystemFont
            copy.filteredTraits = filteredTraits
            copy.languagesPredicate = languagesPredicate
            return copy
        }
    }
}
