// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The app icon of an app bundle's asset catalog (`AppIcon.appiconset`): what the simulated device's home screen
/// shows when the Info.plist names no icon files, as an app built by Xcode shows the icon actool compiles from it.
package enum AppIconAsset {
    /// The side, in points, of the home-screen icon the set is searched for (iPhone's 60-point icon; iPhone OS 3's
    /// 57-point icon falls within the same choice).
    static let homeScreenPoints = 60.0

    /// The PNG file of the app icon set `name` in the `.app` folder `bundleURL` for a screen of `scale`: among
    /// iPhone, universal and iOS marketing entries (other idioms only when there are none), the smallest whose
    /// pixel size (`size` × `scale`, a single-size entry's `size` as is) is at least 60 × `scale`, else the
    /// largest; nil when the bundle has no such set or none of its files exists (logged).
    package static func iconFile(inBundle bundleURL: URL, named name: String = "AppIcon", scale: Int) -> URL? {
        let catalog = AssetCatalog.catalog(atPath: bundleURL.path)
        guard let folder = catalog.folder(of: .appIcon, named: name), let contents = AssetContents.read(folder)
        else { return nil }
        let phone: Set<String> = ["iphone", "universal", "ios-marketing"]
        var icons: [(pixels: Double, phone: Bool, url: URL)] = []
        for entry in AssetContents.entries(contents, "images", in: folder) {
            guard let file = entry["filename"] as? String, !file.isEmpty, !file.contains("/"),
                let slot = AssetSlot(entry, in: folder)
            else { continue }
            let side = (entry["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) } ?? 0
            let url = URL(fileURLWithPath: folder).appendingPathComponent(file)
            guard side > 0, FileManager.default.fileExists(atPath: url.path) else {
                UIKitDiagnostics.log("AppIconAsset: \(folder): entry \(file) has no size or no file; skipped")
                continue
            }
            icons.append((side * Double(slot.scale ?? 1), phone.contains(slot.idiom), url))
        }
        let usable = icons.contains(where: \.phone) ? icons.filter(\.phone) : icons
        let wanted = homeScreenPoints * Double(max(1, scale))
        let bigEnough = usable.filter { $0.pixels >= wanted }.min { $0.pixels < $1.pixels }
        return (bigEnough ?? usable.max { $0.pixels < $1.pixels })?.url
    }
}
