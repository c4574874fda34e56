// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// A ``WKWebView``'s history: the pages it committed, the current one, and those behind and ahead of it.
@MainActor
open class WKBackForwardList: NSObject {
    package var history = WebHistory()

    package override init() { super.init() }

    /// The page shown.
    open var currentItem: WKBackForwardListItem? { history.current.map(object) }
    /// The page before the current one.
    open var backItem: WKBackForwardListItem? { history.item(atOffset: -1).map(object) }
    /// The page after the current one.
    open var forwardItem: WKBackForwardListItem? { history.item(atOffset: 1).map(object) }
    /// The pages before the current one, oldest first.
    open var backList: [WKBackForwardListItem] { history.backItems.map(object) }
    /// The pages after the current one, nearest first.
    open var forwardList: [WKBackForwardListItem] { history.forwardItems.map(object) }

    /// The page `index` steps from the current one (negative: back), if there is one.
    open func item(at index: Int) -> WKBackForwardListItem? { history.item(atOffset: index).map(object) }

    /// The offset of `item` from the current page, if it is in the list.
    package func offset(of item: WKBackForwardListItem) -> Int? {
        guard let index = history.items.firstIndex(where: { $0.id == item.id }) else { return nil }
        return index - history.index
    }

    private func object(_ item: WebHistory.Item) -> WKBackForwardListItem {
        WKBackForwardListItem(item)
    }
}

/// One page of a ``WKBackForwardList``.
@MainActor
open class WKBackForwardListItem: NSObject {
    /// The page's URL.
    open private(set) var url: URL
    /// The URL first asked for (before redirects).
    open private(set) var initialURL: URL
    /// The page's title.
    open private(set) var title: String?
    package let id: Int

    package init(_ item: WebHistory.Item) {
        url = item.url
        initialURL = item.initialURL
        title = item.title
        id = item.id
        super.init()
    }

    /// Items are equal when they stand for the same page of the same list.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? WKBackForwardListItem else { return false }
        return other.id == id
    }

    /// A hash of the item's identity.
    nonisolated open override var hash: Int { id.hashValue }
}

