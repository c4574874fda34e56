// SPDX-License-Identifier: Apache-2.0
//
// The app's notification center: authorization, scheduling and the delivered list (docs/ARCHITECTURE.md,
// "User notifications").

import Dispatch
import Foundation

/// The app's local notifications: asks the user's permission, schedules requests, delivers them when their
/// triggers fire, and keeps the delivered ones (iOS 10's User Notifications).
///
/// Thread-safe, as Apple's: call it from any thread. Completion handlers run on a private serial queue, not the
/// main one (as on iOS: hop to the main queue before touching UIKit); the delegate's calls run on the main queue.
///
/// On Touchstone the user is simulated: the first authorization request is answered by
/// `TOUCHSTONE_NOTIFICATION_AUTHORIZATION=allow|deny` (default `allow`; `.provisional` is granted without asking).
/// Triggers fire on the device's clock. In the foreground the delegate decides the presentation; in the
/// background (iOS 4 and later profiles) every notification is delivered to the list, its badge applied. There
/// is no banner drawn and no sound played: tests and tools read ``presentations`` and answer with
/// ``respond(toNotificationWithIdentifier:actionIdentifier:userText:)``. Location triggers never fire, and no
/// more than 64 requests stay pending (the soonest, as on iOS).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    /// How one delivery was presented.
    package struct Presentation: Equatable, Sendable {
        /// The request's identifier.
        package let identifier: String
        /// Whether the app was in the foreground.
        package let inForeground: Bool
        /// How it was presented (all of banner, list, sound and badge in the background).
        package let options: UNNotificationPresentationOptions
    }

    private static let shared = UNUserNotificationCenter(
        clock: MainQueueNotificationClock(),
        answer: UNUserNotificationCenter.configuredAnswer(ProcessInfo.processInfo.environment))

    /// The most requests that stay pending; iOS keeps the soonest 64.
    package static let pendingLimit = 64

    let clock: NotificationClock
    let lock = NSLock()
    let callbackQueue = DispatchQueue(label: "Touchstone.UNUserNotificationCenter")
    let answer: Bool
    var status: UNAuthorizationStatus = .notDetermined
    var grantedOptions: UNAuthorizationOptions = []
    var pending: [PendingRequest] = []
    var delivered: [UNNotification] = []
    var categories: Set<UNNotificationCategory> = []
    var badge = 0
    var foreground = true
    var presentationLog: [Presentation] = []
    private var observers: [NSObjectProtocol] = []
    /// Where UIKit's foreground and background notifications are observed.
    private let applicationEvents: NotificationCenter
    private weak var storedDelegate: UNUserNotificationCenterDelegate?

    /// A request waiting for its trigger.
    struct PendingRequest {
        let request: UNNotificationRequest
        let added: Date
        var fireDate: Date?
        var alarm: NotificationAlarm?
    }

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter {
        shared
    }

    /// A center on `clock` whose user answers the first request with `answer` (tests make their own). It follows
    /// UIKit's foreground and background notifications, posted on `applicationEvents`, when
    /// `followsApplicationState` (tests that run beside others drive ``setForeground(_:)``, or post on a
    /// notification center of their own: the default one carries every in-process device's app states).
    package init(clock: NotificationClock, answer: Bool = true, followsApplicationState: Bool = true,
                 applicationEvents: NotificationCenter = .default) {
        self.clock = clock
        self.answer = answer
        self.applicationEvents = applicationEvents
        super.init()
        if followsApplicationState { observeApplicationState() }
    }

    deinit {
        for observer in observers { applicationEvents.removeObserver(observer) }
    }

    /// The answer `TOUCHSTONE_NOTIFICATION_AUTHORIZATION` gives (`allow` or `deny`); anything else is logged and
    /// means allow.
    package static func configuredAnswer(_ environment: [String: String]) -> Bool {
        switch environment["TOUCHSTONE_NOTIFICATION_AUTHORIZATION"]?.lowercased() {
        case nil, "", "allow": return true
        case "deny": return false
        case let other?:
            NotificationDiagnostics.log("TOUCHSTONE_NOTIFICATION_AUTHORIZATION=\(other) is not allow or deny; allowing")
            return true
        }
    }

    /// The object told about foreground deliveries and the user's responses; held weakly.
    open var delegate: UNUserNotificationCenterDelegate? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Called on the main queue with each notification delivered in the foreground, or opened by the user, while
    /// the center has no delegate: UIKit hands the ones an app scheduled as `UILocalNotification`s to its app
    /// delegate, as iOS 9 did.
    package var undelegatedHandler: (@Sendable (UNNotification) -> Void)? {
        get { lock.withLock { storedUndelegatedHandler } }
        set { lock.withLock { storedUndelegatedHandler = newValue } }
    }
    private var storedUndelegatedHandler: (@Sendable (UNNotification) -> Void)?

    /// The identifiers of the pending requests, at once (UIKit's `scheduledLocalNotifications` is synchronous).
    package var pendingIdentifiers: [String] { lock.withLock { pending.map(\.request.identifier) } }

    /// The requests' authorization state and granted options, at once (for UIKit's notification settings).
    package var authorization: (status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        lock.withLock { (status, grantedOptions) }
    }

    /// Whether the app can show notification content extensions (false: the simulated device runs none).
    open var supportsContentExtensions: Bool { false }

    /// Asks the user to allow `options`. The first request is answered by the simulated user (a provisional one
    /// without asking); later ones get the recorded answer. `completionHandler` gets whether notifications are
    /// allowed, on the center's queue.
    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping (Bool, Error?) -> Void) {
        let granted = lock.withLock { () -> Bool in
            if status == .notDetermined {
                if options.contains(.provisional) {
                    status = .provisional
                } else {
                    status = answer ? .authorized : .denied
                }
                grantedOptions = options
            } else if status == .provisional && !options.contains(.provisional) {
                status = answer ? .authorized : .denied
                grantedOptions.formUnion(options)
            }
            return status == .authorized || status == .provisional || status == .ephemeral
        }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(granted, nil) }
    }

    /// Asks the user to allow `options`; returns whether notifications are allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    /// The app's settings, on the center's queue.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = lock.withLock { UNNotificationSettings(status: status, options: grantedOptions) }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(settings) }
    }

    /// The app's settings.
    open func notificationSettings() async -> UNNotificationSettings {
        lock.withLock { UNNotificationSettings(status: status, options: grantedOptions) }
    }

    /// The categories the app registered; replaces earlier ones.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { self.categories = categories }
    }

    /// The registered categories, on the center's queue.
    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let categories = lock.withLock { self.categories }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(categories) }
    }

    /// The registered categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        lock.withLock { categories }
    }

    /// Sets the app icon's badge (iOS 16); a negative count fails with `UNError.badgeInputInvalid`.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        let error: Error? = newBadgeCount < 0 ? UNError.make(.badgeInputInvalid, "Badge count must not be negative") : nil
        if error == nil { lock.withLock { badge = newBadgeCount } }
        guard let completionHandler else { return }
        let completion = Handoff(value: completionHandler)
        callbackQueue.async { completion.value(error) }
    }

    /// Sets the app icon's badge (iOS 16).
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        if newBadgeCount < 0 { throw UNError.make(.badgeInputInvalid, "Badge count must not be negative") }
        lock.withLock { badge = newBadgeCount }
    }

    /// The number the app's icon shows (0: no badge).
    package var badgeCount: Int { lock.withLock { badge } }

    /// Every delivery so far, in order, with how it was presented.
    package var presentations: [Presentation] { lock.withLock { presentationLog } }

    /// Follows the app between foreground and background through UIKit's notifications (by name: User
    /// Notifications sits below UIKit).
    private func observeApplicationState() {
        let names: [(String, Bool)] = [
            ("UIApplicationDidEnterBackgroundNotification", false), ("UISceneDidEnterBackgroundNotification", false),
            ("UIApplicationWillEnterForegroundNotification", true), ("UISceneWillEnterForegroundNotification", true),
        ]
        for (name, inForeground) in names {
            observers.append(applicationEvents.addObserver(forName: Notification.Name(name), object: nil,
                                                                    queue: nil) { [weak self] _ in
                self?.setForeground(inForeground)
            })
        }
    }

    /// Marks the app in the foreground or the background.
    package func setForeground(_ inForeground: Bool) {
        lock.withLock { foreground = inForeground }
    }
}
