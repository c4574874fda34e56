// SPDX-License-Identifier: Apache-2.0

import Foundation
import ImageIO

/// An image set (`Name.imageset`) or app icon set: its variants and the set's properties, read from its
/// Contents.json.
struct AssetImageSet {
    /// One image file of the set and the traits it is for.
    struct Variant {
        var slot: AssetSlot
        /// The file's path.
        var path: String
        /// Cap insets in pixels of the file (top, left, bottom, right) and how the centre fills; nil when the
        /// variant is not sliced.
        var slicing: (insets: UIEdgeInsets, mode: UIImage.ResizingMode)?
    }

    let folder: String
    let variants: [Variant]
    /// `properties.template-rendering-intent`: `.alwaysTemplate` for "template", `.alwaysOriginal` for
    /// "original", nil (automatic) otherwise.
    let renderingMode: UIImage.RenderingMode?
    /// `properties.preserves-vector-representation`.
    let preservesVectorRepresentation: Bool

    /// The set in `folder`; nil (logged) when its Contents.json is unreadable. Entries without a file (Xcode's
    /// empty slots) are skipped; entries naming a missing file are logged and skipped.
    init?(folder: String) {
        guard let contents = AssetContents.read(folder) else { return nil }
        self.folder = folder
        let properties = contents["properties"] as? [String: Any] ?? [:]
        switch (properties["template-rendering-intent"] as? String)?.lowercased() {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = nil
        }
        preservesVectorRepresentation = (properties["preserves-vector-representation"] as? Bool) ?? false
        var variants: [Variant] = []
        for entry in AssetContents.entries(contents, "images", in: folder) {
            guard let file = entry["filename"] as? String, !file.isEmpty else { continue }
            guard let slot = AssetSlot(entry, in: folder) else { continue }
            let path = (folder as NSString).appendingPathComponent(file)
            guard !file.contains("/"), FileManager.default.fileExists(atPath: path) else {
                UIKitDiagnostics.log("AssetCatalog: \(folder)/Contents.json names \(file), which is not in the folder")
                continue
            }
            variants.append(Variant(slot: slot, path: path, slicing: Self.slicing(entry["resizing"], in: folder)))
        }
        self.variants = variants
    }

    /// The first variant that loads, in ``AssetSlot/ordered(_:scale:style:)``'s order for `scale` and `style`,
    /// with the set's rendering intent and the variant's slicing applied; nil when none loads (each failure is
    /// logged).
    func image(scale: Int, style: UIUserInterfaceStyle) -> UIImage? {
        let ordered = AssetSlot.ordered(variants.map { ($0.slot, $0) }, scale: scale, style: style)
        for variant in ordered {
            guard var image = Self.load(variant, screenScale: scale) else { continue }
            if let slicing = variant.slicing {
                let s = image.scale
                let insets = UIEdgeInsets(top: slicing.insets.top / s, left: slicing.insets.left / s,
                                          bottom: slicing.insets.bottom / s, right: slicing.insets.right / s)
                image = image.resizableImage(withCapInsets: insets, resizingMode: slicing.mode)
            }
            if let renderingMode { image = image.withRenderingMode(renderingMode) }
            return image
        }
        return nil
    }

    /// The image in `variant`'s file: a bitmap at the variant's scale (1 for a single-scale bitmap), or an SVG
    /// or PDF drawn at the variant's scale (the screen's for a single-scale vector) from the document's point
    /// size; nil (logged) when the file cannot be read or decoded.
    static func load(_ variant: Variant, screenScale: Int) -> UIImage? {
        guard let data = FileManager.default.contents(atPath: variant.path) else {
            UIKitDiagnostics.log("AssetCatalog: cannot read \(variant.path)")
            return nil
        }
        let ext = (variant.path as NSString).pathExtension.lowercased()
        if ext == "pdf" || ext == "svg" {
            let scale = variant.slot.scale ?? max(1, min(3, screenScale))
            guard let document = VectorDocument(data: data, format: ext == "pdf" ? .pdf : .svg, source: variant.path),
                let bitmap = document.rasterize(scale: CGFloat(scale))
            else {
                UIKitDiagnostics.log("AssetCatalog: \(variant.path) could not be drawn; trying the next variant")
                return nil
            }
            return UIImage(image: bitmap, scale: CGFloat(scale), orientation: .up)
        }
        guard let (bitmap, orientation) = UIImage.decode(data) else {
            UIKitDiagnostics.log("AssetCatalog: \(variant.path) is not a readable image; trying the next variant")
            return nil
        }
        return UIImage(image: bitmap, scale: CGFloat(variant.slot.scale ?? 1), orientation: orientation)
    }

    /// The cap insets and centre mode of an entry's `resizing` dictionary (modes "9-part", "3-part-horizontal",
    /// "3-part-vertical"; insets under "cap-insets" or Xcode 5's "capInsets", in pixels of the file; centre mode
    /// "stretch" or "tile"); nil, logged, when malformed.
    static func slicing(_ raw: Any?, in folder: String) -> (insets: UIEdgeInsets, mode: UIImage.ResizingMode)? {
        guard let raw else { return nil }
        guard let resizing = raw as? [String: Any],
            let insets = (resizing["cap-insets"] ?? resizing["capInsets"]) as? [String: Any]
        else {
            UIKitDiagnostics.log("AssetCatalog: \(folder)/Contents.json: unreadable \"resizing\"; image not sliced")
            return nil
        }
        func value(_ key: String) -> CGFloat {
            guard let number = insets[key] as? NSNumber, number.doubleValue.isFinite, number.doubleValue >= 0
            else { return 0 }
            return CGFloat(number.doubleValue)
        }
        var edges = UIEdgeInsets(top: value("top"), left: value("left"), bottom: value("bottom"),
                                 right: value("right"))
        switch (resizing["mode"] as? String)?.lowercased() {
        case "3-part-horizontal": (edges.top, edges.bottom) = (0, 0)
        case "3-part-vertical": (edges.left, edges.right) = (0, 0)
        default: break
        }
        let center = (resizing["center"] as? [String: Any])?["mode"] as? String
        return (edges, center?.lowercased() == "stretch" ? .stretch : .tile)
    }
}

extension AssetCatalog {
    /// The image set `name`, parsed on first use.
    func imageSet(named name: String) -> AssetImageSet? {
        asset(.image, named: name) { AssetImageSet(folder: $0) }
    }
}
