// SPDX-License-Identifier: Apache-2.0

import CLibXML2
import Foundation

/// One HTML document parsed by libxml2's HTML parser, which accepts any bytes (tag soup, unclosed tags, garbage)
/// and decodes character references itself; the only type that touches libxml2 (scripts/check-layering allows
/// `CLibXML2` in this folder alone).
///
/// ``walk(_:)`` visits the tree in document order without recursion, so a document nested thousands of levels deep
/// cannot exhaust the stack.
package final class HTMLDocument {
    /// What the walk reports.
    package enum Event {
        /// An element begins: its lowercase name and attributes (lowercase names). Return false to skip its content
        /// (the matching ``end`` is still reported).
        case start(String, [String: String])
        /// Character data (entities already decoded).
        case text(String)
        /// An element ends.
        case end(String)
    }

    private let document: htmlDocPtr?

    /// Parses `data`; `encoding` is an IANA name ("UTF-8"), or nil to let the document's `<meta charset>` decide
    /// (ISO Latin 1 without one, as browsers and Apple's reader assume).
    package init(data: Data, encoding: String?) {
        HTMLDocument.initializeOnce
        let options = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
            | HTML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue
        document = data.withUnsafeBytes { raw -> htmlDocPtr? in
            guard let base = raw.baseAddress, raw.count > 0, raw.count <= Int(Int32.max) else { return nil }
            return htmlReadMemory(base.assumingMemoryBound(to: CChar.self), Int32(raw.count), nil, encoding,
                                  Int32(bitPattern: options))
        }
    }

    deinit {
        if let document { xmlFreeDoc(document) }
    }

    /// libxml2's global state, set up once per process (its parser functions are thread-safe after that).
    private static let initializeOnce: Void = { xmlInitParser() }()

    /// Whether the parser produced a tree (false for empty data).
    package var isEmpty: Bool { document.flatMap { xmlDocGetRootElement($0) } == nil }

    /// Visits every element and text node in document order. `visit` returns false on a ``Event/start`` to skip
    /// that element's content.
    package func walk(_ visit: (Event) -> Bool) {
        guard let document, let root = xmlDocGetRootElement(document) else { return }
        // Each frame is a node whose children are being visited; `nil` next means the element ends.
        var node: xmlNodePtr? = root
        var open: [xmlNodePtr] = []
        while true {
            if let current = node {
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    let name = HTMLDocument.string(current.pointee.name).lowercased()
                    if visit(.start(name, HTMLDocument.attributes(of: current))), let child = current.pointee.children {
                        open.append(current)
                        node = child
                        continue
                    }
                    _ = visit(.end(name))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content { _ = visit(.text(String(cString: content))) }
                default:
                    break
                }
                node = current.pointee.next
                continue
            }
            guard let parent = open.popLast() else { return }
            _ = visit(.end(HTMLDocument.string(parent.pointee.name).lowercased()))
            node = parent.pointee.next
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var result: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            result[string(current.pointee.name).lowercased()] = value
            attribute = current.pointee.next
        }
        return result
    }
}
