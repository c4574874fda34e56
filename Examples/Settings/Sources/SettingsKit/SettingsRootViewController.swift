// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Settings' main page (guide §2.9.1): the network (Airplane Mode, Wi-Fi, Cellular Data), the device's sections (General,
/// Appearance, Text Size), then one row per app with a Settings bundle, which opens the app's main page.
public final class SettingsRootViewController: UITableViewController {
    private let configuration: SettingsConfiguration
    private static let cellIdentifier = "Setting"

    private enum DeviceRow: CaseIterable {
        case general, appearance, textSize
        var title: String {
            switch self {
            case .general: return "General"
            case .appearance: return "Appearance"
            case .textSize: return "Text Size"
            }
        }
    }

    /// The main page for `configuration`.
    public init(configuration: SettingsConfiguration) {
        self.configuration = configuration
        super.init(style: .grouped)
    }

    public required init?(coder: NSCoder) {
        configuration = SettingsConfiguration.current
        super.init(coder: coder)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    /// The sections: the network switches, the device's pages, the apps.
    private enum Section: Int { case network, device, apps }

    public override func numberOfSections(in tableView: UITableView) -> Int { configuration.apps.isEmpty ? 2 : 3 }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .network: return 3
        case .device: return DeviceRow.allCases.count
        default: return configuration.apps.count
        }
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == Section.network.rawValue {
            if indexPath.row != 1 {
                let toggle = indexPath.row == 0 ? DeviceSwitch.airplaneMode : DeviceSwitch.cellularData
                return toggle.cell(dataRoot: configuration.dataRoot) { [weak self] in self?.tableView.reloadData() }
            }
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            let settings = DeviceSettings.load(dataRoot: configuration.dataRoot)
            cell.detailTextLabel?.text = settings.wifiEnabled ? WiFiViewController.networkName : "Off"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.accessoryType = .disclosureIndicator
        if indexPath.section == Section.device.rawValue {
            cell.textLabel?.text = DeviceRow.allCases[indexPath.row].title
            cell.imageView?.image = nil
        } else {
            let app = configuration.apps[indexPath.row]
            cell.textLabel?.text = app.displayName
            cell.imageView?.image = app.icon
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let next: UIViewController
        if indexPath.section == Section.network.rawValue {
            guard indexPath.row == 1 else { return }
            next = WiFiViewController(dataRoot: configuration.dataRoot)
        } else if indexPath.section == Section.device.rawValue {
            switch DeviceRow.allCases[indexPath.row] {
            case .general: next = GeneralViewController(configuration: configuration)
            case .appearance: next = DeviceChoiceViewController.appearance(dataRoot: configuration.dataRoot)
            case .textSize: next = DeviceChoiceViewController.textSize(dataRoot: configuration.dataRoot)
            }
        } else {
            let app = configuration.apps[indexPath.row]
            guard let page = app.settingsBundle.page("Root", languages: Locale.preferredLanguages) else { return }
            let editor = PreferencesEditor(file: app.container.preferencesFile)
            next = AppSettingsViewController(page: page, bundle: app.settingsBundle, editor: editor, title: app.displayName)
        }
        navigationController?.pushViewController(next, animated: true)
    }
}
