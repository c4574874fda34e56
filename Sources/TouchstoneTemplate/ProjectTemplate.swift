// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writes a new Touchstone app package, as `touchstone new MyApp` does: an `@main` app delegate and a scene
/// delegate, the `.app` folder with its Info.plist, a snapshot test and a headless launch test, and a Makefile and
/// README with Touchstone's two commands (`make demo`, `make test`).
///
/// ```swift
/// try ProjectTemplate.write(name: "MyApp", to: URL(fileURLWithPath: "MyApp"),
///                           touchstonePath: "/path/to/Touchstone")
/// ```
public enum ProjectTemplate {
    /// Why a project could not be written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The name is not a Swift identifier of letters and digits starting with a letter.
        case invalidName(String)
        /// The folder exists and is not empty.
        case folderNotEmpty(String)

        /// A sentence for the command line.
        public var description: String {
            switch self {
            case .invalidName(let name):
                return "'\(name)' is not a valid app name: use letters and digits, starting with a letter (e.g. MyApp)"
            case .folderNotEmpty(let path):
                return "\(path) already exists and is not empty; choose a new folder"
            }
        }
    }

    /// Writes the package for the app `name` into `folder` (created if needed; it must be empty), depending on the
    /// Touchstone checkout at `touchstonePath` by path. Returns the paths written, relative to `folder`, sorted.
    @discardableResult
    public static func write(name: String, to folder: URL, touchstonePath: String) throws -> [String] {
        let files = try self.files(name: name, touchstonePath: touchstonePath)
        let manager = FileManager.default
        if let existing = try? manager.contentsOfDirectory(atPath: folder.path), !existing.isEmpty {
            throw Failure.folderNotEmpty(folder.path)
        }
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return files.keys.sorted()
    }

    /// The files of the package for `name`: paths relative to the package folder, and their contents.
    public static func files(name: String, touchstonePath: String) throws -> [String: String] {
        guard let first = name.unicodeScalars.first, CharacterSet.letters.contains(first),
              name.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII })
        else { throw Failure.invalidName(name) }
        let t = TemplateFiles(name: name, touchstonePath: touchstonePath)
        return [
            "Package.swift": t.packageManifest,
            "Sources/\(name)/AppDelegate.swift": t.appDelegate,
            "Sources/\(name)/SceneDelegate.swift": t.sceneDelegate,
            "Sources/\(name)/RootViewController.swift": t.rootViewController,
            "Sources/\(name)/\(name).app/Info.plist": t.infoPlist,
            "Tests/\(name)Tests/SnapshotTests.swift": t.snapshotTests,
            "Tests/\(name)Tests/LaunchTests.swift": t.launchTests,
            "Makefile": t.makefile,
            "README.md": t.readme,
            ".gitignore": ".build/\n.build*/\nPackage.resolved\n.swiftpm/\n/out/\n",
        ]
    }
}
