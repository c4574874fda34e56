// SPDX-License-Identifier: Apache-2.0

/// One item's attribute, scaled: a piece of an anchor (see ``AnchorExpression``).
package struct AnchorTerm {
    /// The view or layout guide; held weakly, as constraints and anchors do not retain their items.
    package weak var item: AnyObject?
    package let attribute: NSLayoutConstraint.Attribute
    package let coefficient: CGFloat
}

/// What an anchor stands for: one item's attribute (`view.leadingAnchor`), or the distance between two
/// (`a.anchorWithOffset(to: b)`, which is `b − a`).
package struct AnchorExpression {
    package let terms: [AnchorTerm]
    /// Whether the expression is a size (a width, a height or a distance) rather than a location.
    package let isDimension: Bool

    package init(terms: [AnchorTerm], isDimension: Bool = false) {
        self.terms = terms
        self.isDimension = isDimension
    }

    /// `item.attribute`.
    package init(item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        terms = [AnchorTerm(item: item, attribute: attribute, coefficient: 1)]
        isDimension = attribute.isDimension
    }

    /// The first term: what the constraint reports as its item and attribute.
    package var primary: AnchorTerm? { terms.first }

    /// The expression as UIKit prints it in a constraint (`UIView:0x….width`, `(UIView:0x….right - …left)`).
    @MainActor
    package var text: String {
        if terms.count == 1, let term = terms.first, term.coefficient == 1 { return Self.text(term) }
        let parts = terms.enumerated().map { index, term -> String in
            let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
            let scale = abs(term.coefficient) == 1 ? "" : "\(ObjectDescription.number(abs(term.coefficient)))*"
            return sign + scale + Self.text(term)
        }
        return "(" + parts.joined() + ")"
    }

    @MainActor
    private static func text(_ term: AnchorTerm) -> String { "\(itemText(term.item)).\(term.attribute.name)" }

    /// An item as UIKit names it in constraints: `UIView:0x7f…`, `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`.
    @MainActor
    package static func itemText(_ item: AnyObject?) -> String {
        guard let item else { return "(nil)" }
        let head = "\(ObjectDescription.className(of: item)):\(ObjectDescription.address(of: item))"
        if let guide = item as? UILayoutGuide { return head + "'\(guide.identifier)'" }
        return head
    }
}
