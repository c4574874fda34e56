// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit
import WebKit

/// An in-app browser: a page under a bar with the site's address and a Done button, over a toolbar with back,
/// forward, share and open-in-browser buttons.
///
/// The page is shown by Touchstone's web view (static HTML and a CSS subset, no JavaScript; http(s) through
/// `URLSession`, offline while the simulated network is down). The first load starts when the view loads and is
/// reported once to the delegate (`didCompleteInitialLoad`, with a redirect reported first). Done dismisses the
/// controller and then tells the delegate. Only `http` and `https` URLs may be shown: Apple raises an exception for
/// others; here the URL is logged and the initial load reported as failed.
@MainActor
open class SFSafariViewController: UIViewController {
    /// The object told about loads and closing.
    open weak var delegate: SFSafariViewControllerDelegate?
    /// The configuration the controller was created with (a copy).
    open var configuration: Configuration { configurationCopy.copy() as! Configuration }
    /// The colour of the bars' backgrounds; `nil` for the system's.
    open var preferredBarTintColor: UIColor? { didSet { if isViewLoaded { chrome.barTint = preferredBarTintColor } } }
    /// The colour of the bars' buttons; `nil` for the system's.
    open var preferredControlTintColor: UIColor? { didSet { if isViewLoaded { chrome.controlTint = preferredControlTintColor } } }
    /// The title of the closing button (iOS 11+); set it before presenting.
    open var dismissButtonStyle = DismissButtonStyle.done { didSet { if isViewLoaded { chrome.dismissTitle = dismissButtonStyle.title } } }

    /// The URL the controller was created with.
    package let initialURL: URL
    private let configurationCopy: Configuration
    private var initialLoadReported = false
    private lazy var chrome = BrowserChromeView()
    private lazy var navigationWatcher = InitialLoadWatcher(controller: self)

    /// A browser that will show `URL` (an `http` or `https` URL) with `configuration` (copied).
    public init(url URL: URL, configuration: Configuration) {
        initialURL = URL
        configurationCopy = configuration.copy() as! Configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser that will show `URL` with the default configuration.
    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    /// The iOS 9–10 initialiser: a browser that opens `URL` in Reader when `entersReaderIfAvailable`.
    @available(*, deprecated, renamed: "init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// Safari view controllers cannot come from an archive (as on iOS): logs and returns `nil`.
    public required init?(coder: NSCoder) {
        UIKitDiagnostics.log("SFSafariViewController cannot be decoded from an archive; use init(url:)")
        return nil
    }

    /// The web view showing the page (for tests: Apple's controller hides it).
    package var webView: WKWebView { chrome.webView }
    /// The bars around the page (for tests).
    package var browserChrome: BrowserChromeView { chrome }

    /// Makes the browser's view: the bars and the web view.
    open override func loadView() {
        chrome.dismissTitle = dismissButtonStyle.title
        chrome.barTint = preferredBarTintColor
        chrome.controlTint = preferredControlTintColor
        chrome.onDone = { [weak self] in self?.done() }
        chrome.onOpenInBrowser = { [weak self] in self?.openInBrowser() }
        chrome.onShare = { [weak self] in self?.share() }
        view = chrome
    }

    /// Starts the first load.
    open override func viewDidLoad() {
        super.viewDidLoad()
        chrome.webView.navigationDelegate = navigationWatcher
        let scheme = initialURL.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            UIKitDiagnostics.log("SFSafariViewController: the URL \(initialURL.absoluteString) is not http or https; "
                + "Safari view controllers show only web pages")
            chrome.showAddress(of: initialURL)
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.reportInitialLoad(success: false) } }
            return
        }
        chrome.showAddress(of: initialURL)
        chrome.webView.load(URLRequest(url: initialURL))
    }

    /// Tells the delegate how the first load ended, once.
    fileprivate func reportInitialLoad(success: Bool) {
        guard !initialLoadReported else { return }
        initialLoadReported = true
        if let url = chrome.webView.url, success, url != initialURL {
            delegate?.safariViewController(self, initialLoadDidRedirectTo: url)
        }
        delegate?.safariViewController(self, didCompleteInitialLoad: success)
    }

    /// Updates the address and the back and forward buttons after a navigation.
    fileprivate func navigationChanged() {
        chrome.showAddress(of: chrome.webView.url ?? initialURL)
        chrome.updateButtons()
    }

    private func done() {
        dismiss(animated: true)
        delegate?.safariViewControllerDidFinish(self)
    }

    private func openInBrowser() {
        let url = chrome.webView.url ?? initialURL
        delegate?.safariViewControllerWillOpenInBrowser(self)
        UIApplication.shared.open(url)
    }

    private func share() {
        let url = chrome.webView.url ?? initialURL
        let title = chrome.webView.title
        let activities = delegate?.safariViewController(self, activityItemsFor: url, title: title) ?? []
        let sheet = UIActivityViewController(activityItems: [url], applicationActivities: activities)
        sheet.excludedActivityTypes = delegate?.safariViewController(self, excludedActivityTypesFor: url, title: title)
        present(sheet, animated: true)
    }

    /// Starts connecting to `URLs` ahead of showing them (iOS 15); the token ends the warm-up. Touchstone's loads
    /// open their connections when they start, so this records nothing beyond the token.
    open class func prewarmConnections(to URLs: [URL]) -> PrewarmingToken {
        PrewarmingToken(urls: URLs)
    }

    /// The handle on a connection warm-up (iOS 15).
    open class PrewarmingToken: NSObject, @unchecked Sendable {
        /// The URLs being warmed up.
        package let urls: [URL]
        /// Whether ``invalidate()`` was called.
        package private(set) var isInvalidated = false

        init(urls: [URL]) {
            self.urls = urls
            super.init()
        }

        /// Ends the warm-up.
        open func invalidate() {
            isInvalidated = true
        }
    }
}

/// The web view's navigation delegate inside a Safari view controller: reports the first load and keeps the bars
/// in step with later ones.
@MainActor
private final class InitialLoadWatcher: NSObject, WKNavigationDelegate {
    weak var controller: SFSafariViewController?

    init(controller: SFSafariViewController) {
        self.controller = controller
        super.init()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        controller?.navigationChanged()
        controller?.reportInitialLoad(success: true)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        controller?.navigationChanged()
        controller?.reportInitialLoad(success: false)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        controller?.navigationChanged()
        controller?.reportInitialLoad(success: false)
    }
}
