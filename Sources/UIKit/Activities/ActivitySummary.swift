// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the share sheet's header says about the shared items: the first text line or URL, and a second line (the
/// URL's host, or the count of items).
struct ActivitySummary: Equatable {
    var title: String
    var subtitle: String?

    init(items: [Any]) {
        let count = items.count
        switch items.first {
        case let text as String:
            title = Self.firstLine(text)
        case let text as NSAttributedString:
            title = Self.firstLine(text.string)
        case let url as URL:
            title = url.isFileURL ? url.lastPathComponent : url.absoluteString
            subtitle = url.host
        case is UIImage:
            title = "Image"
        case nil:
            title = "No Items"
        default:
            title = "1 Item"
        }
        if count > 1 { subtitle = "\(count) items" }
    }

    init(title: String, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
    }

    private static func firstLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.isEmpty ? "Text" : line
    }
}
