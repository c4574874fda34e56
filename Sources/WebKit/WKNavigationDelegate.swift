// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// What a ``WKWebView`` asks and tells about its navigations; every method is optional.
///
/// Order for a load (each call on a later turn of the main queue): `decidePolicyFor navigationAction`
/// (`.cancel`: nothing more happens), `didStartProvisionalNavigation`, then either
/// `didFailProvisionalNavigation` (a missing file: `NSURLErrorFileDoesNotExist`; offline:
/// `NSURLErrorNotConnectedToInternet`) or `decidePolicyFor navigationResponse`, `didCommit` (the page shows) and
/// `didFinish`. The policy questions come in two forms, with a decision handler and `async`; implement either (the
/// `async` form is what the web view calls; its default calls the handler form, whose default allows). The handler
/// is `@MainActor @Sendable` as in Apple's SDK; Swift 5 code that writes a plain `@escaping` handler matches too.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Whether to load `navigationAction`'s request: call `decisionHandler` once, now or later.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// Whether to load `navigationAction`'s request (the `async` form).
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    /// Whether to show `navigationResponse`: call `decisionHandler` once, now or later.
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    /// Whether to show `navigationResponse` (the `async` form).
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    /// The load began.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// The server redirected the load (http redirects are followed by `URLSession` without this call).
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    /// The load failed before the page committed.
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    /// The page committed: it shows, and the web view's `url` and `title` are the page's.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page finished loading: `isLoading` is false and `estimatedProgress` 1.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The page failed after it committed (never here: a committed static page is complete).
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    /// The web content process ended (never here: there is no content process).
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

extension WKNavigationDelegate {
    /// Allows every navigation.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }

    /// Asks the decision-handler form.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    {
        await awaitDecision { handler in self.webView(webView, decidePolicyFor: navigationAction, decisionHandler: handler) }
    }

    /// Allows every response.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }

    /// Asks the decision-handler form.
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse) async
        -> WKNavigationResponsePolicy
    {
        await awaitDecision { handler in self.webView(webView, decidePolicyFor: navigationResponse, decisionHandler: handler) }
    }

    /// Does nothing.
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    /// Does nothing.
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    /// Does nothing.
    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}

/// Asks a decision-handler form of a policy question and waits for its first answer.
@MainActor
private func awaitDecision<Policy: Sendable>(_ ask: (@escaping @MainActor @Sendable (Policy) -> Void) -> Void) async
    -> Policy
{
    await withCheckedContinuation { continuation in
        let once = ResumeOnce(continuation)
        ask { @MainActor @Sendable policy in once.resume(policy) }
    }
}

/// Resumes a continuation on the first decision only, from any thread (a handler called twice is logged, not a
/// crash).
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    init(_ continuation: CheckedContinuation<Value, Never>) { self.continuation = continuation }

    func resume(_ value: Value) {
        let continuation = lock.withLock {
            let taken = self.continuation
            self.continuation = nil
            return taken
        }
        guard let continuation else {
            UIKitDiagnostics.log("WKNavigationDelegate: a decision handler was called more than once; ignored")
            return
        }
        continuation.resume(returning: value)
    }
}
