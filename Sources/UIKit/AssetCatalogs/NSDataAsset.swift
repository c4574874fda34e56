// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The contents of a data set (`Name.dataset`) in an asset catalog: arbitrary bytes stored with the app, chosen
/// for the device as image sets are (UIKit's `NSDataAsset`).
///
/// The variant is picked once, when the asset is created: iPhone and universal idioms before other idioms, in the
/// Contents.json's order otherwise. The bytes are read then and kept by the object.
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The name of a data asset: the data set's folder name without `.dataset`, with its namespace.
    public typealias Name = String

    /// The asset's name, as it was looked up.
    open private(set) var name: NSDataAsset.Name
    /// The asset's bytes.
    open private(set) var data: Data
    /// The uniform type identifier Xcode stored for the file (`universal-type-identifier`, for example
    /// `"public.json"`); when absent, one derived from the file's extension (`public.json`, `public.plain-text`,
    /// `public.png`, …), else `"public.data"`.
    open private(set) var typeIdentifier: String

    /// The data asset `name` of the main bundle's asset catalogs (``init(name:bundle:)`` with the main bundle:
    /// `Bundle.main` in an app, `AppBundle.main` in a test process).
    public convenience init?(name: NSDataAsset.Name) { self.init(name: name, bundle: AppBundle.main) }

    /// The data asset `name` of `bundle`'s asset catalogs; nil (logged) when no catalog has it, its Contents.json
    /// is unreadable, or no variant's file can be read.
    public init?(name: NSDataAsset.Name, bundle: Bundle) {
        guard !name.isEmpty, let folder = AssetCatalog.catalog(for: bundle).folder(of: .data, named: name),
            let contents = AssetContents.read(folder)
        else {
            UIKitDiagnostics.log("NSDataAsset(name: \"\(name)\"): no data set in \(bundle.bundlePath)")
            return nil
        }
        let candidates = AssetContents.entries(contents, "data", in: folder).compactMap { entry in
            AssetSlot(entry, in: folder).map { ($0, entry) }
        }
        for entry in AssetSlot.ordered(candidates, scale: 1, style: .light) {
            guard let file = entry["filename"] as? String, !file.isEmpty, !file.contains("/") else { continue }
            let path = (folder as NSString).appendingPathComponent(file)
            guard let bytes = FileManager.default.contents(atPath: path) else {
                UIKitDiagnostics.log("NSDataAsset(name: \"\(name)\"): cannot read \(path)")
                continue
            }
            self.name = name
            self.data = bytes
            self.typeIdentifier = (entry["universal-type-identifier"] as? String)
                ?? Self.typeIdentifier(forExtension: (file as NSString).pathExtension)
            super.init()
            return
        }
        UIKitDiagnostics.log("NSDataAsset(name: \"\(name)\"): \(folder) has no readable file")
        return nil
    }

    /// The asset itself: data assets are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The common uniform type identifier for a file extension, else `"public.data"`.
    static func typeIdentifier(forExtension ext: String) -> String {
        let known = [
            "json": "public.json", "txt": "public.plain-text", "xml": "public.xml", "plist": "com.apple.property-list",
            "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
            "pdf": "com.adobe.pdf", "svg": "public.svg-image", "html": "public.html", "csv": "public.comma-separated-values-text",
            "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio", "zip": "public.zip-archive",
        ]
        return known[ext.lowercased()] ?? "public.data"
    }

    /// A short description naming the asset, its type identifier and its size in bytes.
    open override var description: String { "<NSDataAsset \(name) \(typeIdentifier) \(data.count) bytes>" }
}
