// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Records, in order, the names of the control events sent by the control it observes (one closure action per
/// touch event, titled with the event's name).
@MainActor
final class ControlEventLog {
    private(set) var entries: [String] = []

    static let touchEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("dragInside", .touchDragInside),
        ("dragOutside", .touchDragOutside), ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
        ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
        ("primary", .primaryActionTriggered),
    ]

    init(observing control: UIControl) {
        for (name, event) in Self.touchEvents {
            let action = UIAction(title: name) { [unowned self] action in entries.append(action.title) }
            control.addAction(action, for: event)
        }
    }
}

/// What action methods ran, on whom, and with which sender and event.
@MainActor
final class ControlActionLog {
    var entries: [String] = []
    var lastSender: Any?
    var lastEvent: UIEvent?
}

/// Implements the action methods named in `actions` for one object, logging "<name> <action>".
@MainActor
final class ActionRecorder {
    let name: String
    let log: ControlActionLog
    var actions: Set<Selector>

    init(_ name: String, log: ControlActionLog, actions: Set<Selector>) {
        self.name = name
        self.log = log
        self.actions = actions
    }

    func method(for action: Selector) -> ActionMethod? {
        guard actions.contains(action) else { return nil }
        return { [log, name] sender, event in
            log.entries.append("\(name) \(action)")
            log.lastSender = sender
            log.lastEvent = event
        }
    }
}

/// A view that implements the recorder's actions and may become first responder.
final class ActingView: UIView {
    var recorder: ActionRecorder?
    var acceptsFirstResponder = false
    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    override func actionMethod(for action: Selector) -> ActionMethod? {
        recorder?.method(for: action) ?? super.actionMethod(for: action)
    }
}

/// A view controller that implements the recorder's actions.
final class ActingViewController: UIViewController {
    var recorder: ActionRecorder?
    override func actionMethod(for action: Selector) -> ActionMethod? {
        recorder?.method(for: action) ?? super.actionMethod(for: action)
    }
}

/// An app delegate that makes a key window and implements the recorder's actions (the end of the chain).
final class ActingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var recorder: ActionRecorder?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    override func actionMethod(for action: Selector) -> ActionMethod? {
        recorder?.method(for: action) ?? super.actionMethod(for: action)
    }
}

/// A plain object (not a responder) that is a target of target–action.
final class PlainTarget: ActionTarget {
    var calls = 0
    func actionMethod(for action: Selector) -> ActionMethod? {
        guard action == "ping:" else { return nil }
        return { [unowned self] _, _ in calls += 1 }
    }
}

/// A launched iPhone 3GS (or `profile`) whose key window holds a 100 × 50 control at (100, 100), in a full-window
/// container.
@MainActor
func launchedControl<Control: UIControl>(profile: DeviceProfile = .iPhone3GS,
                                         _ make: () -> Control = { UIControl() }) throws
    -> (device: HeadlessDevice, window: UIWindow, container: ActingView, control: Control)
{
    let device = try HeadlessDevice(profile: profile)
    try device.launch(delegate: LoggingDelegate())
    let window = try #require(device.application?.keyWindow)
    let container = ActingView(frame: window.bounds)
    let control = make()
    control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    container.addSubview(control)
    window.addSubview(container)
    device.runPendingWork()
    return (device, window, container, control)
}
