// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTemplate

/// What `touchstone new` writes: the files, their contents, and refusals for bad names and used folders.
@Suite struct ProjectTemplateTests {
    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("ProjectTemplateTests-\(UUID().uuidString)")
    }

    @Test func writesTheAppPackage() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try ProjectTemplate.write(name: "MyApp", to: folder, touchstonePath: "/opt/Touchstone")
        #expect(written == [
            ".gitignore", "Makefile", "Package.swift", "README.md", "Sources/MyApp/AppDelegate.swift",
            "Sources/MyApp/MyApp.app/Info.plist", "Sources/MyApp/RootViewController.swift",
            "Sources/MyApp/SceneDelegate.swift", "Tests/MyAppTests/LaunchTests.swift",
            "Tests/MyAppTests/SnapshotTests.swift",
        ])
        func read(_ path: String) throws -> String {
            try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        }
        let manifest = try read("Package.swift")
        #expect(manifest.contains(#".package(name: "Touchstone", path: "/opt/Touchstone")"#))
        #expect(manifest.contains(#"resources: [.copy("MyApp.app")]"#))
        #expect(manifest.contains(#".product(name: "TouchstoneSnapshotTesting", package: "Touchstone")"#))
        #expect(try read("Sources/MyApp/AppDelegate.swift").contains("@main\nclass AppDelegate: UIResponder"))
        #expect(try read("Sources/MyApp/SceneDelegate.swift").contains("UIWindowSceneDelegate"))
        #expect(try read("Tests/MyAppTests/SnapshotTests.swift").contains("assertSnapshot(of: screen, as: .image(on: .iPhone4))"))
        #expect(try read("Tests/MyAppTests/LaunchTests.swift").contains("HeadlessDevice(profile: .iPhone4)"))
        let makefile = try read("Makefile")
        #expect(makefile.contains("demo:\n\tswift run MyApp"))
        #expect(makefile.contains("test:\n\teval"))

        let plistData = try Data(contentsOf: folder.appendingPathComponent("Sources/MyApp/MyApp.app/Info.plist"))
        let info = try #require(try PropertyListSerialization.propertyList(from: plistData, format: nil) as? [String: Any])
        #expect(info["CFBundleIdentifier"] as? String == "com.example.MyApp")
        #expect(info["CFBundleExecutable"] as? String == "MyApp")
        let manifestDict = try #require(info["UIApplicationSceneManifest"] as? [String: Any])
        let configurations = try #require(manifestDict["UISceneConfigurations"] as? [String: Any])
        let roles = try #require(configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]])
        #expect(roles.first?["UISceneDelegateClassName"] as? String == "MyApp.SceneDelegate")
    }

    @Test func quotesTheTouchstonePathAsASwiftString() throws {
        let files = try ProjectTemplate.files(name: "App", touchstonePath: #"/tmp/a "quoted" \path"#)
        #expect(files["Package.swift"]?.contains(#"path: "/tmp/a \"quoted\" \\path""#) == true)
    }

    @Test(arguments: ["", "1App", "My App", "My-App", "Café", "../App"])
    func refusesNamesThatAreNotIdentifiers(_ name: String) {
        #expect(throws: ProjectTemplate.Failure.invalidName(name)) {
            try ProjectTemplate.files(name: name, touchstonePath: "/t")
        }
    }

    @Test func refusesAFolderThatIsNotEmpty() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("keep.txt"))
        #expect(throws: ProjectTemplate.Failure.folderNotEmpty(folder.path)) {
            try ProjectTemplate.write(name: "MyApp", to: folder, touchstonePath: "/t")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["keep.txt"])
    }
}
