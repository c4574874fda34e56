// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit
@testable import WebKit

/// How a page is drawn: a golden of a small page, its structure, and a long page drawing only what shows.
@MainActor
@Suite("Web page rendering", .serialized)
struct WebPageRenderingTests {
    static let samplePage = """
        <html><head><title>Sample</title></head><body>
        <h1>Touchstone Help</h1>
        <p>Static <b>HTML</b> and a <i>CSS</i> subset: <a href="https://example.com/more">read more</a>.</p>
        <h2>Steps</h2>
        <ul><li>Open the app</li><li>Tap <span style="color: #c00">Start</span></li></ul>
        <blockquote>No JavaScript runs here.</blockquote>
        <p><img src="data:image/png;base64,{PNG}" width="60" height="30"> An image.</p>
        <hr><p style="text-align: center">The end</p>
        </body></html>
        """

    private func sampleHTML() -> String {
        let png = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 30))
            UIColor.orange.setFill()
            context.fill(CGRect(x: 15, y: 7, width: 30, height: 16))
        }
        return WebPageRenderingTests.samplePage.replacingOccurrences(of: "{PNG}", with: png.base64EncodedString())
    }

    @Test("Golden: headings, a list, a link, an image and a quote on a white page with 8-point margins")
    func golden() async throws {
        let (device, window) = try launchedWebDevice()
        let webView = WKWebView(frame: CGRect(x: 0, y: 60, width: window.bounds.width, height: 560))
        let log = NavigationLog()
        webView.navigationDelegate = log
        window.addSubview(webView)
        webView.loadHTMLString(sampleHTML(), baseURL: nil)
        await settle(device) { log.isDone }
        device.advance(by: 1.0 / 30)
        // Structure: every paragraph has a view, laid out from 8 points in at the view's width less the margins.
        let page = webView.pageView
        #expect(page.tileCount == 10)
        #expect(page.scrollView.contentSize.width == window.bounds.width)
        #expect(page.pageHeight > 200 && page.pageHeight < 560)
        let tiles = page.scrollView.subviews.compactMap { $0 as? TextViewParagraphView }.filter { !$0.isHidden }
        #expect(tiles.allSatisfy { $0.frame.minX == 8 && $0.frame.width == window.bounds.width - 16 })
        #expect(tiles.map(\.frame.minY).min() == 8)
        let image = device.screenshot()
        let scale = CGFloat(image.width) / window.bounds.width
        let crop = try #require(image.cropping(to: CGRect(x: 0, y: 60 * scale, width: CGFloat(image.width),
                                                          height: 420 * scale)))
        try assertGolden(crop, named: "sample-page", suite: "WebKit")
    }

    @Test("A long page keeps paragraph views only near the visible area, and scrolling moves them along")
    func longPage() async throws {
        let (device, window) = try launchedWebDevice()
        let webView = UIWebView(frame: window.bounds)
        window.addSubview(webView)
        let html = (1...2000).map { "<p>Paragraph \($0) of a long page.</p>" }.joined()
        webView.loadHTMLString(html, baseURL: nil)
        await settle(device) { !webView.isLoading }
        device.advance(by: 1.0 / 60)
        let page = webView.pageView
        #expect(page.pageHeight > 40_000)
        #expect(page.tileCount > 5 && page.tileCount < 80)
        webView.scrollView.contentOffset = CGPoint(x: 0, y: 20_000)
        device.advance(by: 1.0 / 60)
        #expect(page.tileCount > 5 && page.tileCount < 80)
        let tiles = page.scrollView.subviews.compactMap { $0 as? TextViewParagraphView }.filter { !$0.isHidden }
        #expect(tiles.allSatisfy { $0.frame.maxY > 19_000 && $0.frame.minY < 22_000 })
    }
}
