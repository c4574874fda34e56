// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit
@testable import WebKit

/// An app delegate with nothing to do: the tests put their views in its window.
final class WebTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Keeps the last test's device alive while a test holds only its views.
@MainActor
enum WebDeviceHolder {
    static var device: HeadlessDevice?
}

/// A launched modern phone with a white key window.
@MainActor
func launchedWebDevice() throws -> (HeadlessDevice, UIWindow) {
    let device = try HeadlessDevice(profile: .modernPhone)
    WebDeviceHolder.device = device
    let delegate = WebTestAppDelegate()
    try device.launch(delegate: delegate)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    delegate.window = window
    device.advance(by: 1.0 / 60)
    return (device, window)
}

/// Lets main-queue work and main-actor tasks run, advancing the device a frame at a time, until `done` holds or
/// `turns` turns passed (network answers come from URLSession's threads, so a few turns may pass first).
@MainActor
func settle(_ device: HeadlessDevice, turns: Int = 400, until done: () -> Bool) async {
    for _ in 0..<turns {
        if done() { return }
        await device.settle()
        device.advance(by: 1.0 / 60)
    }
}

/// A URL's last path component for logs ("-" when it has none: about:blank, a site's root).
func pageName(_ url: URL?) -> String {
    guard let name = url?.lastPathComponent, !name.isEmpty, name != "/", url?.absoluteString != "about:blank" else {
        return url?.scheme == "mailto" ? (url?.absoluteString.dropFirst(7)).map(String.init) ?? "-" : "-"
    }
    return name
}

/// Records a WKWebView's navigation delegate calls in order.
@MainActor
final class NavigationLog: NSObject, WKNavigationDelegate {
    var entries: [String] = []
    var errors: [NSError] = []
    var actions: [WKNavigationAction] = []
    var policy: (WKNavigationAction) -> WKNavigationActionPolicy = { _ in .allow }
    var responsePolicy: WKNavigationResponsePolicy = .allow

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    {
        entries.append("decide action \(navigationAction.navigationType) \(pageName(navigationAction.request.url))")
        actions.append(navigationAction)
        decisionHandler(policy(navigationAction))
    }

    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    {
        entries.append("decide response")
        decisionHandler(responsePolicy)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        entries.append("start")
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        entries.append("fail provisional \((error as NSError).code)")
        errors.append(error as NSError)
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { entries.append("commit") }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { entries.append("finish") }
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        entries.append("fail \((error as NSError).code)")
    }

    var isDone: Bool { entries.last.map { $0 == "finish" || $0.hasPrefix("fail") } ?? false }
}

/// A TCP server on the loopback interface that accepts connections and never answers (a load that stays in
/// flight until stopped).
final class SilentServer {
    private let socketFD: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        socketFD = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/slow.html")! }

    deinit { close(socketFD) }
}

/// A folder of pages for file-URL tests, removed when the test ends.
struct PageFolder {
    let url: URL

    init(_ pages: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("webkit-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, html) in pages { try Data(html.utf8).write(to: url.appendingPathComponent(name)) }
    }

    func page(_ name: String) -> URL { url.appendingPathComponent(name) }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
