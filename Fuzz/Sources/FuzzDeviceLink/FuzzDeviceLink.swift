// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import FuzzSupport
import Foundation

/// `fuzz-device-link`: any bytes as what an app process writes to the simulated device over its link, read the way
/// the device reads it (docs/ARCHITECTURE.md, "The device link"): the first byte picks the sizes of the pieces the
/// rest arrives in (a socket gives bytes in any pieces), and a `DeviceLinkFramer` cuts them into messages until the
/// first bad frame (where the device disconnects the app). Every decoded message must encode back to the same
/// message, and nothing may crash, trap or hang. (What the device then does with each message is fuzzed in
/// process by TouchstoneDeviceTests, which needs UIKit: too slow to build with the fuzzer's instrumentation.)
@main
enum FuzzDeviceLink {
    static func main() {
        FuzzDriver.run { data in
            let bytes = [UInt8](data)
            guard let first = bytes.first else { return }
            var framer = DeviceLinkFramer()
            var offset = 1
            var piece = Int(first % 16) + 1
            while offset < bytes.count {
                let end = min(bytes.count, offset + piece)
                framer.append(bytes[offset..<end])
                offset = end
                piece = piece * 7 % 61 + 1
                do {
                    while let message = try framer.next() {
                        check(message)
                    }
                } catch {
                    return  // the device disconnects the app at its first bad frame
                }
            }
        }
    }

    /// Every message the device reads must encode back to itself: the wire form is one-to-one, so what the device
    /// acts on is exactly what the app sent.
    static func check(_ message: DeviceLinkMessage) {
        var again = DeviceLinkFramer()
        again.append(DeviceLinkFramer.frame(message))
        guard let decoded = try? again.next(), decoded == message else {
            fatalError("fuzz-device-link: \(message) does not survive encoding")
        }
    }
}
