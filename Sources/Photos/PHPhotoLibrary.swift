// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// The user's photo library: authorization, and changes made in change blocks.
///
/// On Touchstone the library is the simulated one `UIImagePickerController` shows (`SimulatedPhotoLibrary`: the
/// app container's `Media/DCIM/100APPLE`, or the folder `TOUCHSTONE_PHOTO_LIBRARY` names), and the user who answers
/// authorization prompts is simulated (`TOUCHSTONE_PHOTOS_AUTHORIZATION`; see ``requestAuthorization(for:handler:)``).
/// Thread-safe. Handlers run on a private serial queue, not the main one, as Apple documents: hop to the main
/// queue before touching UIKit.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var sharedStorage: PHPhotoLibrary?

    /// The serial queue change blocks and handlers run on.
    static let queue = DispatchQueue(label: "Touchstone.PHPhotoLibrary")

    /// Who answers this library's prompts.
    package let authorization: PhotoLibraryAuthorization
    private let libraryProvider: @Sendable () -> SimulatedPhotoLibrary

    /// A library over `library` (nil: the running app's, resolved on each use) whose prompts `authorization`
    /// answers. Tests make their own and install it with ``setShared(_:)``.
    package init(library: SimulatedPhotoLibrary? = nil, authorization: PhotoLibraryAuthorization) {
        self.authorization = authorization
        if let library {
            libraryProvider = { library }
        } else {
            libraryProvider = {
                if Thread.isMainThread { return MainActor.assumeIsolated { SimulatedPhotoLibrary.current } }
                return SimulatedPhotoLibrary.resolve(environment: ProcessInfo.processInfo.environment, container: nil)
            }
        }
        super.init()
    }

    /// The simulated library this object reads and writes.
    package var library: SimulatedPhotoLibrary { libraryProvider() }

    /// The app's photo library.
    open class func shared() -> PHPhotoLibrary {
        lock.withLock {
            if let sharedStorage { return sharedStorage }
            let made = PHPhotoLibrary(authorization: PhotoLibraryAuthorization(
                answer: PhotoLibraryAuthorization.configuredAnswer(ProcessInfo.processInfo.environment)))
            sharedStorage = made
            return made
        }
    }

    /// Makes `library` what ``shared()`` returns (nil: a fresh one from the environment next time). For tests.
    package static func setShared(_ library: PHPhotoLibrary?) {
        lock.withLock { sharedStorage = library }
    }

    // MARK: Authorization

    /// The app's read-write authorization, as before iOS 14: `.limited` reads as `.authorized`.
    @available(iOS, deprecated: 14.0, message: "Use authorizationStatus(for:)")
    open class func authorizationStatus() -> PHAuthorizationStatus {
        let status = shared().authorization.status(for: .readWrite)
        return status == .limited ? .authorized : status
    }

    /// The app's authorization for `accessLevel`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        shared().authorization.status(for: accessLevel)
    }

    /// Asks for read-write access, as before iOS 14 (`.limited` is passed as `.authorized`); see
    /// ``requestAuthorization(for:handler:)``.
    @available(iOS, deprecated: 14.0, message: "Use requestAuthorization(for:handler:)")
    open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        requestAuthorization(for: .readWrite) { status in handler(status == .limited ? .authorized : status) }
    }

    /// Asks the user for `accessLevel` and passes the status to `handler` on a background queue. Only an
    /// undetermined app is asked (the simulated user answers at once); otherwise the handler gets the current
    /// status. Without the level's usage description in the Info.plist the request is denied (logged; iOS
    /// terminates the app).
    open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                         handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let authorization = shared().authorization
        queue.async { handler(authorization.request(accessLevel)) }
    }

    /// Asks the user for `accessLevel` and returns the status.
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        await withCheckedContinuation { continuation in
            requestAuthorization(for: accessLevel) { continuation.resume(returning: $0) }
        }
    }

    // MARK: Changes

    private struct WeakObserver { weak var observer: PHPhotoLibraryChangeObserver? }
    private let observerLock = NSLock()
    private var observers: [WeakObserver] = []

    /// Starts telling `observer` of committed changes (held weakly), on a background queue.
    open func register(_ observer: PHPhotoLibraryChangeObserver) {
        observerLock.withLock {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(WeakObserver(observer: observer))
        }
    }

    /// Stops telling `observer` of changes.
    open func unregisterChangeObserver(_ observer: PHPhotoLibraryChangeObserver) {
        observerLock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Tells the registered observers of a committed change, on the library's queue.
    private func notifyObservers() {
        let live = observerLock.withLock { observers.compactMap(\.observer) }
        let change = PHChange()
        for observer in live { observer.photoLibraryDidChange(change) }
    }

    /// Runs `changeBlock` on the library's queue, then commits the change requests it made (assets created with
    /// ``PHAssetChangeRequest/creationRequestForAsset(from:)``) and calls `completionHandler` there with success
    /// or the error; after a success, the registered change observers are told. Needs add or read-write access: an undetermined app is asked for adding first; a denied or
    /// restricted one gets ``PHPhotosError/Code/accessUserDenied`` or ``PHPhotosError/Code/accessRestricted``.
    open func performChanges(_ changeBlock: @escaping @Sendable () -> Void,
                             completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        Self.queue.async {
            let result = self.runChanges(changeBlock)
            completionHandler?(result == nil, result)
            if result == nil { self.notifyObservers() }
        }
    }

    /// Runs `changeBlock` and commits its requests, as ``performChanges(_:completionHandler:)``, awaiting them.
    open func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            performChanges(changeBlock) { _, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// Runs `changeBlock` and commits its requests on the calling thread; throws what the completion handler of
    /// ``performChanges(_:completionHandler:)`` would get. Do not call it on the main thread (as on iOS).
    open func performChangesAndWait(_ changeBlock: @escaping @Sendable () -> Void) throws {
        if let error = Self.queue.sync(execute: { runChanges(changeBlock) }) { throw error }
        Self.queue.async { self.notifyObservers() }
    }

    /// Checks access, runs `changeBlock` collecting its requests, and commits them; the error, or nil.
    private func runChanges(_ changeBlock: @escaping @Sendable () -> Void) -> NSError? {
        var status = authorization.status(for: .addOnly)
        if status == .notDetermined { status = authorization.request(.addOnly) }
        switch status {
        case .authorized, .limited: break
        case .restricted: return Self.error(.accessRestricted, "Access to the photo library is restricted")
        default: return Self.error(.accessUserDenied, "The user denied access to the photo library")
        }
        let requests = ChangeTransaction.collect(changeBlock)
        let library = self.library
        for request in requests {
            guard request.commit(to: library) else {
                return Self.error(.invalidResource, "An asset could not be written to the photo library")
            }
        }
        return nil
    }

    /// An error of ``PHPhotosErrorDomain`` with `code`.
    static func error(_ code: PHPhotosError.Code, _ description: String) -> NSError {
        NSError(domain: PHPhotosErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

/// The change requests made by the change block running now (change blocks run one at a time on the library's
/// queue).
enum ChangeTransaction {
    nonisolated(unsafe) private static var current: [PHAssetChangeRequest]?
    private static let lock = NSLock()

    /// Runs `block` and returns the requests it made.
    static func collect(_ block: () -> Void) -> [PHAssetChangeRequest] {
        lock.withLock { current = [] }
        block()
        return lock.withLock {
            defer { current = nil }
            return current ?? []
        }
    }

    /// Adds `request` to the running change block; false (logged by the caller) outside one.
    static func add(_ request: PHAssetChangeRequest) -> Bool {
        lock.withLock {
            guard current != nil else { return false }
            current?.append(request)
            return true
        }
    }
}
