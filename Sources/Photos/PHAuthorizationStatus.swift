// SPDX-License-Identifier: Apache-2.0

/// Whether the app may use the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    /// The user has not been asked yet.
    case notDetermined = 0
    /// The app may not ask (parental controls).
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The user allowed the whole library.
    case authorized = 3
    /// The user allowed some photos (iOS 14): on Touchstone the app sees the whole simulated library.
    case limited = 4
}

/// The access an app asks for (iOS 14).
public enum PHAccessLevel: Int, Sendable {
    /// Adding photos only; needs `NSPhotoLibraryAddUsageDescription` in the Info.plist.
    case addOnly = 1
    /// Reading and writing; needs `NSPhotoLibraryUsageDescription`.
    case readWrite = 2
}

/// The domain of Photos' errors (`PHPhotosErrorDomain`).
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// Photos' errors, by Apple's codes.
public struct PHPhotosError: Sendable {
    /// The codes of ``PHPhotosErrorDomain``, Apple's values.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case internalError = -1
        /// The library cannot be accessed (restricted).
        case accessRestricted = 3310
        /// The user denied access.
        case accessUserDenied = 3311
        /// A change request was made outside a change block, or is invalid.
        case invalidResource = 3300
    }
}
