// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// General → Language & Region: the device's language and region, each a list with a checkmark. A choice is saved
/// at once (`AppleLanguages`, `AppleLocale`); apps take it at their next launch, as iOS relaunches them.
final class LanguageRegionViewController: UITableViewController {
    private let dataRoot: URL

    /// The languages offered: code and name in that language.
    static let languages: [(code: String, name: String)] = [
        ("en", "English"), ("fr", "Français"), ("de", "Deutsch"), ("es", "Español"), ("it", "Italiano"),
        ("ja", "日本語"), ("ar", "العربية"), ("he", "עברית"),
    ]

    /// The regions offered: ISO 3166 code and English name.
    static let regions: [(code: String, name: String)] = [
        ("US", "United States"), ("GB", "United Kingdom"), ("FR", "France"), ("CA", "Canada"),
        ("DE", "Germany"), ("ES", "Spain"), ("IT", "Italy"), ("JP", "Japan"),
    ]

    init(dataRoot: URL) {
        self.dataRoot = dataRoot
        super.init(style: .grouped)
        title = "Language & Region"
    }

    required init?(coder: NSCoder) {
        dataRoot = FileManager.default.temporaryDirectory
        super.init(coder: coder)
    }

    /// The language and region the settings hold (English, United States when none is chosen).
    private func chosen(_ settings: DeviceSettings) -> (language: String, region: String) {
        let language = settings.languages?.first.flatMap { LanguageMatcher.languageCode(of: $0) } ?? "en"
        return (language, settings.region ?? AppLocale.defaultRegion)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? Self.languages.count : Self.regions.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "iPhone Language" : "Region"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let now = chosen(DeviceSettings.load(dataRoot: dataRoot))
        if indexPath.section == 0 {
            let language = Self.languages[indexPath.row]
            cell.textLabel?.text = language.name
            cell.accessoryType = language.code == now.language ? .checkmark : .none
        } else {
            let region = Self.regions[indexPath.row]
            cell.textLabel?.text = region.name
            cell.accessoryType = region.code == now.region ? .checkmark : .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        var settings = DeviceSettings.load(dataRoot: dataRoot)
        var (language, region) = chosen(settings)
        if indexPath.section == 0 { language = Self.languages[indexPath.row].code } else {
            region = Self.regions[indexPath.row].code
        }
        settings.languages = [language]
        settings.locale = "\(language)_\(region)"
        do { try settings.save(dataRoot: dataRoot) } catch {
            UIKitDiagnostics.log("Settings: cannot save the device settings: \(error)")
        }
        tableView.reloadData()
    }
}
