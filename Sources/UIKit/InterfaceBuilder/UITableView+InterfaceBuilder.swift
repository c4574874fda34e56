// SPDX-License-Identifier: Apache-2.0

import Foundation

extension UITableView {
    /// The style archived under `style` (`plain` when absent).
    package static func decodedStyle(from coder: NSCoder) -> Style {
        coder.ibEnum("style", ["plain": Style.plain, "grouped": .grouped, "insetGrouped": .insetGrouped]) ?? .plain
    }

    /// Decodes UITableView's row and section heights, separator style, and registers its prototype cells (each
    /// dequeue of a prototype's reuse identifier instantiates the prototype anew, outlets and all).
    package func decodeTableViewAttributes(from coder: NSCoder) {
        if let height = coder.ibNumber("rowHeight") { rowHeight = CGFloat(height) }
        if let height = coder.ibNumber("estimatedRowHeight") { estimatedRowHeight = CGFloat(height) }
        if let height = coder.ibNumber("sectionHeaderHeight") { sectionHeaderHeight = CGFloat(height) }
        if let height = coder.ibNumber("sectionFooterHeight") { sectionFooterHeight = CGFloat(height) }
        let separators: [String: UITableViewCell.SeparatorStyle] = ["none": .none, "default": .singleLine,
                                                                  "singleLine": .singleLine]
        if let style = coder.ibEnum("separatorStyle", separators) { separatorStyle = style }
        guard let ibCoder = coder as? InterfaceBuilderCoder else { return }
        for (identifier, make) in ibCoder.prototypeFactories() {
            nibCellFactories[identifier] = { make() as? UITableViewCell }
        }
    }

    /// Performs the storyboard segue of the cell at `indexPath` (a prototype cell's selection segue), from the
    /// nearest view controller up the table's responder chain, with the cell as sender; the controller's
    /// `shouldPerformSegue(withIdentifier:sender:)` may refuse it. Called after `tableView(_:didSelectRowAt:)`
    /// for a selection by touch, as iOS does; selecting in code (`selectRow(at:animated:scrollPosition:)`)
    /// performs nothing, as on iOS.
    package func performSelectionSegue(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), let template = cell.selectionSegue else { return }
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else {
            return UIKitDiagnostics.log("UITableView: the selected cell's segue '\(template.identifier ?? "")' has "
                                            + "no view controller to perform it from")
        }
        controller.triggerSegue(template, sender: cell)
    }

    /// Registers `nib` (whose first top-level object is a cell) for cells with `identifier`; nil removes it.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            nibCellFactories[identifier] = nil
            return
        }
        nibCellFactories[identifier] = { nib.instantiate(withOwner: nil).first { $0 is UITableViewCell } as? UITableViewCell }
    }
}

extension UITableViewCell {
    /// The cell style archived under `style` (Xcode's `IBUITableViewCellStyle…` names; `.default` otherwise).
    package static func decodedCellStyle(from coder: NSCoder) -> CellStyle {
        coder.ibEnum("style", [
            "IBUITableViewCellStyleDefault": CellStyle.default, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
        ]) ?? .default
    }

    /// Decodes the cell's accessory and selection styles and moves the archived content view's subviews (and
    /// the references to it) into the cell's own content view.
    package func decodeCellAttributes(from coder: NSCoder) {
        let accessories: [String: AccessoryType] = [
            "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        if let accessory = coder.ibEnum("accessoryType", accessories) { accessoryType = accessory }
        let selections: [String: SelectionStyle] = ["none": .none, "default": .default, "blue": .blue, "gray": .gray]
        if let selection = coder.ibEnum("selectionStyle", selections) { selectionStyle = selection }
        guard let archived = coder.ibObject("contentView", as: UIView.self) else { return }
        contentView.frame = archived.frame
        for subview in archived.subviews { contentView.addSubview(subview) }
        (coder as? InterfaceBuilderCoder)?.substitute(archived, with: contentView)
    }
}
