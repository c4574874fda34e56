// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The domain of Local Authentication's errors (`LAError`'s `errorDomain`).
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an authentication failed or could not be attempted.
///
/// As Apple's imported error, an `LAError` is a `CustomNSError` (domain `LAErrorDomain`, code the `Code`'s raw value)
/// whose codes match errors in `catch` clauses: `catch LAError.userCancel`, `catch let error as LAError`.
public struct LAError: CustomNSError, Hashable, @unchecked Sendable {
    /// The failure codes, with Apple's raw values.
    public enum Code: Int, Sendable {
        /// Authentication failed: the biometry did not match and the user gave up, or the passcode was wrong.
        case authenticationFailed = -1
        /// The user tapped Cancel.
        case userCancel = -2
        /// The user tapped the fallback button ("Enter Password"); the app should offer its own sign-in.
        case userFallback = -3
        /// The system cancelled authentication (another app came to the front, for example).
        case systemCancel = -4
        /// No passcode is set on the device.
        case passcodeNotSet = -5
        /// The device has no biometry, or the app may not use it (Face ID without `NSFaceIDUsageDescription`).
        case biometryNotAvailable = -6
        /// The device has biometry but no finger or face is enrolled.
        case biometryNotEnrolled = -7
        /// Too many failed attempts: biometry is locked until the passcode is entered.
        case biometryLockout = -8
        /// The app cancelled authentication (`invalidate()`).
        case appCancel = -9
        /// The context was invalidated before this call.
        case invalidContext = -10
        /// No paired companion device (watch) is available.
        case companionNotAvailable = -11
        /// A removable biometric accessory is not paired.
        case biometryNotPaired = -12
        /// A removable biometric accessory is not connected.
        case biometryDisconnected = -13
        /// The dimensions of an embedded UI were invalid.
        case invalidDimensions = -14
        /// The context may not show UI (`interactionNotAllowed`) and authentication needs it.
        case notInteractive = -1004

        /// The iOS 8–10 name of `.biometryNotAvailable`.
        @available(*, deprecated, renamed: "biometryNotAvailable")
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        /// The iOS 8–10 name of `.biometryNotEnrolled`.
        @available(*, deprecated, renamed: "biometryNotEnrolled")
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        /// The iOS 9–10 name of `.biometryLockout`.
        @available(*, deprecated, renamed: "biometryLockout")
        public static var touchIDLockout: Code { .biometryLockout }
        /// The iOS 9 name of `.companionNotAvailable`.
        @available(*, deprecated, renamed: "companionNotAvailable")
        public static var watchNotAvailable: Code { .companionNotAvailable }
    }

    /// Which failure this is.
    public let code: Code
    /// The error's user info: at least a localized description.
    public let errorUserInfo: [String: Any]

    /// An error with `code`; `userInfo` gets a localized description when it has none.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        var info = userInfo
        if info[NSLocalizedDescriptionKey] == nil { info[NSLocalizedDescriptionKey] = Self.description(of: code) }
        errorUserInfo = info
    }

    /// `LAErrorDomain`.
    public static var errorDomain: String { LAErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// Two errors are equal when their codes are.
    public static func == (lhs: LAError, rhs: LAError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The English message Apple's framework gives for each code.
    private static func description(of code: Code) -> String {
        switch code {
        case .authenticationFailed: "Application retry limit exceeded."
        case .userCancel: "Canceled by user."
        case .userFallback: "Fallback authentication mechanism selected."
        case .systemCancel: "Canceled by another authentication."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        case .appCancel: "Canceled by application."
        case .invalidContext: "Invalidated context."
        case .companionNotAvailable: "No paired companion device is available."
        case .biometryNotPaired: "No biometric accessory is paired."
        case .biometryDisconnected: "The biometric accessory is disconnected."
        case .invalidDimensions: "Invalid dimensions."
        case .notInteractive: "Interaction not allowed."
        }
    }
}

extension LAError {
    /// `Code.authenticationFailed`, as `LAError.authenticationFailed` (for `catch` patterns and comparisons).
    public static var authenticationFailed: Code { .authenticationFailed }
    /// `Code.userCancel`.
    public static var userCancel: Code { .userCancel }
    /// `Code.userFallback`.
    public static var userFallback: Code { .userFallback }
    /// `Code.systemCancel`.
    public static var systemCancel: Code { .systemCancel }
    /// `Code.passcodeNotSet`.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// `Code.biometryNotAvailable`.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// `Code.biometryNotEnrolled`.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// `Code.biometryLockout`.
    public static var biometryLockout: Code { .biometryLockout }
    /// `Code.appCancel`.
    public static var appCancel: Code { .appCancel }
    /// `Code.invalidContext`.
    public static var invalidContext: Code { .invalidContext }
    /// `Code.companionNotAvailable`.
    public static var companionNotAvailable: Code { .companionNotAvailable }
    /// `Code.notInteractive`.
    public static var notInteractive: Code { .notInteractive }
    /// The iOS 8–10 name of `biometryNotAvailable`.
    @available(*, deprecated, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    /// The iOS 8–10 name of `biometryNotEnrolled`.
    @available(*, deprecated, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
    /// The iOS 9–10 name of `biometryLockout`.
    @available(*, deprecated, renamed: "biometryLockout")
    public static var touchIDLockout: Code { .biometryLockout }
}

extension LAError.Code {
    /// Whether `error` is an `LAError` (or an `NSError` of its domain) with code `match`: what
    /// `catch LAError.userCancel` calls.
    public static func ~= (match: LAError.Code, error: any Error) -> Bool {
        if let error = error as? LAError { return error.code == match }
        let bridged = error as NSError
        return bridged.domain == LAErrorDomain && bridged.code == match.rawValue
    }
}
