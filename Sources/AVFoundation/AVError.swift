// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The domain of AV Foundation's errors.
public let AVFoundationErrorDomain = "AVFoundationErrorDomain"

/// An AV Foundation error, as Swift sees the `AVFoundationErrorDomain` codes (`catch let error as AVError`).
public struct AVError: CustomNSError, Hashable, @unchecked Sendable {
    /// AV Foundation's error codes (those Touchstone reports).
    public enum Code: Int, Sendable {
        /// Something went wrong that has no better code (a URL Touchstone cannot open, such as a stream).
        case unknown = -11800
        /// The file is not media AV Foundation recognises ("Cannot Open").
        case fileFormatNotRecognized = -11828
        /// The file's container is damaged.
        case fileFailedToParse = -11829
    }

    /// The code.
    public let code: Code
    /// The underlying `NSError`'s user info.
    public let errorUserInfo: [String: Any]

    /// An error with `code` and `userInfo`.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    /// `AVFoundationErrorDomain`.
    public static var errorDomain: String { AVFoundationErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// Errors are equal when their codes are.
    public static func == (lhs: AVError, rhs: AVError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

extension MovieHeader.Failure {
    /// The error AV Foundation reports for this failure: a missing file as `NSURLErrorFileDoesNotExist`, a URL
    /// Touchstone cannot open as `.unknown`, other files as not recognised.
    var avError: NSError {
        let info: [String: Any] = [NSLocalizedDescriptionKey: "The operation could not be completed",
                                   NSLocalizedFailureReasonErrorKey: description]
        switch self {
        case .missing: return NSError(domain: NSURLErrorDomain, code: NSURLErrorFileDoesNotExist, userInfo: info)
        case .unreadable: return NSError(domain: AVFoundationErrorDomain, code: AVError.Code.unknown.rawValue, userInfo: info)
        case .notAMovie:
            return NSError(domain: AVFoundationErrorDomain, code: AVError.Code.fileFormatNotRecognized.rawValue,
                           userInfo: info)
        }
    }
}
