// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import TouchstoneDevice

/// A temporary folder with app executables and their `.app` folders, and a data root, removed at deinit.
final class DeviceFixture {
    let root: URL
    var dataRoot: URL { root.appendingPathComponent("data") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes an executable `name` (a shell script: `script`) and `<folder>.app/Info.plist` beside it.
    @discardableResult
    func makeApp(_ name: String, bundleIdentifier: String?, displayName: String? = nil, schemes: [String] = [],
                 extraInfo: [String: Any] = [:], script: String = "exit 0", writeInfo: Bool = true) throws -> URL {
        let folder = root.appendingPathComponent("apps/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let executable = folder.appendingPathComponent(name)
        try "#!/bin/sh\n\(script)\n".write(to: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        let bundle = folder.appendingPathComponent("\(name).app")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        guard writeInfo else { return executable }
        var info: [String: Any] = ["CFBundleExecutable": name]
        if let bundleIdentifier { info["CFBundleIdentifier"] = bundleIdentifier }
        if let displayName { info["CFBundleDisplayName"] = displayName }
        if !schemes.isEmpty { info["CFBundleURLTypes"] = [["CFBundleURLName": "x", "CFBundleURLSchemes": schemes]] }
        info.merge(extraInfo) { $1 }
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: bundle.appendingPathComponent("Info.plist"))
        return executable
    }

    /// A headless device on the fake launcher.
    @MainActor
    func device(_ launcher: FakeLauncher, profile: String = "iphone4") throws -> SimulatedDevice {
        let device = try SimulatedDevice(profile: profile, headless: true, dataRoot: dataRoot, launcher: launcher)
        device.watchdogLimit = 1
        return device
    }

    /// A headless device on `launcher` with apps `names` (bundle identifiers `com.example.<name>`) installed.
    @MainActor
    func device(_ launcher: FakeLauncher, installing names: [String], profile: String = "iphone4") throws -> SimulatedDevice {
        let device = try self.device(launcher, profile: profile)
        for name in names {
            let executable = root.appendingPathComponent("apps/\(name)/\(name)")
            if !FileManager.default.fileExists(atPath: executable.path) {
                try makeApp(name, bundleIdentifier: "com.example.\(name)")
            }
            try device.install(appAt: executable)
        }
        return device
    }
}
