// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Every test here uses the process's one `UserDefaults.standard`, so the suite runs its tests one at a time.
@MainActor
@Suite("UserDefaults persisted in the app container", .serialized)
struct AppPreferencesTests {
    let root = makeScratchFolder("container")
    var container: AppContainer { AppContainer(bundleIdentifier: "com.example.Prefs", dataRoot: root) }

    private func cleanUp() { try? FileManager.default.removeItem(at: root) }

    private func storedValues() -> [String: Any] {
        guard case .values(let values) = PreferencesFile.read(container.preferencesFile) else { return [:] }
        return values
    }

    @Test("The container's file is what UserDefaults.standard answers after load, and nothing else")
    func loadReplacesTheDomain() throws {
        defer { cleanUp() }
        UserDefaults.standard.set("left over", forKey: "stale_key")
        try PreferencesFile.write(["user_name": "Ada", "experience_preference": 2, "play_sounds_preference": true,
                                   "gravity_preference": 1.5, "tags": ["a", "b"], "blob": Data([1, 2, 3])],
                                  to: container.preferencesFile)
        let preferences = AppPreferences(container: container)
        preferences.load()
        let defaults = UserDefaults.standard
        #expect(defaults.string(forKey: "user_name") == "Ada")
        #expect(defaults.integer(forKey: "experience_preference") == 2)
        #expect(defaults.bool(forKey: "play_sounds_preference"))
        #expect(defaults.double(forKey: "gravity_preference") == 1.5)
        #expect(defaults.stringArray(forKey: "tags") == ["a", "b"])
        #expect(defaults.data(forKey: "blob") == Data([1, 2, 3]))
        #expect(defaults.object(forKey: "stale_key") == nil)
    }

    @Test("Typed setters, removeObject and synchronize reach the file; registered defaults do not")
    func setAndSynchronize() throws {
        defer { cleanUp() }
        let preferences = AppPreferences(container: container)
        preferences.load()
        let defaults = UserDefaults.standard
        defaults.register(defaults: ["registered_only_key": 7])
        defaults.set(true, forKey: "flag")
        defaults.set(3, forKey: "count")
        defaults.set(2.5, forKey: "ratio")
        defaults.set(Float(0.5), forKey: "float")
        defaults.set("text", forKey: "string")
        defaults.set(URL(fileURLWithPath: "/tmp/x"), forKey: "url")
        defaults.set(["k": "v"], forKey: "dict")
        defaults.set("gone soon", forKey: "removed")
        defaults.removeObject(forKey: "removed")
        #expect(preferences.synchronize())
        let stored = storedValues()
        #expect(stored["flag"] as? Bool == true)
        #expect(stored["count"] as? Int == 3)
        #expect(stored["ratio"] as? Double == 2.5)
        #expect(stored["string"] as? String == "text")
        #expect(stored["url"] as? String == "/tmp/x")
        #expect((stored["dict"] as? [String: Any])?["k"] as? String == "v")
        #expect(stored["removed"] == nil)
        #expect(stored["registered_only_key"] == nil)
        #expect(defaults.integer(forKey: "registered_only_key") == 7)
        #expect(defaults.dictionaryRepresentation()["count"] as? Int == 3)
        // Nothing changed since: nothing written.
        #expect(!preferences.synchronize())
    }

    @Test("A value set is read back by the next launch (a new store on the same container)")
    func survivesRelaunch() throws {
        defer { cleanUp() }
        let first = AppPreferences(container: container)
        first.load()
        UserDefaults.standard.set("kept", forKey: "relaunch_key")
        first.synchronize()
        UserDefaults.standard.removeObject(forKey: "relaunch_key")  // as if the process had ended
        let second = AppPreferences(container: container)
        second.load()
        #expect(UserDefaults.standard.string(forKey: "relaunch_key") == "kept")
    }

    @Test("A corrupt preferences file: the app starts with empty defaults, the file is moved aside, a line is logged")
    func corruptAtLaunch() throws {
        defer { cleanUp() }
        UserDefaults.standard.set("left over", forKey: "stale_key")
        try FileManager.default.createDirectory(at: container.preferences, withIntermediateDirectories: true)
        try Data("<plist><dict><key>torn".utf8).write(to: container.preferencesFile)
        let (_, lines) = UIKitDiagnostics.capturing { AppPreferences(container: container).load() }
        #expect(UserDefaults.standard.object(forKey: "stale_key") == nil)
        #expect(FileManager.default.fileExists(atPath: container.preferencesFile.path + ".corrupt"))
        #expect(lines.contains { $0.contains(".corrupt") })
    }

    @Test("synchronize posts UserDefaults.didChangeNotification when the app's values changed")
    func changeNotification() throws {
        defer { cleanUp() }
        let preferences = AppPreferences(container: container)
        preferences.load()
        let posted = NotificationCount()
        let observer = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification,
                                                              object: UserDefaults.standard, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UserDefaults.standard.set(1, forKey: "notified")
        preferences.synchronize()
        #expect(posted.value == 1)
        preferences.synchronize()
        #expect(posted.value == 1)
    }

    @Test("A file another process rewrote is taken in on reload, with a change notification")
    func externalChange() throws {
        defer { cleanUp() }
        let preferences = AppPreferences(container: container)
        preferences.load()
        UserDefaults.standard.set(false, forKey: "play_sounds_preference")
        preferences.synchronize()
        let posted = NotificationCount()
        let observer = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification,
                                                              object: UserDefaults.standard, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!preferences.reloadExternalChanges())
        try PreferencesFile.write(["play_sounds_preference": true], to: container.preferencesFile)
        #expect(preferences.reloadExternalChanges())
        #expect(UserDefaults.standard.bool(forKey: "play_sounds_preference"))
        #expect(posted.value == 1)
    }

    @Test("Suites live in Library/Preferences/<suite>.plist beside the app's file")
    func suites() throws {
        defer { cleanUp() }
        let suiteFile = container.preferences.appendingPathComponent("group.example.shared.plist")
        try PreferencesFile.write(["shared_value": 5], to: suiteFile)
        let preferences = AppPreferences(container: container)
        preferences.load()
        let suite = try #require(UserDefaults(suiteName: "group.example.shared"))
        #expect(suite.integer(forKey: "shared_value") == 5)
        suite.set(6, forKey: "shared_value")
        preferences.track(suiteName: "group.example.new")
        UserDefaults(suiteName: "group.example.new")!.set("n", forKey: "fresh")
        preferences.synchronize()
        guard case .values(let values) = PreferencesFile.read(suiteFile) else {
            Issue.record("the suite file did not reload")
            return
        }
        #expect(values["shared_value"] as? Int == 6)
        guard case .values(let fresh) = PreferencesFile.read(preferences.file(for: DefaultsDomain(suiteName: "group.example.new"))) else {
            Issue.record("the new suite's file was not written")
            return
        }
        #expect(fresh["fresh"] as? String == "n")
        #expect(storedValues()["shared_value"] == nil)
    }

    @Test("In a running app, a value set is written within a second of device time and when the app resigns active")
    func runningApp() throws {
        defer { cleanUp() }
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let runtime = try #require(device.application?.runtime)
        let preferences = runtime.installPreferences(for: container)
        UserDefaults.standard.set("typed", forKey: "running_key")
        device.advance(by: 1.1)
        #expect(storedValues()["running_key"] as? String == "typed")
        UserDefaults.standard.set("before resigning", forKey: "running_key")
        device.pressLock()
        device.advance(by: 0.01)
        #expect(runtime.application.applicationState != .active)
        #expect(storedValues()["running_key"] as? String == "before resigning")
        _ = preferences
    }

    @Test("What the Settings app wrote reaches the running app when it comes back to the foreground")
    func settingsChangeReachesApp() throws {
        defer { cleanUp() }
        let device = try HeadlessDevice()
        try device.launch(delegate: nil)
        let runtime = try #require(device.application?.runtime)
        runtime.installPreferences(for: container)
        let posted = NotificationCount()
        let observer = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification,
                                                              object: UserDefaults.standard, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        try PreferencesFile.write(["experience_preference": 1], to: container.preferencesFile)
        #expect(UserDefaults.standard.object(forKey: "experience_preference") == nil)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: runtime.application)
        #expect(UserDefaults.standard.integer(forKey: "experience_preference") == 1)
        #expect(posted.value == 1)
    }

    @Test("The guide's listing registers the Settings bundle's defaults; nothing registers them before (iPhone OS 3)")
    func registerDefaultsFromSettingsBundle() throws {
        defer { cleanUp() }
        AppPreferences(container: container).load()
        let bundle = try #require(Bundle(url: sampleAppURL))
        // Not registered automatically.
        #expect(UserDefaults.standard.object(forKey: "gravity_preference") == nil)
        #expect(UserDefaults.standard.object(forKey: "server_preference") == nil)

        // The usual app code (registerDefaultsFromSettingsBundle), written against Foundation only.
        let settings = try #require(bundle.path(forResource: "Settings", ofType: "bundle"))
        let root = try #require(NSDictionary(contentsOfFile: (settings as NSString).appendingPathComponent("Root.plist")))
        let specifiers = try #require(root["PreferenceSpecifiers"] as? [[String: Any]])
        var defaultsToRegister: [String: Any] = [:]
        for specifier in specifiers {
            if let key = specifier["Key"] as? String, let value = specifier["DefaultValue"] {
                defaultsToRegister[key] = value
            }
        }
        UserDefaults.standard.register(defaults: defaultsToRegister)

        #expect(UserDefaults.standard.double(forKey: "gravity_preference") == 1)
        #expect(UserDefaults.standard.bool(forKey: "play_sounds_preference"))
        // The same set as the package's reading of the root page (child panes add theirs).
        let computed = SettingsBundle(url: URL(fileURLWithPath: settings)).registrationDefaults()
        for key in defaultsToRegister.keys { #expect(computed[key] != nil) }
        #expect(computed["server_preference"] as? String == "https://example.com")
    }
}

/// The Settings example's sample app bundle (Examples/Settings/SampleApp.app).
let sampleAppURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Settings/SampleApp.app", isDirectory: true)

/// A counter a notification observer's closure can bump.
final class NotificationCount: @unchecked Sendable {
    var value = 0
}
