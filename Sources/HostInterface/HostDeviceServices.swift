// SPDX-License-Identifier: Apache-2.0

/// A life-cycle state a device moves an app to (guide §1, "The application life cycle"; iOS 4's background
/// states on the later profiles).
public enum HostLifecycleState: UInt8, Equatable, Sendable, CaseIterable {
    /// Active in the foreground, receiving events.
    case active = 1
    /// In the foreground without events (an alert, the lock screen, a call).
    case inactive = 2
    /// In the background (iOS 4 and later).
    case background = 3
    /// Back in the foreground from the background.
    case foreground = 4
    /// Terminating: `applicationWillTerminate` runs, then the process exits.
    case terminated = 5
}

/// Something the device asks of the app, delivered in the order the device sent it, between input events.
public enum HostDeviceRequest: Equatable, Sendable {
    /// Move the app to `state`; the app answers with ``HostDeviceServices/reportLifecycleReached(_:)``.
    case lifecycle(HostLifecycleState)
    /// Another app (or the system, `sourceApplication` empty) opens `url`, which this app declares.
    case openURL(url: String, sourceApplication: String)
    /// The answer to ``HostDeviceServices/requestOpenURL(_:)`` with this token.
    case openURLAnswered(token: UInt32, opened: Bool)
}

/// When an app next needs a run-loop turn, as it tells the device after each turn (issue 19: an idle app and its
/// device sleep, as iOS's render server wakes an app only for events, timers, display links and animations).
public enum HostNextTurn: Equatable, Sendable {
    /// At the next display refresh: an animation runs, a display link is not paused, or work is waiting.
    case nextRefresh
    /// At host-clock time `seconds` (the earliest timer, delayed perform or clock change on screen), or earlier
    /// for input.
    case at(Double)
    /// Only when input, a life-cycle request or a URL arrives: nothing is scheduled.
    case onInput
}

/// What an app asks of the device it runs on, when its host is a simulated device (issue 19): other apps' URLs,
/// the life cycle the device drives, and the background tasks that keep it from being suspended.
///
/// A host that runs the app alone (the simulator window, headless) does not offer these services; UIKit then
/// behaves as a lone app. All calls come from the main thread, like ``HostBackend``'s.
public protocol HostDeviceServices: AnyObject {
    /// The requests the device sent since the last call, in order (life-cycle changes, URLs to open, answers).
    func takeDeviceRequests() -> [HostDeviceRequest]
    /// Tells the device the app finished launching (after `application(_:didFinishLaunchingWithOptions:)`).
    func reportLaunchFinished()
    /// Tells the device the app reached `state` (the answer to a ``HostDeviceRequest/lifecycle(_:)``).
    func reportLifecycleReached(_ state: HostLifecycleState)
    /// Asks the device to open `url` in whichever app declares its scheme; returns the token the answer
    /// (``HostDeviceRequest/openURLAnswered(token:opened:)``) will carry, or nil when the device is gone.
    func requestOpenURL(_ url: String) -> UInt32?
    /// Asks the device to open `url` and waits for its answer (about a second at most; false then).
    func openURLAndWait(_ url: String) -> Bool
    /// Asks the device whether some app could open `url`, waiting for the answer (about a second at most; false
    /// then). Nothing is launched.
    func canOpenURL(_ url: String) -> Bool
    /// Tells the device how many background tasks (`beginBackgroundTask`) are running now.
    func reportBackgroundTaskCount(_ count: Int)
    /// Tells the device when the app next needs a turn (after each turn; a host sends it only when it changed).
    func reportNextTurn(_ next: HostNextTurn)
    /// Why the link to the device failed (it closed, or sent something that could not be trusted); nil while it
    /// works. A failed link ends the app: the host delivers ``HostEvent/quit``.
    var linkFailure: String? { get }
}
