// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// A device setting that is a switch (Airplane Mode, Wi-Fi), saved to the device's `Device/Settings.plist` at
/// once; the next app launch takes it as its simulated network.
struct DeviceSwitch: Sendable {
    let title: String
    let read: @Sendable (DeviceSettings) -> Bool
    let write: @Sendable (inout DeviceSettings, Bool) -> Void

    /// Airplane Mode: no network at all.
    static let airplaneMode = DeviceSwitch(title: "Airplane Mode", read: { $0.airplaneMode },
                                           write: { $0.airplaneMode = $1 })
    /// Wi-Fi: off (with Airplane Mode off) leaves cellular data.
    static let wifi = DeviceSwitch(title: "Wi-Fi", read: { $0.wifiEnabled }, write: { $0.wifiEnabled = $1 })
    /// Cellular Data: with Wi-Fi off too, no network.
    static let cellularData = DeviceSwitch(title: "Cellular Data", read: { $0.cellularDataEnabled },
                                           write: { $0.cellularDataEnabled = $1 })

    /// A cell showing the switch for the settings under `dataRoot`; toggling it saves them.
    @MainActor
    func cell(dataRoot: URL, changed: @escaping () -> Void = {}) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = title
        cell.selectionStyle = .none
        let toggle = UISwitch()
        toggle.isOn = read(DeviceSettings.load(dataRoot: dataRoot))
        let write = self.write
        toggle.addAction(UIAction { action in
            guard let toggle = action.sender as? UISwitch else { return }
            var settings = DeviceSettings.load(dataRoot: dataRoot)
            write(&settings, toggle.isOn)
            do { try settings.save(dataRoot: dataRoot) } catch {
                UIKitDiagnostics.log("Settings: cannot save the device settings: \(error)")
            }
            changed()
        }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }
}

/// Wi-Fi: the switch, and the one network the simulated device knows while it is on.
final class WiFiViewController: UITableViewController {
    private let dataRoot: URL

    init(dataRoot: URL) {
        self.dataRoot = dataRoot
        super.init(style: .grouped)
        title = "Wi-Fi"
    }

    required init?(coder: NSCoder) {
        dataRoot = FileManager.default.temporaryDirectory
        super.init(coder: coder)
    }

    /// The name of the simulated device's Wi-Fi network.
    static let networkName = "Touchstone"

    private var wifiOn: Bool { DeviceSettings.load(dataRoot: dataRoot).wifiEnabled }

    override func numberOfSections(in tableView: UITableView) -> Int { wifiOn ? 2 : 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 1 ? "Network" : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            return DeviceSwitch.wifi.cell(dataRoot: dataRoot) { [weak self] in self?.tableView.reloadData() }
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = Self.networkName
        cell.accessoryType = .checkmark
        cell.selectionStyle = .none
        return cell
    }
}
