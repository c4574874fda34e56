// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The keyed coder an object of an Interface Builder document is created with: `init?(coder:)` reads the object's
/// archived attributes from it, so UIKit's classes decode their IB attributes and a custom class's
/// `super.init(coder:)` and own decoding work as on iOS.
///
/// Keys are the names the XML uses for the object's element:
/// - an attribute (`text="Hi"`, `alpha="0.5"`, `hidden="YES"`): `decodeObject(forKey:)` gives the string,
///   `decodeBool`/`decodeInteger`/`decodeDouble`/`decodeFloat` parse it;
/// - a child with that `key` (`<rect key="frame">`, `<color key="backgroundColor">`, `<fontDescription
///   key="fontDescription">`, `<string key="text">`, `<view key="view">`, `<autoresizingMask key=…>`): the value —
///   geometry as its `NSCoder.string(for:)` text (so `decodeCGRect(forKey:)` works), a `UIColor`, a `UIFont`, a
///   string, the mask's raw value, or the object instantiated;
/// - a child container of that name (`subviews`, `constraints`, `prototypes`, `segments`, `items`, …): an array of
///   its objects, created in document order (segments give their titles).
/// A key the element does not have answers nil / false / 0, and `containsValue(forKey:)` false.
package final class InterfaceBuilderCoder: NSCoder, @unchecked Sendable {
    package let element: IBElement
    private unowned let graph: IBObjectGraph

    package init(element: IBElement, graph: IBObjectGraph) {
        self.element = element
        self.graph = graph
        super.init()
    }

    /// The document's bundle, for images and nested documents.
    package var bundle: Bundle? { onMain { graph.bundle } }
    /// The storyboard being instantiated, or nil for a nib.
    package var storyboard: UIStoryboard? { onMain { graph.storyboard } }

    package override var allowsKeyedCoding: Bool { true }
    package override var requiresSecureCoding: Bool { false }
    package override var systemVersion: UInt32 { 1000 }

    package override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil || container(key) != nil
    }

    package override func decodeObject(forKey key: String) -> Any? {
        if let child = element.child(key: key) { return value(of: child) }
        if let container = container(key) {
            return onMain { container.children.compactMap { graph.collectionValue($0) } }
        }
        return element[key].map { $0 as NSString }
    }

    package override func decodeBool(forKey key: String) -> Bool { IBValues.bool(element[key]) ?? false }

    package override func decodeInteger(forKey key: String) -> Int {
        if let mask = element.child(key: key), mask.name == "autoresizingMask" { return IBValues.autoresizingMask(mask) }
        return IBValues.number(element[key]).map { Int(exactly: $0.rounded(.towardZero)) ?? 0 } ?? 0
    }

    package override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    package override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    package override func decodeDouble(forKey key: String) -> Double { IBValues.number(element[key]) ?? 0 }
    package override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    /// The rectangle of the `<rect>` child with `key`, read straight from its attributes (without the text form
    /// `decodeCGRect(forKey:)` goes through); nil when there is none.
    package func rect(forKey key: String) -> CGRect? {
        guard let child = element.child(key: key), child.name == "rect" else { return nil }
        return IBValues.rect(child)
    }

    /// The value of a keyed child element.
    private func value(of child: IBElement) -> Any? {
        if let geometry = IBValues.geometryString(child) { return geometry as NSString }
        switch child.name {
        case "nil": return nil  // an explicitly empty value (`<nil key="highlightedColor"/>`)
        case "string": return (child.text.isEmpty ? nil : child.text as NSString) ?? ("" as NSString)
        case "autoresizingMask": return NSNumber(value: IBValues.autoresizingMask(child))
        case "color": return onMain { IBValues.color(child, bundle: graph.bundle) }
        case "fontDescription": return onMain { IBValues.font(child) }
        case "state", "accessibility", "textInputTraits":
            return onMain { InterfaceBuilderCoder(element: child, graph: graph) }
        default: return onMain { graph.object(for: child) }
        }
    }

    /// For each prototype in the container `name` (a table's `prototypes`, a collection view's `cells`), its reuse
    /// identifier and a function that instantiates it anew (with its own subviews and connections) on each call.
    package func prototypeFactories(container name: String = "prototypes") -> [(String, @MainActor () -> AnyObject?)] {
        guard let prototypes = container(name) else { return [] }
        return onMain {
            let graph = graph
            return prototypes.children.compactMap { prototype in
                guard let identifier = prototype["reuseIdentifier"] else {
                    graph.skip(prototype, reason: "prototype without a reuse identifier")
                    return nil
                }
                let document = graph.document, bundle = graph.bundle
                return (identifier, { [weak storyboard = graph.storyboard] in
                    let cellGraph = IBObjectGraph(document: document, bundle: bundle, owner: nil)
                    cellGraph.storyboard = storyboard  // for the cell's selection segue
                    return cellGraph.instantiateDetached(prototype)
                })
            }
        }
    }

    /// Makes references to `archived` (constraints, outlets) refer to `replacement`: a cell's archived content
    /// view becomes the cell's own content view.
    package func substitute(_ archived: UIView, with replacement: UIView) {
        onMain { graph.substitute(archived, with: replacement) }
    }

    /// Runs `body` on the main actor the coder is used on (`init?(coder:)` of UIKit's classes runs there).
    private func onMain<T>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { UncheckedBox(value: body()) }.value
    }

    private struct UncheckedBox<T>: @unchecked Sendable { let value: T }

    /// A container child (an element without `key`, named `key`, holding a list).
    private func container(_ key: String) -> IBElement? { element.container(key) }
}
