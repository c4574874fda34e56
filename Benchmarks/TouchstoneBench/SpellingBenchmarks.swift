// SPDX-License-Identifier: Apache-2.0

import CHunspell
import Foundation
import UIKit

/// Spell-checking a 10,000-word document (issue 17, benchmark c): `UITextChecker` walking the document the way an
/// app does (one `rangeOfMisspelledWord` call per misspelling, each starting after the last) against the same
/// en_US dictionary called directly (split at spaces, punctuation stripped, `Hunspell_spell` per word). The ratio
/// is UITextChecker's overhead: word breaking in UTF-16, URL and number rules, ignored and learned words.
enum SpellingBenchmarks {
    static let wordCount = 10_000

    static var rows: [BenchmarkRow] { Harness.mainActorRows("Spelling", makeRows) }

    /// What the last runs found, to check that both sides agree.
    nonisolated(unsafe) static var checkerFound = 0
    nonisolated(unsafe) static var hunspellFound = 0

    @MainActor
    private static func makeRows() throws -> [BenchmarkRow] {
        let affix = "/usr/share/hunspell/en_US.aff", words = "/usr/share/hunspell/en_US.dic"
        guard FileManager.default.fileExists(atPath: words), let handle = Hunspell_create(affix, words) else {
            print("Spelling rows skipped: the en_US dictionary is not installed (scripts/install-deps)")
            return []
        }
        let document = makeDocument()
        let checker = UITextChecker()
        let length = document.utf16.count
        nonisolated(unsafe) let hunspell = handle
        return [BenchmarkRow(
            name: "Spell-check 10,000 words, UITextChecker vs Hunspell", target: "ratio ≤ 1.50",
            meets: { ($0.ratio ?? .infinity) <= 1.5 },
            measured: {
                MainActor.assumeIsolated {
                    var found = 0, offset = 0
                    while true {
                        let range = checker.rangeOfMisspelledWord(
                            in: document, range: NSRange(location: 0, length: length), startingAt: offset, wrap: false,
                            language: "en_US")
                        if range.location == NSNotFound { break }
                        found += 1
                        offset = range.location + range.length
                    }
                    checkerFound = found
                }
            },
            baseline: {
                var found = 0
                for token in document.split(separator: " ") {
                    let word = token.trimmingCharacters(in: .punctuationCharacters)
                    if !word.isEmpty, Hunspell_spell(hunspell, word) == 0 { found += 1 }
                }
                hunspellFound = found
            })]
    }

    /// Prints the per-word cost and what each side found.
    static func printPerUnit(_ row: BenchmarkRow, _ m: Measurement) {
        guard row.name.hasPrefix("Spell-check") else { return }
        print(String(format: "    %.2f µs per word (UITextChecker), %.2f µs (Hunspell); misspellings found: %d / %d",
                     m.measuredMedian * 1000 / Double(wordCount), (m.baselineMedian ?? 0) * 1000 / Double(wordCount),
                     checkerFound, hunspellFound))
    }

    /// 10,000 words of prose from a fixed vocabulary, sentences of 6 to 20 words, about 3% of the words with a
    /// typo (a letter dropped or doubled), the same on every run.
    static func makeDocument() -> String {
        let vocabulary = """
            the of and to in is you that it he was for on are as with his they at be this have from or one had by \
            word but not what all were we when your can said there use an each which she do how their if will up \
            other about out many then them these so some her would make like him into time has look two more write \
            go see number no way could people my than first water been call who oil its now find long down day did \
            get come made may part over new sound take only little work know place year live me back give most very \
            after thing our just name good sentence man think say great where help through much before line right \
            too mean old any same tell boy follow came want show also around form three small set put end does \
            another well large must big even such because turn here why ask went men read need land different home \
            us move try kind hand picture again change off play spell air away animal house point page letter \
            mother answer found study still learn should America world high every near add food between own below \
            country plant last school father keep tree never start city earth eye light thought head under story
            """.split(whereSeparator: \.isWhitespace).map(String.init)
        var random = SeededRandom(seed: 17)
        var words: [String] = []
        var sentenceStart = true
        for index in 0..<wordCount {
            var word = vocabulary[Int(random.next() % UInt64(vocabulary.count))]
            if random.next() % 100 < 3, word.count > 3 {
                let position = word.index(word.startIndex, offsetBy: Int(random.next() % UInt64(word.count - 1)) + 1)
                if random.next() % 2 == 0 { word.remove(at: position) } else { word.insert(word[position], at: position) }
            }
            if sentenceStart { word = word.prefix(1).uppercased() + word.dropFirst() }
            sentenceStart = index % 13 == 12
            words.append(sentenceStart ? word + "." : (index % 7 == 3 ? word + "," : word))
        }
        return words.joined(separator: " ")
    }
}
