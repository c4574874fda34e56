// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The features a page asked a new window to have.
@MainActor
open class WKWindowFeatures: NSObject {
    /// Whether the menu bar shows (nil: unspecified).
    open var menuBarVisibility: NSNumber? { nil }
    /// Whether the status bar shows (nil: unspecified).
    open var statusBarVisibility: NSNumber? { nil }
    /// Whether toolbars show (nil: unspecified).
    open var toolbarsVisibility: NSNumber? { nil }
    /// Whether the window may be resized (nil: unspecified).
    open var allowsResizing: NSNumber? { nil }

    package override init() { super.init() }
}

/// What a ``WKWebView`` would ask its user interface for: new windows and the JavaScript panels. The web view
/// keeps it (``WKWebView/uiDelegate``); with no JavaScript engine and no `target="_blank"` windows, none of these
/// is called here. Every method is optional.
@preconcurrency @MainActor
public protocol WKUIDelegate: NSObjectProtocol {
    /// A page asked for a new window; return a web view for it, or nil.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    /// A page closed its window.
    func webViewDidClose(_ webView: WKWebView)
    /// A script called `alert()`.
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void)
    /// A script called `confirm()`.
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void)
    /// A script called `prompt()`.
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
                 defaultText: String?, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping (String?) -> Void)
}

extension WKUIDelegate {
    /// Opens no window.
    public func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView? { nil }
    /// Does nothing.
    public func webViewDidClose(_ webView: WKWebView) {}
    /// Dismisses the alert at once.
    public func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void) { completionHandler() }
    /// Answers no.
    public func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
                        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
    /// Answers nil.
    public func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String,
                        defaultText: String?, initiatedByFrame frame: WKFrameInfo,
                        completionHandler: @escaping (String?) -> Void) { completionHandler(nil) }
}
