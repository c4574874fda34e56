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
    /// What VoiceOver says for it: "Selected" when selected, the label, the value, the kind of element ("button",
    /// "adjustable"…), "dimmed" when not enabled, then the hint, joined by commas.
    public let spokenText: String
    /// The names of the element's custom actions (VoiceOver's "Actions" rotor), in order.
    public let customActionNames: [String]

    /// The label, value and traits in one line, for failure messages.
    public var description: String {
        "\(label ?? "<no label>")\(value.map { " = \($0)" } ?? "") [traits \(traits.rawValue)] at \(frame)"
    }

    @MainActor
    init(_ item: AccessibilityItem) {
        label = item.label
        value = item.value
        hint = item.hint
        identifier = item.identifier
        traits = item.traits
        frame = item.frame
        spokenText = item.spokenText
        customActionNames = item.customActions.map(\.name)
    }
}

extension HeadlessDevice {
    /// The app's accessibility elements in VoiceOver's reading order (the rules are `AccessibilityTree`'s, in
    /// docs/ARCHITECTURE.md, "Accessibility"): windows back to front; a view that is an element is read as one;
    /// hidden, transparent and `accessibilityElementsHidden` views are skipped; listed `accessibilityElements`
    /// and `shouldGroupAccessibilityChildren` containers are read as blocks; other elements are ordered top to
    /// bottom, then by leading edge; `accessibilityViewIsModal` hides a view's siblings.
    public func accessibilityElements() -> [AccessibilityNode] {
        guard let app = application else { return [] }
        return AccessibilityTree.elements(in: app).map(AccessibilityNode.init)
    }

    /// What VoiceOver would read on the screen, element by element ("read all").
    public func spokenScreen() -> [String] { accessibilityElements().map(\.spokenText) }

    /// Every `UIAccessibility.post(notification:argument:)` the app made, oldest first.
    public var accessibilityPosts: [AccessibilityPost] { application?.accessibilityPostLog ?? [] }
}
