// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An Interface Builder document (a xib) read once and instantiated any number of times: each
/// ``instantiate(withOwner:options:)`` creates a fresh copy of its objects.
///
/// Touchstone reads the XML Xcode saves (`.xib`, document version 3) from the bundle at run time; a compiled
/// `.nib` is not read. A nib that is missing or malformed is logged when it is instantiated, which then returns
/// no objects (iOS raises an exception there).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// Creates a key with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects for the document's external-object placeholders, by their identifiers.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let source: Result<IBDocument, IBDocumentError>
    private let bundle: Bundle?

    /// Creates a nib from the `.xib` named `name` in `bundleOrNil` (nil: the main bundle), looked for in the
    /// bundle's resources and its `Base.lproj`.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? AppBundle.main
        source = Result { try IBResources.document(named: name, extensions: ["xib"], bundle: bundleOrNil ?? AppBundle.main) }
            .mapError { $0 as? IBDocumentError ?? .notFound(name: name) }
        super.init()
    }

    /// Creates a nib from the XML of a `.xib` document; images are looked up in `bundleOrNil`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil ?? AppBundle.main
        source = Result { try IBDocument(data: data, name: "data") }
            .mapError { $0 as? IBDocumentError ?? .malformed(document: "data", line: 0, reason: "\($0)") }
        super.init()
    }

    /// Creates the nib's objects: the File's Owner placeholder stands for `ownerOrNil` (its outlets are
    /// connected to it), external-object placeholders for the objects in `options[.externalObjects]`. After
    /// every outlet, action and runtime attribute is set, `awakeFromNib` is called on each created object.
    /// Returns the top-level objects (placeholders excluded), in document order; empty when the nib could not be
    /// read (logged).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let document: IBDocument
        switch source {
        case let .success(read): document = read
        case let .failure(error):
            UIKitDiagnostics.log("UINib: \(error)")
            return []
        }
        guard let objects = document.objects else {
            UIKitDiagnostics.log("UINib: '\(document.name)' has no <objects> element (is it a storyboard?)")
            return []
        }
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        let graph = IBObjectGraph(document: document, bundle: bundle, owner: ownerOrNil as AnyObject?,
                                  externalObjects: external)
        let topLevel = graph.instantiateTopLevel(objects)
        graph.finish()
        return topLevel
    }

    /// Whether the document was read (false for a missing or malformed nib); for `UIViewController`'s nib lookup.
    package var isLoadable: Bool {
        if case .success = source { return true }
        return false
    }
}

extension Bundle {
    /// Instantiates the nib `name` in this bundle with `owner` as File's Owner (see
    /// ``UINib/instantiate(withOwner:options:)``) and returns its top-level objects; nil when there is no such nib
    /// or it is malformed (logged).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.isLoadable else {
            _ = nib.instantiate(withOwner: nil)  // logs why
            return nil
        }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

/// Finds and reads Interface Builder documents in bundles (documents already read are cached by path).
@MainActor
package enum IBResources {
    private static var cache: [String: IBDocument] = [:]

    /// The URL of the resource `name` with one of `extensions` in `bundle`: its resources, its root, `Base.lproj`.
    package static func url(named name: String, extensions: [String], bundle: Bundle) -> URL? {
        let fileManager = FileManager.default
        for ext in extensions {
            if let url = bundle.url(forResource: name, withExtension: ext) { return url }
            let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
            for root in roots {
                for folder in ["", "Base.lproj"] {
                    let url = root.appendingPathComponent(folder).appendingPathComponent("\(name).\(ext)")
                    if fileManager.fileExists(atPath: url.path) { return url }
                }
            }
        }
        return nil
    }

    /// The document `name` in `bundle`, read once per path.
    package static func document(named name: String, extensions: [String], bundle: Bundle) throws -> IBDocument {
        guard let url = url(named: name, extensions: extensions, bundle: bundle) else {
            throw IBDocumentError.notFound(name: name)
        }
        if let cached = cache[url.path] { return cached }
        guard let data = try? Data(contentsOf: url) else { throw IBDocumentError.notFound(name: name) }
        let document = try IBDocument(data: data, name: name)
        cache[url.path] = document
        return document
    }
}
