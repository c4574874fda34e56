// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a ``UIWebView`` tells its delegate about loading; every method is optional (guide §2.5.2: "The delegate
/// reports when pages load and when load errors happen").
///
/// Order for a load: `webView(_:shouldStartLoadWith:navigationType:)` (false: nothing loads), then
/// `webViewDidStartLoad(_:)`, then `webViewDidFinishLoad(_:)` or `webView(_:didFailLoadWithError:)`, each on a
/// later turn of the main queue. ``UIWebView/stopLoading()`` ends a load with neither.
@preconcurrency @MainActor
public protocol UIWebViewDelegate: NSObjectProtocol {
    /// Whether the web view loads `request` (true by default). Asked for every load: `navigationType` is
    /// `.linkClicked` for a tapped link, `.backForward` and `.reload` for those, `.other` for loads made in code.
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest,
                 navigationType: UIWebView.NavigationType) -> Bool
    /// A load began.
    func webViewDidStartLoad(_ webView: UIWebView)
    /// A load finished: the page shows and ``UIWebView/isLoading`` is false.
    func webViewDidFinishLoad(_ webView: UIWebView)
    /// A load failed (`NSURLErrorFileDoesNotExist` for a missing file, `NSURLErrorNotConnectedToInternet`
    /// offline, `NSURLErrorUnsupportedURL` for schemes other than http, https and file).
    func webView(_ webView: UIWebView, didFailLoadWithError error: Error)
}

extension UIWebViewDelegate {
    /// Loads every request.
    public func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest,
                        navigationType: UIWebView.NavigationType) -> Bool { true }
    /// Does nothing.
    public func webViewDidStartLoad(_ webView: UIWebView) {}
    /// Does nothing.
    public func webViewDidFinishLoad(_ webView: UIWebView) {}
    /// Does nothing.
    public func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {}
}

extension UIWebView {
    /// What started a load.
    public enum NavigationType: Int, Sendable {
        /// The user tapped a link.
        case linkClicked = 0
        /// A form was submitted.
        case formSubmitted = 1
        /// Back or forward.
        case backForward = 2
        /// Reload.
        case reload = 3
        /// A form was submitted again.
        case formResubmitted = 4
        /// Anything else (loads made in code).
        case other = 5
    }

    /// How the page is split into pages (accepted; the page is one long column).
    public enum PaginationMode: Int, Sendable {
        /// One long page.
        case unpaginated = 0
        /// Pages left to right.
        case leftToRight
        /// Pages top to bottom.
        case topToBottom
        /// Pages bottom to top.
        case bottomToTop
        /// Pages right to left.
        case rightToLeft
    }

    /// Where page breaks go (accepted; the page is one long column).
    public enum PaginationBreakingMode: Int, Sendable {
        /// Breaks as between pages.
        case page = 0
        /// Breaks as between columns.
        case column
    }
}

/// The iPhone OS name of ``UIWebView/NavigationType``.
public typealias UIWebViewNavigationType = UIWebView.NavigationType
/// The iPhone OS name of ``UIWebView/PaginationMode``.
public typealias UIWebPaginationMode = UIWebView.PaginationMode
/// The iPhone OS name of ``UIWebView/PaginationBreakingMode``.
public typealias UIWebPaginationBreakingMode = UIWebView.PaginationBreakingMode
