// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records the touch calls it gets.
private final class LifetimeTouchView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// Windows belong to whoever keeps them, as on iPhone OS: the application lists them but does not keep them alive.
@MainActor
@Suite("Window lifetime")
struct WindowLifetimeTests {
    private func launched() throws -> (HeadlessDevice, LoggingDelegate) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let delegate = LoggingDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate)
    }

    @Test("A window nobody keeps goes away: it leaves UIApplication.windows and the screen")
    func releasedWindowGoesAway() throws {
        let (device, _) = try launched()
        let app = try #require(device.application)
        let before = app.windows.count
        weak var weakPanel: UIWindow?
        do {
            let panel = UIWindow(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
            panel.backgroundColor = .red
            panel.isHidden = false
            weakPanel = panel
            device.advance(by: 1.0 / 60)
            #expect(app.windows.count == before + 1)
            #expect(RGBAImage(device.screenshot())[125, 225] == (255, 0, 0, 255))
        }
        device.advance(by: 1.0 / 60)
        #expect(weakPanel == nil)
        #expect(app.windows.count == before)
        #expect(RGBAImage(device.screenshot())[125, 225] == (255, 255, 255, 255))
    }

    @Test("A window released while a finger tracks in it: the finger's later input is dropped, nothing leaks")
    func releasedWhileTracking() throws {
        let (device, _) = try launched()
        var panel: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let view = LifetimeTouchView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        panel?.addSubview(view)
        panel?.isHidden = false
        device.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began"])
        panel = nil  // the app lets the window go mid-touch; the view itself is still alive here
        device.touchMove(to: CGPoint(x: 60, y: 60))
        device.touchUp()
        #expect(view.log == ["began"])
        #expect(device.trackedFingerCount == 0)
        // The next touch lands on the delegate's window as usual.
        device.tap(at: CGPoint(x: 50, y: 50))
        #expect(device.trackedFingerCount == 0)
    }

    @Test("The Undo/Redo alert is kept alive by UIKit while it shows, though the app never holds it")
    func systemWindowKeptWhileShown() throws {
        let (device, _) = try launched()
        let app = try #require(device.application)
        let manager = UndoManager()
        manager.registerUndo(withTarget: app) { _ in }
        manager.setActionName("Typing")
        UndoRedoAlert.present(for: manager, in: app)
        device.advance(by: 1.0 / 60)
        let alert = try #require(UndoRedoAlert.shown(in: app))
        #expect(alert.title == "Undo Typing")
    }
}
