// SPDX-License-Identifier: Apache-2.0

import Foundation

// On Apple platforms every object is a `CVarArg` (it passes as an `id` to `%@`), so apps write
// `os_log("Saved %@", log: log, document)`, `os_log("%@", error as NSError)` and `String(format: "%@", object)`.
// Foundation on Linux makes only `NSString` one, and its formatter (Core Foundation) can read only objects it
// bridges: handed a plain Swift object's address it crashes. So an object passes as an `NSString` of its
// `description`, which every formatter reads as `%@` reads an object on iOS.
extension NSObject: @retroactive CVarArg {
    /// The encoding of an `NSString` holding the object's `description` (kept alive by ``FormattedObjectPool``).
    public var _cVarArgEncoding: [Int] {
        let text = NSString(string: description)
        FormattedObjectPool.keep(text)
        return [Int(bitPattern: Unmanaged.passUnretained(text).toOpaque())]  // what NSString's own encoding is
    }
}

/// Keeps the strings objects were formatted as alive until well after the formatting call that asked for them:
/// a `CVarArg` encoding is a bare address, read after `_cVarArgEncoding` returns. The newest 1,024 are kept, so
/// memory stays bounded; a call would need over a thousand object arguments for one to go early.
enum FormattedObjectPool {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var ring: [NSString?] = Array(repeating: nil, count: 1024)
    nonisolated(unsafe) private static var next = 0

    /// Keeps `text` alive for the next 1,023 strings.
    static func keep(_ text: NSString) {
        lock.withLock {
            ring[next] = text
            next = (next + 1) % ring.count
        }
    }
}
