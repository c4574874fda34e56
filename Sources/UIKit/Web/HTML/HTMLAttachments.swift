// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// An `<img>` read from HTML: the image at its natural size (or the element's `width`/`height`), which a page view
/// may shrink to fit its width (``fit(toWidth:)``).
package final class HTMLImageAttachment: NSTextAttachment, @unchecked Sendable {
    /// The size the document asks for, in points.
    package private(set) var naturalSize: CGSize = .zero

    package convenience init(image: UIImage, size: CGSize) {
        self.init(data: nil, ofType: nil)
        self.image = image
        naturalSize = size
        bounds = CGRect(origin: .zero, size: size)
    }

    /// Shrinks the image to `width` when wider (keeping its aspect), or restores its natural size.
    package func fit(toWidth width: CGFloat) {
        guard naturalSize.width > 0, width > 0 else { return }
        let scale = min(1, width / naturalSize.width)
        let size = CGSize(width: naturalSize.width * scale, height: naturalSize.height * scale)
        if bounds.size != size { bounds = CGRect(origin: .zero, size: size) }
    }

    /// Loads `source` (an `img` element's `src`): a `data:` URL, or a file URL or path resolved against `baseURL`.
    /// Network images are not fetched; missing or undecodable images give nil (logged).
    package static func loadImage(_ source: String, baseURL: URL?) -> UIImage? {
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        let data: Data?
        if trimmed.lowercased().hasPrefix("data:") {
            data = decodeDataURL(trimmed)
        } else if let url = URL(string: trimmed, relativeTo: baseURL)?.absoluteURL, url.isFileURL {
            data = try? Data(contentsOf: url)
        } else {
            UIKitDiagnostics.log("HTML: image '\(trimmed.prefix(80))' is not a data: or file URL; not loaded")
            return nil
        }
        guard let data, let image = UIImage(data: data) else {
            UIKitDiagnostics.log("HTML: image '\(trimmed.prefix(80))' could not be read; left out")
            return nil
        }
        return image
    }

    /// The bytes of a `data:[type][;base64],payload` URL.
    private static func decodeDataURL(_ url: String) -> Data? {
        guard let comma = url.firstIndex(of: ",") else { return nil }
        let header = url[..<comma].lowercased()
        let payload = String(url[url.index(after: comma)...])
        if header.hasSuffix(";base64") {
            return Data(base64Encoded: payload.removingPercentEncoding ?? payload, options: .ignoreUnknownCharacters)
        }
        return (payload.removingPercentEncoding ?? payload).data(using: .utf8)
    }
}

/// An `<hr>`: a 1-point grey rule as wide as the page (300 points until a page view sets its width).
package final class HTMLRuleAttachment: NSTextAttachment, @unchecked Sendable {
    package static let defaultWidth: CGFloat = 300

    package convenience init(width: CGFloat) {
        self.init(data: nil, ofType: nil)
        image = HTMLRuleAttachment.ruleImage
        bounds = CGRect(x: 0, y: 4, width: width, height: 1)
    }

    /// Makes the rule `width` points wide.
    package func fit(toWidth width: CGFloat) {
        let width = max(1, width)
        if bounds.width != width { bounds = CGRect(x: 0, y: 4, width: width, height: 1) }
    }

    private static let ruleImage: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
        UIColor(white: 0.6, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
