// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import SafariServices
import Testing
import TouchstoneTesting
@testable import UIKit
@testable import WebKit

/// Records a Safari view controller's delegate calls in order.
@MainActor
final class SafariLog: NSObject, SFSafariViewControllerDelegate {
    var entries: [String] = []

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { entries.append("finish") }
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        entries.append("initial load \(didLoadSuccessfully)")
    }
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {
        entries.append("redirect \(URL.path)")
    }
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) { entries.append("open in browser") }
}

@MainActor
@Suite("SFSafariViewController")
struct SafariViewControllerTests {
    /// Presents a browser on `url` from the window's root and waits for its initial load to be reported.
    private func present(_ url: URL, on device: HeadlessDevice, window: UIWindow,
                         configure: (SFSafariViewController) -> Void = { _ in }) async -> (SFSafariViewController, SafariLog) {
        let browser = SFSafariViewController(url: url)
        let log = SafariLog()
        browser.delegate = log
        configure(browser)
        window.rootViewController?.present(browser, animated: true)
        await settle(device, turns: 2000) { log.entries.contains { $0.hasPrefix("initial load") } }
        return (browser, log)
    }

    @Test("The page loads into the browser, the address bar shows the host, and the delegate hears once")
    func initialLoad() async throws {
        let server = try PageServer(pages: ["/news.html": "<title>News</title><p>Today</p>"])
        let (device, window) = try launchedWebDevice()
        let (browser, log) = await present(server.url("/news.html"), on: device, window: window)
        #expect(log.entries == ["initial load true"])
        #expect(browser.webView.title == "News")
        #expect(browser.webView.pageView.page.string.contains("Today"))
        #expect(browser.browserChrome.addressLabel.text == "Not Secure — 127.0.0.1")
        #expect(browser.presentingViewController === window.rootViewController)
        // The bars frame the page inside the safe area.
        device.advance(by: 0.6)
        let chrome = browser.browserChrome
        #expect(chrome.addressBar.frame.maxY <= chrome.webView.frame.minY)
        #expect(chrome.webView.frame.maxY <= chrome.toolbar.frame.minY)
        #expect(chrome.doneButton.title(for: .normal) == "Done")
        #expect(!chrome.backItem.isEnabled)
    }

    @Test("A redirected first page is reported before the load completes")
    func redirect() async throws {
        let server = try PageServer(pages: ["/new.html": "<p>Moved</p>"], redirects: ["/old.html": "/new.html"])
        let (device, window) = try launchedWebDevice()
        let (_, log) = await present(server.url("/old.html"), on: device, window: window)
        #expect(log.entries == ["redirect /new.html", "initial load true"])
    }

    @Test("A refused connection fails the initial load")
    func refusedConnection() async throws {
        let (device, window) = try launchedWebDevice()
        let (_, log) = await present(URL(string: "http://127.0.0.1:1/")!, on: device, window: window)
        #expect(log.entries == ["initial load false"])
    }

    @Test("A URL that is not http(s) is logged, not loaded, and the initial load is reported as failed")
    func notAWebPage() async throws {
        let (device, window) = try launchedWebDevice()
        let (browser, log) = await present(URL(fileURLWithPath: "/etc/hostname"), on: device, window: window)
        #expect(log.entries == ["initial load false"])
        #expect(browser.webView.url == nil)
    }

    @Test("The closing button has the chosen style's title, dismisses the browser, then tells the delegate")
    func done() async throws {
        let server = try PageServer(pages: ["/": "<p>Home</p>"])
        let (device, window) = try launchedWebDevice()
        let (browser, log) = await present(server.url("/"), on: device, window: window) { $0.dismissButtonStyle = .close }
        let button = browser.browserChrome.doneButton
        #expect(button.title(for: .normal) == "Close")
        device.advance(by: 0.6)  // the presentation finishes first
        button.sendActions(for: .touchUpInside)
        device.advance(by: 0.6)
        #expect(log.entries == ["initial load true", "finish"])
        #expect(window.rootViewController?.presentedViewController == nil)
    }

    @Test("Tints colour the bars; the configuration is copied; the browser button tells the delegate first")
    func appearanceAndConfiguration() async throws {
        let server = try PageServer(pages: ["/": "<p>Home</p>"])
        let (device, window) = try launchedWebDevice()
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        let browser = SFSafariViewController(url: server.url("/"), configuration: configuration)
        configuration.entersReaderIfAvailable = false
        #expect(browser.configuration.entersReaderIfAvailable)
        #expect(browser.configuration !== browser.configuration)
        browser.preferredBarTintColor = .black
        browser.preferredControlTintColor = .orange
        let log = SafariLog()
        browser.delegate = log
        window.rootViewController?.present(browser, animated: false)
        await settle(device, turns: 2000) { !log.entries.isEmpty }
        #expect(browser.browserChrome.addressBar.backgroundColor == .black)
        #expect(browser.browserChrome.doneButton.tintColor == .orange)
        #expect(browser.browserChrome.browserItem.performTap())
        #expect(log.entries.contains("open in browser"))
        let token = SFSafariViewController.prewarmConnections(to: [server.url("/")])
        token.invalidate()
        #expect(token.isInvalidated && token.urls.count == 1)
    }

    @Test("The Reading List keeps http(s) pages with their titles and refuses other schemes")
    func readingList() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)/List.plist")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let list = SSReadingList(file: file)
        try list.addItem(with: URL(string: "https://example.com/a")!, title: "A", previewText: "First")
        try list.addItem(with: URL(string: "http://example.com/b")!, title: nil, previewText: nil)
        #expect(list.items.map { $0["URL"] as? String } == ["https://example.com/a", "http://example.com/b"])
        #expect(list.items.first?["title"] as? String == "A" && list.items.first?["previewText"] as? String == "First")
        #expect(SSReadingList.supportsURL(URL(string: "https://x.org")!) && !SSReadingList.supportsURL(URL(string: "ftp://x.org")!))
        #expect(throws: SSReadingListError.self) {
            try list.addItem(with: URL(fileURLWithPath: "/tmp/page.html"), title: nil, previewText: nil)
        }
        // A corrupt file is started afresh, not fatal.
        try Data("not a plist".utf8).write(to: file)
        try list.addItem(with: URL(string: "https://example.com/c")!, title: nil, previewText: nil)
        #expect(list.items.count == 1)
    }
}
