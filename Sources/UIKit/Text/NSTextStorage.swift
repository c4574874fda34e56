// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The delegate of an ``NSTextStorage``: told before and after the storage processes a batch of edits.
public protocol NSTextStorageDelegate: AnyObject {
    /// The storage is about to process `editedMask` over `editedRange` (the text is already changed); attribute
    /// changes made here are folded into the same batch.
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// The storage processed `editedMask` over `editedRange`; its layout managers are told next.
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    /// Does nothing.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}

/// The text a ``UITextView`` (or any ``NSLayoutManager``) shows: an `NSMutableAttributedString` that tells its
/// layout managers what changed, so they lay out again only the edited paragraphs.
///
/// It is a real subclass of Foundation's `NSMutableAttributedString`, as on Apple: every mutating call
/// (`replaceCharacters`, `setAttributes`, `addAttribute(s)`, `removeAttribute`, `setAttributedString`, `append`,
/// `insert`, `deleteCharacters`) records the edit. Outside ``beginEditing()``/``endEditing()`` each call is
/// processed at once; inside, the edits are merged into one ``editedRange`` and processed at the outermost
/// `endEditing()`. Processing tells the ``delegate`` (will, then did) and then each layout manager
/// (`processEditing(for:edited:range:changeInLength:invalidatedRange:)`).
///
/// Layout managers are UIKit objects: a storage with layout managers must be edited on the main actor, as a
/// text view's storage must be edited on the main thread on iOS (a storage without layout managers can be edited
/// anywhere).
open class NSTextStorage: NSMutableAttributedString {
    /// What an edit changed: the characters, the attributes, or both.
    public struct EditActions: OptionSet, Sendable {
        /// The action bits, with Apple's values (editedAttributes 1, editedCharacters 2).
        public let rawValue: UInt
        /// Creates actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes were added, removed or changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters were inserted, deleted or replaced.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// What the pending (or last processed) edits changed.
    open private(set) var editedMask: EditActions = []
    /// The range, in the current text, the pending (or last processed) edits cover; `NSNotFound` when none.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending (or last processed) edits changed the length, in UTF-16 units.
    open private(set) var changeInLength = 0
    /// The storage's delegate (not retained).
    open weak var delegate: NSTextStorageDelegate?
    /// The layout managers that lay out this text (retained, as on Apple; see ``addLayoutManager(_:)``).
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// Whether the storage fixes attributes lazily (always false here: nothing is fixed).
    open var fixesAttributesLazily: Bool { false }

    private var editingDepth = 0
    /// Nesting of the superclass's own calls into overridden primitives (one user call is one edit).
    private var primitiveDepth = 0

    /// An empty text storage.
    public convenience init() { self.init(string: "") }

    /// A storage holding `string` with no attributes.
    public override init(string: String) { super.init(string: string) }

    /// A storage holding `string` with `attributes` over all of it.
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: string, attributes: attributes)
    }

    /// A storage holding a copy of `attrStr`.
    public override init(attributedString attrStr: NSAttributedString) { super.init(attributedString: attrStr) }

    /// A storage decoded from `coder` (Foundation's attributed-string archive).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Layout managers

    /// Adds `manager` (it now lays out this text; its ``NSLayoutManager/textStorage`` becomes this storage).
    open func addLayoutManager(_ manager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        layoutManagers.append(manager)
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { manager.setTextStorage(storage) }
    }

    /// Removes `manager`; it no longer hears of edits.
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        nonisolated(unsafe) let storage = self
        MainActor.assumeIsolated { if manager.textStorage === storage { manager.setTextStorage(nil) } }
    }

    // MARK: Batching

    /// Starts a batch: edits until the matching ``endEditing()`` are processed together.
    open override func beginEditing() {
        super.beginEditing()
        editingDepth += 1
    }

    /// Ends a batch; the outermost call processes the batch's edits.
    open override func endEditing() {
        super.endEditing()
        guard editingDepth > 0 else {
            return UIKitDiagnostics.log("NSTextStorage.endEditing(): no matching beginEditing(); ignored")
        }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Records an edit: `editedMask` changed `range` (in the text before the edit) and the length changed by
    /// `delta`. Called by every mutating method; subclasses that store text themselves call it too.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
            changeInLength = delta
        } else {
            // Shift the pending range by this edit, then take the union.
            var pending = self.editedRange
            if pending.location >= NSMaxRange(editedRange) {
                pending.location += delta
            } else if NSMaxRange(pending) > editedRange.location {
                pending.length = max(0, pending.length + delta)
            }
            let start = min(pending.location, newRange.location)
            let end = max(NSMaxRange(pending), NSMaxRange(newRange))
            self.editedRange = NSRange(location: start, length: end - start)
            changeInLength += delta
        }
        self.editedMask.formUnion(editedMask)
        if editingDepth == 0 { processEditing() }
    }

    /// Tells the delegate and the layout managers about the pending edits, then clears them.
    open func processEditing() {
        // Attribute fixes the delegate makes while told "will" join this batch.
        editingDepth += 1
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        editingDepth -= 1
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let (finalMask, finalRange, finalDelta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        guard !layoutManagers.isEmpty else { return }
        nonisolated(unsafe) let storage = self
        let managers = layoutManagers
        MainActor.assumeIsolated {
            for manager in managers {
                manager.processEditing(for: storage, edited: finalMask, range: finalRange,
                                       changeInLength: finalDelta, invalidatedRange: finalRange)
            }
        }
    }

    // MARK: Mutations (each records its edit)

    private func recording(_ mask: EditActions, _ range: NSRange, delta: Int, _ body: () -> Void) {
        primitiveDepth += 1
        body()
        primitiveDepth -= 1
        if primitiveDepth == 0 { edited(mask, range: range, changeInLength: delta) }
    }

    /// Replaces the characters in `range` (UTF-16) with `str`, keeping the attributes at the start of `range`, and
    /// records a character edit with the change in length.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let delta = str.utf16.count - range.length
        recording(.editedCharacters, range, delta: delta) { super.replaceCharacters(in: range, with: str) }
    }

    /// Replaces the characters in `range` with `attrString`, and records a character and attribute edit with the
    /// change in length.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let delta = attrString.length - range.length
        recording([.editedCharacters, .editedAttributes], range, delta: delta) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    /// Sets the attributes of `range` (nil removes them all), and records an attribute edit.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.setAttributes(attrs, range: range) }
    }

    /// Adds the attribute `name` over `range`, and records an attribute edit.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.addAttribute(name, value: value, range: range) }
    }

    /// Adds `attrs` over `range`, and records an attribute edit.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.addAttributes(attrs, range: range) }
    }

    /// Removes the attribute `name` from `range`, and records an attribute edit.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        recording(.editedAttributes, range, delta: 0) { super.removeAttribute(name, range: range) }
    }

    /// Replaces the whole text with `attrString`, and records a character and attribute edit over the old length.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        let old = NSRange(location: 0, length: length)
        recording([.editedCharacters, .editedAttributes], old, delta: attrString.length - old.length) {
            super.setAttributedString(attrString)
        }
    }

    /// Inserts `attrString` at UTF-16 offset `loc`, and records a character and attribute edit.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        recording([.editedCharacters, .editedAttributes], NSRange(location: loc, length: 0), delta: attrString.length) {
            super.insert(attrString, at: loc)
        }
    }

    /// Appends `attrString`, and records a character and attribute edit at the end.
    open override func append(_ attrString: NSAttributedString) {
        recording([.editedCharacters, .editedAttributes], NSRange(location: length, length: 0),
                  delta: attrString.length) { super.append(attrString) }
    }

    /// Deletes the characters in `range` (UTF-16), and records a character edit.
    open override func deleteCharacters(in range: NSRange) {
        recording(.editedCharacters, range, delta: -range.length) { super.deleteCharacters(in: range) }
    }
}
