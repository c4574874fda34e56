// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The domain of ``WKError``s.
public let WKErrorDomain = "WKErrorDomain"

/// An error WebKit reports: `error as? WKError` and `(error as NSError).domain == WKErrorDomain` both work.
public struct WKError: Error, CustomNSError, Hashable, Sendable {
    /// WebKit's error codes, with Apple's values.
    public enum Code: Int, Sendable {
        /// An unknown error.
        case unknown = 1
        /// The content process ended (never here).
        case webContentProcessTerminated = 2
        /// Apple's code “webViewInvalidated”.
        case webViewInvalidated = 3
        /// A script threw, or could not run: there is no JavaScript engine, so every script reports this.
        case javaScriptExceptionOccurred = 4
        /// Apple's code “javaScriptResultTypeIsUnsupported”.
        case javaScriptResultTypeIsUnsupported = 5
        /// Apple's code “contentRuleListStoreCompileFailed”.
        case contentRuleListStoreCompileFailed = 6
        /// Apple's code “contentRuleListStoreLookUpFailed”.
        case contentRuleListStoreLookUpFailed = 7
        /// Apple's code “contentRuleListStoreRemoveFailed”.
        case contentRuleListStoreRemoveFailed = 8
        /// Apple's code “contentRuleListStoreVersionMismatch”.
        case contentRuleListStoreVersionMismatch = 9
        /// Apple's code “attributedStringContentFailedToLoad”.
        case attributedStringContentFailedToLoad = 10
        /// Apple's code “attributedStringContentLoadTimedOut”.
        case attributedStringContentLoadTimedOut = 11
        /// Apple's code “javaScriptInvalidFrameTarget”.
        case javaScriptInvalidFrameTarget = 12
        /// Apple's code “navigationAppBoundDomain”.
        case navigationAppBoundDomain = 13
        /// Apple's code “javaScriptAppBoundDomain”.
        case javaScriptAppBoundDomain = 14
    }

    /// The error's code.
    public let code: Code
    /// Details (`NSLocalizedDescriptionKey` and others).
    public let userInfo: [String: any Sendable]

    /// An error with `code` and `userInfo`.
    public init(_ code: Code, userInfo: [String: any Sendable] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// ``WKErrorDomain``.
    public static var errorDomain: String { WKErrorDomain }
    /// The code's raw value, as `NSError.code` shows it.
    public var errorCode: Int { code.rawValue }
    /// ``userInfo``, as `NSError.userInfo` shows it.
    public var errorUserInfo: [String: Any] { userInfo }
    /// The description in ``userInfo``, or Foundation's generic one.
    public var localizedDescription: String {
        userInfo[NSLocalizedDescriptionKey] as? String ?? "The operation couldn’t be completed. (WKErrorDomain error \(code.rawValue).)"
    }

    /// Errors are equal when their codes are.
    public static func == (a: WKError, b: WKError) -> Bool { a.code == b.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// `WKError.Code.unknown`, as `WKError.unknown` (for `catch WKError.unknown` patterns).
    public static var unknown: Code { .unknown }
    /// `WKError.Code.webContentProcessTerminated`.
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    /// `WKError.Code.webViewInvalidated`.
    public static var webViewInvalidated: Code { .webViewInvalidated }
    /// `WKError.Code.javaScriptExceptionOccurred`: every script, here.
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
    /// `WKError.Code.javaScriptResultTypeIsUnsupported`.
    public static var javaScriptResultTypeIsUnsupported: Code { .javaScriptResultTypeIsUnsupported }
}

/// The domain of WebKit's load errors (`WebKitErrorDomain`), as `didFailProvisionalNavigation` reports a
/// navigation a response policy cancelled.
public let WebKitErrorDomain = "WebKitErrorDomain"

/// WebKit's load error codes (`WebKitErrorFrameLoadInterruptedByPolicyChange`, …).
package enum WebKitLoadError {
    static let cannotShowURL = 101
    static let frameLoadInterruptedByPolicyChange = 102
}
