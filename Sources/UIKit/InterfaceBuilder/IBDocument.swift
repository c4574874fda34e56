// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document (a xib or a storyboard) as Xcode saves it: its name, attributes,
/// children in document order, and the line it starts on (for diagnostics).
package final class IBElement: @unchecked Sendable {
    package let name: String
    package let attributes: [String: String]
    package private(set) var children: [IBElement] = []
    /// The first child with each `key` attribute, and the first unkeyed child with each name (containers such as
    /// `subviews`): decoding asks for keys many times per object, so lookups must not scan the children.
    private var keyedChildren: [String: IBElement] = [:]
    private var containers: [String: IBElement] = [:]
    package let line: Int
    package weak var parent: IBElement?
    /// The character content (only kept for `<string>` elements, e.g. multi-line label text).
    package internal(set) var text = ""

    package init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute: the name under which the parent object archived this element.
    package var key: String? { attributes["key"] }

    /// The first child named `name` (optionally with `key`).
    package func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its element name.
    package func child(key: String) -> IBElement? { keyedChildren[key] }

    /// The first child named `name` without a `key` attribute (a container: `subviews`, `constraints`, …).
    package func container(_ name: String) -> IBElement? { containers[name] }

    /// Appends `element` as the last child and indexes it.
    package func append(_ element: IBElement) {
        element.parent = self
        children.append(element)
        if let key = element.key {
            if keyedChildren[key] == nil { keyedChildren[key] = element }
        } else if containers[element.name] == nil {
            containers[element.name] = element
        }
    }

    /// Every element below this one, depth first in document order.
    package func forEachDescendant(_ body: (IBElement) -> Void) {
        var stack = children.reversed() as [IBElement]
        while let element = stack.popLast() {
            body(element)
            stack.append(contentsOf: element.children.reversed())
        }
    }
}

/// An Interface Builder document read from its XML: document version 3.0 of the xib (`com.apple.InterfaceBuilder3
/// .CocoaTouch.XIB`) and storyboard (`…CocoaTouch.Storyboard.XIB`) formats.
///
/// Reading only builds the element tree; ``IBObjectGraph`` instantiates objects from it. Malformed XML, a root other
/// than `<document>` or a document version other than 3.x throws ``IBDocumentError`` naming the line.
package final class IBDocument {
    /// The kind of document, from the root's `type` attribute.
    package enum Kind: Equatable { case xib, storyboard }

    package let root: IBElement
    package let kind: Kind
    /// The document's name, for diagnostics (the file name without extension).
    package let name: String
    /// Objects by their `id` attribute.
    package let elementsByID: [String: IBElement]

    package init(data: Data, name: String) throws {
        // Foundation's XMLParser traps on text that is not UTF-8 (in comments, for one): refuse it first.
        if let line = Self.firstInvalidUTF8Line(data) {
            throw IBDocumentError.malformed(document: name, line: line, reason: "the text is not valid UTF-8")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        let parsed = parser.parse()
        guard parsed, builder.failure == nil, let root = builder.root else {
            let line = builder.failure?.line ?? parser.lineNumber
            let reason = builder.failure?.reason ?? parser.parserError.map { "\($0.localizedDescription)" }
                ?? "no document element"
            throw IBDocumentError.malformed(document: name, line: line, reason: reason)
        }
        guard root.name == "document" else {
            throw IBDocumentError.malformed(document: name, line: root.line,
                                            reason: "root element is <\(root.name)>, not <document>")
        }
        let version = root["version"] ?? "3.0"
        guard version.hasPrefix("3.") else {
            throw IBDocumentError.unsupportedVersion(document: name, version: version)
        }
        let type = root["type"] ?? ""
        kind = type.contains("Storyboard") ? .storyboard : .xib
        self.root = root
        self.name = name
        var table: [String: IBElement] = [:]
        root.forEachDescendant { element in
            if let id = element["id"], table[id] == nil { table[id] = element }
        }
        elementsByID = table
    }

    /// The 1-based line of the first byte sequence that is not UTF-8, or nil when all of `data` is UTF-8.
    private static func firstInvalidUTF8Line(_ data: Data) -> Int? {
        var line = 1
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case let .valid(scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// The `<objects>` element of a xib, or nil.
    package var objects: IBElement? { root.child("objects") }
    /// The `<scenes>` element of a storyboard, or nil.
    package var scenes: IBElement? { root.child("scenes") }
    /// The storyboard's `initialViewController` id.
    package var initialViewControllerID: String? { root["initialViewController"] }

    /// Builds the tree; records the first error (XMLParser reports it through its own delegate callback too).
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: IBElement?
        var stack: [IBElement] = []
        var failure: (line: Int, reason: String)?
        static let maximumDepth = 512

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:])
        {
            guard stack.count < Self.maximumDepth else {
                failure = failure ?? (parser.lineNumber, "elements nested deeper than \(Self.maximumDepth)")
                parser.abortParsing()
                return
            }
            let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last {
                parent.append(element)
            } else if root == nil {
                root = element
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?)
        {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text content only matters for <string key="text">…</string> elements.
            guard let current = stack.last, current.name == "string" else { return }
            current.text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            failure = failure ?? (parser.lineNumber, "\(parseError.localizedDescription)")
        }
    }
}

/// Why an Interface Builder document could not be read.
package enum IBDocumentError: Error, CustomStringConvertible, Equatable {
    case malformed(document: String, line: Int, reason: String)
    case unsupportedVersion(document: String, version: String)
    case notFound(name: String)

    package var description: String {
        switch self {
        case let .malformed(document, line, reason):
            "Interface Builder document '\(document)' is malformed at line \(line): \(reason)"
        case let .unsupportedVersion(document, version):
            "Interface Builder document '\(document)' has document version \(version); only 3.x is read"
        case let .notFound(name): "Could not find an Interface Builder document named '\(name)'"
        }
    }
}
