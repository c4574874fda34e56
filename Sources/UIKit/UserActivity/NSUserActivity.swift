// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The state of the app at a moment in time, for Handoff, search and state restoration: an activity type, a
/// title, user info and a web page URL (iOS 8).
///
/// Foundation declares this class on Apple platforms; Linux Foundation has none, so UIKit does (an app that imports
/// UIKit sees it where iOS code expects it). Touchstone has no other devices or Spotlight index: an activity made
/// current is remembered (``NSUserActivity/isCurrent``), and a simulated device can continue an activity in an app
/// (`HeadlessDevice.continueUserActivity(_:)`), which reaches the app delegate's or scene delegate's continuation
/// methods as on iOS.
///
/// **Threading.** As on Apple, an activity may be made and changed on any thread; its state is locked.
open class NSUserActivity: NSObject, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var storage = Storage()

    private struct Storage {
        var title: String?
        var userInfo: [AnyHashable: Any]?
        var requiredUserInfoKeys: Set<String>?
        var needsSave = false
        var webpageURL: URL?
        var referrerURL: URL?
        var expirationDate: Date?
        var keywords: Set<String> = []
        var supportsContinuationStreams = false
        var isEligibleForHandoff = true
        var isEligibleForSearch = false
        var isEligibleForPublicIndexing = false
        var isEligibleForPrediction = false
        var persistentIdentifier: String?
        var targetContentIdentifier: String?
        var isCurrent = false
        var isInvalidated = false
    }

    /// The kind of activity, in reverse-DNS form (listed under `NSUserActivityTypes` in the Info.plist).
    public let activityType: String

    /// The object told when the activity is about to be saved or was continued elsewhere.
    open weak var delegate: NSUserActivityDelegate?

    /// Makes an activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Makes an activity of the app's first `NSUserActivityTypes` entry (deprecated on iOS; the type is empty when
    /// the Info.plist lists none).
    public override convenience init() {
        let types = Bundle.main.object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String]
        self.init(activityType: types?.first ?? "")
    }

    private func read<T>(_ body: (Storage) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(storage)
    }

    private func write(_ body: (inout Storage) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&storage)
    }

    /// A user-visible title (shown by Handoff and search).
    open var title: String? {
        get { read { $0.title } }
        set { write { $0.title = newValue } }
    }

    /// The state needed to continue the activity: property-list values (strings, numbers, dates, data, URLs, and
    /// arrays and dictionaries of them), as on Apple.
    open var userInfo: [AnyHashable: Any]? {
        get { read { $0.userInfo } }
        set { write { $0.userInfo = newValue } }
    }

    /// Adds `otherDictionary`'s entries to ``userInfo`` (replacing equal keys).
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        write { storage in
            var merged = storage.userInfo ?? [:]
            for (key, value) in otherDictionary { merged[key] = value }
            storage.userInfo = merged
        }
    }

    /// The keys of ``userInfo`` that continuing needs; nil means all of them.
    open var requiredUserInfoKeys: Set<String>? {
        get { read { $0.requiredUserInfoKeys } }
        set { write { $0.requiredUserInfoKeys = newValue } }
    }

    /// Whether the activity's state changed and should be saved: the delegate's
    /// ``NSUserActivityDelegate/userActivityWillSave(_:)`` runs before the next save, and the flag clears.
    open var needsSave: Bool {
        get { read { $0.needsSave } }
        set { write { $0.needsSave = newValue } }
    }

    /// A web page showing the same content, for a device without the app. Only `http` and `https` URLs are kept
    /// (others are ignored, logged, as Apple raises).
    open var webpageURL: URL? {
        get { read { $0.webpageURL } }
        set {
            if let newValue, !["http", "https"].contains(newValue.scheme?.lowercased() ?? "") {
                UIKitDiagnostics.log("NSUserActivity: webpageURL \(newValue) is not http or https; ignored")
                return
            }
            write { $0.webpageURL = newValue }
        }
    }

    /// The URL the activity's web page was reached from.
    open var referrerURL: URL? {
        get { read { $0.referrerURL } }
        set { write { $0.referrerURL = newValue } }
    }

    /// When the activity is no longer relevant (nil: never).
    open var expirationDate: Date? {
        get { read { $0.expirationDate } }
        set { write { $0.expirationDate = newValue } }
    }

    /// Words that find the activity in search.
    open var keywords: Set<String> {
        get { read { $0.keywords } }
        set { write { $0.keywords = newValue } }
    }

    /// Whether continuing opens streams back to this device (never on Touchstone; recorded).
    open var supportsContinuationStreams: Bool {
        get { read { $0.supportsContinuationStreams } }
        set { write { $0.supportsContinuationStreams = newValue } }
    }

    /// Whether Handoff may offer the activity to the user's other devices (true by default).
    open var isEligibleForHandoff: Bool {
        get { read { $0.isEligibleForHandoff } }
        set { write { $0.isEligibleForHandoff = newValue } }
    }

    /// Whether the on-device index may show it in search.
    open var isEligibleForSearch: Bool {
        get { read { $0.isEligibleForSearch } }
        set { write { $0.isEligibleForSearch = newValue } }
    }

    /// Whether the activity is public (shown to everyone's search).
    open var isEligibleForPublicIndexing: Bool {
        get { read { $0.isEligibleForPublicIndexing } }
        set { write { $0.isEligibleForPublicIndexing = newValue } }
    }

    /// Whether Siri may suggest it.
    open var isEligibleForPrediction: Bool {
        get { read { $0.isEligibleForPrediction } }
        set { write { $0.isEligibleForPrediction = newValue } }
    }

    /// An identifier for deleting saved activities later.
    open var persistentIdentifier: String? {
        get { read { $0.persistentIdentifier } }
        set { write { $0.persistentIdentifier = newValue } }
    }

    /// The content the activity shows, for choosing the scene that continues it (iOS 13).
    open var targetContentIdentifier: String? {
        get { read { $0.targetContentIdentifier } }
        set { write { $0.targetContentIdentifier = newValue } }
    }

    /// Whether the activity is the current one (after ``becomeCurrent()``, until ``resignCurrent()`` or
    /// ``invalidate()``). Touchstone's own; Apple keeps this private.
    public var isCurrent: Bool { read { $0.isCurrent } }

    /// Makes the activity the one the user is doing now, so it can be handed off: saves it first (the delegate's
    /// `userActivityWillSave(_:)` when ``needsSave`` is set). Ignored after ``invalidate()``.
    open func becomeCurrent() {
        guard !read({ $0.isInvalidated }) else {
            return UIKitDiagnostics.log("NSUserActivity: becomeCurrent() after invalidate(); ignored")
        }
        saveIfNeeded()
        write { $0.isCurrent = true }
    }

    /// Stops the activity being current; it can become current again.
    open func resignCurrent() { write { $0.isCurrent = false } }

    /// Ends the activity for good: it is no longer current and cannot become current again.
    open func invalidate() {
        write {
            $0.isCurrent = false
            $0.isInvalidated = true
        }
    }

    /// Runs the delegate's `userActivityWillSave(_:)` and the owning responders' `updateUserActivityState(_:)`
    /// (on the main thread) when ``needsSave`` is set, then clears it.
    package func saveIfNeeded() {
        let due: Bool = {
            lock.lock()
            defer { lock.unlock() }
            let due = storage.needsSave
            storage.needsSave = false
            return due
        }()
        guard due else { return }
        MainActorDelivery.run { self.updateOwners() }
        delegate?.userActivityWillSave(self)
    }

    /// The responders whose ``UIResponder/userActivity`` this is, held weakly (main thread only).
    @MainActor private var owners: [WeakResponder] {
        get { ownerStorage }
        set { ownerStorage = newValue }
    }
    nonisolated(unsafe) private var ownerStorage: [WeakResponder] = []

    @MainActor private func updateOwners() {
        for owner in owners.compactMap(\.responder) { owner.updateUserActivityState(self) }
    }

    /// Records `responder` as one whose activity this is.
    @MainActor package func addOwner(_ responder: UIResponder) {
        owners = owners.filter { $0.responder != nil && $0.responder !== responder } + [WeakResponder(responder)]
    }

    /// Forgets `responder`.
    @MainActor package func removeOwner(_ responder: UIResponder) {
        owners = owners.filter { $0.responder != nil && $0.responder !== responder }
    }

    /// Opens streams to the device the activity came from; Touchstone has none, so `completionHandler` gets an
    /// error (`NSCocoaErrorDomain`, `NSUserActivityConnectionUnavailableError`, 4609).
    open func getContinuationStreams(completionHandler: @escaping (InputStream?, OutputStream?, (any Error)?) -> Void) {
        completionHandler(nil, nil, NSError(domain: NSCocoaErrorDomain, code: 4609,
                                            userInfo: [NSLocalizedDescriptionKey: "No continuation streams on this device"]))
    }

    /// Deletes the saved activities with these persistent identifiers (Touchstone saves none); then calls `handler`.
    open class func deleteSavedUserActivities(withPersistentIdentifiers persistentIdentifiers: [String],
                                              completionHandler handler: @escaping () -> Void)
    {
        handler()
    }

    /// Deletes every saved activity (Touchstone saves none); then calls `handler`.
    open class func deleteAllSavedUserActivities(completionHandler handler: @escaping () -> Void) { handler() }
}

/// A responder held weakly.
private struct WeakResponder {
    weak var responder: UIResponder?
    init(_ responder: UIResponder) { self.responder = responder }
}

/// Objects that restore their state from a continued activity: `UIResponder` and its subclasses (the objects an
/// app delegate hands to `application(_:continue:restorationHandler:)`'s restoration handler).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the state `activity` describes.
    func restoreUserActivityState(_ activity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// The activity type for continuing a web page in a browser (or in an app that handles its universal links).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What an ``NSUserActivity`` tells its delegate. Every method is optional (each has a default that does nothing).
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// The activity is about to be saved (it was marked ``NSUserActivity/needsSave``): bring its state up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
    /// The device continuing the activity opened streams back to this one.
    func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream, outputStream: OutputStream)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivity(_ userActivity: NSUserActivity, didReceive inputStream: InputStream,
                             outputStream: OutputStream) {}
}
