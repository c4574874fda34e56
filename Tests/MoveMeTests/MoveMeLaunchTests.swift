// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// Counts launches and notes whether a frame had been presented at the time.
final class CountingMoveMeDelegate: MoveMeTestDelegate {
    var launches = 0
    var framesBeforeLaunch: Int?
    var device: HeadlessDevice?

    override func applicationDidFinishLaunching(_ application: UIApplication) {
        launches += 1
        framesBeforeLaunch = device?.framesPresented
        super.applicationDidFinishLaunching(application)
    }
}

/// MoveMe's launch and structure (`moveme-events-views.md` §4, behaviours 1–8) and its first frame.
@MainActor
@Suite("MoveMe launch")
struct MoveMeLaunchTests {
    @Test("MoveMe 1: applicationDidFinishLaunching runs once, before the first frame and any event")
    func launchesOnce() throws {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        let device = try HeadlessDevice(profile: .iPhone4)
        let delegate = CountingMoveMeDelegate()
        delegate.device = device
        try device.launch(delegate: delegate, info: bundle.infoDictionary ?? [:])
        device.tap(at: CGPoint(x: 20, y: 20), count: 2)
        device.advance(by: 0.5)
        #expect(delegate.launches == 1)
        #expect(delegate.framesBeforeLaunch == 0)
        #expect(delegate.window != nil)
    }

    @Test("MoveMe 2: the window is key and visible, and holds MoveMeView, which holds the placard")
    func hierarchy() throws {
        let f = try MoveMeFixture()
        #expect(f.window.isKeyWindow && !f.window.isHidden)
        #expect(f.window.subviews.count == 1 && f.window.subviews.first === f.moveMeView)
        #expect(f.moveMeView.subviews.count == 1 && f.moveMeView.subviews.first === f.placard)
    }

    @Test("MoveMe 3: the responder chain runs placard → MoveMeView → view controller → window → application")
    func responderChain() throws {
        let f = try MoveMeFixture()
        let controller = try #require(f.delegate.viewController)
        #expect(controller.view === f.moveMeView)
        #expect(f.placard.next === f.moveMeView)
        #expect(f.moveMeView.next === controller)
        #expect(controller.next === f.window)
        #expect(f.window.next === f.device.application)
    }

    @Test("MoveMe 4: MoveMeView fills the window, which fills the 320×480 screen")
    func fullScreen() throws {
        let f = try MoveMeFixture()
        #expect(f.window.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(f.moveMeView.frame == f.window.bounds)
    }

    @Test("MoveMe 5: the placard is as big as its image and centred at (160, 240)")
    func placardGeometry() throws {
        let f = try MoveMeFixture()
        let image = try #require(f.placard.placardImage)
        #expect(image.size == CGSize(width: 240, height: 60))
        #expect(image.scale == 2)
        #expect(f.placard.bounds.size == image.size)
        #expect(f.placard.center == MoveMeFixture.center)
    }

    @Test("MoveMe 6: the placard is not opaque; neither view takes several fingers")
    func flags() throws {
        let f = try MoveMeFixture()
        #expect(!f.placard.isOpaque)
        #expect(!f.moveMeView.isMultipleTouchEnabled && !f.placard.isMultipleTouchEnabled)
    }

    @Test("MoveMe 7: the first greeting is the list's first, \"Welcome\", and the next index is 1")
    func firstGreeting() throws {
        let f = try MoveMeFixture()
        #expect(f.placard.displayStrings.first == "Welcome")
        #expect(f.placard.currentDisplayString == f.placard.displayStrings[0])
        #expect(f.placard.displayStringsIndex == 1)
    }

    @Test("MoveMe 8: Info.plist hides the status bar, so MoveMe's background reaches the top of the first frame")
    func noStatusBar() throws {
        let f = try MoveMeFixture()
        #expect(MoveMeResources.bundle?.infoDictionary?["UIStatusBarHidden"] as? Bool == true)
        #expect(f.device.application?.isStatusBarHidden == true)
        let frame = RGBAImage(f.device.screenshot())
        let background = UInt8((0.25 * 255).rounded())
        for (x, y) in [(10, 2), (320, 10), (630, 38)] {
            let pixel = frame[x, y]
            #expect(pixel.r == background && pixel.g == background && pixel.b == background, "pixel (\(x), \(y))")
        }
    }

    @Test("The first frame: the placard with \"Welcome\" centred on dark grey")
    func firstFrameGolden() throws {
        let f = try MoveMeFixture()
        try assertGolden(f.device.screenshot(), named: "first-frame", suite: "MoveMeTests")
    }

    @Test("Right-to-left and CJK greetings render with real glyphs")
    func scriptsGolden() throws {
        let f = try MoveMeFixture()
        for (name, greeting) in [("greeting-hebrew", "ברוכים הבאים"), ("greeting-arabic", "أهلاً وسهلاً"), ("greeting-chinese", "欢迎")] {
            let index = try #require(f.placard.displayStrings.firstIndex(of: greeting))
            while f.placard.currentDisplayString != f.placard.displayStrings[index] {
                f.placard.setupNextDisplayString()
            }
            f.device.advance(by: 1.0 / 60)
            #expect(f.placard.fontSize == 24)
            try assertGolden(f.device.screenshot(), named: name, suite: "MoveMeTests")
        }
    }
}
