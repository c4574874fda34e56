// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// How a mail composition ended, as reported to ``MFMailComposeViewControllerDelegate``.
public enum MFMailComposeResult: Int, Sendable {
    /// The user cancelled and deleted the draft.
    case cancelled = 0
    /// The user saved the message as a draft.
    case saved = 1
    /// The message was queued in the outbox to be sent.
    case sent = 2
    /// Saving or queuing failed; the delegate also receives an ``MFMailComposeError``.
    case failed = 3
}

/// The domain of ``MFMailComposeError``s as `NSError`s.
public let MFMailComposeErrorDomain = "MFMailComposeErrorDomain"

/// Why a mail composition failed.
public struct MFMailComposeError: CustomNSError, Hashable, Sendable {
    /// The failure codes.
    public enum Code: Int, Sendable {
        /// The draft could not be saved.
        case saveFailed = 0
        /// The message could not be queued in the outbox.
        case sendFailed = 1
    }

    /// This error's code.
    public let code: Code

    /// Creates an error with `code`.
    public init(_ code: Code) { self.code = code }

    /// ``MFMailComposeErrorDomain``.
    public static var errorDomain: String { MFMailComposeErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// ``Code/saveFailed``.
    public static var saveFailed: Code { .saveFailed }
    /// ``Code/sendFailed``.
    public static var sendFailed: Code { .sendFailed }
}

/// What a mail compose view controller tells its ``MFMailComposeViewController/mailComposeDelegate``.
///
/// As on iOS, the composer does not dismiss itself: the delegate dismisses it (usually with
/// `controller.dismiss(animated:)`).
@preconcurrency @MainActor
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The user finished: cancelled, saved a draft, or sent (queued) the message; `error` says why it `failed`.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                               error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing (the method is optional in Apple's protocol).
    public func mailComposeController(_ controller: MFMailComposeViewController,
                                      didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// How a message composition ended, as reported to ``MFMessageComposeViewControllerDelegate``.
public enum MessageComposeResult: Int, Sendable {
    /// The user cancelled.
    case cancelled = 0
    /// The message was queued to be sent.
    case sent = 1
    /// Queuing failed.
    case failed = 2
}

/// What a message compose view controller tells its ``MFMessageComposeViewController/messageComposeDelegate``.
/// The delegate dismisses the composer.
@preconcurrency @MainActor
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The user finished: cancelled or sent the message, or sending failed.
    func messageComposeViewController(_ controller: MFMessageComposeViewController,
                                      didFinishWith result: MessageComposeResult)
}
