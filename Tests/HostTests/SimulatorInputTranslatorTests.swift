// SPDX-License-Identifier: Apache-2.0

import HostInterface
@testable import SDLHost
import Testing

@Suite("Simulator input mapping")
struct SimulatorInputTranslatorTests {
    private func translator() -> SimulatorInputTranslator {
        SimulatorInputTranslator(screenSize: CGSize(width: 320, height: 480), zoom: 2)
    }

    @Test("The mouse is finger 0 while pressed, in points (window pixels ÷ zoom)")
    func mouseIsOneFinger() {
        var t = translator()
        #expect(t.translate(.mouseMoved(x: 10, y: 10, buttonDown: false, modifiers: []), at: 0) == [])
        #expect(t.translate(.mouseDown(x: 100, y: 200, modifiers: []), at: 1)
                == [.touchDown(finger: 0, location: CGPoint(x: 50, y: 100), timestamp: 1)])
        #expect(t.translate(.mouseMoved(x: 120, y: 220, buttonDown: true, modifiers: []), at: 2)
                == [.touchMoved(finger: 0, location: CGPoint(x: 60, y: 110), timestamp: 2)])
        #expect(t.translate(.mouseUp(x: 120, y: 220, modifiers: []), at: 3)
                == [.touchUp(finger: 0, location: CGPoint(x: 60, y: 110), timestamp: 3)])
        #expect(t.translate(.mouseMoved(x: 130, y: 230, buttonDown: false, modifiers: []), at: 4) == [])
    }

    @Test("Alt-drag is a pinch about the screen centre; Alt+Shift-drag a two-finger pan")
    func twoFingerGestures() {
        var t = translator()
        let pinch = t.translate(.mouseDown(x: 200, y: 400, modifiers: [.alt]), at: 0)
        #expect(pinch == [.touchDown(finger: 0, location: CGPoint(x: 100, y: 200), timestamp: 0),
                          .touchDown(finger: 1, location: CGPoint(x: 220, y: 280), timestamp: 0)])
        _ = t.translate(.mouseUp(x: 200, y: 400, modifiers: [.alt]), at: 1)
        let pan = t.translate(.mouseDown(x: 200, y: 400, modifiers: [.alt, .shift]), at: 2)
        #expect(pan == [.touchDown(finger: 0, location: CGPoint(x: 100, y: 200), timestamp: 2),
                        .touchDown(finger: 1, location: CGPoint(x: 140, y: 200), timestamp: 2)])
    }

    @Test("Keys map to hardware actions; plain keys pass through")
    func keys() {
        var t = translator()
        #expect(t.translate(.keyDown(key: "z", modifiers: [.control]), at: 0) == [.hardware(.shakeBegan, timestamp: 0)])
        #expect(t.translate(.keyUp(key: "z", modifiers: [.control]), at: 0.5) == [.hardware(.shakeEnded, timestamp: 0.5)])
        #expect(t.translate(.keyDown(key: "left", modifiers: [.control]), at: 1) == [.hardware(.rotateLeft, timestamp: 1)])
        #expect(t.translate(.keyDown(key: "h", modifiers: [.control, .shift]), at: 1) == [.hardware(.home, timestamp: 1)])
        #expect(t.translate(.keyDown(key: "m", modifiers: [.control]), at: 1) == [.hardware(.memoryWarning, timestamp: 1)])
        #expect(t.translate(.keyDown(key: "d", modifiers: [.control]), at: 1) == [.hardware(.toggleAppearance, timestamp: 1)])
        #expect(t.translate(.keyDown(key: "i", modifiers: [.control]), at: 1) == [.hardware(.incomingCall, timestamp: 1)])
        #expect(t.translate(.keyDown(key: "i", modifiers: [.control]), at: 2) == [.hardware(.callEnded, timestamp: 2)])
        #expect(t.translate(.keyDown(key: "a", modifiers: []), at: 3) == [.key("a", down: true, timestamp: 3)])
        #expect(t.translate(.keyDown(key: "a", modifiers: [.control]), at: 4) == [.hardware(.speakScreen, timestamp: 4)])
    }

    @Test("Touchscreen fingers get their own ids and normalised coordinates become points")
    func touchscreen() {
        var t = translator()
        #expect(t.translate(.fingerDown(id: 77, x: 0.5, y: 0.25), at: 0)
                == [.touchDown(finger: 10, location: CGPoint(x: 160, y: 120), timestamp: 0)])
        #expect(t.translate(.fingerDown(id: 78, x: 0, y: 0), at: 0)
                == [.touchDown(finger: 11, location: .zero, timestamp: 0)])
        #expect(t.translate(.fingerMoved(id: 99, x: 0, y: 0), at: 1) == [])
    }

    @Test("Bursts of motion coalesce to the last position, other events keep their order")
    func coalescing() {
        let inputs: [SimulatorInput] = [
            .mouseDown(x: 0, y: 0, modifiers: []),
            .mouseMoved(x: 1, y: 1, buttonDown: true, modifiers: []),
            .mouseMoved(x: 2, y: 2, buttonDown: true, modifiers: []),
            .mouseMoved(x: 3, y: 3, buttonDown: true, modifiers: []),
            .mouseUp(x: 3, y: 3, modifiers: []),
        ]
        #expect(SDLBackend.coalesce(inputs) == [inputs[0], inputs[3], inputs[4]])
    }
}
