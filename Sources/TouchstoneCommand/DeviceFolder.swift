// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A device's folder: its control socket, its data (app containers, installed apps) and its logs.
struct DeviceFolder {
    /// The folder, absolute.
    let path: String

    init(path: String) { self.path = absolutePath(path) }

    /// The control socket the device listens on.
    var socketPath: String { path + "/control.sock" }
    /// The device's data root: the folder itself (`Containers/`, `Device/` with the installed-app registry,
    /// `Logs/`; see TouchstoneDevice's `SimulatedDevice`).
    var dataPath: String { path }
    /// The app logs, one per launch (`<bundle id>-<n>.log`); `erase` empties it.
    var logsPath: String { path + "/Logs" }
    /// The device process's own log (outside `Logs/`, so `erase` keeps it).
    var deviceLogPath: String { path + "/device.log" }
}
