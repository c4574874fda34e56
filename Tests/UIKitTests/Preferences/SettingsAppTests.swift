// SPDX-License-Identifier: Apache-2.0

import Foundation
import SettingsKit
import SystemConfiguration
import Testing
import TouchstoneTesting
@testable import UIKit

/// The Settings app launched headless with the sample app (Examples/Settings/SampleApp.app) under a fresh data root.
@MainActor
final class SettingsFixture {
    let dataRoot = makeScratchFolder("settings-app")
    let device: HeadlessDevice
    let delegate = SettingsAppDelegate()
    let navigation: UINavigationController

    init() throws {
        SettingsConfiguration.current = SettingsConfiguration(appBundles: [sampleAppURL], dataRoot: dataRoot,
                                                              model: "iPhone 4", systemVersion: "4.0")
        device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: delegate)
        navigation = try #require(delegate.navigationController)
        device.advance(by: 0.1)
    }

    deinit { try? FileManager.default.removeItem(at: dataRoot) }

    /// The sample app's preferences file under the data root.
    var preferencesFile: URL {
        AppContainer(bundleIdentifier: "com.example.MyApp", dataRoot: dataRoot).preferencesFile
    }

    /// What the sample app's preferences file holds now.
    var stored: [String: Any] {
        guard case .values(let values) = PreferencesFile.read(preferencesFile) else { return [:] }
        return values
    }

    var table: UITableView { (navigation.topViewController as! UITableViewController).tableView }

    /// The window point at the centre of row `row` of `section` of the top table.
    func rowCentre(section: Int, row: Int) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: section))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// Taps a row of the top table and lets a push finish.
    func tapRow(section: Int, row: Int) {
        table.scrollToRow(at: IndexPath(row: row, section: section), at: .none, animated: false)
        device.advance(by: 1.0 / 60)
        device.tap(at: rowCentre(section: section, row: row))
        device.advance(by: 0.6)
    }

    /// The cell of the top table at `row` of `section`, scrolled into view.
    func cell(section: Int, row: Int) throws -> UITableViewCell {
        let path = IndexPath(row: row, section: section)
        table.scrollToRow(at: path, at: .none, animated: false)
        device.advance(by: 1.0 / 60)
        return try #require(table.cellForRow(at: path))
    }

    func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }
}

@MainActor
@Suite("The Settings app")
struct SettingsAppTests {
    @Test("The main page lists the network switches, the device's sections, then each app with a Settings bundle")
    func rootPage() throws {
        let app = try SettingsFixture()
        #expect(app.navigation.navigationBar.topItem?.title == "Settings")
        #expect(app.table.numberOfSections == 3)
        #expect(try app.cell(section: 0, row: 0).textLabel?.text == "Airplane Mode")
        #expect(try app.cell(section: 0, row: 1).detailTextLabel?.text == "Touchstone")
        #expect(try app.cell(section: 1, row: 0).textLabel?.text == "General")
        #expect(try app.cell(section: 2, row: 0).textLabel?.text == "MyApp")
        try assertGolden(app.device.screenshot(), named: "settings-root", suite: "Settings", filePath: uikitTestsRootFile())
    }

    @Test("The app's page shows the tutorial's elements (guide §2.9.3) with their default values")
    func appPage() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 2, row: 0)
        #expect(app.navigation.topViewController?.title == "MyApp")
        #expect(app.table.numberOfSections == 4)
        #expect((app.navigation.topViewController as? UITableViewController)?.tableView(app.table, titleForHeaderInSection: 0) == "Sound")
        let play = try #require(app.cell(section: 0, row: 0).accessoryView as? UISwitch)
        #expect(play.isOn)  // DefaultValue YES, nothing stored
        let level = try app.cell(section: 1, row: 1)
        #expect(level.detailTextLabel?.text == "Beginner")
        try assertGolden(app.device.screenshot(), named: "settings-app-page", suite: "Settings", filePath: uikitTestsRootFile())
    }

    @Test("Tapping a switch writes its value to the app's preferences file")
    func toggleWrites() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 2, row: 0)
        #expect(app.stored["3D_sound_preference"] == nil)
        let toggle = try #require(app.cell(section: 0, row: 1).accessoryView as? UISwitch)
        app.device.tap(at: app.centre(of: toggle))
        app.device.advance(by: 0.3)
        #expect(app.stored["3D_sound_preference"] as? Bool == true)
        app.device.tap(at: app.centre(of: toggle))
        app.device.advance(by: 0.3)
        #expect(app.stored["3D_sound_preference"] as? Bool == false)
    }

    @Test("Choosing Expert in the multi-value list stores 1 (guide §2.9.3), and the row shows it")
    func multiValue() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 2, row: 0)
        app.tapRow(section: 1, row: 1)
        #expect(app.navigation.topViewController?.title == "Experience Level")
        app.tapRow(section: 0, row: 1)
        #expect(app.stored["experience_preference"] as? Int == 1)
        #expect(try app.cell(section: 0, row: 1).accessoryType == .checkmark)
        app.navigation.popViewController(animated: false)
        app.device.advance(by: 0.1)
        #expect(try app.cell(section: 1, row: 1).detailTextLabel?.text == "Expert")
    }

    @Test("A child pane pushes its page; its radio group and custom toggle values are stored")
    func childPane() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 2, row: 0)
        app.tapRow(section: 3, row: 0)
        #expect(app.navigation.topViewController?.title == "Advanced")
        let password = try #require(app.cell(section: 0, row: 0).contentView.subviews.compactMap { $0 as? UITextField }.first)
        #expect(password.isSecureTextEntry)
        let sync = try #require(app.cell(section: 0, row: 2).accessoryView as? UISwitch)
        #expect(sync.isOn)
        app.device.tap(at: app.centre(of: sync))
        app.device.advance(by: 0.3)
        #expect(app.stored["sync_preference"] as? String == "NO")
        #expect(try app.cell(section: 0, row: 3).detailTextLabel?.text == "1.0")
        app.tapRow(section: 1, row: 1)
        #expect(app.stored["units_preference"] as? String == "imperial")
        #expect(try app.cell(section: 1, row: 1).accessoryType == .checkmark)
    }

    @Test("Appearance and Text Size are saved in the device's settings file; About shows the model")
    func deviceSections() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 1, row: 1)
        app.tapRow(section: 0, row: 1)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).appearance == .dark)
        app.navigation.popViewController(animated: false)
        app.device.advance(by: 0.1)
        app.tapRow(section: 1, row: 2)
        app.tapRow(section: 0, row: 5)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).textSize == UIContentSizeCategory.extraExtraLarge.rawValue)
        app.navigation.popToRootViewController(animated: false)
        app.device.advance(by: 0.1)
        app.tapRow(section: 1, row: 0)
        app.tapRow(section: 0, row: 0)
        #expect(try app.cell(section: 0, row: 0).detailTextLabel?.text == "iPhone 4")
    }

    @Test("General → Language & Region saves the device's language and region for the next app launch")
    func languageAndRegion() throws {
        let app = try SettingsFixture()
        app.tapRow(section: 1, row: 0)
        app.tapRow(section: 0, row: 1)
        #expect(app.navigation.topViewController?.title == "Language & Region")
        #expect(try app.cell(section: 0, row: 0).accessoryType == .checkmark)  // English, none chosen yet
        app.tapRow(section: 0, row: 1)  // Français
        var saved = DeviceSettings.load(dataRoot: app.dataRoot)
        #expect(saved.languages == ["fr"])
        #expect(saved.locale == "fr_US")
        app.tapRow(section: 1, row: 2)  // France
        saved = DeviceSettings.load(dataRoot: app.dataRoot)
        #expect(saved.locale == "fr_FR" && saved.region == "FR")
        #expect(try app.cell(section: 0, row: 1).accessoryType == .checkmark)
        #expect(try app.cell(section: 0, row: 0).accessoryType == .none)
        #expect(try app.cell(section: 1, row: 2).accessoryType == .checkmark)
    }

    @Test("Airplane Mode, the Wi-Fi page's switch and Cellular Data save the device's network")
    func networkSwitches() throws {
        let app = try SettingsFixture()
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).network == .wifi)
        let airplane = try #require(app.cell(section: 0, row: 0).accessoryView as? UISwitch)
        #expect(!airplane.isOn)
        app.device.tap(at: app.centre(of: airplane))
        app.device.advance(by: 0.3)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).airplaneMode)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).network == SimulatedNetwork.Kind.none)
        let airplaneAgain = try #require(app.cell(section: 0, row: 0).accessoryView as? UISwitch)
        #expect(airplaneAgain.isOn)
        app.device.tap(at: app.centre(of: airplaneAgain))
        app.device.advance(by: 0.3)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).network == .wifi)

        app.tapRow(section: 0, row: 1)
        #expect(app.navigation.topViewController?.title == "Wi-Fi")
        #expect(app.table.numberOfSections == 2)
        let wifi = try #require(app.cell(section: 0, row: 0).accessoryView as? UISwitch)
        #expect(wifi.isOn)
        app.device.tap(at: app.centre(of: wifi))
        app.device.advance(by: 0.3)
        #expect(!DeviceSettings.load(dataRoot: app.dataRoot).wifiEnabled)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).network == .cellular)
        #expect(app.table.numberOfSections == 1)
        app.navigation.popViewController(animated: false)
        app.device.advance(by: 0.1)
        #expect(try app.cell(section: 0, row: 1).detailTextLabel?.text == "Off")
        // Cellular Data off too: no network.
        let cellular = try #require(app.cell(section: 0, row: 2).accessoryView as? UISwitch)
        app.device.tap(at: app.centre(of: cellular))
        app.device.advance(by: 0.3)
        #expect(DeviceSettings.load(dataRoot: app.dataRoot).network == SimulatedNetwork.Kind.none)
    }
}
