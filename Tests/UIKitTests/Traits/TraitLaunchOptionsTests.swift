// SPDX-License-Identifier: Apache-2.0

import Testing
import UIKit

@Suite("Launch options: text size and language")
struct TraitLaunchOptionsTests {
    @Test("--text-size takes a category by its Swift name, UIKit's name or its short form, in any case")
    func textSize() {
        #expect(options([])?.textSize == nil)
        #expect(options(["--text-size", "extraLarge"])?.textSize == .extraLarge)
        #expect(
            options(["--text-size", "accessibilityExtraExtraExtraLarge"])?.textSize
                == .accessibilityExtraExtraExtraLarge)
        #expect(options(["--text-size", "UICTContentSizeCategoryXS"])?.textSize == .extraSmall)
        #expect(options(["--text-size", "xxl"])?.textSize == .extraExtraLarge)
        #expect(options(["--text-size", "LARGE"])?.textSize == .large)
    }

    @Test("A text size that names no category is a command-line error naming the flag")
    func badTextSize() {
        for value in ["huge", "", "unspecified", "17"] {
            let message = failure(["--text-size", value])
            #expect(
                message?.hasPrefix("Error: unknown text size '\(value)' for '--text-size' (use extraSmall, ") == true)
        }
    }

    @Test("--language takes a language tag; anything else is a command-line error")
    func language() {
        #expect(options(["--language", "ar"])?.language == "ar")
        #expect(options(["--language", "he-IL"])?.language == "he-IL")
        #expect(options(["--language", "zh-Hans-CN"])?.language == "zh-Hans-CN")
        for value in ["", "a", "arabic", "ar--", "12", "ar-ÉG"] {
            #expect(failure(["--language", value])?.contains("for '--language'") == true, "\(value)")
        }
    }

    @Test("TOUCHSTONE_TEXT_SIZE and TOUCHSTONE_LANGUAGE apply unless a flag wins; bad values are ignored")
    func environment() {
        let env = ["TOUCHSTONE_TEXT_SIZE": "small", "TOUCHSTONE_LANGUAGE": "fa"]
        #expect(options([], env)?.textSize == .small)
        #expect(options([], env)?.language == "fa")
        #expect(options(["--text-size", "medium", "--language", "en"], env)?.textSize == .medium)
        #expect(options(["--text-size", "medium", "--language", "en"], env)?.language == "en")
        let bad = ["TOUCHSTONE_TEXT_SIZE": "enormous", "TOUCHSTONE_LANGUAGE": "?"]
        #expect(options([], bad)?.textSize == nil)
        #expect(options([], bad)?.language == nil)
    }

    @Test("A bad --text-size stops the app before launch with exit status 2")
    func badTextSizeExits() throws {
        let result = try runProbe(["--text-size", "huge"])
        #expect(result.status == 2)
        #expect(result.output.contains("unknown text size 'huge'"))
        #expect(!result.output.contains("didFinishLaunching"))
    }
}
