// SPDX-License-Identifier: Apache-2.0
//
// Asset catalogs read from the app bundle at run time (docs/ARCHITECTURE.md, "Asset catalogs").

import Foundation

/// The asset catalogs of one bundle: every `*.xcassets` folder at the top level of its resources (an app's
/// `<App>.app/Assets.xcassets`), read as Xcode writes them (Apple's "Asset Catalog Format Reference"), where iOS
/// reads the `Assets.car` that actool compiles from them.
///
/// The folders are indexed once per bundle, on the first lookup: asset names come from folder names (an
/// `Icon.imageset` folder is the image `"Icon"`), a group folder whose `Contents.json` sets
/// `properties.provides-namespace` prefixes its assets' names with its own (`"Flags/France"`), and a group without
/// it adds nothing. When two assets share a name the first catalog (in name order) and the first folder win; the
/// duplicate is logged. An asset's own `Contents.json` is read when the asset is first asked for and kept.
/// Thread-safe: the index and the parsed assets are guarded by locks, so colours and data assets load from any
/// thread.
final class AssetCatalog: @unchecked Sendable {
    /// The kinds of asset read; other types (sprite textures, AR images, symbol sets…) are skipped.
    enum Kind: String {
        case image = "imageset"
        case color = "colorset"
        case data = "dataset"
        case appIcon = "appiconset"
    }

    /// Folder extensions of asset types that are not groups and that Touchstone does not read.
    private static let otherAssetTypes: Set<String> = [
        "arimageset", "arresourcegroup", "brandassets", "complicationset", "cubetextureset", "gcdashboardimage",
        "gcleaderboard", "gcleaderboardset", "iconset", "imagestack", "imagestacklayer", "launchimage", "mipmapset",
        "solidimagestack", "sticker", "stickerpack", "stickersequence", "symbolset", "textureset",
    ]
    /// How deep group folders may nest before the walk stops (a guard against symbolic-link loops).
    private static let maxDepth = 24

    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalogs: [String: AssetCatalog] = [:]

    /// The folder of each asset, by kind and name.
    private let folders: [Kind: [String: String]]
    private let lock = NSLock()
    private var parsed: [String: Any] = [:]

    /// The catalogs of `bundle`, indexed on first use and kept for the process.
    static func catalog(for bundle: Bundle) -> AssetCatalog {
        catalog(atPath: bundle.resourcePath ?? bundle.bundlePath)
    }

    /// The catalogs directly inside the folder `root` (a bundle's resources), indexed on first use and kept for
    /// the process. Creates no `Bundle`.
    static func catalog(atPath root: String) -> AssetCatalog {
        lock.lock()
        defer { lock.unlock() }
        if let catalog = catalogs[root] { return catalog }
        let catalog = AssetCatalog(root: root)
        catalogs[root] = catalog
        return catalog
    }

    /// Indexes the `*.xcassets` folders directly inside `root`.
    init(root: String) {
        var folders: [Kind: [String: String]] = [:]
        for name in Self.children(of: root) where (name as NSString).pathExtension == "xcassets" {
            let path = (root as NSString).appendingPathComponent(name)
            if Self.isDirectory(path) { Self.index(path, namespace: "", depth: 0, into: &folders) }
        }
        self.folders = folders
    }

    /// Whether the catalogs hold no asset at all.
    var isEmpty: Bool { folders.values.allSatisfy(\.isEmpty) }

    /// The folder of the asset `name` of `kind`, if there is one.
    func folder(of kind: Kind, named name: String) -> String? { folders[kind]?[name] }

    /// The names of every asset of `kind`.
    func names(of kind: Kind) -> [String] { (folders[kind] ?? [:]).keys.sorted() }

    /// The asset `name` of `kind` parsed by `parse` (from its folder) on first use and kept; nil when there is no
    /// such asset or `parse` returns nil (it logs why; a failed parse is not retried).
    func asset<T>(_ kind: Kind, named name: String, parse: (String) -> T?) -> T? {
        guard let folder = folder(of: kind, named: name) else { return nil }
        let key = "\(kind.rawValue)\u{0}\(name)"
        lock.lock()
        defer { lock.unlock() }
        if let known = parsed[key] { return known as? T }
        let made = parse(folder)
        parsed[key] = made.map { $0 as Any } ?? NSNull()
        return made
    }

    // MARK: Walking the folders

    private static func index(_ folder: String, namespace: String, depth: Int, into folders: inout [Kind: [String: String]]) {
        guard depth < maxDepth else {
            UIKitDiagnostics.log("AssetCatalog: \(folder) nests more than \(maxDepth) groups deep; not read further")
            return
        }
        for child in children(of: folder) {
            let path = (folder as NSString).appendingPathComponent(child)
            guard isDirectory(path) else { continue }
            let ext = (child as NSString).pathExtension.lowercased()
            let base = (child as NSString).deletingPathExtension
            if let kind = Kind(rawValue: ext) {
                let name = namespace + base
                if let first = folders[kind]?[name] {
                    UIKitDiagnostics.log("AssetCatalog: \(path) has the same name as \(first) (\"\(name)\"); ignored")
                } else {
                    folders[kind, default: [:]][name] = path
                }
            } else if !otherAssetTypes.contains(ext), ext != "xcassets" {
                // A group folder (or a sprite atlas, whose image sets UIImage(named:) also finds).
                let properties = contents(ofGroup: path)?["properties"] as? [String: Any]
                let providesNamespace = (properties?["provides-namespace"] as? Bool) ?? false
                index(path, namespace: providesNamespace ? namespace + base + "/" : namespace, depth: depth + 1,
                      into: &folders)
            }
        }
    }

    /// A group's optional Contents.json; nil, silently, when absent, and logged when malformed.
    private static func contents(ofGroup folder: String) -> [String: Any]? {
        let path = (folder as NSString).appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return AssetContents.read(folder)
    }

    private static func children(of folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
