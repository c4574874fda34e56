// SPDX-License-Identifier: Apache-2.0

/// UIKit's "Unable to simultaneously satisfy constraints" report: printed when a required constraint conflicts
/// with the others, listing the conflicting constraints (from the solver's explanation: the constraints whose
/// markers were left in the refused constraint's row) and the one broken to recover.
///
/// The broken constraint is the one being added; it is then held just below required (UIKit may break another
/// one of the list). The text is also kept on the hierarchy's ``AutoLayoutHost/lastUnsatisfiableReport``.
@MainActor
package enum UnsatisfiableConstraintsLog {
    package static func report(breaking constraint: NSLayoutConstraint?, host: AutoLayoutHost) {
        var lines = host.engine.lastConflict.map { describe($0, host: host) }
        let broken = constraint.map(\.description) ?? "(a constraint UIKit made)"
        if let constraint { lines.append(constraint.description) }
        let note =
            lines.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") }
            ? "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            : ""
        let text = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            \(note)(
            \(lines.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(broken)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIKit.h> may \
            also be helpful.
            """
        host.lastUnsatisfiableReport = text
        UIKitDiagnostics.log(text)
    }

    /// A constraint in the solver as UIKit prints it: an app's constraint's description, or the class and
    /// equation of a constraint UIKit made (`NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`,
    /// a system guide's or the root's size).
    private static func describe(_ handle: LayoutEngine.Constraint, host: AutoLayoutHost) -> String {
        if let constraint = host.explicit[handle.id] { return constraint.description }
        for record in host.records.values {
            guard let item = record.item else { continue }
            let name = AnchorExpression.itemText(item)
            if record.frameConstraints.contains(handle) {
                if let view = item as? UIView, host.isRoot(view) {
                    return "<NSLayoutConstraint:\(handle.id) 'UIView-Encapsulated-Layout-Size' \(name).size == "
                        + "\(ObjectDescription.number(view.bounds.width))x"
                        + "\(ObjectDescription.number(view.bounds.height))   (active)>"
                }
                if let view = item as? UIView {
                    return "<NSAutoresizingMaskLayoutConstraint:\(handle.id) \(maskText(view.autoresizingMask)) "
                        + "\(name).frame == \(ObjectDescription.rect(view.frame))   (active)>"
                }
                return "<NSLayoutConstraint:\(handle.id) '\(name)-guide-constraint'   (active)>"
            }
            if record.intrinsicConstraints.contains(handle), let view = item as? UIView {
                let size = view.intrinsicContentSize
                return "<NSContentSizeLayoutConstraint:\(handle.id) \(name).size == "
                    + "\(ObjectDescription.number(size.width))x\(ObjectDescription.number(size.height))   (active)>"
            }
        }
        return "<NSLayoutConstraint:\(handle.id) (removed)>"
    }

    /// UIKit's notation for an autoresizing mask in constraint descriptions: `h=--& v=&-&`, one character for each
    /// margin and the size, `&` flexible and `-` fixed (the trailing margin takes up the slack when nothing is
    /// flexible).
    package static func maskText(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> String {
            let trailingFlexible = trailing || (!leading && !size)
            return (leading ? "&" : "-") + (size ? "&" : "-") + (trailingFlexible ? "&" : "-")
        }
        return "h="
            + axis(
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                mask.contains(.flexibleRightMargin))
            + " v="
            + axis(
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                mask.contains(.flexibleBottomMargin))
    }
}
