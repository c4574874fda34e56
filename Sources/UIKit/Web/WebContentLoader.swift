// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a web view shows: a request to load, or content the app handed over.
package enum WebPageSource {
    case request(URLRequest)
    case content(Data, mimeType: String, encodingName: String?, baseURL: URL?)

    /// The URL the page will have: the request's, or the base URL (`about:blank` without one).
    package var url: URL {
        switch self {
        case .request(let request): request.url ?? URL(string: "about:blank")!
        case .content(_, _, _, let baseURL): baseURL ?? URL(string: "about:blank")!
        }
    }

    /// The request a navigation action reports.
    package var request: URLRequest {
        switch self {
        case .request(let request): request
        case .content: URLRequest(url: url)
        }
    }
}

/// A loaded page before it is shown: its bytes and how to read them.
package struct WebLoadedContent {
    package var data: Data
    package var mimeType: String
    package var encodingName: String?
    package var url: URL
    package var response: URLResponse

    /// The page as attributed text and its title: HTML read statically, plain text as monospaced text, an image
    /// as itself.
    package func render() -> (page: NSAttributedString, title: String?) {
        let encoding = encodingName.flatMap(DocumentReader.stringEncoding(named:))
        let baseURL = url.absoluteString == "about:blank" ? nil : url
        let mime = mimeType.lowercased()
        if mime.hasPrefix("image/"), let image = UIImage(data: data) {
            let attachment = HTMLImageAttachment(image: image, size: image.size)
            return (NSAttributedString(attachment: attachment), nil)
        }
        if mime == "text/plain" {
            let text = String(data: data, encoding: encoding ?? .utf8) ?? String(decoding: data, as: UTF8.self)
            let font = UIFont(textFont: TextFont(family: HTMLInlineStyle.monospace, size: 13))
            return (NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: UIColor.black]), nil)
        }
        let result = try? DocumentReader.readHTML(data, encoding: encoding, baseURL: baseURL)
        return (result?.string ?? NSAttributedString(string: ""), result?.attributes[.title] as? String)
    }
}

/// Loads a ``WebPageSource`` for a web view: content at once, `file:` URLs from disk, `http(s)` through a
/// `URLSession` of the default configuration (which fails with `NSURLErrorNotConnectedToInternet` while the simulated network is off).
/// The result arrives on the main queue, never synchronously; after ``cancel()`` it never arrives.
@MainActor
package final class WebContentLoader {
    private var task: URLSessionDataTask?
    private var cancelled = false

    private init() {}

    /// Starts loading `source`; `completion` runs later on the main queue unless the load is cancelled.
    package static func load(_ source: WebPageSource,
                             completion: @escaping @MainActor (Result<WebLoadedContent, NSError>) -> Void) -> WebContentLoader
    {
        let loader = WebContentLoader()
        let finish: @MainActor (Result<WebLoadedContent, NSError>) -> Void = { [weak loader] result in
            guard let loader, !loader.cancelled else { return }
            loader.task = nil
            completion(result)
        }
        switch source {
        case .content(let data, let mimeType, let encodingName, _):
            let url = source.url
            let response = URLResponse(url: url, mimeType: mimeType, expectedContentLength: data.count,
                                       textEncodingName: encodingName)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    finish(.success(WebLoadedContent(data: data, mimeType: mimeType, encodingName: encodingName,
                                                     url: url, response: response)))
                }
            }
        case .request(let request):
            guard let url = request.url else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { finish(.failure(WebContentLoader.error(NSURLErrorBadURL, "bad URL", nil))) }
                }
                return loader
            }
            if url.isFileURL {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { finish(WebContentLoader.readFile(url)) }
                }
            } else if ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
                // A session per load from `URLSessionConfiguration.default`, which carries the offline protocol
                // (docs/ARCHITECTURE.md, "Network state") whenever the shared session was made.
                let session = URLSession(configuration: .default)
                let task = session.dataTask(with: request) { data, response, error in
                    let result: Result<WebLoadedContent, NSError>
                    if let error {
                        result = .failure(error as NSError)
                    } else {
                        let response = response ?? URLResponse(url: url, mimeType: "text/html", expectedContentLength: -1,
                                                               textEncodingName: nil)
                        result = .success(WebLoadedContent(data: data ?? Data(), mimeType: response.mimeType ?? "text/html",
                                                           encodingName: response.textEncodingName,
                                                           url: response.url ?? url, response: response))
                    }
                    let sendable = UncheckedResult(result: result)
                    DispatchQueue.main.async { MainActor.assumeIsolated { finish(sendable.result) } }
                }
                loader.task = task
                task.resume()
                session.finishTasksAndInvalidate()
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated {
                        finish(.failure(WebContentLoader.error(NSURLErrorUnsupportedURL, "unsupported URL", url)))
                    }
                }
            }
        }
        return loader
    }

    /// Stops the load: its result never arrives.
    package func cancel() {
        cancelled = true
        task?.cancel()
        task = nil
    }

    private struct UncheckedResult: @unchecked Sendable {
        var result: Result<WebLoadedContent, NSError>
    }

    private static func readFile(_ url: URL) -> Result<WebLoadedContent, NSError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let data = try? Data(contentsOf: url) else {
            UIKitDiagnostics.log("Web view: no file at \(url.path)")
            return .failure(error(NSURLErrorFileDoesNotExist, "The requested URL was not found on this server.", url))
        }
        let mimeType = mimeType(forExtension: url.pathExtension)
        let response = URLResponse(url: url, mimeType: mimeType, expectedContentLength: data.count, textEncodingName: nil)
        return .success(WebLoadedContent(data: data, mimeType: mimeType, encodingName: nil, url: url, response: response))
    }

    /// The MIME type of a file by its extension (HTML when unknown).
    package static func mimeType(forExtension pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "txt", "text": "text/plain"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "bmp": "image/bmp"
        case "xhtml": "application/xhtml+xml"
        default: "text/html"
        }
    }

    /// An `NSURLErrorDomain` error with the failing URL.
    package static func error(_ code: Int, _ description: String, _ url: URL?) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
        }
        return NSError(domain: NSURLErrorDomain, code: code, userInfo: info)
    }
}

/// A web view's back-forward history: the pages committed, and where the view is among them.
package struct WebHistory {
    package struct Item {
        package var url: URL
        package var initialURL: URL
        package var title: String?
        package var source: WebPageSource
        /// Set when the item is pushed: the same page keeps its id as the history moves.
        package var id = 0

        package init(url: URL, initialURL: URL, title: String?, source: WebPageSource) {
            self.url = url
            self.initialURL = initialURL
            self.title = title
            self.source = source
        }
    }

    package private(set) var items: [Item] = []
    package private(set) var index = -1
    private var nextID = 1

    package init() {}

    package var current: Item? { items.indices.contains(index) ? items[index] : nil }
    package var canGoBack: Bool { index > 0 }
    package var canGoForward: Bool { index + 1 < items.count }
    package var backItems: [Item] { index > 0 ? Array(items[..<index]) : [] }
    package var forwardItems: [Item] { index + 1 < items.count ? Array(items[(index + 1)...]) : [] }

    /// A new page was committed: it follows the current one, dropping the forward pages.
    package mutating func push(_ item: Item) {
        if index + 1 < items.count { items.removeSubrange((index + 1)...) }
        var item = item
        item.id = nextID
        nextID += 1
        items.append(item)
        index = items.count - 1
    }

    /// The page at `offset` from the current one (-1 back, 1 forward), if there is one.
    package func item(atOffset offset: Int) -> Item? {
        items.indices.contains(index + offset) ? items[index + offset] : nil
    }

    /// Makes the page at `offset` from the current one current (a back or forward navigation committed).
    package mutating func move(by offset: Int) {
        if items.indices.contains(index + offset) { index += offset }
    }

    /// The current page's title or URL changed (it committed again, or its title arrived).
    package mutating func updateCurrent(url: URL, title: String?) {
        guard items.indices.contains(index) else { return }
        items[index].url = url
        items[index].title = title
    }
}
