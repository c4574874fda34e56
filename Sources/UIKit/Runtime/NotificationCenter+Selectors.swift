// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

extension NotificationCenter {
    /// Makes the center send `aSelector` to `observer` with each notification named `aName` (nil: every name) from
    /// `anObject` (nil: any sender), passing the `Notification`.
    ///
    /// As on iOS 9 and later, the observer is not retained, and once it is deallocated it gets nothing more (its
    /// registration is dropped at the next matching post). The method runs on the main actor: at once when the
    /// notification is posted there, otherwise on the main queue soon after (Apple calls it on the posting thread;
    /// UIKit's action methods are main-actor methods here).
    ///
    /// Foundation on Linux keeps `removeObserver(_:)` to itself, so it does not remove these registrations: a
    /// selector observer stops when it is deallocated. To stop earlier, register with the block form
    /// `addObserver(forName:object:queue:using:)` and remove its token.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?)
    {
        guard type(of: observer) is AnyClass else {
            return UIKitDiagnostics.log("addObserver(_:selector:name:object:): \(type(of: observer)) is not a class; "
                + "nothing registered")
        }
        let registration = SelectorObservation(observer as AnyObject, selector: aSelector)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard registration.observer != nil else {
                if let self, let token = registration.token { self.removeObserver(token) }
                return
            }
            let deliver = MainActorDelivery(registration: registration, notification: notification)
            MainActorDelivery.run { deliver.send() }
        }
        registration.token = token
    }
}

/// One selector observer: weak, with the Foundation token that lets the registration remove itself.
final class SelectorObservation: @unchecked Sendable {
    private let lock = NSLock()
    /// The observer (weak; read from any posting thread).
    weak var observer: AnyObject?
    let selector: Selector
    private var storedToken: NSObjectProtocol?

    init(_ observer: AnyObject, selector: Selector) {
        self.observer = observer
        self.selector = selector
    }

    /// Foundation's registration, set once right after registering.
    var token: NSObjectProtocol? {
        get { lock.withLock { storedToken } }
        set { lock.withLock { storedToken = newValue } }
    }
}

/// A notification on its way to an observer's method on the main actor.
struct MainActorDelivery: @unchecked Sendable {
    let registration: SelectorObservation
    let notification: Notification

    @MainActor
    func send() {
        guard let observer = registration.observer else { return }
        _ = TargetActionDispatch.perform(registration.selector, on: observer, sender: notification, event: nil)
    }

    /// Whether the current code runs on the main queue (the main thread, or a worker draining the main queue
    /// when the main actor is served by `dispatchMain()`).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs `body` on the main actor: now when already there, else on the main queue.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }
}
