// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Whether the user lets the app use the media library.
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable {
    /// Not asked yet.
    case notDetermined = 0
    /// The user said no.
    case denied = 1
    /// Not allowed by restrictions.
    case restricted = 2
    /// Allowed.
    case authorized = 3
}

extension Notification.Name {
    /// Posted (object: the library) when the library changes, after `beginGeneratingLibraryChangeNotifications()`.
    public static let MPMediaLibraryDidChange = Notification.Name("MPMediaLibraryDidChangeNotification")
}

/// The device's iPod library: its authorization and change notifications (the contents are read through
/// ``MPMediaQuery``).
///
/// Touchstone's library is simulated (`SimulatedMediaLibrary`): a fixed set of twelve songs on four albums by
/// three artists with two playlists, or the audio files of the folder `TOUCHSTONE_MEDIA_LIBRARY` names (`none`:
/// an empty library). The user's answer to the authorization request is `TOUCHSTONE_MEDIA_AUTHORIZATION`
/// (`allow`, the default, or `deny`).
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    package let library: SimulatedMediaLibrary
    private static let shared = MPMediaLibrary(library: .shared)

    package init(library: SimulatedMediaLibrary) {
        self.library = library
        super.init()
    }

    /// The device's library.
    open class func `default`() -> MPMediaLibrary { shared }

    /// When the library last changed (the simulated library's load time).
    open var lastModifiedDate: Date { library.loadedDate }

    /// Starts posting `MPMediaLibraryDidChange` (the simulated library never changes while the app runs).
    open func beginGeneratingLibraryChangeNotifications() { library.generatesChangeNotifications = true }

    /// Stops posting `MPMediaLibraryDidChange`.
    open func endGeneratingLibraryChangeNotifications() { library.generatesChangeNotifications = false }

    /// Whether the app may use the library.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { SimulatedMediaLibrary.shared.authorizationStatus }

    /// Asks the user (the simulated answer: `TOUCHSTONE_MEDIA_AUTHORIZATION`) and calls `handler` with the status,
    /// later and on a background queue as on iOS.
    open class func requestAuthorization(_ handler: @escaping @Sendable (MPMediaLibraryAuthorizationStatus) -> Void) {
        let status = SimulatedMediaLibrary.shared.requestAuthorization()
        DispatchQueue.global().async { handler(status) }
    }
}
