// SPDX-License-Identifier: Apache-2.0

/// What a screen reader says for an element, in VoiceOver's order: "Selected" for a selected element, the
/// label, the value, the kind of element (its traits as words: "button", "link", "heading", "image",
/// "search field", "adjustable"), "dimmed" when it is not enabled, then the hint — the parts that are there,
/// joined by commas ("Volume, 50%, adjustable"; "Selected, Favorites, button").
package enum AccessibilitySpeech {
    /// The trait words, in the order VoiceOver reads them.
    private static let traitWords: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.header, "heading"), (.searchField, "search field"),
        (.image, "image"), (.adjustable, "adjustable"), (.tabBar, "tab bar"),
    ]

    package static func text(label: String?, value: String?, traits: UIAccessibilityTraits, hint: String?) -> String {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        for (trait, word) in traitWords where traits.contains(trait) { parts.append(word) }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        if let hint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }
}
