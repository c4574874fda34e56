// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// General: About, and Language & Region.
final class GeneralViewController: UITableViewController {
    private let configuration: SettingsConfiguration

    init(configuration: SettingsConfiguration) {
        self.configuration = configuration
        super.init(style: .grouped)
        title = "General"
    }

    required init?(coder: NSCoder) {
        configuration = SettingsConfiguration.current
        super.init(coder: coder)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = indexPath.row == 0 ? "About" : "Language & Region"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let next: UIViewController = indexPath.row == 0
            ? AboutViewController(configuration: configuration)
            : LanguageRegionViewController(dataRoot: configuration.dataRoot)
        navigationController?.pushViewController(next, animated: true)
    }
}

/// General → About: the device's model and system version, read-only.
final class AboutViewController: UITableViewController {
    private let rows: [(String, String)]

    init(configuration: SettingsConfiguration) {
        rows = [("Model", configuration.model), ("Version", configuration.systemVersion),
                ("Applications", "\(configuration.apps.count)")]
        super.init(style: .grouped)
        title = "About"
    }

    required init?(coder: NSCoder) {
        rows = []
        super.init(coder: coder)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row].0
        cell.detailTextLabel?.text = rows[indexPath.row].1
        cell.selectionStyle = .none
        return cell
    }
}

/// A device setting chosen from a list with a checkmark (Appearance, Text Size), saved to the device's
/// `Device/Settings.plist` at once.
final class DeviceChoiceViewController: UITableViewController {
    private let choices: [String]
    private let dataRoot: URL
    private let selected: (DeviceSettings) -> Int
    private let apply: (inout DeviceSettings, Int) -> Void

    private init(title: String, choices: [String], dataRoot: URL, selected: @escaping (DeviceSettings) -> Int,
                 apply: @escaping (inout DeviceSettings, Int) -> Void)
    {
        self.choices = choices
        self.dataRoot = dataRoot
        self.selected = selected
        self.apply = apply
        super.init(style: .grouped)
        self.title = title
    }

    required init?(coder: NSCoder) {
        choices = []
        dataRoot = FileManager.default.temporaryDirectory
        selected = { _ in 0 }
        apply = { _, _ in }
        super.init(coder: coder)
    }

    /// Light or Dark.
    static func appearance(dataRoot: URL) -> DeviceChoiceViewController {
        let styles = DeviceSettings.Appearance.allCases
        return DeviceChoiceViewController(
            title: "Appearance", choices: styles.map(\.rawValue), dataRoot: dataRoot,
            selected: { styles.firstIndex(of: $0.appearance) ?? 0 }, apply: { $0.appearance = styles[$1] })
    }

    /// The seven standard text sizes.
    static func textSize(dataRoot: URL) -> DeviceChoiceViewController {
        let sizes = DeviceSettings.textSizes
        let names = ["Extra Small", "Small", "Medium", "Large (Default)", "Extra Large", "Extra Extra Large",
                     "Extra Extra Extra Large"]
        return DeviceChoiceViewController(
            title: "Text Size", choices: names, dataRoot: dataRoot,
            selected: { settings in sizes.firstIndex { $0.rawValue == settings.textSize } ?? 3 },
            apply: { $0.textSize = sizes[$1].rawValue })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { choices.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = choices[indexPath.row]
        cell.accessoryType = selected(DeviceSettings.load(dataRoot: dataRoot)) == indexPath.row ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        var settings = DeviceSettings.load(dataRoot: dataRoot)
        apply(&settings, indexPath.row)
        do {
            try settings.save(dataRoot: dataRoot)
        } catch {
            UIKitDiagnostics.log("Settings: cannot save the device settings: \(error)")
        }
        tableView.reloadData()
    }
}
