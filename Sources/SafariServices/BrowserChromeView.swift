// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit
import WebKit

/// A Safari view controller's view (infrastructure): the address bar with the closing button on top, the page, and
/// the toolbar with back, forward, share and open-in-browser at the bottom, inside the safe area.
@MainActor
package final class BrowserChromeView: UIView {
    /// The page.
    package let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    /// The top bar.
    package let addressBar = UIView()
    /// The closing button ("Done", "Close" or "Cancel").
    package let doneButton = UIButton(type: .system)
    /// The site's host ("Not Secure — host" for plain http).
    package let addressLabel = UILabel()
    /// The bottom bar.
    package let toolbar = UIToolbar()
    /// The toolbar's buttons, in order.
    package private(set) var backItem: UIBarButtonItem!
    package private(set) var forwardItem: UIBarButtonItem!
    package private(set) var shareItem: UIBarButtonItem!
    package private(set) var browserItem: UIBarButtonItem!

    var onDone: () -> Void = {}
    var onShare: () -> Void = {}
    var onOpenInBrowser: () -> Void = {}

    /// The closing button's title.
    var dismissTitle = "Done" { didSet { doneButton.setTitle(dismissTitle, for: .normal) } }
    /// The bars' background; `nil` for the system's light grey.
    var barTint: UIColor? { didSet { applyTints() } }
    /// The buttons' colour; `nil` for the system's blue.
    var controlTint: UIColor? { didSet { applyTints() } }

    private static let barHeight: CGFloat = 44

    init() {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .white
        addSubview(webView)
        addSubview(addressBar)
        addSubview(toolbar)
        addressBar.addSubview(doneButton)
        addressBar.addSubview(addressLabel)
        doneButton.setTitle(dismissTitle, for: .normal)
        doneButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        doneButton.addAction(UIAction { [weak self] _ in self?.onDone() }, for: .touchUpInside)
        addressLabel.font = .systemFont(ofSize: 15)
        addressLabel.textAlignment = .center
        backItem = UIBarButtonItem(title: "‹", image: nil, primaryAction: UIAction { [weak self] _ in _ = self?.webView.goBack() })
        forwardItem = UIBarButtonItem(title: "›", image: nil, primaryAction: UIAction { [weak self] _ in _ = self?.webView.goForward() })
        shareItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.onShare() })
        browserItem = UIBarButtonItem(title: "Safari", image: nil, primaryAction: UIAction { [weak self] _ in self?.onOpenInBrowser() })
        let space = { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
        toolbar.items = [backItem, space(), forwardItem, space(), shareItem, space(), browserItem]
        applyTints()
        updateButtons()
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows `url`'s host in the address bar.
    func showAddress(of url: URL) {
        let host = url.host ?? url.absoluteString
        addressLabel.text = url.scheme?.lowercased() == "http" ? "Not Secure — \(host)" : host
    }

    /// Enables back and forward as the page's history allows.
    func updateButtons() {
        backItem.isEnabled = webView.canGoBack
        forwardItem.isEnabled = webView.canGoForward
    }

    private func applyTints() {
        let bar = barTint ?? UIColor(white: 0.97, alpha: 1)
        addressBar.backgroundColor = bar
        toolbar.barTintColor = bar
        let control = controlTint ?? .systemBlue
        doneButton.tintColor = control
        toolbar.tintColor = control
    }

    /// Lays the bars along the safe area's edges and the page between them.
    package override func layoutSubviews() {
        super.layoutSubviews()
        let safe = bounds.inset(by: safeAreaInsets)
        let top = safe.minY + Self.barHeight
        addressBar.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        doneButton.sizeToFit()
        doneButton.frame = CGRect(x: safe.minX + 12, y: safe.minY, width: doneButton.bounds.width, height: Self.barHeight)
        let labelInset = doneButton.frame.maxX + 8
        addressLabel.frame = CGRect(x: labelInset, y: safe.minY, width: max(0, bounds.width - 2 * labelInset),
                                    height: Self.barHeight)
        let toolbarTop = safe.maxY - Self.barHeight
        toolbar.frame = CGRect(x: 0, y: toolbarTop, width: bounds.width, height: bounds.maxY - toolbarTop)
        webView.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, toolbarTop - top))
    }
}
