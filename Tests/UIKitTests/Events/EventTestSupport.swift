// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// One ordered log shared by every responder of a test, so the order of calls across responders is visible.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// What a touch callback saw, copied at call time (touches are live objects whose fields change later).
@MainActor
struct TouchCall {
    let callback: UITouch.Phase
    let touches: Set<UITouch>
    let event: UIEvent?
    let phases: [UITouch.Phase]
    let tapCounts: [Int]
    let fingers: [Int]
    let timestamps: [Double]
    let touchesForViewCount: Int
    let allTouchesCount: Int
    let allTouchPhases: [Int: UITouch.Phase]

    init(_ callback: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?, view: UIView) {
        let sorted = touches.sorted { $0.finger < $1.finger }
        self.callback = callback
        self.touches = touches
        self.event = event
        phases = sorted.map(\.phase)
        tapCounts = sorted.map(\.tapCount)
        fingers = sorted.map(\.finger)
        timestamps = sorted.map(\.timestamp)
        touchesForViewCount = event?.touches(for: view)?.count ?? 0
        allTouchesCount = event?.allTouches?.count ?? 0
        allTouchPhases = Dictionary(uniqueKeysWithValues: (event?.allTouches ?? []).map { ($0.finger, $0.phase) })
    }
}

/// A view that records its touch callbacks; with `forwards` it also passes them up the responder chain (super).
class TouchView: UIView {
    var name = "view"
    var log: EventLog?
    var forwards = false
    var calls: [TouchCall] = []

    convenience init(_ name: String, frame: CGRect, log: EventLog? = nil) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    var callbacks: [UITouch.Phase] { calls.map(\.callback) }

    private func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append(TouchCall(phase, touches, event, view: self))
        log?.add("\(name) \(phase)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// An app delegate that shows one window (made by `makeWindow`, full screen by default) at launch.
final class EventsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var makeWindow: @MainActor () -> UIWindow = { UIWindow() }
    var log: EventLog?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = makeWindow()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.add("delegate began") }
}

/// A launched iPhone 3GS (320×480 points; a full-screen window's points are screen points) and its window.
@MainActor
func launchEventsDevice(
    application: UIApplication = UIApplication(), log: EventLog? = nil,
    makeWindow: @escaping @MainActor () -> UIWindow = { UIWindow() }
) throws -> (HeadlessDevice, UIWindow, EventsAppDelegate) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    let delegate = EventsAppDelegate()
    delegate.makeWindow = makeWindow
    delegate.log = log
    try device.launch(delegate: delegate, application: application)
    return (device, try #require(delegate.window), delegate)
}

/// A launched device with a full-screen `TouchView` named "V" that takes several fingers.
@MainActor
func launchMultiTouchView() throws -> (HeadlessDevice, TouchView) {
    let (device, window, _) = try launchEventsDevice()
    let view = TouchView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    return (device, view)
}
