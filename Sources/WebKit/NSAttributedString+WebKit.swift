// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension NSAttributedString {
    /// What the `loadFromHTML` methods call with: the text and its document attributes, or an error.
    public typealias CompletionHandler = @MainActor (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?,
                                                    Error?) -> Void

    /// Reads the HTML `string` as a web view would (static HTML and a CSS subset; no scripts run) and calls
    /// `completionHandler` on a later turn of the main queue. `options` take the reading options
    /// (``NSAttributedString/DocumentReadingOptionKey/baseURL`` for relative links and images).
    @MainActor
    public static func loadFromHTML(string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                    completionHandler: @escaping CompletionHandler)
    {
        var options = options
        options[.characterEncoding] = String.Encoding.utf8.rawValue
        loadFromHTML(data: Data(string.utf8), options: options, completionHandler: completionHandler)
    }

    /// Reads HTML `data` (see ``loadFromHTML(string:options:completionHandler:)``).
    @MainActor
    public static func loadFromHTML(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                    completionHandler: @escaping CompletionHandler)
    {
        var options = options
        options[.documentType] = NSAttributedString.DocumentType.html
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                do {
                    let result = try DocumentReader.read(data, options: options)
                    completionHandler(result.string, result.attributes, nil)
                } catch {
                    completionHandler(nil, nil, error)
                }
            }
        }
    }

    /// Reads the HTML file at `fileURL`; a missing file completes with `NSURLErrorFileDoesNotExist`.
    @MainActor
    public static func loadFromHTML(fileURL: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                    completionHandler: @escaping CompletionHandler)
    {
        loadFromHTML(request: URLRequest(url: fileURL), options: options, completionHandler: completionHandler)
    }

    /// Loads `request` (a file, or http(s), which fails offline with `NSURLErrorNotConnectedToInternet`) and reads
    /// it as HTML, relative links and images resolving against its URL.
    @MainActor
    public static func loadFromHTML(request: URLRequest, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                    completionHandler: @escaping CompletionHandler)
    {
        let holder = LoaderHolder()
        holder.loader = WebContentLoader.load(.request(request)) { result in
            holder.loader = nil
            switch result {
            case .failure(let error):
                completionHandler(nil, nil, error)
            case .success(let content):
                var options = options
                if options[.baseURL] == nil { options[.baseURL] = content.url }
                if options[.characterEncoding] == nil, let name = content.encodingName { options[.textEncodingName] = name }
                options[.documentType] = NSAttributedString.DocumentType.html
                do {
                    let read = try DocumentReader.read(content.data, options: options)
                    completionHandler(read.string, read.attributes, nil)
                } catch {
                    completionHandler(nil, nil, error)
                }
            }
        }
    }
}

/// Keeps a load alive until it completes (the loader itself is held weakly by its callbacks).
@MainActor
private final class LoaderHolder {
    var loader: WebContentLoader?
}
