// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The iPhone OS web view (guide §2.5.2), deprecated since iOS 12 in favour of `WKWebView` and kept because apps
/// still use it. Touchstone has no browser engine: pages are **static HTML and a CSS subset, without JavaScript**,
/// read by the same reader as `NSAttributedString`'s `.html` documents and drawn on a white page that scrolls in
/// ``scrollView``; a tapped link asks the delegate and loads (http, https, file) or opens through
/// `UIApplication.shared.open` (other schemes).
///
/// Loading (behaviour 116): `loadHTMLString(_:baseURL:)`, `load(_:mimeType:textEncodingName:baseURL:)` and
/// `loadRequest(_:)` (file URLs read from disk, http(s) through `URLSession`, which fails offline) ask
/// `webView(_:shouldStartLoadWith:navigationType:)`, then report `webViewDidStartLoad(_:)` and
/// `webViewDidFinishLoad(_:)` or `webView(_:didFailLoadWithError:)` asynchronously on the main queue;
/// ``isLoading`` is true in between. ``stopLoading()`` ends a load at once with no further callback.
@MainActor
open class UIWebView: UIView {
    /// The object told about loads.
    open weak var delegate: UIWebViewDelegate?
    /// Whether the page is scaled to fit the view. Pages are always laid out at the view's width, so this is
    /// stored only (no page is laid out at 980 points here).
    open var scalesPageToFit = false
    /// The kinds of data turned into links (stored; the page's own links are always live).
    open var dataDetectorTypes: UIDataDetectorTypes = .phoneNumber
    /// Whether HTML5 video plays inline (stored; there is no media).
    open var allowsInlineMediaPlayback = false
    /// Whether media needs a user action to play (stored; there is no media).
    open var mediaPlaybackRequiresUserAction = true
    /// Whether AirPlay is allowed (stored).
    open var mediaPlaybackAllowsAirPlay = true
    /// Whether the page renders only once complete (stored; pages always render once loaded).
    open var suppressesIncrementalRendering = false
    /// Whether a focused field needs a user action to show the keyboard (stored; there are no form fields).
    open var keyboardDisplayRequiresUserAction = true
    /// How the page is split into pages (stored).
    open var paginationMode: UIWebView.PaginationMode = .unpaginated
    /// Where page breaks go (stored).
    open var paginationBreakingMode: UIWebView.PaginationBreakingMode = .page
    /// The page length when paginated (stored).
    open var pageLength: CGFloat = 0
    /// The gap between pages when paginated (stored).
    open var gapBetweenPages: CGFloat = 0
    /// The number of pages: 1 (the page is one column).
    open var pageCount: Int { 1 }

    /// The request of the page shown (or being loaded), nil before any load.
    open private(set) var request: URLRequest?
    /// Whether a load is in progress (between `webViewDidStartLoad` and its finish or failure).
    open private(set) var isLoading = false

    package let pageView: WebPageView
    private var history = WebHistory()
    private var loader: WebContentLoader?
    private var generation = 0

    /// A web view showing an empty white page.
    public override init(frame: CGRect) {
        pageView = WebPageView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpPage()
    }

    /// A web view from an archive, showing an empty white page.
    public required init?(coder: NSCoder) {
        pageView = WebPageView(frame: .zero)
        super.init(coder: coder)
        setUpPage()
    }

    private func setUpPage() {
        pageView.embed(in: self) { [weak self] url in self?.followLink(url) }
    }

    /// The scroll view the page scrolls in.
    open var scrollView: UIScrollView { pageView.scrollView }

    /// Keeps the page as large as the web view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if pageView.frame != bounds { pageView.frame = bounds }
    }

    // MARK: Loading

    /// Loads `request`: a file URL from disk, http(s) from the network (see the type's description).
    open func loadRequest(_ request: URLRequest) {
        start(.request(request), type: .other, historyOffset: nil)
    }

    /// Shows the HTML `string`; its relative links and images resolve against `baseURL`.
    open func loadHTMLString(_ string: String, baseURL: URL?) {
        start(.content(Data(string.utf8), mimeType: "text/html", encodingName: "utf-8", baseURL: baseURL),
              type: .other, historyOffset: nil)
    }

    /// Shows `data` of type `MIMEType` (HTML, plain text or an image) in the encoding named `textEncodingName`.
    open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
        start(.content(data, mimeType: MIMEType, encodingName: textEncodingName, baseURL: baseURL),
              type: .other, historyOffset: nil)
    }

    /// Loads the current page again.
    open func reload() {
        guard let current = history.current else { return }
        start(current.source, type: .reload, historyOffset: 0)
    }

    /// Stops the load in progress: no start, finish or failure callback follows and ``isLoading`` is false.
    open func stopLoading() {
        generation += 1
        loader?.cancel()
        loader = nil
        isLoading = false
    }

    /// Whether there is a page to go back to.
    open var canGoBack: Bool { history.canGoBack }
    /// Whether there is a page to go forward to.
    open var canGoForward: Bool { history.canGoForward }

    /// Loads the previous page, if any.
    open func goBack() {
        guard let item = history.item(atOffset: -1) else { return }
        start(item.source, type: .backForward, historyOffset: -1)
    }

    /// Loads the next page, if any.
    open func goForward() {
        guard let item = history.item(atOffset: 1) else { return }
        start(item.source, type: .backForward, historyOffset: 1)
    }

    /// Runs JavaScript: there is no JavaScript engine, so the script does not run and the result is "" (logged).
    open func stringByEvaluatingJavaScript(from script: String) -> String? {
        UIKitDiagnostics.log("UIWebView: no JavaScript engine; '\(script.prefix(60))' not run")
        return ""
    }

    private func followLink(_ url: URL) {
        let request = URLRequest(url: url)
        guard delegate?.webView(self, shouldStartLoadWith: request, navigationType: .linkClicked) ?? true else { return }
        let scheme = url.scheme?.lowercased() ?? ""
        if ["http", "https", "file"].contains(scheme) {
            start(.request(request), type: .linkClicked, historyOffset: nil, asked: true)
        } else {
            UIApplication.shared.open(url)
        }
    }

    /// One load: ask the delegate (unless asked already), then start, fetch and finish on later main-queue turns.
    private func start(_ source: WebPageSource, type: NavigationType, historyOffset: Int?, asked: Bool = false) {
        if !asked, !(delegate?.webView(self, shouldStartLoadWith: source.request, navigationType: type) ?? true) {
            return
        }
        stopLoading()
        let generation = self.generation
        request = source.request
        isLoading = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.delegate?.webViewDidStartLoad(self)
                guard self.generation == generation else { return }
                self.loader = WebContentLoader.load(source) { [weak self] result in
                    guard let self, self.generation == generation else { return }
                    self.loader = nil
                    self.isLoading = false
                    switch result {
                    case .failure(let error):
                        self.delegate?.webView(self, didFailLoadWithError: error)
                    case .success(let content):
                        let shown = content.render()
                        self.pageView.show(shown.page)
                        let item = WebHistory.Item(url: content.url, initialURL: source.url, title: shown.title, source: source)
                        if let historyOffset { self.history.move(by: historyOffset) } else { self.history.push(item) }
                        self.history.updateCurrent(url: content.url, title: shown.title)
                        self.request = URLRequest(url: content.url)
                        self.delegate?.webViewDidFinishLoad(self)
                    }
                }
            }
        }
    }
}
