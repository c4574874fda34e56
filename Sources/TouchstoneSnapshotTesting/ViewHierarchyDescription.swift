// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The text of the `.recursiveDescription` strategies: iOS's `-[UIView recursiveDescription]` without addresses.
///
/// Each view is one line, `<ClassName; frame = (x y; w h); …; layer = <LayerClass>>`, and each level deeper is
/// prefixed `   | `, as iOS prints it. Between frame and layer come, when they differ from a plain view's defaults:
/// `hidden = YES`, `alpha = 0.5`, `clipsToBounds = YES`, `userInteractionEnabled = NO`,
/// `tag = 3`, `text = 'Hello'` (labels, text fields and text views), `backgroundColor = …`; a button's title as
/// `title = 'OK'`. (UIKit here has no `recursiveDescription` of its own; this is the strategies' rendering.)
public enum ViewHierarchyDescription {
    /// The hierarchy under `view`, one line per view, subviews in order.
    @MainActor
    public static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    @MainActor
    private static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(for: view))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    @MainActor
    private static func line(for view: UIView) -> String {
        var parts = ["<\(String(describing: type(of: view)))", "frame = \(rect(view.frame))"]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if let text = text(of: view) { parts.append("text = '\(text)'") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { parts.append("title = '\(title)'") }
        if let color = view.backgroundColor { parts.append("backgroundColor = \(colorDescription(color))") }
        parts.append("layer = <\(String(describing: type(of: view.layer)))>")
        return parts.joined(separator: "; ") + ">"
    }

    @MainActor
    private static func text(of view: UIView) -> String? {
        if let label = view as? UILabel { return label.text }
        if let field = view as? UITextField { return field.text }
        if let textView = view as? UITextView { return textView.text }
        return nil
    }

    private static func colorDescription(_ color: UIColor) -> String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return String(describing: color) }
        return "UIExtendedSRGBColorSpace \(number(r)) \(number(g)) \(number(b)) \(number(a))"
    }

    /// `(x y; w h)`, as iOS prints frames.
    static func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }

    /// A number as iOS prints it in descriptions: no trailing `.0`, at most 4 decimals.
    static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
