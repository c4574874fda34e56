// SPDX-License-Identifier: Apache-2.0

import Foundation
import SystemConfiguration
import Testing
import TouchstoneTesting
@testable import UIKit
@testable import WebKit

/// WKWebView's navigations: the delegate's calls in Apple's order for each kind of load, policy decisions, links
/// tapped by touch, history, and the missing JavaScript engine.
@MainActor
@Suite("WKWebView navigation", .serialized)
struct WKWebViewNavigationTests {
    private func makeWebView(in window: UIWindow) -> (WKWebView, NavigationLog) {
        let webView = WKWebView(frame: CGRect(x: 0, y: 100, width: window.bounds.width, height: 400),
                                configuration: WKWebViewConfiguration())
        let log = NavigationLog()
        webView.navigationDelegate = log
        window.addSubview(webView)
        return (webView, log)
    }

    @Test("loadHTMLString: decide, start, decide response, commit, finish — all after the call returns")
    func htmlString() async throws {
        let (device, window) = try launchedWebDevice()
        let (webView, log) = makeWebView(in: window)
        let navigation = webView.loadHTMLString("<title>Terms</title><p>Hello</p>", baseURL: nil)
        #expect(navigation != nil)
        #expect(log.entries.isEmpty)
        #expect(webView.isLoading)
        await settle(device) { log.isDone }
        #expect(log.entries == ["decide action other -", "start", "decide response", "commit", "finish"])
        #expect(!webView.isLoading)
        #expect(webView.estimatedProgress == 1)
        #expect(webView.title == "Terms")
        #expect(webView.url?.absoluteString == "about:blank")
        #expect(webView.pageView.page.string == "Hello\n")
    }

    @Test("A file URL loads from disk; a missing file fails provisionally with NSURLErrorFileDoesNotExist")
    func fileURLs() async throws {
        let (device, window) = try launchedWebDevice()
        let folder = try PageFolder(["help.html": "<h1>Help</h1><p>Read me.</p>"])
        defer { folder.remove() }
        let (webView, log) = makeWebView(in: window)
        webView.loadFileURL(folder.page("help.html"), allowingReadAccessTo: folder.url)
        await settle(device) { log.isDone }
        #expect(log.entries == ["decide action other help.html", "start", "decide response", "commit", "finish"])
        #expect(webView.url == folder.page("help.html"))
        #expect(webView.pageView.page.string == "Help\nRead me.\n")

        log.entries = []
        webView.load(URLRequest(url: folder.page("missing.html")))
        await settle(device) { log.isDone }
        #expect(log.entries == ["decide action other missing.html", "start", "fail provisional \(NSURLErrorFileDoesNotExist)"])
        #expect(log.errors.last?.domain == NSURLErrorDomain)
        #expect(!webView.isLoading)
        #expect(webView.pageView.page.string == "Help\nRead me.\n")
    }

    @Test("Offline, an http load fails provisionally with NSURLErrorNotConnectedToInternet")
    func offline() async throws {
        let (device, window) = try launchedWebDevice()
        OfflineURLProtocol.install()  // as the launcher does for apps
        SimulatedNetwork.set(.none)
        defer { SimulatedNetwork.set(.wifi) }
        let (webView, log) = makeWebView(in: window)
        webView.load(URLRequest(url: URL(string: "https://example.com/")!))
        await settle(device, turns: 2000) { log.isDone }
        #expect(log.entries == ["decide action other -", "start", "fail provisional \(NSURLErrorNotConnectedToInternet)"])
        #expect(!webView.isLoading)
    }

    @Test("A decision handler that cancels stops the navigation before it starts")
    func cancelledByPolicy() async throws {
        let (device, window) = try launchedWebDevice()
        let (webView, log) = makeWebView(in: window)
        log.policy = { _ in .cancel }
        webView.loadHTMLString("<p>Never</p>", baseURL: nil)
        await settle(device, turns: 30) { false }
        #expect(log.entries == ["decide action other -"])
        #expect(!webView.isLoading)
        #expect(webView.pageView.page.length == 0)

        log.entries = []
        log.policy = { _ in .allow }
        log.responsePolicy = .cancel
        webView.loadHTMLString("<p>Refused</p>", baseURL: nil)
        await settle(device) { log.isDone }
        #expect(log.entries == ["decide action other -", "start", "decide response", "fail provisional 102"])
        #expect(log.errors.last?.domain == WebKitErrorDomain)
    }

    @Test("Tapping a link asks the delegate (linkActivated) and loads the page; back and forward walk the history")
    func linkTapAndHistory() async throws {
        let (device, window) = try launchedWebDevice()
        let folder = try PageFolder([
            "index.html": "<p>Start here.</p><p>Go to <a href=\"next.html\">the next page</a> now.</p>",
            "next.html": "<title>Next</title><p>Arrived.</p>",
        ])
        defer { folder.remove() }
        let (webView, log) = makeWebView(in: window)
        webView.load(URLRequest(url: folder.page("index.html")))
        await settle(device) { log.isDone }
        #expect(!webView.canGoBack)

        let linkURL = folder.page("next.html")
        let point = try #require(webView.pageView.point(ofLinkTo: linkURL))
        let onScreen = webView.scrollView.convert(point, to: nil)
        log.entries = []
        device.tap(at: onScreen)
        await settle(device) { log.isDone }
        #expect(log.entries == ["decide action linkActivated next.html", "start", "decide response", "commit", "finish"])
        #expect(log.actions.last?.request.url == linkURL)
        #expect(webView.title == "Next")
        #expect(webView.canGoBack && !webView.canGoForward)
        #expect(webView.backForwardList.backItem?.url == folder.page("index.html"))

        log.entries = []
        webView.goBack()
        await settle(device) { log.isDone }
        #expect(log.entries.first == "decide action backForward index.html")
        #expect(webView.url == folder.page("index.html"))
        #expect(webView.canGoForward && !webView.canGoBack)
        #expect(webView.backForwardList.forwardItem?.title == "Next")

        log.entries = []
        webView.goForward()
        await settle(device) { log.isDone }
        #expect(webView.url == linkURL)
        #expect(webView.backForwardList.backList.count == 1)

        log.entries = []
        webView.reload()
        await settle(device) { log.isDone }
        #expect(log.entries.first == "decide action reload next.html")
        #expect(webView.backForwardList.backList.count == 1)
    }

    @Test("A tap off any link, and a link the delegate cancels, load nothing")
    func tapsThatLoadNothing() async throws {
        let (device, window) = try launchedWebDevice()
        let (webView, log) = makeWebView(in: window)
        webView.loadHTMLString("<p>Plain text first.</p><p><a href=\"mailto:help@example.com\">Mail us</a></p>", baseURL: nil)
        await settle(device) { log.isDone }
        log.entries = []
        device.tap(at: webView.scrollView.convert(CGPoint(x: 200, y: 14), to: nil))
        await settle(device, turns: 20) { false }
        #expect(log.entries.isEmpty)

        log.policy = { $0.request.url?.scheme == "mailto" ? .cancel : .allow }
        let point = try #require(webView.pageView.point(ofLinkTo: URL(string: "mailto:help@example.com")!))
        device.tap(at: webView.scrollView.convert(point, to: nil))
        await settle(device, turns: 20) { false }
        #expect(log.entries == ["decide action linkActivated help@example.com"])
    }

    @Test("The async decision form is used when an app implements it")
    func asyncPolicy() async throws {
        final class AsyncDelegate: NSObject, WKNavigationDelegate {
            var asked = 0
            var finished = false
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
                -> WKNavigationActionPolicy
            {
                asked += 1
                return .allow
            }
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
        }
        let (device, window) = try launchedWebDevice()
        let webView = WKWebView(frame: window.bounds)
        let delegate = AsyncDelegate()
        webView.navigationDelegate = delegate
        window.addSubview(webView)
        webView.loadHTMLString("<p>x</p>", baseURL: nil)
        await settle(device) { delegate.finished }
        #expect(delegate.asked == 1)
        #expect(delegate.finished)
    }

    @Test("A delegate implementing only the handler form of the policy question is asked through the async form")
    func sendableHandler() async throws {
        final class SendableDelegate: NSObject, WKNavigationDelegate {
            var asked = 0
            var finished = false
            func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                         decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
            {
                asked += 1
                decisionHandler(.allow)
            }
            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
        }
        let (device, window) = try launchedWebDevice()
        let webView = WKWebView(frame: window.bounds)
        let delegate = SendableDelegate()
        webView.navigationDelegate = delegate
        window.addSubview(webView)
        webView.loadHTMLString("<p>x</p>", baseURL: nil)
        await settle(device) { delegate.finished }
        #expect(delegate.asked == 1)
    }

    @Test("evaluateJavaScript fails with javaScriptExceptionOccurred; user scripts and handlers are only stored")
    func javaScript() async throws {
        let (device, window) = try launchedWebDevice()
        let configuration = WKWebViewConfiguration()
        configuration.userContentController.addUserScript(
            WKUserScript(source: "document.body.style.color = 'red'", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let webView = WKWebView(frame: window.bounds, configuration: configuration)
        window.addSubview(webView)
        var result: (Any?, Error?)?
        webView.evaluateJavaScript("document.title") { value, error in result = (value, error) }
        #expect(result == nil)
        await settle(device) { result != nil }
        let error = try #require(result?.1 as? WKError)
        #expect(error.code == .javaScriptExceptionOccurred)
        let domain = WKError.errorDomain
        #expect(domain == WKErrorDomain)
        #expect(error.errorCode == 4)
        #expect(result?.0 == nil)
        var thrown: Error?
        do { _ = try await webView.evaluateJavaScript("1 + 1") } catch { thrown = error }
        #expect((thrown as? WKError)?.code == .javaScriptExceptionOccurred)
        #expect(webView.configuration.userContentController.userScripts.count == 1)
        #expect(WKWebsiteDataStore.default() === WKWebsiteDataStore.default())
        #expect(!WKWebsiteDataStore.nonPersistent().isPersistent)
    }

    @Test("stopLoading during a network load: not loading, and no further delegate call")
    func stopDuringNetworkLoad() async throws {
        let (device, window) = try launchedWebDevice()
        let server = try SilentServer()
        let (webView, log) = makeWebView(in: window)
        webView.load(URLRequest(url: server.url))
        await settle(device) { log.entries.contains("start") }
        #expect(log.entries == ["decide action other slow.html", "start"])
        #expect(webView.isLoading)
        webView.stopLoading()
        #expect(!webView.isLoading)
        await settle(device, turns: 30) { false }
        #expect(log.entries == ["decide action other slow.html", "start"])
    }
}
