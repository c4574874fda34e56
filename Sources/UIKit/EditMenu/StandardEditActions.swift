// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The standard edit commands a responder implements for the edit menu (Cut, Copy, Paste, Select, Select All,
/// Delete, the writing-direction and style commands), as Apple's informal protocol names them (guide §2.3.8).
///
/// `UIResponder` declares each method with a default that passes the command to the next responder, so an app's
/// view writes `override func copy(_ sender: Any?)` as on iOS. Whether a responder *implements* one (what
/// Objective-C's `respondsToSelector:` answers, and so the default `canPerformAction(_:withSender:)`) is whether
/// its class overrides the method: see `StandardEditActions`.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection and puts it on the pasteboard.
    func cut(_ sender: Any?)
    /// Puts the selection on the pasteboard.
    func copy(_ sender: Any?)
    /// Replaces the selection with the pasteboard's contents.
    func paste(_ sender: Any?)
    /// Pastes, taking on the style of the text around the insertion point.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Removes the selection without putting it on the pasteboard.
    func delete(_ sender: Any?)
    /// Makes the selected text's writing direction left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Makes the selected text's writing direction right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold on the selection.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics on the selection.
    func toggleItalics(_ sender: Any?)
    /// Toggles underlining on the selection.
    func toggleUnderline(_ sender: Any?)
    /// Makes the selection's font larger.
    func increaseSize(_ sender: Any?)
    /// Makes the selection's font smaller.
    func decreaseSize(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

/// Which standard edit actions a responder implements: those whose method its class (or a superclass below
/// `UIResponder`) overrides.
///
/// Swift on Linux has no `respondsToSelector:`, and calling the method to find out would run it. The answer is read
/// from the class's method table instead: every subclass of `UIResponder` holds `UIResponder`'s table entries at
/// the same places (that is how Swift dispatches a call to `copy(_:)`), and an override replaces the entry. Where
/// each action's entry lies is found once, by comparing private probe classes that override exactly one action
/// with one that overrides none; a responder overrides `copy(_:)` when its entry differs from `UIResponder`'s. If
/// the layout is not the expected one, the lookup answers "not implemented" for every action (logged once), and
/// classes still implement actions through registered selectors or `actionMethod(for:)`.
@MainActor
package enum StandardEditActions {
    /// The standard actions' selector names, in the order of ``UIResponderStandardEditActions``.
    package static let names = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "select:", "selectAll:", "delete:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
    ]

    /// Whether `name` is one of the standard edit actions.
    package static func isStandard(_ name: String) -> Bool { names.contains(name) }

    /// Whether `responder`'s class overrides the standard action `action` (false for other selectors).
    package static func isOverridden(_ action: Selector, by responder: UIResponder) -> Bool {
        guard let slot = slotTable[action.name] else { return false }
        let own = metadataWords(of: type(of: responder))
        return own[slot] != responderWords[slot]
    }

    /// The responder's override of `action` as an action method, or nil when it does not override it.
    package static func overriddenMethod(_ action: Selector, of responder: UIResponder) -> ActionMethod? {
        guard isOverridden(action, by: responder) else { return nil }
        return { [unowned responder] sender, _ in perform(action.name, on: responder, sender: sender) }
    }

    /// Calls the standard action `name` on `responder` (a dynamic call: the override runs).
    package static func perform(_ name: String, on responder: UIResponder, sender: Any?) {
        switch name {
        case "cut:": responder.cut(sender)
        case "copy:": responder.copy(sender)
        case "paste:": responder.paste(sender)
        case "pasteAndMatchStyle:": responder.pasteAndMatchStyle(sender)
        case "select:": responder.select(sender)
        case "selectAll:": responder.selectAll(sender)
        case "delete:": responder.delete(sender)
        case "makeTextWritingDirectionLeftToRight:": responder.makeTextWritingDirectionLeftToRight(sender)
        case "makeTextWritingDirectionRightToLeft:": responder.makeTextWritingDirectionRightToLeft(sender)
        case "toggleBoldface:": responder.toggleBoldface(sender)
        case "toggleItalics:": responder.toggleItalics(sender)
        case "toggleUnderline:": responder.toggleUnderline(sender)
        case "increaseSize:": responder.increaseSize(sender)
        case "decreaseSize:": responder.decreaseSize(sender)
        default: UIKitDiagnostics.log("\(name) is not a standard edit action")
        }
    }

    // MARK: The method table

    /// `UIResponder`'s class metadata, as machine words from its address point.
    private static let responderWords = metadataWords(of: UIResponder.self)

    /// The metadata words of `cls` (at least as many as `UIResponder`'s, since it derives from it).
    private static func metadataWords(of cls: AnyClass) -> UnsafeBufferPointer<UInt> {
        let start = unsafeBitCast(cls, to: UnsafePointer<UInt>.self)
        return UnsafeBufferPointer(start: start, count: responderWordCount)
    }

    /// How many words of `UIResponder`'s metadata lie after its address point (its class size minus its address
    /// point, from the class metadata header), or 0 when the header does not read sensibly.
    private static let responderWordCount: Int = {
        let raw = unsafeBitCast(UIResponder.self, to: UnsafeRawPointer.self)
        let size = Int(raw.load(fromByteOffset: 32, as: UInt32.self))
        let addressPoint = Int(raw.load(fromByteOffset: 36, as: UInt32.self))
        guard size > addressPoint, size - addressPoint < 1 << 16 else { return 0 }
        return (size - addressPoint) / MemoryLayout<UInt>.size
    }()

    /// Each standard action's method-table slot, found from the probe classes; empty when the layout is not
    /// understood.
    private static let slotTable: [String: Int] = {
        let count = responderWordCount
        guard count > 0 else {
            UIKitDiagnostics.log("standard edit actions: UIResponder's class layout is not understood; overrides of "
                + "copy(_:) and friends are not detected (use actionMethod(for:))")
            return [:]
        }
        let plain = metadataWords(of: ProbeNone.self)
        let probes: [AnyClass] = [
            ProbeCut.self, ProbeCopy.self, ProbePaste.self, ProbePasteAndMatchStyle.self, ProbeSelect.self,
            ProbeSelectAll.self, ProbeDelete.self, ProbeLeftToRight.self, ProbeRightToLeft.self, ProbeBold.self,
            ProbeItalics.self, ProbeUnderline.self, ProbeIncrease.self, ProbeDecrease.self,
        ]
        let differing = probes.map { probe -> Set<Int> in
            let words = metadataWords(of: probe)
            return Set((0..<count).filter { words[$0] != plain[$0] })
        }
        // Words that differ for every probe are the header's (the type descriptor), not method entries.
        let common = differing.dropFirst().reduce(differing[0]) { $0.intersection($1) }
        var table: [String: Int] = [:]
        for (name, slots) in zip(names, differing) {
            let own = slots.subtracting(common)
            guard own.count == 1, let slot = own.first, plain[slot] == responderWords[slot] else {
                UIKitDiagnostics.log("standard edit actions: no single method-table slot for \(name); overrides "
                    + "are not detected")
                return [:]
            }
            table[name] = slot
        }
        return table
    }()
}

// Probe classes: each overrides exactly one standard action (bodies are never run).
private final class ProbeNone: UIResponder {}
private final class ProbeCut: UIResponder { override func cut(_ sender: Any?) {} }
private final class ProbeCopy: UIResponder { override func copy(_ sender: Any?) {} }
private final class ProbePaste: UIResponder { override func paste(_ sender: Any?) {} }
private final class ProbePasteAndMatchStyle: UIResponder { override func pasteAndMatchStyle(_ sender: Any?) {} }
private final class ProbeSelect: UIResponder { override func select(_ sender: Any?) {} }
private final class ProbeSelectAll: UIResponder { override func selectAll(_ sender: Any?) {} }
private final class ProbeDelete: UIResponder { override func delete(_ sender: Any?) {} }
private final class ProbeLeftToRight: UIResponder {
    override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
}
private final class ProbeRightToLeft: UIResponder {
    override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
}
private final class ProbeBold: UIResponder { override func toggleBoldface(_ sender: Any?) {} }
private final class ProbeItalics: UIResponder { override func toggleItalics(_ sender: Any?) {} }
private final class ProbeUnderline: UIResponder { override func toggleUnderline(_ sender: Any?) {} }
private final class ProbeIncrease: UIResponder { override func increaseSize(_ sender: Any?) {} }
private final class ProbeDecrease: UIResponder { override func decreaseSize(_ sender: Any?) {} }
