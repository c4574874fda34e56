// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view that can become first responder and logs the motions it handles (`handles` false: passes them on).
final class MotionView: UIView {
    var log: [String] = []
    var events: [UIEvent] = []
    var handles = true
    var refusesResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesResign }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("began", motion, event)
        if !handles { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("ended", motion, event)
        if !handles { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("cancelled", motion, event)
        if !handles { super.motionCancelled(motion, with: event) }
    }

    private func record(_ what: String, _ motion: UIEvent.EventSubtype, _ event: UIEvent?) {
        log.append("\(what) \(motion)")
        if let event { events.append(event) }
    }
}

/// A first responder without motion handlers.
final class SilentFirstResponder: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A view controller that handles motions.
final class MotionViewController: UIViewController {
    var log: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("began") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("ended") }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("cancelled") }
}

/// Something edited, whose edits the tests undo: each change registers its inverse, so undo makes redo possible.
@MainActor
final class EditedDocument {
    var text = "hello"

    func setText(_ newText: String, undoManager: UndoManager) {
        let old = text
        text = newText
        undoManager.registerUndo(withTarget: self) { $0.setText(old, undoManager: undoManager) }
        undoManager.setActionName("Typing")
    }
}

@MainActor
@Suite("Motion events and shake to edit (guide §2.3.7, MoveMe §4)")
struct MotionSpecTests {
    private func firstResponder() throws -> (HeadlessDevice, UIWindow, MotionView) {
        let (device, window, _) = try launchEventsDevice()
        let view = MotionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        return (device, window, view)
    }

    @Test("guide 94, MoveMe 68: a 0.5 s shake → motionBegan then motionEnded, a shake motion event")
    func shortShake() throws {
        let (device, _, view) = try firstResponder()
        device.shake(duration: 0.5)
        #expect(view.log == ["began motionShake", "ended motionShake"])
        #expect(view.events.allSatisfy { $0.type == .motion && $0.subtype == .motionShake })
    }

    @Test("guide 94: a 3 s shake → motionBegan then motionCancelled, never motionEnded")
    func threeSecondShake() throws {
        let (device, _, view) = try firstResponder()
        device.shake(duration: 3)
        #expect(view.log == ["began motionShake", "cancelled motionShake"])
    }

    @Test("MoveMe 69: a 2 s shake → motionBegan then motionCancelled, never motionEnded")
    func twoSecondShake() throws {
        let (device, _, view) = try firstResponder()
        device.shake(duration: 2)
        #expect(view.log == ["began motionShake", "cancelled motionShake"])
    }

    @Test("MoveMe 48: a motion event has type motion, subtype motionShake and no touches")
    func motionEventFields() throws {
        let (device, _, view) = try firstResponder()
        device.shake(duration: 0.5)
        let event = try #require(view.events.first)
        #expect(event.type == .motion)
        #expect(event.subtype == .motionShake)
        #expect(event.allTouches == nil)
    }

    @Test("MoveMe 70: a first responder without motion handlers passes the shake to its view controller")
    func motionUpTheChain() throws {
        let (device, window, _) = try launchEventsDevice()
        let controller = MotionViewController()
        let view = SilentFirstResponder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view = view
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        device.shake(duration: 0.5)
        #expect(controller.log == ["began", "ended"])
        device.shake(duration: 1.5)
        #expect(controller.log == ["began", "ended", "began", "cancelled"])
    }

    /// Launches with a first responder that passes shakes on, and one undoable edit named "Typing".
    private func undoableEdit(shakeToEdit: Bool) throws
        -> (HeadlessDevice, UIApplication, EditedDocument, UndoManager)
    {
        let (device, _, view) = try firstResponder()
        view.handles = false
        let app = try #require(device.application)
        app.applicationSupportsShakeToEdit = shakeToEdit
        let document = EditedDocument()
        let undoManager = try #require(view.undoManager)
        document.setText("hello world", undoManager: undoManager)
        return (device, app, document, undoManager)
    }

    @Test("guide 95, MoveMe 71: shake to edit off (the default) → an unhandled shake shows nothing")
    func shakeToEditOff() throws {
        let (device, app, document, _) = try undoableEdit(shakeToEdit: false)
        #expect(UIApplication().applicationSupportsShakeToEdit == false)
        let windowsBefore = app.windows.count
        device.shake(duration: 0.5)
        #expect(UndoRedoAlert.shown(in: app) == nil)
        #expect(app.windows.count == windowsBefore)
        #expect(document.text == "hello world")
    }

    @Test("guide 95, MoveMe 71: shake to edit on → the Undo alert shows; tapping Undo undoes and dismisses it")
    func shakeToEditUndo() throws {
        let (device, app, document, undoManager) = try undoableEdit(shakeToEdit: true)
        device.shake(duration: 0.5)
        let alert = try #require(UndoRedoAlert.shown(in: app))
        #expect(alert.windowLevel == .alert)
        #expect(alert.title == "Undo Typing")
        #expect(alert.buttonTitles == ["Undo", "Cancel"])
        let undo = try #require(alert.button(titled: "Undo"))
        let center = undo.convert(CGPoint(x: undo.bounds.midX, y: undo.bounds.midY), to: nil)
        device.tap(at: center)
        #expect(document.text == "hello")
        #expect(UndoRedoAlert.shown(in: app) == nil)
        #expect(undoManager.canRedo)
        // Now only a redo is possible: the alert offers it.
        device.advance(by: 0.5)
        device.shake(duration: 0.5)
        let redoAlert = try #require(UndoRedoAlert.shown(in: app))
        #expect(redoAlert.title == "Redo Typing")
        #expect(redoAlert.buttonTitles == ["Redo", "Cancel"])
    }

    @Test("guide 95: Cancel dismisses the alert without undoing; the alert blocks touches to the app meanwhile")
    func shakeToEditCancel() throws {
        let (device, app, document, _) = try undoableEdit(shakeToEdit: true)
        let beneath = TouchView("beneath", frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        app.keyWindow?.addSubview(beneath)
        device.shake(duration: 0.5)
        let alert = try #require(UndoRedoAlert.shown(in: app))
        device.tap(at: CGPoint(x: 160, y: 350))
        #expect(beneath.calls.isEmpty)
        let cancel = try #require(alert.button(titled: "Cancel"))
        device.advance(by: 0.5)
        device.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        #expect(UndoRedoAlert.shown(in: app) == nil)
        #expect(document.text == "hello world")
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 160, y: 350))
        #expect(beneath.callbacks == [.began, .ended])
    }

    @Test("guide 95: no alert when a responder handles the shake, when it is cancelled, or when nothing can undo")
    func noAlertCases() throws {
        let (device, window, view) = try firstResponder()
        let app = try #require(device.application)
        app.applicationSupportsShakeToEdit = true
        let document = EditedDocument()
        window.undoManager?.registerUndo(withTarget: document) { $0.text = "" }
        device.shake(duration: 0.5)
        #expect(UndoRedoAlert.shown(in: app) == nil)
        view.handles = false
        device.shake(duration: 2)
        #expect(UndoRedoAlert.shown(in: app) == nil)
        window.undoManager?.removeAllActions()
        device.shake(duration: 0.5)
        #expect(UndoRedoAlert.shown(in: app) == nil)
        #expect(document.text == "hello")
    }
}
