// SPDX-License-Identifier: Apache-2.0

/// The application's accessibility elements in a screen reader's reading order: what
/// `HeadlessDevice.accessibilityElements()` and `voiceOver` read, and what the simulator prints (Ctrl+A).
///
/// The rules, after VoiceOver's:
/// - Windows are read back to front; when a window has `accessibilityViewIsModal`, only the frontmost such
///   window is read.
/// - A view that is an element (`isAccessibilityElement`) is read as one, and its subviews are not visited.
/// - Hidden views, nearly transparent ones (alpha below 0.01) and views with `accessibilityElementsHidden` are
///   skipped with everything inside them; among siblings, when one has `accessibilityViewIsModal`, only the
///   frontmost such sibling is read.
/// - A container that lists its elements (`accessibilityElements`, or the older `accessibilityElementCount()`
///   and `accessibilityElement(at:)`) is read in that order, as a block.
/// - A container with `shouldGroupAccessibilityChildren` is read as a block, in reading order inside.
/// - Everything else is flattened: the elements of plain containers are sorted together with their
///   neighbours' — top to bottom by their frames' top edges, then by leading edge (left to right, or right to
///   left while the application's layout direction is right to left) — so two columns of labels are read row by
///   row, as VoiceOver reads them, unless each column groups its children.
@MainActor
package enum AccessibilityTree {
    /// The elements of `application`'s visible windows in reading order.
    package static func elements(in application: UIApplication) -> [AccessibilityItem] {
        var windows = application.windows.filter { !$0.isHidden }
        if let modal = windows.last(where: { $0.accessibilityViewIsModal }) { windows = [modal] }
        let rightToLeft = application.userInterfaceLayoutDirection == .rightToLeft
        return windows.flatMap { elements(in: $0, rightToLeft: rightToLeft) }
    }

    /// The elements inside `view` (or `view` itself when it is one) in reading order.
    package static func elements(in view: UIView, rightToLeft: Bool = false) -> [AccessibilityItem] {
        flatten(blocks(of: view, rightToLeft: rightToLeft))
    }

    /// A run of elements read together, placed by its frame among its neighbours.
    private struct Block {
        var frame: CGRect
        var items: [AccessibilityItem]
    }

    private static func flatten(_ blocks: [Block]) -> [AccessibilityItem] { blocks.flatMap(\.items) }

    /// The blocks `view` contributes to its parent's ordering.
    private static func blocks(of view: UIView, rightToLeft: Bool) -> [Block] {
        guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return [] }
        if view.isAccessibilityElement { return [Block(frame: view.accessibilityFrame, items: [.view(view)])] }
        if let listed = listedElements(of: view) {
            let items = listed.flatMap { listedItems($0, rightToLeft: rightToLeft) }
            return items.isEmpty ? [] : [Block(frame: view.accessibilityFrame, items: items)]
        }
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { children = [modal] }
        let inner = sorted(children.flatMap { blocks(of: $0, rightToLeft: rightToLeft) }, rightToLeft: rightToLeft)
        if view.shouldGroupAccessibilityChildren, !inner.isEmpty {
            return [Block(frame: view.accessibilityFrame, items: flatten(inner))]
        }
        return inner
    }

    /// The elements a container lists explicitly, or nil when it lists none.
    private static func listedElements(of view: UIView) -> [Any]? {
        if let elements = view.accessibilityElements { return elements }
        let count = view.accessibilityElementCount()
        guard count > 0 else { return nil }
        return (0..<count).compactMap { view.accessibilityElement(at: $0) }
    }

    /// The items one listed entry stands for: a view's blocks in reading order, an element (or, for an element
    /// that is not one itself, the elements it lists).
    private static func listedItems(_ entry: Any, rightToLeft: Bool) -> [AccessibilityItem] {
        if let view = entry as? UIView { return flatten(sorted(blocks(of: view, rightToLeft: rightToLeft),
                                                               rightToLeft: rightToLeft)) }
        guard let element = entry as? UIAccessibilityElement, !element.accessibilityElementsHidden else { return [] }
        if element.isAccessibilityElement { return [.element(element)] }
        return (element.accessibilityElements ?? []).flatMap { listedItems($0, rightToLeft: rightToLeft) }
    }

    /// `blocks` in reading order: by top edge, then by leading edge; ties keep their order.
    private static func sorted(_ blocks: [Block], rightToLeft: Bool) -> [Block] {
        blocks.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            let leadingA = rightToLeft ? -fa.maxX : fa.minX, leadingB = rightToLeft ? -fb.maxX : fb.minX
            if leadingA != leadingB { return leadingA < leadingB }
            return a.offset < b.offset
        }.map(\.element)
    }
}
