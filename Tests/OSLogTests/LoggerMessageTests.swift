// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import os

/// Renders a message as the store would, without writing it anywhere.
private func render(_ message: OSLogMessage, reveal: Bool = false) -> String {
    message.render(revealPrivate: reveal)
}

private struct Point: CustomStringConvertible {
    var description: String { "(1, 2)" }
}

private enum LoadError: Error { case offline }

@Suite("Logger's interpolation: privacy, formats, alignment")
struct LoggerMessageTests {
    @Test("Numbers and Booleans are public, strings and objects private, by default")
    func defaults() {
        let name = "Ada"
        let count = 3
        #expect(render("User \(name) has \(count) items, ok \(true)") == "User <private> has 3 items, ok true")
        #expect(render("User \(name) has \(count) items", reveal: true) == "User Ada has 3 items")
        #expect(render("\(Point()) \(NSNumber(value: 4))") == "<private> <private>")
        #expect(render("\(Point(), privacy: .public) \(NSNumber(value: 4), privacy: .public)") == "(1, 2) 4")
    }

    @Test("Explicit privacy: public, private, private(mask: .hash), sensitive")
    func explicitPrivacy() {
        let email = "a@example.com"
        #expect(render("\(email, privacy: .public)") == "a@example.com")
        #expect(render("\(42, privacy: .private)") == "<private>")
        #expect(render("\(42, privacy: .private)", reveal: true) == "42")
        let hashed = render("\(email, privacy: .private(mask: .hash))")
        #expect(hashed.hasPrefix("<mask.hash: '") && !hashed.contains("example"))
        #expect(hashed == render("\(email, privacy: .private(mask: .hash))"))
        #expect(render("\(email, privacy: .sensitive)", reveal: true) == "<private>")
    }

    @Test("Integer formats: decimal, hex, octal, minDigits, sign, prefix")
    func integerFormats() {
        #expect(render("\(255, format: .hex)") == "ff")
        #expect(render("\(255, format: .hex(includePrefix: true, uppercase: true))") == "0XFF")
        #expect(render("\(8, format: .octal)") == "10")
        #expect(render("\(7, format: .decimal(minDigits: 3))") == "007")
        #expect(render("\(7, format: .decimal(explicitPositiveSign: true))") == "+7")
        #expect(render("\(-5, format: .hex)") == "-5")
        #expect(render("\(UInt8(9), format: .hex(minDigits: 2))") == "09")
    }

    @Test("Float formats: fixed (default %f), precision, exponential")
    func floatFormats() {
        let value = 3.14159
        #expect(render("\(value)") == "3.141590")
        #expect(render("\(value, format: .fixed(precision: 2))") == "3.14")
        #expect(render("\(Float(0.5), format: .fixed(precision: 1))") == "0.5")
        #expect(render("\(CGFloat(2), format: .fixed(precision: 0))") == "2")
        #expect(render("\(1234.5, format: .exponential(precision: 1))") == "1.2e+03")
    }

    @Test("Alignment pads to columns; Booleans as answers; errors and types are described")
    func alignmentAndOthers() {
        #expect(render("[\(42, align: .right(columns: 5))]") == "[   42]")
        #expect(render("[\("ab", align: .left(columns: 4), privacy: .public)]") == "[ab  ]")
        #expect(render("\(false, format: .answer)") == "NO")
        let error: Error = LoadError.offline
        #expect(render("\(error, privacy: .public)") == "offline")
        #expect(render("\(String.self, privacy: .public)") == "String")
    }

    @Test("A dropped message's values are never evaluated")
    func lazyEvaluation() {
        var evaluated = false
        func expensive() -> String { evaluated = true; return "x" }
        Logger(OSLog.disabled).error("\(expensive())")
        #expect(!evaluated)
    }
}
