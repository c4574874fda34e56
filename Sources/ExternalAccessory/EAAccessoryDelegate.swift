// SPDX-License-Identifier: Apache-2.0
//
// What an accessory's delegate hears.

import Foundation

/// The object an ``EAAccessory`` tells when it disconnects (guide §2.8.2: an app that is talking to an accessory
/// can set the accessory's delegate instead of observing the disconnection notification).
public protocol EAAccessoryDelegate: NSObjectProtocol {
    /// `accessory` disconnected; it stays disconnected (a reconnection is a new accessory object). Called on the
    /// main queue.
    func accessoryDidDisconnect(_ accessory: EAAccessory)
}

extension EAAccessoryDelegate {
    /// Does nothing: the method is optional.
    public func accessoryDidDisconnect(_ accessory: EAAccessory) {}
}
