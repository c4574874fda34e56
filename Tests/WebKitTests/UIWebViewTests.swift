// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit
import WebKit

/// UIWebView (guide §2.5.2, behaviour 116): delegate callbacks after the load call returns, `isLoading`, and
/// `stopLoading` during a network load.
@MainActor
@Suite("UIWebView", .serialized)
struct UIWebViewTests {
    final class Log: NSObject, UIWebViewDelegate {
        var entries: [String] = []
        var allow = true
        var loadingAtFinish: Bool?

        func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest,
                     navigationType: UIWebView.NavigationType) -> Bool
        {
            entries.append("should \(navigationType) \(pageName(request.url))")
            return allow
        }
        func webViewDidStartLoad(_ webView: UIWebView) { entries.append("start") }
        func webViewDidFinishLoad(_ webView: UIWebView) {
            entries.append("finish")
            loadingAtFinish = webView.isLoading
        }
        func webView(_ webView: UIWebView, didFailLoadWithError error: Error) {
            entries.append("fail \((error as NSError).code)")
        }
        var isDone: Bool { entries.last.map { $0 == "finish" || $0.hasPrefix("fail") } ?? false }
    }

    @Test("116: loadHTMLString gets start and finish callbacks asynchronously, and isLoading is false after")
    func behaviour116() async throws {
        let (device, window) = try launchedWebDevice()
        let webView = UIWebView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        let log = Log()
        webView.delegate = log
        window.addSubview(webView)
        webView.loadHTMLString("<p>x</p>", baseURL: nil)
        #expect(log.entries == ["should other -"])
        #expect(webView.isLoading)
        await settle(device) { log.isDone }
        #expect(log.entries == ["should other -", "start", "finish"])
        #expect(log.loadingAtFinish == false)
        #expect(!webView.isLoading)
        #expect(webView.pageView.page.string == "x\n")
        #expect(webView.stringByEvaluatingJavaScript(from: "document.title") == "")
    }

    @Test("116: stopLoading during a network load leaves it not loading, with no finish callback")
    func stopDuringNetworkLoad() async throws {
        let (device, window) = try launchedWebDevice()
        let server = try SilentServer()
        let webView = UIWebView(frame: window.bounds)
        let log = Log()
        webView.delegate = log
        window.addSubview(webView)
        webView.loadRequest(URLRequest(url: server.url))
        await settle(device) { log.entries.contains("start") }
        #expect(webView.isLoading)
        webView.stopLoading()
        #expect(!webView.isLoading)
        await settle(device, turns: 30) { false }
        #expect(log.entries == ["should other slow.html", "start"])
    }

    @Test("A delegate that refuses a load stops it; a missing file fails; a tapped link asks with linkClicked")
    func refusalsFailuresAndLinks() async throws {
        let (device, window) = try launchedWebDevice()
        let folder = try PageFolder(["a.html": "<p>Go <a href=\"b.html\">onward</a></p>", "b.html": "<p>B</p>"])
        defer { folder.remove() }
        let webView = UIWebView(frame: window.bounds)
        let log = Log()
        webView.delegate = log
        window.addSubview(webView)
        log.allow = false
        webView.loadRequest(URLRequest(url: folder.page("a.html")))
        await settle(device, turns: 20) { false }
        #expect(log.entries == ["should other a.html"])
        #expect(!webView.isLoading)

        log.allow = true
        log.entries = []
        webView.loadRequest(URLRequest(url: folder.page("nothing.html")))
        await settle(device) { log.isDone }
        #expect(log.entries == ["should other nothing.html", "start", "fail \(NSURLErrorFileDoesNotExist)"])

        log.entries = []
        webView.loadRequest(URLRequest(url: folder.page("a.html")))
        await settle(device) { log.isDone }
        let point = try #require(webView.pageView.point(ofLinkTo: folder.page("b.html")))
        log.entries = []
        device.tap(at: webView.scrollView.convert(point, to: nil))
        await settle(device) { log.isDone }
        #expect(log.entries == ["should linkClicked b.html", "start", "finish"])
        #expect(webView.canGoBack)
        log.entries = []
        webView.goBack()
        await settle(device) { log.isDone }
        #expect(log.entries == ["should backForward a.html", "start", "finish"])
        #expect(webView.canGoForward)
        #expect(webView.request?.url == folder.page("a.html"))
    }
}

/// WebKit's `NSAttributedString.loadFromHTML` forms: asynchronous, relative to the file, failing for missing files.
@MainActor
@Suite("NSAttributedString loadFromHTML")
struct LoadFromHTMLTests {
    @Test("loadFromHTML(string:) and (fileURL:) complete later on the main queue; a missing file fails")
    func loads() async throws {
        let (device, _) = try launchedWebDevice()
        let folder = try PageFolder(["doc.html": "<title>Doc</title><p>From a <b>file</b></p>"])
        defer { folder.remove() }
        var fromString: NSAttributedString?
        NSAttributedString.loadFromHTML(string: "<p>caf\u{E9}</p>") { string, _, _ in fromString = string }
        #expect(fromString == nil)
        var fromFile: (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?)?
        NSAttributedString.loadFromHTML(fileURL: folder.page("doc.html")) { string, attributes, _ in fromFile = (string, attributes) }
        var failure: Error?
        NSAttributedString.loadFromHTML(fileURL: folder.page("none.html")) { _, _, error in failure = error }
        await settle(device) { fromString != nil && fromFile != nil && failure != nil }
        #expect(fromString?.string == "caf\u{E9}\n")
        #expect(fromFile?.0?.string == "From a file\n")
        #expect(fromFile?.1?[.title] as? String == "Doc")
        #expect((failure as? NSError)?.code == NSURLErrorFileDoesNotExist)
    }
}
