// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One page load a ``WKWebView`` started: the load methods return it and the navigation delegate's calls name
/// it, so an app can tell its loads apart.
@MainActor
open class WKNavigation: NSObject {
    /// The page's content mode (always `.recommended`).
    open var effectiveContentMode: WKWebpagePreferences.ContentMode { .recommended }

    package override init() { super.init() }
}

/// What started a navigation.
public enum WKNavigationType: Int, Sendable {
    /// The user tapped a link.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// Back or forward.
    case backForward = 2
    /// Reload.
    case reload = 3
    /// A form was submitted again.
    case formResubmitted = 4
    /// Anything else (loads made in code).
    case other = -1
}

/// The navigation delegate's answer to a navigation action.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// Do not load.
    case cancel = 0
    /// Load.
    case allow = 1
    /// Download instead (not supported here: treated as cancel, logged).
    case download = 2
}

/// The navigation delegate's answer to a response.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// Do not show the response: the navigation fails with `WKError.frameLoadInterruptedByPolicyChange`.
    case cancel = 0
    /// Show it.
    case allow = 1
    /// Download instead (not supported here: treated as cancel, logged).
    case download = 2
}

/// The frame a navigation happens in (there is only the main frame: no frames or iframes are shown).
@MainActor
open class WKFrameInfo: NSObject {
    /// Whether the frame is the main frame (always true).
    open var isMainFrame: Bool { true }
    /// The frame's current request.
    open private(set) var request: URLRequest
    /// The web view of the frame.
    open private(set) weak var webView: WKWebView?

    package init(request: URLRequest, webView: WKWebView?) {
        self.request = request
        self.webView = webView
        super.init()
    }
}

/// Why a navigation would happen: its request and what started it, shown to the navigation delegate before
/// anything loads.
@MainActor
open class WKNavigationAction: NSObject {
    /// The request to load.
    open private(set) var request: URLRequest
    /// What started the navigation.
    open private(set) var navigationType: WKNavigationType
    /// The frame the navigation came from.
    open private(set) var sourceFrame: WKFrameInfo
    /// The frame to load into (the main frame).
    open private(set) var targetFrame: WKFrameInfo?
    /// Whether the navigation should download (never).
    open var shouldPerformDownload: Bool { false }
    /// The mouse button (0: none, as on touch screens).
    open var buttonNumber: Int { 0 }
    /// The modifier keys held (none).
    open var modifierFlags: UIKeyModifierFlags { [] }

    package init(request: URLRequest, navigationType: WKNavigationType, frame: WKFrameInfo) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = frame
        targetFrame = frame
        super.init()
    }
}

/// A response a navigation received, shown to the navigation delegate before the page commits.
@MainActor
open class WKNavigationResponse: NSObject {
    /// Whether the response is for the main frame (always true).
    open var isForMainFrame: Bool { true }
    /// The response (an `HTTPURLResponse` for http(s)).
    open private(set) var response: URLResponse
    /// Whether the web view can show the response's type (HTML, plain text and images).
    open private(set) var canShowMIMEType: Bool

    package init(response: URLResponse) {
        self.response = response
        let mime = response.mimeType?.lowercased() ?? "text/html"
        canShowMIMEType = mime.hasPrefix("text/") || mime.hasPrefix("image/") || mime == "application/xhtml+xml"
        super.init()
    }
}

/// Preferences for one page load.
@MainActor
open class WKWebpagePreferences: NSObject {
    /// Which version of a page to ask for.
    public enum ContentMode: Int, Sendable {
        /// The kind the system recommends.
        case recommended = 0
        /// Mobile content.
        case mobile
        /// Desktop content.
        case desktop
    }

    /// Whether the page's JavaScript may run (stored; there is no JavaScript engine).
    open var allowsContentJavaScript = true
    /// The content mode asked for (stored).
    open var preferredContentMode: ContentMode = .recommended

    /// Preferences with WebKit's defaults.
    public override init() { super.init() }
}
