// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// How an executable's `.app` resource folder becomes the main bundle (docs/ARCHITECTURE.md, "App bundles"): in
/// this test process the tests install MoveMe.app as `AppBundle.main`, the bundle UIKit reads resources from; the
/// `moveme` process makes it Foundation's `Bundle.main` itself.
@MainActor
@Suite("App bundles")
struct AppBundleTests {
    @Test("AppBundle.main is MoveMe.app: its Info.plist has the sample's keys, with the build settings filled in")
    func infoDictionary() throws {
        AppBundle.main = try #require(MoveMeResources.bundle)
        let info = try #require(AppBundle.main.infoDictionary)
        let expected: [String: String] = [
            "CFBundleDevelopmentRegion": "en", "CFBundleDisplayName": "MoveMe", "CFBundleExecutable": "moveme",
            "CFBundleIconFile": "Icon.png", "CFBundleIdentifier": "com.yourcompany.MoveMe",
            "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": "MoveMe", "CFBundlePackageType": "APPL",
            "CFBundleSignature": "????", "CFBundleVersion": "1.0",
        ]
        for (key, value) in expected { #expect(info[key] as? String == value, "\(key)") }
        #expect(info["UIStatusBarHidden"] as? Bool == true)
        #expect(AppBundle.main.bundleIdentifier == "com.yourcompany.MoveMe")
    }

    @Test("AppBundle.main finds resources by name and type, and strings in the development region's .lproj")
    func resourcesAndStrings() throws {
        AppBundle.main = try #require(MoveMeResources.bundle)
        let path = try #require(AppBundle.main.path(forResource: "DisplayStrings", ofType: "txt"))
        #expect(path.hasSuffix("MoveMe.app/DisplayStrings.txt"))
        #expect(AppBundle.main.path(forResource: "Icon", ofType: "png") != nil)
        #expect(AppBundle.main.localizedString(forKey: "CFBundleDisplayName", value: nil, table: "InfoPlist") == "MoveMe")
        #expect(AppBundle.main.localizedString(forKey: "NoSuchKey", value: "fallback", table: "InfoPlist") == "fallback")
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
        #expect(AppBundle.main.path(forResource: "NoSuchFile", ofType: "txt") == nil)
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

        let found = try #require(AppBundle.locate(forExecutableAt: build.appendingPathComponent("mine")))
        #expect(found.lastPathComponent == "Mine.app")
        #expect(found.deletingLastPathComponent().lastPathComponent == "Pkg_Mine.resources")
        let other = try #require(AppBundle.locate(forExecutableAt: build.appendingPathComponent("other")))
        #expect(Bundle(url: other)?.bundleIdentifier == "test.other")
        let copy = try #require(AppBundle.locate(forExecutableAt: installed.appendingPathComponent("mine")))
        #expect(copy.deletingLastPathComponent().lastPathComponent == "bin")
        #expect(AppBundle.locate(forExecutableAt: build.appendingPathComponent("stranger")) == nil)
    }

    @Test("locate(forExecutableAt:) prefers a .app beside the executable and skips other apps' and unreadable Info.plists")
    func locatePrecedence() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("appbundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        // Name order puts every decoy before Foo.app.
        try makeApp(root.appendingPathComponent("A.resources/Foo.app"), executable: "Foo")
        try makeApp(root.appendingPathComponent("Bar.app"), executable: "Bar")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Broken.app"), withIntermediateDirectories: true)
        try Data("not a property list".utf8).write(to: root.appendingPathComponent("Broken.app/Info.plist"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty.app"), withIntermediateDirectories: true)
        try makeApp(root.appendingPathComponent("Foo.app"), executable: "Foo")

        let executable = root.appendingPathComponent("Foo")
        #expect(AppBundle.locate(forExecutableAt: executable)?.lastPathComponent == "Foo.app")
        #expect(AppBundle.locate(forExecutableAt: executable)?.deletingLastPathComponent().lastPathComponent
            == root.lastPathComponent)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Foo.app"))
        #expect(AppBundle.locate(forExecutableAt: executable)?.deletingLastPathComponent().lastPathComponent
            == "A.resources")
        #expect(AppBundle.locate(forExecutableAt: root.appendingPathComponent("Broken")) == nil)
        #expect(AppBundle.locate(forExecutableAt: root.appendingPathComponent("Empty")) == nil)
    }

    /// MoveMe's own code reads its greetings through Foundation's `Bundle.main` (PlacardView), and UIKit checks
    /// at launch that Foundation's main bundle is the located app bundle, logging "AppBundle: …" when not. Both
    /// fail when Core Foundation is not told the executable runs from MoveMe.app (the process-path hook).
    @Test("In the moveme process Foundation's Bundle.main is MoveMe.app: the app's own Bundle.main lookups find its greetings")
    func executableFindsItsBundle() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("moveme")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build moveme first")
        let process = Process()
        process.executableURL = binary
        var env = ProcessInfo.processInfo.environment
        env["TOUCHSTONE_HOST"] = "headless"
        env["TOUCHSTONE_EXIT_AFTER_LAUNCH"] = "1"
        // The app's container goes under a temporary data root, not the user's home.
        let dataRoot = FileManager.default.temporaryDirectory.appendingPathComponent("moveme-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataRoot) }
        env["TOUCHSTONE_DATA_ROOT"] = dataRoot.path
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!output.contains("AppBundle:"), "\(output)")
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
