// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A view that shows web content. Touchstone has no browser engine: pages are **static HTML and a CSS subset,
/// without JavaScript**, read by UIKit's HTML reader (the one behind `NSAttributedString`'s `.html` documents)
/// and drawn on a white page laid out at the view's width (8-point margins), scrolling vertically in
/// ``scrollView``.
///
/// Loads: ``loadHTMLString(_:baseURL:)`` and ``load(_:mimeType:characterEncodingName:baseURL:)`` show content;
/// ``load(_:)`` and ``loadFileURL(_:allowingReadAccessTo:)`` read `file:` URLs from disk, and `http(s)` through
/// `URLSession` (offline: `NSURLErrorNotConnectedToInternet`). Each load asks and tells the
/// ``navigationDelegate`` in Apple's order (see ``WKNavigationDelegate``), asynchronously on the main queue. A
/// tapped link asks the delegate (`.linkActivated`) and then loads. ``evaluateJavaScript(_:completionHandler:)``
/// always fails with ``WKError/Code/javaScriptExceptionOccurred``: there is no JavaScript engine.
@MainActor
open class WKWebView: UIView {
    /// The configuration the web view was created with (a copy).
    open var configuration: WKWebViewConfiguration { configurationCopy.copy() as! WKWebViewConfiguration }
    /// The object asked and told about navigations.
    open weak var navigationDelegate: WKNavigationDelegate?
    /// The object asked for windows and JavaScript panels (kept; never asked here).
    open weak var uiDelegate: WKUIDelegate?
    /// The page's title (its `<title>`, "" without one), set when a page commits.
    open private(set) var title: String?
    /// The page's URL (`about:blank` for content without a base URL), set when a load starts.
    open private(set) var url: URL?
    /// Whether a navigation is in progress (from the load call until it finishes, fails or is cancelled).
    open private(set) var isLoading = false
    /// How far the navigation got, 0 to 1: 0.1 when it starts, 0.5 once loaded, 1 when finished.
    open private(set) var estimatedProgress: Double = 0
    /// Whether every resource came over a secure connection (https, or local content).
    open private(set) var hasOnlySecureContent = false
    /// The pages visited.
    open private(set) var backForwardList = WKBackForwardList()
    /// The user agent sent instead of the default (stored; requests go through `URLSession`).
    open var customUserAgent: String?
    /// Whether horizontal swipes go back and forward (stored; there is no swipe gesture).
    open var allowsBackForwardNavigationGestures = false
    /// Whether a long press on a link previews it (stored).
    open var allowsLinkPreview = true
    /// Whether the Web Inspector may attach (stored).
    open var isInspectable = false
    /// The page zoom (stored; pages are laid out at the view's width).
    open var pageZoom: CGFloat = 1
    /// The colour behind the page when it is scrolled past its ends.
    open var underPageBackgroundColor: UIColor! = .white

    package let pageView: WebPageView
    private let configurationCopy: WKWebViewConfiguration
    private var loader: WebContentLoader?
    private var generation = 0

    /// A web view with `configuration` (copied), showing an empty white page.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        configurationCopy = configuration.copy() as! WKWebViewConfiguration
        pageView = WebPageView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpPage()
    }

    /// A web view with the default configuration.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view from an archive, with the default configuration.
    public required init?(coder: NSCoder) {
        configurationCopy = WKWebViewConfiguration()
        pageView = WebPageView(frame: .zero)
        super.init(coder: coder)
        setUpPage()
    }

    private func setUpPage() {
        pageView.embed(in: self) { [weak self] url in
            self?.navigate(.request(URLRequest(url: url)), type: .linkActivated, historyOffset: nil)
        }
    }

    /// The scroll view the page scrolls in.
    open var scrollView: UIScrollView { pageView.scrollView }

    /// Keeps the page as large as the web view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if pageView.frame != bounds { pageView.frame = bounds }
    }

    // MARK: Loading

    /// Loads `request`: a `file:` URL from disk, `http(s)` from the network.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(.request(request), type: .other, historyOffset: nil)
    }

    /// Loads the file at `URL`; `readAccessURL` (the folder the page may read) is accepted, and relative images
    /// resolve against the file.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        guard URL.isFileURL else {
            UIKitDiagnostics.log("WKWebView.loadFileURL: \(URL) is not a file URL; nothing loaded")
            return nil
        }
        return navigate(.request(URLRequest(url: URL)), type: .other, historyOffset: nil)
    }

    /// Shows the HTML `string`; relative links and images resolve against `baseURL`.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(.content(Data(string.utf8), mimeType: "text/html", encodingName: "utf-8", baseURL: baseURL),
                 type: .other, historyOffset: nil)
    }

    /// Shows `data` of type `MIMEType` (HTML, plain text or an image) in the encoding named
    /// `characterEncodingName`.
    @discardableResult
    open func load(_ data: Data, mimeType MIMEType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        navigate(.content(data, mimeType: MIMEType, encodingName: characterEncodingName, baseURL: baseURL),
                 type: .other, historyOffset: nil)
    }

    /// Loads the current page again (nil when there is none).
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let current = backForwardList.history.current else { return nil }
        return navigate(current.source, type: .reload, historyOffset: 0)
    }

    /// Loads the current page again, revalidating caches (there are none: as ``reload()``).
    @discardableResult
    open func reloadFromOrigin() -> WKNavigation? { reload() }

    /// Stops the navigation in progress: no further delegate call arrives for it, and ``isLoading`` is false.
    open func stopLoading() {
        generation += 1
        loader?.cancel()
        loader = nil
        if isLoading {
            isLoading = false
            estimatedProgress = 0
        }
    }

    /// Whether there is a page to go back to.
    open var canGoBack: Bool { backForwardList.history.canGoBack }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { backForwardList.history.canGoForward }

    /// Loads the previous page (nil when there is none).
    @discardableResult
    open func goBack() -> WKNavigation? { go(byOffset: -1) }

    /// Loads the next page (nil when there is none).
    @discardableResult
    open func goForward() -> WKNavigation? { go(byOffset: 1) }

    /// Loads `item` of the back-forward list (nil when it is not in the list).
    @discardableResult
    open func go(to item: WKBackForwardListItem) -> WKNavigation? {
        guard let offset = backForwardList.offset(of: item) else { return nil }
        return go(byOffset: offset)
    }

    private func go(byOffset offset: Int) -> WKNavigation? {
        guard offset != 0, let item = backForwardList.history.item(atOffset: offset) else { return nil }
        return navigate(item.source, type: .backForward, historyOffset: offset)
    }

    // MARK: JavaScript

    /// Would run `javaScriptString`: there is no JavaScript engine, so `completionHandler` gets a nil result and
    /// ``WKError/Code/javaScriptExceptionOccurred`` on a later turn of the main queue (logged).
    open func evaluateJavaScript(_ javaScriptString: String,
                                 completionHandler: (@MainActor @Sendable (Any?, Error?) -> Void)? = nil)
    {
        let error = WKWebView.noJavaScriptError(javaScriptString)
        guard let completionHandler else { return }
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler(nil, error) } }
    }

    /// Would run `javaScriptString`: throws ``WKError/Code/javaScriptExceptionOccurred`` (no JavaScript engine).
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any {
        throw WKWebView.noJavaScriptError(javaScriptString)
    }

    private static func noJavaScriptError(_ script: String) -> WKError {
        UIKitDiagnostics.log("WKWebView: no JavaScript engine; '\(script.prefix(60))' not run")
        return WKError(.javaScriptExceptionOccurred, userInfo: [
            NSLocalizedDescriptionKey: "A JavaScript exception occurred",
            "WKJavaScriptExceptionMessage": "Touchstone's web views have no JavaScript engine",
        ])
    }

    // MARK: Navigation

    /// Starts a navigation: the policy question, then (on later main-queue turns) start, load, response policy,
    /// commit and finish. A newer navigation or ``stopLoading()`` ends it silently.
    @discardableResult
    private func navigate(_ source: WebPageSource, type: WKNavigationType, historyOffset: Int?) -> WKNavigation {
        stopLoading()
        let navigation = WKNavigation()
        let generation = self.generation
        let frame = WKFrameInfo(request: source.request, webView: self)
        let action = WKNavigationAction(request: source.request, navigationType: type, frame: frame)
        isLoading = true
        estimatedProgress = 0.1
        Task { @MainActor [weak self] in
            guard let self else { return }
            let policy = await self.navigationDelegate?.webView(self, decidePolicyFor: action) ?? .allow
            guard self.generation == generation else { return }
            guard policy == .allow else {
                if policy == .download { UIKitDiagnostics.log("WKWebView: downloads are not supported; cancelled") }
                self.isLoading = false
                self.estimatedProgress = 0
                return
            }
            self.url = source.url
            self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
            guard self.generation == generation else { return }
            self.loader = WebContentLoader.load(source) { [weak self] result in
                guard let self, self.generation == generation else { return }
                self.loader = nil
                switch result {
                case .failure(let error):
                    self.fail(navigation, error)
                case .success(let content):
                    self.estimatedProgress = 0.5
                    self.respond(navigation, content, source: source, historyOffset: historyOffset, generation: generation)
                }
            }
        }
        return navigation
    }

    private func fail(_ navigation: WKNavigation, _ error: Error) {
        isLoading = false
        estimatedProgress = 0
        url = backForwardList.history.current?.url
        navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: error)
    }

    private func respond(_ navigation: WKNavigation, _ content: WebLoadedContent, source: WebPageSource,
                         historyOffset: Int?, generation: Int)
    {
        let response = WKNavigationResponse(response: content.response)
        Task { @MainActor [weak self] in
            guard let self else { return }
            let policy = await self.navigationDelegate?.webView(self, decidePolicyFor: response) ?? .allow
            guard self.generation == generation else { return }
            guard policy == .allow else {
                let error = NSError(domain: WebKitErrorDomain, code: WebKitLoadError.frameLoadInterruptedByPolicyChange,
                                    userInfo: [NSLocalizedDescriptionKey: "Frame load interrupted",
                                               NSURLErrorFailingURLErrorKey: content.url])
                return self.fail(navigation, error)
            }
            self.commit(navigation, content, source: source, historyOffset: historyOffset)
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.generation == generation else { return }
                    self.isLoading = false
                    self.estimatedProgress = 1
                    self.navigationDelegate?.webView(self, didFinish: navigation)
                }
            }
        }
    }

    private func commit(_ navigation: WKNavigation, _ content: WebLoadedContent, source: WebPageSource,
                        historyOffset: Int?)
    {
        let shown = content.render()
        pageView.show(shown.page)
        title = shown.title ?? ""
        url = content.url
        let scheme = content.url.scheme?.lowercased() ?? ""
        hasOnlySecureContent = scheme != "http"
        if let historyOffset {
            backForwardList.history.move(by: historyOffset)
        } else {
            backForwardList.history.push(WebHistory.Item(url: content.url, initialURL: source.url, title: title,
                                                          source: source))
        }
        backForwardList.history.updateCurrent(url: content.url, title: title)
        estimatedProgress = 0.7
        navigationDelegate?.webView(self, didCommit: navigation)
    }
}
