// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// How an executable's `.app` resource folder becomes `Bundle.main` (docs/ARCHITECTURE.md, "App bundles").
@MainActor
@Suite("App bundles")
struct AppBundleTests {
    @Test("Bundle.main is MoveMe.app: its Info.plist has the sample's keys, with the build settings filled in")
    func infoDictionary() throws {
        AppBundle.main = try #require(MoveMeResources.bundle)
        let info = try #require(Bundle.main.infoDictionary)
        let expected: [String: String] = [
            "CFBundleDevelopmentRegion": "en", "CFBundleDisplayName": "MoveMe", "CFBundleExecutable": "moveme",
            "CFBundleIconFile": "Icon.png", "CFBundleIdentifier": "com.yourcompany.MoveMe",
            "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": "MoveMe", "CFBundlePackageType": "APPL",
            "CFBundleSignature": "????", "CFBundleVersion": "1.0",
        ]
        for (key, value) in expected { #expect(info[key] as? String == value, "\(key)") }
        #expect(info["UIStatusBarHidden"] as? Bool == true)
        #expect(Bundle.main.bundleIdentifier == "com.yourcompany.MoveMe")
    }

    @Test("Bundle.main finds resources by name and type, and strings in the development region's .lproj")
    func resourcesAndStrings() throws {
        AppBundle.main = try #require(MoveMeResources.bundle)
        let path = try #require(Bundle.main.path(forResource: "DisplayStrings", ofType: "txt"))
        #expect(path.hasSuffix("MoveMe.app/DisplayStrings.txt"))
        #expect(Bundle.main.path(forResource: "Icon", ofType: "png") != nil)
        #expect(Bundle.main.localizedString(forKey: "CFBundleDisplayName", value: nil, table: "InfoPlist") == "MoveMe")
        #expect(Bundle.main.localizedString(forKey: "NoSuchKey", value: "fallback", table: "InfoPlist") == "fallback")
    }

    @Test("UIImage(named:) takes Placard@2x.png on a 2x screen and Placard.png for 1x")
    func imageScales() throws {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        let twoX = try #require(UIImage(named: "Placard", in: nil, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(twoX.scale == 2 && twoX.size == CGSize(width: 240, height: 60))
        #expect(twoX.cgImage?.width == 480)
        let oneX = try #require(UIImage(named: "Placard.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(oneX.scale == 1 && oneX.cgImage?.width == 240)
    }

    @Test("Missing resources give nil, not a crash")
    func missingResources() throws {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        #expect(UIImage(named: "NoSuchImage") == nil)
        #expect(Bundle.main.path(forResource: "NoSuchFile", ofType: "txt") == nil)
        #expect(AppBundle.bundle(named: "Nowhere.app", in: bundle) == nil)
        let empty = try #require(Bundle(path: NSTemporaryDirectory()))
        #expect(PlacardView.loadDisplayStrings(from: empty) == ["Welcome"])
    }

    @Test("locate(forExecutableAt:) picks the .app whose CFBundleExecutable names the executable")
    func locate() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appbundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let build = root.appendingPathComponent("debug"), installed = root.appendingPathComponent("bin")
        try makeApp(build.appendingPathComponent("Pkg_Other.resources/Other.app"), executable: "other")
        try makeApp(build.appendingPathComponent("Pkg_Mine.resources/Mine.app"), executable: "mine")
        try makeApp(installed.appendingPathComponent("Mine.app"), executable: "mine")

        let found = AppBundle.locate(forExecutableAt: build.appendingPathComponent("mine"))
        #expect(found?.bundleURL.standardizedFileURL.lastPathComponent == "Mine.app")
        #expect(found?.bundleURL.path.contains("Pkg_Mine.resources") == true)
        #expect(AppBundle.locate(forExecutableAt: build.appendingPathComponent("other"))?.bundleIdentifier == "test.other")
        #expect(AppBundle.locate(forExecutableAt: installed.appendingPathComponent("mine"))?.bundleIdentifier == "test.mine")
        #expect(AppBundle.locate(forExecutableAt: build.appendingPathComponent("stranger")) == nil)
    }

    @Test("The moveme executable finds MoveMe.app by itself: it launches with its image and greetings")
    func executableFindsItsBundle() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("moveme")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build moveme first")
        let process = Process()
        process.executableURL = binary
        var env = ProcessInfo.processInfo.environment
        env["TOUCHSTONE_HOST"] = "headless"
        env["TOUCHSTONE_EXIT_AFTER_LAUNCH"] = "1"
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!output.contains("Placard"), "\(output)")
        #expect(!output.contains("DisplayStrings"), "\(output)")
    }

    private func makeApp(_ folder: URL, executable: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info: [String: Any] = ["CFBundleExecutable": executable, "CFBundleIdentifier": "test.\(executable)"]
        let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Info.plist"))
    }
}
