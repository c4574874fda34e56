// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

@Suite("Dynamic colours")
struct DynamicColorTests {
    @Test("Semantic colours resolve to iOS's light and dark values")
    func systemColorValues() {
        #expect(rgba(.label, .light) == [0, 0, 0, 255])
        #expect(rgba(.label, .dark) == [255, 255, 255, 255])
        #expect(rgba(.systemBackground, .light) == [255, 255, 255, 255])
        #expect(rgba(.systemBackground, .dark) == [0, 0, 0, 255])
        #expect(rgba(.secondarySystemBackground, .dark) == [28, 28, 30, 255])
        #expect(rgba(.systemBlue, .light) == [0, 122, 255, 255])
        #expect(rgba(.systemBlue, .dark) == [10, 132, 255, 255])
        #expect(rgba(.separator, .dark) == [84, 84, 88, 153])
        #expect(rgba(.secondaryLabel, .dark) == [235, 235, 245, 153])
        #expect(rgba(.systemGray6, .dark) == [28, 28, 30, 255])
        #expect(rgba(.systemGroupedBackground, .light) == [242, 242, 247, 255])
        #expect(rgba(.systemRed, .dark) == [255, 69, 58, 255])
    }

    @Test("An unspecified style resolves as light before any app runs; the same shared colour comes back each time")
    func unspecifiedAndShared() {
        #expect(rgba(.label, .unspecified) == [0, 0, 0, 255])
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label === UIColor.label)
        #expect(UIColor.label.resolvedColor(with: dark) === UIColor.label.resolvedColor(with: dark))
        #expect(UIColor.red.resolvedColor(with: dark) == UIColor.red)
    }

    @Test("A provider colour is called with the traits it resolves for, and cgColor resolves for the current traits")
    func providerColor() {
        var seen: [UIUserInterfaceStyle] = []
        let color = UIColor { traits in
            seen.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .green : .red
        }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .green)
        #expect(seen == [.dark])
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(rgba(color.cgColor) == [0, 255, 0, 255])
        }
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(rgba(color.cgColor) == [255, 0, 0, 255])
            var r: CGFloat = 0
            #expect(color.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
        }
    }

    @Test("A provider returning a dynamic colour resolves it too; withAlphaComponent keeps a colour dynamic")
    func nestedAndAlpha() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let nested = UIColor { _ in .label }
        #expect(rgba(nested, .dark) == [255, 255, 255, 255])
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba(faded, .dark) == [255, 255, 255, 128])
        #expect(rgba(faded, .light) == [0, 0, 0, 128])
        #expect(faded.resolvedColor(with: dark).isDynamic == false)
    }

    @Test("Dynamic colours compare equal to themselves and to the same system colour, not to fixed colours")
    func equality() {
        #expect(UIColor.systemBackground == UIColor.systemBackground)
        #expect(UIColor.label != UIColor.black)
        let provider = UIColor { _ in .red }
        #expect(provider == provider && provider != UIColor { _ in .red })
        #expect(UIColor.label.hash == UIColor.label.hash)
    }

    @Test("--appearance takes light or dark in any case; anything else is a command-line error")
    func launchOption() {
        #expect(options([])?.appearance == nil)
        #expect(options(["--appearance", "dark"])?.appearance == .dark)
        #expect(options(["--appearance", "Light"])?.appearance == .light)
        #expect(options([], ["TOUCHSTONE_APPEARANCE": "dark"])?.appearance == .dark)
        #expect(options([], ["TOUCHSTONE_APPEARANCE": "dim"])?.appearance == nil)
        #expect(failure(["--appearance", "dim"])?.contains("for '--appearance' (use light or dark)") == true)
    }
}
