// SPDX-License-Identifier: Apache-2.0
//
// A communication channel with an accessory for one protocol (guide §2.8.2, listings 8-1 and 8-2).

import Foundation

/// A session with a connected accessory over one of its command protocols: an input stream of what the accessory
/// sends and an output stream for what the app sends, raw bytes in the protocol's format (guide §2.8.2).
///
/// Configure both streams at once, as listing 8-1 does: set their delegate, schedule them in a run loop and open
/// them; events then arrive on that run loop (`openCompleted`, `hasBytesAvailable`, `hasSpaceAvailable`, and
/// `endEncountered` when the accessory disconnects). The session lasts until the object goes away.
///
/// There is one session per protocol per accessory at a time: while one is open, a second `init` for the same
/// accessory and protocol returns nil, as the guide says. (Apple's later *External Accessory Programming Topics*
/// say the framework closes the existing session instead; Touchstone follows the guide.)
open class EASession: NSObject {
    private let channel: AccessoryChannel
    private let openedAccessory: EAAccessory
    private let openedProtocol: String
    private let input: AccessoryInputStream
    private let output: AccessoryOutputStream

    /// Opens a session with `accessory` for `protocolString`, or returns nil (logged) when the accessory is not
    /// connected, does not speak the protocol, or already has a session for it.
    public init?(accessory: EAAccessory, forProtocol protocolString: String) {
        guard accessory.isConnected, let simulator = accessory.simulator,
              let channel = simulator.openChannel(connectionID: accessory.connectionID, protocolString: protocolString)
        else {
            return nil
        }
        self.channel = channel
        openedAccessory = accessory
        openedProtocol = protocolString
        input = AccessoryInputStream(channel: channel)
        output = AccessoryOutputStream(channel: channel)
        super.init()
    }

    deinit {
        if let simulator = openedAccessory.simulator { simulator.closeChannel(channel) } else { channel.close() }
    }

    /// The accessory of the session.
    open var accessory: EAAccessory? { openedAccessory }

    /// The protocol the session speaks.
    open var protocolString: String? { openedProtocol }

    /// The stream of bytes from the accessory; the same object each time.
    open var inputStream: InputStream? { input }

    /// The stream of bytes to the accessory; the same object each time.
    open var outputStream: OutputStream? { output }
}
