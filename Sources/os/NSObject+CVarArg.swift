// SPDX-License-Identifier: Apache-2.0

import Foundation

// On Apple platforms every object is a `CVarArg` (it passes as an `id` to `%@`), so apps write
// `os_log("Saved %@", log: log, document)` and `os_log("%@", error as NSError)`. Foundation on Linux makes only
// `NSString` one. `os_log` reads objects through their `description`; the encoding passes the unretained pointer,
// which is what `%@` receives on Apple platforms.
extension NSObject: @retroactive CVarArg {
    /// The object's address as one machine word.
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}
