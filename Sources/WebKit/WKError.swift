// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The domain of ``WKError``s.
public let WKErrorDomain = "WKErrorDomain"

/// An error WebKit reports: `error as? WKError` and `(error as NSError).domain == WKErrorDomain` both work.
public struct WKError: Error, CustomNSError, Hashable, Sendable {
    /// WebKit's error codes, with Apple's values.
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        /// A script threw, or could not run: there is no JavaScript engine, so every script reports this.
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
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

    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }
    public var localizedDescription: String {
        userInfo[NSLocalizedDescriptionKey] as? String ?? "The operation couldn’t be completed. (WKErrorDomain error \(code.rawValue).)"
    }

    public static func == (a: WKError, b: WKError) -> Bool { a.code == b.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var unknown: Code { .unknown }
    public static var webContentProcessTerminated: Code { .webContentProcessTerminated }
    public static var webViewInvalidated: Code { .webViewInvalidated }
    public static var javaScriptExceptionOccurred: Code { .javaScriptExceptionOccurred }
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
