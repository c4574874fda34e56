// SPDX-License-Identifier: Apache-2.0
//
// How a SwiftPM executable's resources become the app's main bundle (docs/ARCHITECTURE.md, "App bundles").

import Foundation

/// The app's main bundle on Linux: the `<Name>.app` folder that holds the app's Info.plist, images and `.lproj`
/// folders, as the `.app` directory does on iPhone OS (guide §2.1, "The application bundle").
///
/// An app target copies one folder named `<Name>.app` into its resources with
/// `resources: [.copy("MoveMe.app")]`. SwiftPM puts it in `<build dir>/<Package>_<Target>.resources/MoveMe.app`,
/// beside the executable. At first use, ``main`` takes the first `*.app` folder, in name order, that sits
/// either directly beside the running executable or one level down in a `*.resources` folder beside it, and whose
/// `Info.plist` names the executable under `CFBundleExecutable`. This works from `swift run`, from the built
/// binary and from a copy installed with its `.app` folder beside it. When no folder matches — a test runner, an
/// app without resources — the main bundle is the executable's directory, as Foundation's own is, and lookups
/// there find nothing (`UIImage(named:)` logs and returns nil). Tests load an app's bundle explicitly and
/// install it with ``main``'s setter.
///
/// Code that imports UIKit sees this bundle as `Bundle.main` (see the `Bundle` extension below), so
/// `Bundle.main.path(forResource:ofType:)`, `infoDictionary`, `localizedString(forKey:value:table:)` and
/// `UIImage(named:)` behave as on iPhone OS. Foundation's own defaults still use Foundation's main bundle:
/// `NSLocalizedString` without `bundle:` does, so pass `bundle: .main` from app code.
public enum AppBundle {
    /// The extension of an app bundle folder.
    public static let folderExtension = "app"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: Bundle?

    /// The app's main bundle: the one installed with the setter, else the located `.app` folder, else the
    /// executable's directory. Thread-safe; located once per process.
    public static var main: Bundle {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let current { return current }
            let executable = executableURL
            let found = executable.flatMap { locate(forExecutableAt: $0) }
                ?? executable.flatMap { Bundle(url: $0.deletingLastPathComponent()) }
                ?? Bundle(for: AppBundleMarker.self)
            current = found
            return found
        }
        set {
            lock.lock()
            current = newValue
            lock.unlock()
        }
    }

    /// The app bundle folder for the executable at `executableURL`: the first `*.app` folder, in name order,
    /// beside it or inside a `*.resources` folder beside it, whose Info.plist's `CFBundleExecutable` is the
    /// executable's file name; nil when there is none.
    public static func locate(forExecutableAt executableURL: URL) -> Bundle? {
        let name = executableURL.lastPathComponent
        let directory = executableURL.deletingLastPathComponent()
        var candidates = appFolders(in: directory)
        for child in sortedChildren(of: directory) where child.pathExtension == "resources" {
            candidates += appFolders(in: child)
        }
        for folder in candidates {
            let bundle = Bundle(url: folder)
            if bundle?.infoDictionary?["CFBundleExecutable"] as? String == name { return bundle }
        }
        return nil
    }

    /// The app bundle folder named `folderName` (for example `"MoveMe.app"`) inside the resource bundle
    /// `resources` (a target's `Bundle.module`); nil, logged, when it is missing. Tests use it to load an app's
    /// bundle without running the app's executable.
    public static func bundle(named folderName: String, in resources: Bundle) -> Bundle? {
        let url = URL(fileURLWithPath: resources.bundlePath).appendingPathComponent(folderName)
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Info.plist").path),
            let bundle = Bundle(url: url)
        else {
            UIKitDiagnostics.log("AppBundle: no app bundle '\(folderName)' with an Info.plist in \(resources.bundlePath)")
            return nil
        }
        return bundle
    }

    /// The running executable (Linux: `/proc/self/exe`; elsewhere the first argument).
    private static var executableURL: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        guard let first = CommandLine.arguments.first else { return nil }
        return URL(fileURLWithPath: first).standardizedFileURL
    }

    private static func appFolders(in directory: URL) -> [URL] {
        sortedChildren(of: directory).filter { $0.pathExtension == folderExtension }
    }

    private static func sortedChildren(of directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }
}

/// A class of UIKit's, for the bundle that holds UIKit's code (the last fallback of ``AppBundle/main``).
private final class AppBundleMarker {}

extension Bundle {
    /// The app's main bundle, ``AppBundle/main``: the app's `.app` folder on Touchstone.
    ///
    /// This shadows Foundation's `Bundle.main` for code that imports UIKit, by Swift's rule that a declaration in
    /// an importing module hides the same declaration in the module it imports (UIKit's `Timer` works the same
    /// way), so app code written for iPhone OS finds its Info.plist, images and strings unchanged.
    public static var main: Bundle { AppBundle.main }
}
