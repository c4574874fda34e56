// SPDX-License-Identifier: Apache-2.0

/// The Objective-C selector Swift gives a method, as `#selector` computes it.
///
/// No arguments: the base name (`viewDidLoad`). An unlabelled first argument adds a colon (`tapped:`); a labelled
/// one is appended to the base name, with `With` in between unless the label starts or the base name ends with a
/// preposition (`animateWithDuration:`, `moveTo:`, `valueForKey:`). Each further argument adds `label:` (`_:` adds
/// a bare colon).
public enum ObjCSelectorName {
    /// The selector for a method named `baseName` whose argument labels are `labels` (`"_"` for none).
    public static func make(baseName: String, labels: [String]) -> String {
        guard let first = labels.first else { return baseName }
        var firstPiece = baseName
        if first != "_" {
            if !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: baseName)) {
                firstPiece += "With"
            }
            firstPiece += first.prefix(1).uppercased() + first.dropFirst()
        }
        let rest = labels.dropFirst().map { $0 == "_" ? ":" : "\($0):" }
        return firstPiece + ":" + rest.joined()
    }

    /// The selector of a property's getter (`getter: Type.name`): the name itself.
    public static func getter(_ name: String) -> String { name }

    /// The selector of a property's setter (`setter: Type.name`): `setName:`.
    public static func setter(_ name: String) -> String { "set" + name.prefix(1).uppercased() + name.dropFirst() + ":" }

    /// The prepositions Swift's selector formation knows.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// The first camel-case word (`forKey` → `for`).
    private static func firstWord(of name: String) -> String {
        String(name.prefix { !$0.isUppercase })
    }

    /// The last camel-case word (`valueFor` → `For`).
    private static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[start...])
    }
}
