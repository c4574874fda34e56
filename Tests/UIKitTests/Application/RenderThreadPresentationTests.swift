// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface
import Testing
import TouchstoneTesting
import UIKit

/// A manual clock that, like the simulator window's, does not simulate the calendar: Foundation's clocks stay
/// real in the test process, so waits for the render thread have real timeouts.
final class RealCalendarManualClock: HostClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time = 0.0
    var now: Double { lock.withLock { time } }
    func set(_ seconds: Double) { lock.withLock { time = max(time, seconds) } }
}

/// A window-like host on a manual clock: it lets the render thread present, records which thread each call came
/// from, and signals each frame, so a test can wait for the render thread without sleeping.
final class RenderThreadRecordingHost: HostBackend, @unchecked Sendable {
    struct Frame {
        let image: CGImage
        let damage: [CGRect]
        let onRenderThread: Bool
    }

    let manualClock = RealCalendarManualClock()
    var clock: HostClock { manualClock }
    let refreshInterval = 1.0 / 60
    var presentsFromRenderThread: Bool { true }
    /// The thread that runs the app (the test's): any other thread presenting is the render thread.
    private let runtimeThread = pthread_self()
    private let lock = NSLock()
    private var recordedFrames: [Frame] = []
    private var recordedCalls: [String] = []
    private let framePresented = DispatchSemaphore(value: 0)

    /// The frames presented so far.
    var frames: [Frame] { lock.withLock { recordedFrames } }
    /// The presentation hand-over calls and `close`, each with the thread it came from.
    var calls: [String] { lock.withLock { recordedCalls } }

    private var onRenderThread: Bool { pthread_equal(pthread_self(), runtimeThread) == 0 }

    func open(_ configuration: HostDisplayConfiguration) throws {}
    func nextEvents(until deadline: Double) -> [HostEvent] { [] }
    func present(_ frame: CGImage, damage: [CGRect]) {
        let frame = Frame(image: frame, damage: damage, onRenderThread: onRenderThread)
        lock.withLock { recordedFrames.append(frame) }
        framePresented.signal()
    }
    func handOverPresentation() { note("hand over") }
    func renderThreadDidStart() { note("start") }
    func renderThreadWillStop() { note("stop") }
    func close() { note("close") }

    private func note(_ call: String) {
        let thread = onRenderThread ? "render thread" : "runtime thread"
        lock.withLock { recordedCalls.append("\(call) on the \(thread)") }
    }

    /// Waits (at most 10 s of real time, as a guard against a hang) until `count` frames have been presented.
    func waitForFrames(_ count: Int) -> Bool {
        while frames.count < count {
            if framePresented.wait(timeout: .now() + 10) == .timedOut { return false }
        }
        return true
    }

    /// Moves the manual clock to the middle of refresh `index` (so rounding never lands on a neighbour) and tells
    /// nobody: the render thread reads its clock by itself.
    func moveClock(toRefresh index: Int) {
        manualClock.set((Double(index) + 0.5) * refreshInterval)
    }
}

/// An app with a white window and a red 40-point square at (0, 100).
final class SlidingSquareAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let square = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        square.backgroundColor = .red
        window.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
@Suite("Presenting from the render thread")
struct RenderThreadPresentationTests {
    /// The sliding-square app launched on a recording host (iPhone 3GS: 320 × 480 pixels).
    @MainActor
    private struct LaunchedApp {
        let host = RenderThreadRecordingHost()
        let delegate = SlidingSquareAppDelegate()
        let runtime: AppRuntime

        init(renderThread: Bool = true) throws {
            runtime = AppRuntime(host: host, profile: .iPhone3GS, application: UIApplication())
            runtime.watchdogKillsProcess = false
            runtime.rendersOnRenderThread = renderThread
            // No status bar: its clock shows the real time here, and a minute turning would add a frame.
            try runtime.launch(delegate: delegate, info: ["UIStatusBarHidden": true])
        }

        /// Terminates the app (which stops the render thread) and gives up the process's current runtime.
        func end() {
            runtime.terminate()
            runtime.uninstall()
        }
    }

    /// The horizontal centre of the red in row 120 of `image` (weighted by how red each pixel is); nil with none.
    private func squareCentre(_ image: CGImage) -> Double? {
        let pixels = RGBAImage(image)
        var weight = 0.0, sum = 0.0
        for x in 0..<pixels.width {
            let p = pixels[x, 120]
            let red = Double(p.r) - Double(p.g)
            guard red > 0 else { continue }
            weight += red
            sum += red * Double(x)
        }
        return weight > 0 ? sum / weight : nil
    }

    @Test("An animation keeps running on the render thread while the main thread does not turn; completion waits")
    func animationRunsThroughAStall() throws {
        let app = try LaunchedApp()
        defer { app.end() }
        let (host, delegate, runtime) = (app.host, app.delegate, app.runtime)
        #expect(runtime.presentsFromRenderThread)
        // The launch frame comes from the launching thread; the render thread then shows the screen whole.
        #expect(host.waitForFrames(2))
        #expect(host.frames.map(\.onRenderThread) == [false, true])
        #expect(host.frames[1].damage == [CGRect(x: 0, y: 0, width: 320, height: 480)])

        var finished: Bool?
        // 280 points in 30 refreshes, linearly: 9⅓ points a refresh.
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear],
                       animations: { delegate.square.frame.origin.x = 280 }, completion: { finished = $0 })
        runtime.runTurn()  // commits the animation; the main thread then stalls for 18 refreshes
        let before = host.frames.count
        for refresh in 1...18 {
            host.moveClock(toRefresh: refresh)
            try #require(host.waitForFrames(before + refresh), "refresh \(refresh) was not presented")
        }
        let stall = Array(host.frames[before...])
        #expect(stall.count == 18)
        #expect(stall.allSatisfy { $0.onRenderThread })
        let centres = stall.compactMap { squareCentre($0.image) }
        #expect(centres.count == 18)
        #expect(zip(centres, centres.dropFirst()).allSatisfy { $0 < $1 }, "the square moves every refresh: \(centres)")
        #expect(abs((centres.first ?? 0) - (19.5 + 280.0 / 30)) < 1)
        #expect(abs((centres.last ?? 0) - (19.5 + 280.0 * 18 / 30)) < 1)
        // Completions run on the main thread's turns only.
        #expect(finished == nil)

        host.moveClock(toRefresh: 40)
        for _ in 0..<3 where finished == nil { runtime.runTurn() }
        #expect(finished == true)
        // The model-side turn committed; the render thread shows the end state.
        host.moveClock(toRefresh: 41)
        #expect(host.waitForFrames(before + 19))
        let end = try #require(host.frames.last)
        #expect(end.onRenderThread)
        #expect(abs((squareCentre(end.image) ?? 0) - 299.5) < 0.5)
    }

    @Test("Frames made while no animation runs follow the main thread's commits")
    func modelChangesReachTheScreen() throws {
        let app = try LaunchedApp()
        defer { app.end() }
        let (host, delegate, runtime) = (app.host, app.delegate, app.runtime)
        #expect(host.waitForFrames(2))
        UIView.performWithoutAnimation { delegate.square.frame.origin.x = 100 }
        host.moveClock(toRefresh: 1)
        // Nothing is committed until the main thread's turn: the render thread has nothing new to show.
        runtime.runTurn()
        host.moveClock(toRefresh: 2)
        #expect(host.waitForFrames(3))
        let frame = try #require(host.frames.last)
        #expect(frame.onRenderThread)
        #expect(abs((squareCentre(frame.image) ?? 0) - 119.5) < 0.5)
        #expect(!frame.damage.isEmpty && frame.damage.allSatisfy { $0.minY >= 99 && $0.maxY <= 141 }, "only the square's rows")
        // The screenshot is the framebuffer the render thread last drew.
        let screenshot = try #require(runtime.screenshot)
        #expect(RGBAImage(screenshot) == RGBAImage(frame.image))
        #expect(runtime.framesRendered == 3)
    }

    @Test("The host hands presentation over on the runtime's thread, the render thread makes and releases its own, then the host closes")
    func handOverOrder() throws {
        let app = try LaunchedApp()
        let host = app.host
        #expect(host.waitForFrames(2))
        app.end()
        #expect(host.calls == ["hand over on the runtime thread", "start on the render thread", "stop on the render thread",
                               "close on the runtime thread"])
        // Nothing is presented after the render thread stopped.
        let count = host.frames.count
        host.moveClock(toRefresh: 10)
        #expect(host.frames.count == count)
    }

    @Test("With the render thread turned off, every frame comes from the main thread's turns")
    func renderThreadOff() throws {
        let app = try LaunchedApp(renderThread: false)
        let (host, delegate, runtime) = (app.host, app.delegate, app.runtime)
        #expect(!runtime.presentsFromRenderThread)
        UIView.animate(withDuration: 0.1) { delegate.square.frame.origin.x = 200 }
        for refresh in 1...8 {
            host.moveClock(toRefresh: refresh)
            runtime.runTurn()
        }
        #expect(host.frames.count >= 7)
        #expect(host.frames.allSatisfy { !$0.onRenderThread })
        app.end()
        #expect(host.calls == ["close on the runtime thread"])
    }
}
