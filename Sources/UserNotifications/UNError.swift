// SPDX-License-Identifier: Apache-2.0
//
// The User Notifications errors.

import Foundation

/// The error domain of User Notifications errors.
public let UNErrorDomain = "UNErrorDomain"

/// An error from the notification center: a request it refused, or an attachment it could not take.
public struct UNError: CustomNSError, Hashable {
    /// What went wrong, with Apple's raw values.
    public enum Code: Int, Sendable, Equatable {
        /// The app is not authorized to post notifications.
        case notificationsNotAllowed = 1
        /// An attachment's URL is not a file URL.
        case attachmentInvalidURL = 100
        /// An attachment's file type is not an image, audio or video type.
        case attachmentUnrecognizedType = 101
        /// An attachment is larger than its type allows.
        case attachmentInvalidFileSize = 102
        /// An attachment's file does not exist.
        case attachmentNotInDataStore = 103
        /// An attachment could not be moved into the system's store.
        case attachmentMoveIntoDataStoreFailed = 104
        /// An attachment's file is corrupt.
        case attachmentCorrupt = 105
        /// A calendar trigger never matches a date.
        case notificationInvalidNoDate = 1400
        /// The notification has no user-facing content (no title, body, sound or badge).
        case notificationInvalidNoContent = 1401
        /// A content-providing object is not allowed.
        case contentProvidingObjectNotAllowed = 1500
        /// A content-providing object is invalid.
        case contentProvidingInvalid = 1501
        /// A badge count is invalid (negative).
        case badgeInputInvalid = 1600
    }

    /// The error's code.
    public let code: Code
    private let message: String?

    /// An error with `code`; `userInfo`'s `NSLocalizedDescriptionKey` string, if any, is kept as its description.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.message = userInfo[NSLocalizedDescriptionKey] as? String
    }

    /// The error's user info: its localized description.
    public var errorUserInfo: [String: Any] {
        message.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
    }

    /// `UNErrorDomain`.
    public static var errorDomain: String { UNErrorDomain }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// Two errors are equal when their codes are.
    public static func == (lhs: UNError, rhs: UNError) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// Notifications are not allowed.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// An attachment's URL is invalid.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// An attachment's type is not recognized.
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    /// An attachment is too large.
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    /// An attachment is not in the data store.
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    /// An attachment could not be moved into the data store.
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    /// An attachment is corrupt.
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    /// A calendar trigger has no next date.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// A notification has no content.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// A content-providing object is not allowed.
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    /// A content-providing object is invalid.
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    /// A badge count is invalid.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }

    /// An error with `code` and a description.
    static func make(_ code: Code, _ description: String) -> UNError {
        UNError(code, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

/// Matches an error against a code, so `catch UNError.notificationsNotAllowed` works.
public func ~= (code: UNError.Code, error: Error) -> Bool {
    (error as? UNError)?.code == code
}
