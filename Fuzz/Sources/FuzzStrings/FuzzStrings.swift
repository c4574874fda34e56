// SPDX-License-Identifier: Apache-2.0

import FuzzSupport
import UIKit

/// `fuzz-strings`: any bytes as a `.strings` table (`Localizable.strings`, `InfoPlist.strings`), read the way
/// Foundation's `Bundle.localizedString(forKey:value:table:)` reads one: Core Foundation's property list parser
/// (`CFPropertyListCreateWithData`, which takes the old-style `"key" = "value";` strings syntax, XML and binary
/// tables, UTF-8 or UTF-16), then the keys the seeds use are looked up, a value that is not a string counting as
/// missing. The table is parsed here rather than through a `Bundle`: Foundation keeps one bundle object per folder
/// for the life of the process and reads its tables once, so a bundle folder per input would grow memory without
/// bound and one folder would answer the first input's table forever.
@main
enum FuzzStrings {
    static func main() {
        FuzzDriver.run { data in
            guard let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            else { return }
            for key in ["Greeting", "Title", "CFBundleDisplayName", "missing"] {
                _ = (table[key] as? String)?.utf8.count
            }
        }
    }
}
