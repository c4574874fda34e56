// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The system's Copy action: the shared strings, URLs, images and colours go to the general pasteboard, one
/// pasteboard item per shared item, as iOS's copy activity does.
@MainActor
final class CopyActivity: UIActivity {
    private var items: [Any] = []

    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem(for: $0) != nil }
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    override func perform() {
        let pasteboardItems = items.compactMap(Self.pasteboardItem)
        UIPasteboard.general.setItems(pasteboardItems)
        activityDidFinish(!pasteboardItems.isEmpty)
    }

    /// The pasteboard item for one shared item, or nil for a kind the pasteboard does not take.
    static func pasteboardItem(for item: Any) -> [String: Any]? {
        switch item {
        case let text as String: return ["public.utf8-plain-text": text]
        case let text as NSAttributedString: return ["public.utf8-plain-text": text.string]
        case let url as URL: return ["public.url": url]
        case let image as UIImage: return ["public.png": image]
        case let color as UIColor: return ["com.apple.uikit.color": color]
        default: return nil
        }
    }
}
