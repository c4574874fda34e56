// SPDX-License-Identifier: Apache-2.0

/// An object that can respond to and handle events: views, view controllers, windows, the application.
///
/// Derives from `NSObject`, as Apple's does, so app classes written for iPhone OS (`override init()`,
/// `super.init()`, `description`, `isEqual(_:)`) compile unchanged. Events not handled by a responder travel up
/// the responder chain through ``next``.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    ///
    /// Designated and not required, as on Apple: an app delegate writes `override init()` or inherits it. UIKit
    /// still creates the app delegate and application classes it is given as metatypes (`@main`,
    /// `UIApplicationMain`), through `ResponderFactory`, which runs the class's own `init()`.
    public override init() { super.init() }

    /// Sets the property named `key` to `value`: key-value coding, as Interface Builder documents use it for
    /// outlets and user-defined runtime attributes.
    ///
    /// Swift on Linux has no Objective-C runtime to find a property by name, so UIKit's classes answer their own
    /// keys (a controller's `view`, a table's `dataSource`, …) and an app class's `@IBOutlet` and `@IBInspectable`
    /// properties are answered by the override the `touchstone-port` command generates for it. Any other key
    /// goes to ``setValue(_:forUndefinedKey:)``.
    open func setValue(_ value: Any?, forKey key: String) {
        if !BuiltInKeyValueCoding.set(value, forKey: key, on: self) { setValue(value, forUndefinedKey: key) }
    }

    /// Called for a key the object has no property for. The default logs iOS's message ("this class is not key
    /// value coding-compliant for the key …") where iOS raises `NSUnknownKeyException`; nothing is set.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        UIKitDiagnostics.log("[<\(type(of: self))> setValue:forUndefinedKey:]: this class is not key value "
                                 + "coding-compliant for the key \(key).")
    }

    /// The next responder in the chain (nil here; views, view controllers, windows and the application override).
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { FirstResponderTracker.current === self }

    /// Asks to become first responder; succeeds when `canBecomeFirstResponder` is true and the current first
    /// responder agrees to resign. Returns whether it succeeded.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        let previous = FirstResponderTracker.current
        if let previous {
            // A hand-over: the keyboard hears of it once, below, rather than as a resign and a new show.
            FirstResponderTracker.transferDepth += 1
            let resigned = previous.resignFirstResponder()
            FirstResponderTracker.transferDepth -= 1
            if !resigned { return false }
        }
        FirstResponderTracker.current = self
        KeyboardController.firstResponderChanged(from: previous, to: self)
        return true
    }

    /// Gives up first-responder status; returns false (and keeps it) when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponderTracker.current = nil
        if FirstResponderTracker.transferDepth == 0 { KeyboardController.firstResponderChanged(from: self, to: nil) }
        return true
    }

    // MARK: Touches (the defaults forward to the next responder, as UIKit's do)

    /// One or more fingers touched down in the receiver (guide §2.3.1). The default forwards to `next`; override
    /// without calling super to handle the touches, or call super to pass them up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers of the sequence moved; `touches` holds only the ones that changed. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; `touches` holds only those. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the sequence (an incoming call, a removed view); no `touchesEnded` follows for these
    /// touches. The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Motion

    /// A motion (a shake) began; sent to the first responder (guide §2.3.7). The default forwards to `next`.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// The motion ended (a shake shorter than the system limit). The default forwards to `next`; when no responder
    /// handles it, a shake may show the shake-to-edit Undo/Redo alert (see
    /// `UIApplication.applicationSupportsShakeToEdit`).
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if let next { next.motionEnded(motion, with: event) } else { MotionEvent.markUnhandled(event) }
    }
    /// The motion was cancelled (it lasted too long to be a shake). The default forwards to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Presses and key commands (hardware keyboard; see Keyboard/Commands)

    /// Physical buttons went down: keys of a hardware keyboard, sent to the first responder (the key window when
    /// there is none) when no key command took the key and the first responder is not a text input. The default
    /// forwards to `next`; override without calling super to handle the presses.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.isUnhandled = true }
    }
    /// Pressed buttons changed (analog buttons only; keys never send it). The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Buttons went up; sent to the responder that got their began phase. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesEnded(presses, with: event) } else { event?.isUnhandled = true }
    }
    /// The system cancelled the presses (the app resigned active). The default forwards to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts this responder offers while it is in the responder chain (nil by default); see
    /// ``UIKeyCommand`` for how a key finds its command.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Updates `command`'s title, image, state or attributes before a menu shows it. The default does nothing.
    open func validate(_ command: UICommand) {}

    // MARK: Editing

    /// The undo manager for this responder's edits (guide §2.3.7, shake to undo). The default asks `next`, so a
    /// view uses its window's; `UIWindow` provides one per window. Override to give a responder its own; the
    /// shake-to-edit alert uses the first responder's.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Input views (declared here, not in an extension, so that subclasses can override them)

    /// The view shown in place of the system keyboard while this responder is first responder (nil: the system
    /// keyboard, for a responder that adopts ``UIKeyInput``). Text fields and views make it settable.
    open var inputView: UIView? { nil }

    /// The view that rides on top of the keyboard (or of ``inputView``) while this responder is first responder,
    /// such as a toolbar of Previous/Next/Done buttons. Text fields and views make it settable.
    open var inputAccessoryView: UIView? { nil }

    /// An identifier under which the system remembers the keyboard's input mode for this responder (nil: none).
    open var textInputContextIdentifier: String? { nil }

    /// Replaces the keyboard, ``inputView`` and ``inputAccessoryView`` shown for this responder with the current
    /// values of those properties, when it is first responder (it does nothing otherwise).
    open func reloadInputViews() {
        KeyboardController.current?.reload(self)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    // Apple's UIResponder adopts the protocol without implementing its methods; here they are declared so that
    // subclasses write `override func copy(_ sender: Any?)` as on iOS. The defaults pass the action to the next
    // responder, so an unhandled command travels up the chain and ends, logged, at the application.

    /// Removes the selection and puts it on the pasteboard.
    open func cut(_ sender: Any?) { passEditAction("cut:", sender) }
    /// Puts the selection on the pasteboard.
    open func copy(_ sender: Any?) { passEditAction("copy:", sender) }
    /// Replaces the selection with the pasteboard's contents.
    open func paste(_ sender: Any?) { passEditAction("paste:", sender) }
    /// Pastes, taking on the style of the text around the insertion point.
    open func pasteAndMatchStyle(_ sender: Any?) { passEditAction("pasteAndMatchStyle:", sender) }
    /// Selects the word at the insertion point.
    open func select(_ sender: Any?) { passEditAction("select:", sender) }
    /// Selects everything.
    open func selectAll(_ sender: Any?) { passEditAction("selectAll:", sender) }
    /// Removes the selection without putting it on the pasteboard.
    open func delete(_ sender: Any?) { passEditAction("delete:", sender) }
    /// Makes the selected text's writing direction left to right.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        passEditAction("makeTextWritingDirectionLeftToRight:", sender)
    }
    /// Makes the selected text's writing direction right to left.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        passEditAction("makeTextWritingDirectionRightToLeft:", sender)
    }
    /// Toggles bold on the selection.
    open func toggleBoldface(_ sender: Any?) { passEditAction("toggleBoldface:", sender) }
    /// Toggles italics on the selection.
    open func toggleItalics(_ sender: Any?) { passEditAction("toggleItalics:", sender) }
    /// Toggles underlining on the selection.
    open func toggleUnderline(_ sender: Any?) { passEditAction("toggleUnderline:", sender) }
    /// Makes the selection's font larger.
    open func increaseSize(_ sender: Any?) { passEditAction("increaseSize:", sender) }
    /// Makes the selection's font smaller.
    open func decreaseSize(_ sender: Any?) { passEditAction("decreaseSize:", sender) }

    /// The default of each standard edit action: the next responder's, or a logged line at the chain's end.
    private func passEditAction(_ name: String, _ sender: Any?) {
        guard let next else { return UIKitDiagnostics.log("\(name) reached the end of the responder chain unhandled") }
        switch name {
        case "cut:": next.cut(sender)
        case "copy:": next.copy(sender)
        case "paste:": next.paste(sender)
        case "pasteAndMatchStyle:": next.pasteAndMatchStyle(sender)
        case "select:": next.select(sender)
        case "selectAll:": next.selectAll(sender)
        case "delete:": next.delete(sender)
        case "makeTextWritingDirectionLeftToRight:": next.makeTextWritingDirectionLeftToRight(sender)
        case "makeTextWritingDirectionRightToLeft:": next.makeTextWritingDirectionRightToLeft(sender)
        case "toggleBoldface:": next.toggleBoldface(sender)
        case "toggleItalics:": next.toggleItalics(sender)
        case "toggleUnderline:": next.toggleUnderline(sender)
        case "increaseSize:": next.increaseSize(sender)
        default: next.decreaseSize(sender)
        }
    }

    // MARK: User activities (iOS 8)

    /// The activity this responder represents (Handoff, search). When the activity is about to be saved (its
    /// `needsSave` set), UIKit asks this responder to bring it up to date with ``updateUserActivityState(_:)``.
    open var userActivity: NSUserActivity? {
        didSet {
            oldValue?.removeOwner(self)
            userActivity?.addOwner(self)
        }
    }

    /// Brings `activity`'s state up to date before it is saved: add what continuing needs with
    /// `addUserInfoEntries(from:)`. The default does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the state `activity` describes (an object handed to the restoration handler of
    /// `application(_:continue:restorationHandler:)`). The default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Accessibility actions (NSObject's informal protocol on Apple's platforms)

    /// Activates the element as VoiceOver's double tap does; returns whether it handled the activation. The
    /// default returns false, and the screen reader then taps the element's activation point instead.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value (VoiceOver's swipe up). The default does nothing.
    open func accessibilityIncrement() {}
    /// Lowers an adjustable element's value (VoiceOver's swipe down). The default does nothing.
    open func accessibilityDecrement() {}
    /// Dismisses what is shown modally (VoiceOver's two-finger scrub); returns whether it did. The default returns
    /// false and the screen reader asks the next responder.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Performs the screen's most important action (VoiceOver's two-finger double tap: play/pause, answer);
    /// returns whether it did. The default returns false and the screen reader asks the next responder.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Scrolls the content by a page in `direction` (VoiceOver's three-finger swipe); returns whether it did. The
    /// default returns false and the screen reader asks the next responder; scroll views page.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Actions

    /// The action method this responder implements for `action`, or nil: Touchstone's form of an Objective-C
    /// action method plus `respondsToSelector:` (see ``Selector`` for the full mapping). The default finds the
    /// method a `Selector(name, Type.method)` registered for this class or a superclass (what `#selector` becomes),
    /// and for a standard edit action (`"copy:"`, `"paste:"`, …) this class's override of that method, if any.
    ///
    /// Override to implement actions by name, returning `super.actionMethod(for:)` for the others:
    /// `case "buttonTapped:": return { [unowned self] sender, _ in buttonTapped(sender) }`.
    @preconcurrency open func actionMethod(for action: Selector) -> ActionMethod? {
        SelectorRegistry.actionMethod(for: action, on: self) ?? StandardEditActions.overriddenMethod(action, of: self)
    }

    /// Whether this responder can perform `action` now; by default, whether it implements it
    /// (``actionMethod(for:)`` is not nil).
    ///
    /// Override to refuse an implemented action in the current state (no selection, say), which passes it to the
    /// next responder. The edit menu asks this for each command with the application as `sender`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { actionMethod(for: action) != nil }

    /// The object that will perform `action`: this responder when ``canPerformAction(_:withSender:)`` says yes,
    /// otherwise the answer of ``next`` — nil when nobody up the responder chain can (guide §2.3.3).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }
}

/// Which responder is first responder: the application's (one per app, as on iPhone OS, where the key window's
/// first responder receives motion and editing events). Before an application exists, a detached slot holds it.
@MainActor
package enum FirstResponderTracker {
    private static weak var detached: UIResponder?
    /// Non-zero while `becomeFirstResponder` asks the current first responder to resign.
    package static var transferDepth = 0

    package static var current: UIResponder? {
        get { UIApplication.sharedIfPresent.map { $0.firstResponder } ?? detached }
        set {
            if let app = UIApplication.sharedIfPresent { app.firstResponder = newValue } else { detached = newValue }
        }
    }
}
