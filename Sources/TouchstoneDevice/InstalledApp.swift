// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// An app installed on the simulated device: its executable, its `.app` folder and what the home screen and the
/// URL router read from its Info.plist.
///
/// Made by ``read(executable:)`` from the `.app` folder beside the executable (the layout `AppBundle` looks for:
/// directly beside it, or one level down in a `*.resources` folder, with `CFBundleExecutable` naming it).
public struct InstalledApp: Equatable, Sendable {
    /// `CFBundleIdentifier`.
    public var bundleIdentifier: String
    /// The name under the icon: `CFBundleDisplayName`, else `CFBundleName`, else the executable's name.
    public var displayName: String
    /// The executable the device spawns.
    public var executableURL: URL
    /// The `.app` folder.
    public var bundleURL: URL
    /// The icon files named by `CFBundleIcons` (primary icon files) and `CFBundleIconFile`, in that order, as
    /// given (with or without extension).
    public var iconFiles: [String]
    /// `UIPrerenderedIcon`: the home screen draws the icon without the iPhone OS 3 gloss.
    public var prerenderedIcon: Bool
    /// The URL schemes the app declares under `CFBundleURLTypes`, lowercased.
    public var urlSchemes: [String]
    /// Whether the device installed the app itself (the built-in Settings): never in the registry, never uninstalled.
    public var isBuiltIn = false

    /// Reads the app whose executable is `executable`, or throws the reason it cannot be installed: no executable
    /// file, no `.app` folder with an Info.plist naming it, an Info.plist that is not a dictionary or lacks
    /// `CFBundleIdentifier`.
    public static func read(executable: URL) throws -> InstalledApp {
        let path = executable.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SimulatedDeviceError("no executable at \(path)")
        }
        guard !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: path) else {
            throw SimulatedDeviceError("\(path) is not an executable file")
        }
        guard let folder = AppBundle.locate(forExecutableAt: executable) else {
            throw SimulatedDeviceError(
                "no Info.plist: no .app folder beside \(path) (or in a *.resources folder beside it) whose "
                    + "Info.plist names \(executable.lastPathComponent) as CFBundleExecutable")
        }
        let plistURL = folder.appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: plistURL.path),
            let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { throw SimulatedDeviceError("\(plistURL.path) is not a property-list dictionary") }
        guard let identifier = info["CFBundleIdentifier"] as? String, !identifier.isEmpty,
            !identifier.contains("/"), identifier != ".", identifier != ".."
        else { throw SimulatedDeviceError("\(plistURL.path) has no usable CFBundleIdentifier") }
        let name = (info["CFBundleDisplayName"] as? String) ?? (info["CFBundleName"] as? String)
            ?? executable.lastPathComponent
        return InstalledApp(
            bundleIdentifier: identifier, displayName: name, executableURL: executable.standardizedFileURL,
            bundleURL: folder.standardizedFileURL, iconFiles: iconFiles(info),
            prerenderedIcon: (info["UIPrerenderedIcon"] as? Bool) ?? false, urlSchemes: urlSchemes(info))
    }

    private static func iconFiles(_ info: [String: Any]) -> [String] {
        var files: [String] = []
        if let icons = info["CFBundleIcons"] as? [String: Any], let primary = icons["CFBundlePrimaryIcon"] as? [String: Any] {
            files += primary["CFBundleIconFiles"] as? [String] ?? []
        }
        files += info["CFBundleIconFiles"] as? [String] ?? []
        if let file = info["CFBundleIconFile"] as? String { files.append(file) }
        return files
    }

    private static func urlSchemes(_ info: [String: Any]) -> [String] {
        let types = info["CFBundleURLTypes"] as? [[String: Any]] ?? []
        return types.flatMap { $0["CFBundleURLSchemes"] as? [String] ?? [] }.map { $0.lowercased() }
    }

    /// The image file for `name` at `scale`: `<name>@2x.png` first at 2× and above, then `<name>.png` (or the name
    /// as given when it has an extension); nil when neither exists.
    func imageURL(named name: String, scale: Int) -> URL? {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        var candidates: [String] = []
        if scale >= 2 { candidates.append("\(base)@2x.\(ext)") }
        candidates.append("\(base).\(ext)")
        return candidates.lazy.map { bundleURL.appendingPathComponent($0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The best icon file at `scale`, if the app has one: the first of ``iconFiles`` that exists, else, as for an
    /// app built by Xcode, the `AppIcon.appiconset` of an asset catalog at the top of the `.app` folder (the entry
    /// closest above the home-screen icon's pixel size; see `AppIconAsset`).
    public func iconURL(scale: Int) -> URL? {
        iconFiles.lazy.compactMap { imageURL(named: $0, scale: scale) }.first
            ?? AppIconAsset.iconFile(inBundle: bundleURL, scale: scale)
    }

    /// The launch image (`Default.png`, `Default@2x.png` at 2×), if the app has one.
    public func launchImageURL(scale: Int) -> URL? { imageURL(named: "Default", scale: scale) }

    /// The record kept in the device's registry.
    var registryEntry: [String: Any] {
        ["CFBundleIdentifier": bundleIdentifier, "Executable": executableURL.path]
    }
}
