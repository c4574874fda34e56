// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The identifier of a task an app began with `UIApplication.beginBackgroundTask`, to end it with.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The task's number, unique while the app runs (``UIBackgroundTaskIdentifier/invalid`` is 0).
    public let rawValue: Int
    /// Creates an identifier from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Creates an identifier from its raw value.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task: what `beginBackgroundTask` returns when it cannot begin one.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
    /// The URL that opens the app's page in the Settings app (`app-settings:`). Touchstone has no Settings app yet,
    /// so ``open(_:options:completionHandler:)`` logs it and reports failure.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Marks the start of work that should go on if the app moves to the background (saving a document, finishing
    /// an upload), and returns its identifier; end it with ``endBackgroundTask(_:)``.
    ///
    /// In the background the app has a limited time to finish (``backgroundTimeRemaining``: 30 seconds on the
    /// modern profile, 10 minutes on the iPhone OS 3/4-era profiles, counted on the device clock from entering the
    /// background). Five seconds before it runs out, each unfinished task's `handler` runs on the main thread; a
    /// task still not ended when the time is up is logged as the reason iOS would kill the app. Thread-safe, as on
    /// iOS.
    nonisolated public func beginBackgroundTask(
        expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        backgroundTasks.begin(name: nil, expirationHandler: handler)
    }

    /// Begins a background task with a name for debugging; see ``beginBackgroundTask(expirationHandler:)``.
    nonisolated public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        backgroundTasks.begin(name: taskName, expirationHandler: handler)
    }

    /// Ends a task begun with `beginBackgroundTask`. Ending `.invalid`, an unknown task or one already ended is
    /// logged and ignored. Thread-safe.
    nonisolated public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.end(identifier)
    }

    /// How long the app may still run in the background, in seconds: `.greatestFiniteMagnitude` while it is in
    /// the foreground; in the background, the time left of its allowance on the device clock (0 once it is up).
    public var backgroundTimeRemaining: TimeInterval {
        guard applicationState == .background, let deadline = backgroundTasks.deadline else {
            return .greatestFiniteMagnitude
        }
        return max(0, deadline - deviceClockNow)
    }

    /// Starts the background allowance (the app entered the background).
    package func startBackgroundTime() {
        let modern = runtime?.profile.hasModernInterface ?? true
        backgroundTasks.startAllowance(seconds: modern ? 30 : 600, now: deviceClockNow)
    }

    /// The device clock's time (the host clock of this app's runtime).
    private var deviceClockNow: Double { runtime?.host.clock.now ?? CACurrentMediaTime() }

    /// Stops the background allowance (the app came back to the foreground).
    package func stopBackgroundTime() { backgroundTasks.stopAllowance() }
}

/// The background tasks an app has begun and its background allowance. Begin and end are thread-safe; the
/// allowance's timers run on the main actor.
package final class BackgroundTaskRegistry: @unchecked Sendable {
    private struct Task {
        var name: String?
        var expirationHandler: (@MainActor @Sendable () -> Void)?
    }

    private let lock = NSLock()
    private var tasks: [Int: Task] = [:]
    private var nextIdentifier = 1
    private var deadlineStorage: Double?
    @MainActor private var timers: [DeviceTimer] = []

    package init() {}

    /// The device-clock time the background allowance runs out (nil in the foreground).
    package var deadline: Double? { lock.withLock { deadlineStorage } }

    /// How many tasks are running.
    package var count: Int { lock.withLock { tasks.count } }

    func begin(name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        lock.withLock {
            let id = nextIdentifier
            nextIdentifier += 1
            tasks[id] = Task(name: name, expirationHandler: expirationHandler)
            return UIBackgroundTaskIdentifier(rawValue: id)
        }
    }

    func end(_ identifier: UIBackgroundTaskIdentifier) {
        let removed = lock.withLock { tasks.removeValue(forKey: identifier.rawValue) }
        if removed == nil {
            UIKitDiagnostics.log("endBackgroundTask: no background task exists with identifier \(identifier.rawValue); ignored")
        }
    }

    /// Starts counting `seconds` of background time from `now`: the expiration handlers run 5 seconds before the
    /// end, and the tasks left at the end are logged.
    @MainActor
    func startAllowance(seconds: Double, now: Double) {
        stopAllowance()
        lock.withLock { deadlineStorage = now + seconds }
        timers = [
            DeviceTimer.scheduledTimer(withTimeInterval: seconds - 5) { [weak self] _ in self?.expire() },
            DeviceTimer.scheduledTimer(withTimeInterval: seconds) { [weak self] _ in self?.timeIsUp() },
        ]
    }

    @MainActor
    func stopAllowance() {
        for timer in timers { timer.invalidate() }
        timers = []
        lock.withLock { deadlineStorage = nil }
    }

    /// Runs the unfinished tasks' expiration handlers, in the order the tasks began.
    @MainActor
    private func expire() {
        let handlers = lock.withLock { tasks.sorted { $0.key < $1.key }.compactMap { $0.value.expirationHandler } }
        for handler in handlers { handler() }
    }

    @MainActor
    private func timeIsUp() {
        let left = lock.withLock { tasks.sorted { $0.key < $1.key }.map { $0.value.name ?? "#\($0.key)" } }
        guard !left.isEmpty else { return }
        UIKitDiagnostics.log("background time expired with background tasks still running (\(left.joined(separator: ", "))): "
            + "iOS would kill the app here; end each task with endBackgroundTask(_:) in its expiration handler")
    }
}
