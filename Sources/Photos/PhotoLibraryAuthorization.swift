// SPDX-License-Identifier: Apache-2.0

import Foundation
import Logging

/// What the simulated user answers to photo-library prompts, and the app's authorization per access level.
///
/// The first request of a level is answered by `TOUCHSTONE_PHOTOS_AUTHORIZATION=allow|limited|deny|restricted`
/// (default `allow`; malformed values are logged, and allow), as `TOUCHSTONE_LOCATION_AUTHORIZATION` answers Core
/// Location's. As on iOS, asking needs the level's usage description in the app's Info.plist
/// (`NSPhotoLibraryUsageDescription` for `.readWrite`, `NSPhotoLibraryAddUsageDescription` or that one for
/// `.addOnly`); where iOS then terminates the app, Touchstone logs and the request is denied. Read-write access
/// also grants adding. Thread-safe. Tests make their own. Not API.
package final class PhotoLibraryAuthorization: @unchecked Sendable {
    /// The simulated user's answer.
    package enum Answer: String, Sendable {
        /// Allow Access to All Photos: `.authorized`.
        case allow
        /// Select Photos…: `.limited` (read-write only; adding is `.authorized`).
        case limited
        /// Don't Allow: `.denied`.
        case deny
        /// The prompt cannot show: `.restricted`.
        case restricted
    }

    package static let log = Logger(label: "Touchstone.Photos")

    private let lock = NSLock()
    private var statuses: [PHAccessLevel: PHAuthorizationStatus] = [:]
    private let answer: Answer
    private let infoDictionary: @Sendable () -> [String: Any]

    /// An authority whose user answers `answer`, reading usage descriptions from `infoDictionary`.
    package init(answer: Answer = .allow,
                 infoDictionary: @escaping @Sendable () -> [String: Any] = { Bundle.main.infoDictionary ?? [:] }) {
        self.answer = answer
        self.infoDictionary = infoDictionary
    }

    /// The answer `TOUCHSTONE_PHOTOS_AUTHORIZATION` in `environment` gives (logged and `allow` when malformed).
    package static func configuredAnswer(_ environment: [String: String]) -> Answer {
        guard let text = environment["TOUCHSTONE_PHOTOS_AUTHORIZATION"], !text.isEmpty else { return .allow }
        if let answer = Answer(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) { return answer }
        log.warning("TOUCHSTONE_PHOTOS_AUTHORIZATION=\"\(text)\" is not allow, limited, deny or restricted; allowing")
        return .allow
    }

    /// The app's status for `level`; adding is authorized whenever read-write access is.
    package func status(for level: PHAccessLevel) -> PHAuthorizationStatus {
        lock.withLock {
            let own = statuses[level] ?? .notDetermined
            if level == .addOnly, own == .notDetermined, let readWrite = statuses[.readWrite],
                readWrite == .authorized || readWrite == .limited {
                return .authorized
            }
            return own
        }
    }

    /// Sets the status for `level`, as the user does in Settings.
    package func setStatus(_ status: PHAuthorizationStatus, for level: PHAccessLevel) {
        lock.withLock { statuses[level] = status }
    }

    /// Answers a request for `level`: a determined status stays; otherwise the usage description is checked
    /// (missing: logged, denied) and the user's answer recorded. Returns the status.
    package func request(_ level: PHAccessLevel) -> PHAuthorizationStatus {
        let current = status(for: level)
        guard current == .notDetermined else { return current }
        let info = infoDictionary()
        let keys = level == .readWrite
            ? ["NSPhotoLibraryUsageDescription"] : ["NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription"]
        guard keys.contains(where: { (info[$0] as? String).map { !$0.isEmpty } ?? false }) else {
            Self.log.error("This app has attempted to access privacy-sensitive data without a usage description: the Info.plist must contain \(keys[0]) (iOS terminates the app; Touchstone denies the request)")
            setStatus(.denied, for: level)
            return .denied
        }
        let status: PHAuthorizationStatus
        switch answer {
        case .allow: status = .authorized
        case .limited: status = level == .readWrite ? .limited : .authorized
        case .deny: status = .denied
        case .restricted: status = .restricted
        }
        setStatus(status, for: level)
        return status
    }
}
