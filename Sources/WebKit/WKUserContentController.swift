// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The scripts a page would run and the message handlers scripts would call. There is no JavaScript engine: both
/// are stored (so configuration code runs and can be inspected) and never run or called.
@MainActor
open class WKUserContentController: NSObject {
    /// The scripts added, in order.
    open private(set) var userScripts: [WKUserScript] = []
    /// The message handlers added, by name.
    package private(set) var scriptMessageHandlers: [String: WKScriptMessageHandler] = [:]

    /// A controller with no scripts and no message handlers.
    public override init() { super.init() }

    /// Adds `userScript` (stored, never run).
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// Adds `scriptMessageHandler` under `name` (`window.webkit.messageHandlers.<name>` in a page; never called).
    /// A name already in use is logged and ignored (Apple's raises an exception).
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
        guard scriptMessageHandlers[name] == nil else {
            UIKitDiagnostics.log("WKUserContentController: a handler named '\(name)' exists already; ignored")
            return
        }
        scriptMessageHandlers[name] = scriptMessageHandler
    }

    /// Removes the handler named `name`.
    open func removeScriptMessageHandler(forName name: String) { scriptMessageHandlers[name] = nil }
    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { scriptMessageHandlers.removeAll() }
}

/// When a user script would run.
public enum WKUserScriptInjectionTime: Int, Sendable {
    /// Before the document's content.
    case atDocumentStart = 0
    /// After the document loaded.
    case atDocumentEnd
}

/// A script to add to pages (stored, never run: there is no JavaScript engine).
@MainActor
open class WKUserScript: NSObject {
    /// The script's source.
    open private(set) var source: String
    /// When it would run.
    open private(set) var injectionTime: WKUserScriptInjectionTime
    /// Whether it would run in the main frame only.
    open private(set) var isForMainFrameOnly: Bool

    /// A script with `source`, run (never, here) at `injectionTime`.
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// An object page scripts send messages to (never called here: there is no JavaScript engine).
@preconcurrency @MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A page script posted `message`.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page script posted to a handler.
@MainActor
open class WKScriptMessage: NSObject {
    /// The message's body.
    open private(set) var body: Any
    /// The handler's name.
    open private(set) var name: String
    /// The web view it came from.
    open private(set) weak var webView: WKWebView?

    package init(body: Any, name: String, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.webView = webView
        super.init()
    }
}
