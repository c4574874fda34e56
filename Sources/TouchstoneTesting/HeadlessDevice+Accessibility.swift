// SPDX-License-Identifier: Apache-2.0

import UIKit

/// One element of the accessibility tree as VoiceOver would read it: what tests check for labels, traits and
/// reading order.
public struct AccessibilityNode: Equatable, Sendable, CustomStringConvertible {
    /// The element's `accessibilityLabel`.
    public let label: String?
    /// The element's `accessibilityValue`.
    public let value: String?
    /// The element's `accessibilityHint`.
    public let hint: String?
    /// The element's `accessibilityIdentifier`.
    public let identifier: String?
    /// The element's `accessibilityTraits`.
    public let traits: UIAccessibilityTraits
    /// The element's `accessibilityFrame`, in screen points.
    public let frame: CGRect

    /// The label, value and traits in one line, for failure messages.
    public var description: String {
        "\(label ?? "<no label>")\(value.map { " = \($0)" } ?? "") [traits \(traits.rawValue)] at \(frame)"
    }
}

extension HeadlessDevice {
    /// The app's accessibility elements in VoiceOver's reading order.
    ///
    /// Windows are visited back to front; in each container, the elements it lists in `accessibilityElements`
    /// in that order, otherwise its subviews ordered by their accessibility frames, top to bottom, then left to
    /// right. A view that is an element (`isAccessibilityElement`) is read as one and its subviews are not visited.
    /// Hidden views, nearly transparent views (alpha below 0.01) and views with `accessibilityElementsHidden` are
    /// skipped with their subviews. When some sibling has `accessibilityViewIsModal`, only the frontmost such
    /// sibling is visited.
    public func accessibilityElements() -> [AccessibilityNode] {
        guard let app = application else { return [] }
        var nodes: [AccessibilityNode] = []
        var windows = app.windows.filter { !$0.isHidden }
        if let modal = windows.last(where: { $0.accessibilityViewIsModal }) { windows = [modal] }
        for window in windows { AccessibilityWalker.visit(window, into: &nodes) }
        return nodes
    }

    /// Every `UIAccessibility.post(notification:argument:)` the app made, oldest first.
    public var accessibilityPosts: [AccessibilityPost] { application?.accessibilityPostLog ?? [] }
}

/// The accessibility tree walk behind ``HeadlessDevice/accessibilityElements()``.
@MainActor
private enum AccessibilityWalker {
    static func visit(_ view: UIView, into nodes: inout [AccessibilityNode]) {
        guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { return }
        if view.isAccessibilityElement {
            nodes.append(node(of: view))
            return
        }
        if let elements = view.accessibilityElements {
            for element in elements {
                if let subview = element as? UIView {
                    visit(subview, into: &nodes)
                } else if let element = element as? UIAccessibilityElement, element.isAccessibilityElement {
                    nodes.append(node(of: element))
                }
            }
            return
        }
        var children = view.subviews
        if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { children = [modal] }
        let ordered = children.enumerated().sorted { a, b in
            let fa = a.element.accessibilityFrame, fb = b.element.accessibilityFrame
            if fa.minY != fb.minY { return fa.minY < fb.minY }
            if fa.minX != fb.minX { return fa.minX < fb.minX }
            return a.offset < b.offset
        }
        for (_, child) in ordered { visit(child, into: &nodes) }
    }

    static func node(of view: UIView) -> AccessibilityNode {
        AccessibilityNode(label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint,
                          identifier: view.accessibilityIdentifier, traits: view.accessibilityTraits,
                          frame: view.accessibilityFrame)
    }

    static func node(of element: UIAccessibilityElement) -> AccessibilityNode {
        AccessibilityNode(label: element.accessibilityLabel, value: element.accessibilityValue,
                          hint: element.accessibilityHint, identifier: element.accessibilityIdentifier,
                          traits: element.accessibilityTraits, frame: element.accessibilityFrame)
    }
}
