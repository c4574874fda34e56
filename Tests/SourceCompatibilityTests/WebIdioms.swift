// SPDX-License-Identifier: Apache-2.0
//
// Web views as iOS apps write them (Swift 5 mode): a help screen owning a WKWebView as its navigation delegate,
// keeping external links out of the web view, and an iPhone OS 3 screen with a UIWebView and its delegate. They
// compile unchanged; the suite at the end runs them.

import Foundation
import Testing
import TouchstoneTesting
import UIKit
import WebKit

class HelpViewController: UIViewController, WKNavigationDelegate {
    var webView: WKWebView!
    private(set) var finishedLoading = false
    private(set) var blockedURLs: [URL] = []
    private(set) var loadError: Error?
    private(set) var decisions = 0

    override func loadView() {
        let configuration = WKWebViewConfiguration()
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = self
        webView.allowsBackForwardNavigationGestures = true
        view = webView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"
        let html = "<html><head><title>Help</title></head><body><h1>Help</h1><p>Visit <a href=\"https://example.com\">our site</a>.</p></body></html>"
        webView.loadHTMLString(html, baseURL: Bundle.main.bundleURL)
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {
        decisions += 1
        if navigationAction.navigationType == .linkActivated, let url = navigationAction.request.url,
           url.scheme == "https" {
            blockedURLs.append(url)
            decisionHandler(.cancel)
            return
        }
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        finishedLoading = true
        navigationItem.title = webView.title
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        loadError = error
    }
}

/// The decision handler as Xcode completes it against the current SDK (`@MainActor @Sendable`).
class ModernPolicyViewController: UIViewController, WKNavigationDelegate {
    let webView = WKWebView(frame: .zero)
    private(set) var asked = 0
    private(set) var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.navigationDelegate = self
        view.addSubview(webView)
        webView.loadHTMLString("<p>Modern</p>", baseURL: nil)
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void) {
        asked += 1
        decisionHandler(.allow)
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { finished = true }
}

class LegacyBrowserViewController: UIViewController, UIWebViewDelegate {
    let webView = UIWebView()
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.frame = view.bounds
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        webView.scalesPageToFit = true
        webView.delegate = self
        view.addSubview(webView)
        webView.loadHTMLString("<p>Hello from UIWebView</p>", baseURL: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if webView.isLoading { webView.stopLoading() }  // guide §2.5.2
    }

    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest,
                 navigationType: UIWebViewNavigationType) -> Bool {
        log.append("should")
        return true
    }

    func webViewDidStartLoad(_ webView: UIWebView) {
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        log.append("start")
    }

    func webViewDidFinishLoad(_ webView: UIWebView) {
        UIApplication.shared.isNetworkActivityIndicatorVisible = false
        log.append("finish")
    }

    func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {
        log.append("fail")
    }
}

@MainActor
@Suite("Source compatibility: web views")
struct WebIdiomsTests {
    private func show(_ controller: UIViewController) throws -> HeadlessDevice {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: nil)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return device
    }

    @Test("The help screen loads its page, names itself after the page, and keeps https links out")
    func help() async throws {
        let help = HelpViewController()
        let device = try show(help)
        for _ in 0..<200 where !help.finishedLoading {
            await device.settle()
            device.advance(by: 1.0 / 60)
        }
        #expect(help.finishedLoading)
        #expect(help.navigationItem.title == "Help")
        #expect(help.loadError == nil)
        #expect(help.decisions == 1)  // the plain @escaping handler Swift 5 apps write is the one asked
    }

    @Test("A decision handler written @MainActor @Sendable is asked too")
    func modernPolicy() async throws {
        let modern = ModernPolicyViewController()
        let device = try show(modern)
        for _ in 0..<200 where !modern.finished {
            await device.settle()
            device.advance(by: 1.0 / 60)
        }
        #expect(modern.finished)
        #expect(modern.asked == 1)
    }

    @Test("The UIWebView screen hears should, start and finish")
    func legacy() async throws {
        let legacy = LegacyBrowserViewController()
        let device = try show(legacy)
        for _ in 0..<200 where !legacy.log.contains("finish") {
            await device.settle()
            device.advance(by: 1.0 / 60)
        }
        #expect(legacy.log == ["should", "start", "finish"])
    }
}
