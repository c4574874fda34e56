// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import os

@Suite("os_log's printf formats and privacy")
struct PrintfFormatTests {
    @Test("Scalars are formatted like printf and public by default")
    func scalars() {
        let text = PrintfFormat.format("n=%d l=%ld u=%u x=%x X=%04X o=%o f=%.2f e=%.1e c=%c %%",
                                       [42, 7 as Int, 3 as UInt32, 255, 255, 8, 3.14159, 1234.5, 65], revealPrivate: false)
        #expect(text == "n=42 l=7 u=3 x=ff X=00FF o=10 f=3.14 e=1.2e+03 c=A %")
    }

    @Test("Dynamic strings and objects are private unless {public}; {private} hides scalars")
    func privacy() {
        let format = "%@ / %{public}@ / %{private}d / %{public}s / %{ public, private }@"
        let args: [CVarArg] = ["secret", "shown", 5, "c-ish", "both"]
        #expect(PrintfFormat.format(format, args, revealPrivate: false)
                == "<private> / shown / <private> / c-ish / <private>")
        #expect(PrintfFormat.format(format, args, revealPrivate: true) == "secret / shown / 5 / c-ish / both")
        #expect(PrintfFormat.format("%{sensitive}@", ["pin"], revealPrivate: true) == "<private>")
    }

    @Test("%s reads C strings; %@ describes objects; widths apply to strings")
    func stringsAndObjects() {
        let text = "hello".withCString { pointer in
            PrintfFormat.format("[%{public}s] [%{public}8@] [%{public}@]", [pointer, "right", NSNumber(value: 12)],
                                revealPrivate: false)
        }
        #expect(text == "[hello] [   right] [12]")
    }

    @Test("Missing arguments and wrong kinds never trap")
    func badInput() {
        #expect(PrintfFormat.format("%d and %d", [1], revealPrivate: false) == "1 and <decode: missing data>")
        #expect(PrintfFormat.format("%{public}d", ["text"], revealPrivate: false) == "text")
        #expect(PrintfFormat.format("trailing %", [], revealPrivate: false) == "trailing %")
        #expect(PrintfFormat.format("%{public", [1], revealPrivate: false).isEmpty == false)
    }
}

@Suite("Objects as CVarArg")
struct ObjectArgumentTests {
    @Test("Every NSObject is a CVarArg, as on Apple platforms: os_log takes objects and errors for %@")
    func objectsAreArguments() {
        let error = NSError(domain: "Sync", code: 7)
        let number = NSNumber(value: 3)
        let arguments: [CVarArg] = [number, error, "text" as NSString]
        #expect(PrintfFormat.format("%{public}@ %{public}@ %{public}@", arguments, revealPrivate: false)
                == "3 \(error.description) text")
        #expect(String(format: "%@ and %@", number, "plain" as NSString) == "3 and plain")
    }

    @Test("Foundation's String(format:) reads any object as %@ through its description (a bare object address crashed it)")
    func objectsInFoundationFormats() {
        final class Document: NSObject { override var description: String { "Report.pdf" } }
        let text = String(format: "saved %@ (%@) %@", Document(), NSError(domain: "D", code: 3), NSString(string: "ok"))
        #expect(text == "saved Report.pdf (\(NSError(domain: "D", code: 3).description)) ok")
    }
}
