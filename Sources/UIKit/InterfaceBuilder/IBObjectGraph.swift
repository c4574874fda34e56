// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One instantiation of an Interface Builder document's objects (a xib's `<objects>`, or one storyboard scene).
///
/// Objects are created depth first in document order through `init?(coder:)` with an ``InterfaceBuilderCoder``
/// (a view's coder creates its subviews, a controller's its view). When every object exists, ``finish()`` adds the
/// constraints, connects outlets and actions, sets user-defined runtime attributes, then calls `awakeFromNib` on
/// every object in document order, as iOS's nib loader does. Unsupported elements are skipped and logged once each
/// per document, with their line.
@MainActor
package final class IBObjectGraph {
    package let document: IBDocument
    package let bundle: Bundle?
    package weak var owner: AnyObject?
    /// The storyboard the scene belongs to (segues and relationships instantiate other scenes through it).
    package weak var storyboard: UIStoryboard?
    private let externalObjects: [String: Any]
    /// Objects by their element `id` (placeholders included).
    package private(set) var objectsByID: [String: AnyObject] = [:]
    private var created: [(order: Int, element: IBElement, object: AnyObject)] = []
    private var nextOrder = 0
    private var constraintOwners: [(IBElement, UIView)] = []
    private var loggedSkips: Set<String> = []
    /// Creator blocks of `instantiateViewController(identifier:creator:)`, by element id.
    package var creators: [String: (NSCoder) -> UIViewController?] = [:]

    package init(document: IBDocument, bundle: Bundle?, owner: AnyObject?, externalObjects: [String: Any] = [:]) {
        self.document = document
        self.bundle = bundle
        self.owner = owner
        self.externalObjects = externalObjects
    }

    /// Instantiates every object of `objects` (placeholders resolve to the owner or external objects) and returns
    /// the top-level objects that are not placeholders, in document order.
    package func instantiateTopLevel(_ objects: IBElement) -> [AnyObject] {
        var result: [AnyObject] = []
        for element in objects.children {
            if element.name == "placeholder" {
                bindPlaceholder(element)
            } else if element.name == "exit" {
                continue  // the scene's Exit placeholder: unwind segues search the controller chain
            } else if let object = object(for: element) {
                result.append(object)
            }
        }
        return result
    }

    /// The object for `element`, creating it on first use; nil for an element that is not an object (logged).
    package func object(for element: IBElement) -> AnyObject? {
        if let id = element["id"], let existing = objectsByID[id] { return existing }
        if element.name == "placeholder" { return bindPlaceholder(element) }
        guard let base = IBClassLookup.baseClasses[element.name] else {
            skip(element)
            return nil
        }
        let order = nextOrder
        nextOrder += 1
        let cls: AnyClass = IBClassLookup.resolve(element, base: base, document: document.name)
        let coder = InterfaceBuilderCoder(element: element, graph: self)
        let made: AnyObject?
        switch cls {
        case let view as UIView.Type: made = view.init(coder: coder)
        case let controller as UIViewController.Type:
            made = element["id"].flatMap { creators[$0] }.flatMap { $0(coder) } ?? controller.init(coder: coder)
        case let item as UIBarItem.Type: made = item.init(coder: coder)
        case let item as UINavigationItem.Type: made = item.init(coder: coder)
        case let responder as UIResponder.Type: made = ResponderFactory.make(responder)
        case let layout as UICollectionViewLayout.Type: made = layout.init(coder: coder)
        case is UIGestureRecognizer.Type:
            made = IBGestureRecognizers.make(element, resolved: cls, document: document.name)
        default: made = nil
        }
        guard let made else {
            UIKitDiagnostics.log("Interface Builder file '\(document.name)' line \(element.line): "
                                     + "\(cls).init(coder:) returned nil; <\(element.name)> skipped")
            return nil
        }
        if let id = element["id"] { objectsByID[id] = made }
        created.append((order, element, made))
        if let view = made as? UIView, let constraints = element.child("constraints") {
            constraintOwners.append((constraints, view))
        }
        return made
    }

    /// Creates `element`'s object alone (with everything below it) and finishes it: connections, runtime
    /// attributes, `awakeFromNib`. Prototype cells are made this way on each dequeue.
    package func instantiateDetached(_ element: IBElement) -> AnyObject? {
        let object = object(for: element)
        finish()
        return object
    }

    /// Replaces `old` by `new` wherever the graph refers to it (see `InterfaceBuilderCoder.substitute`).
    package func substitute(_ old: UIView, with new: UIView) {
        for (id, object) in objectsByID where object === old { objectsByID[id] = new }
        constraintOwners = constraintOwners.map { ($0.0, $0.1 === old ? new : $0.1) }
        created.removeAll { $0.object === old }
    }

    /// The value of one element of a container (`subviews`, `segments`, `items`, …): an object, or a segment's title.
    package func collectionValue(_ element: IBElement) -> Any? {
        switch element.name {
        case "segment": return (element["title"] ?? "") as NSString
        case "constraint": return nil  // added by finish(), once every item exists
        default: return object(for: element)
        }
    }

    /// Logs `element` as unsupported, once per element name in this document.
    package func skip(_ element: IBElement, reason: String = "not supported yet") {
        guard loggedSkips.insert(element.name).inserted else { return }
        UIKitDiagnostics.log("Interface Builder file '\(document.name)' line \(element.line): <\(element.name)> "
                                 + "skipped (\(reason))")
    }

    @discardableResult
    private func bindPlaceholder(_ element: IBElement) -> AnyObject? {
        let identifier = element["placeholderIdentifier"] ?? ""
        let object: AnyObject?
        switch identifier {
        case "IBFilesOwner": object = owner
        case "IBFirstResponder": object = nil
        default: object = externalObjects[identifier] as AnyObject?
        }
        if let object, let id = element["id"] { objectsByID[id] = object }
        return object
    }

    // MARK: Finishing

    /// Adds constraints, makes connections and runtime attributes, then awakes every created object.
    package func finish() {
        for (constraints, view) in constraintOwners { IBConnections.addConstraints(constraints, to: view, graph: self) }
        let ordered = created.sorted { $0.order < $1.order }
        for entry in ordered {
            IBConnections.setRuntimeAttributes(of: entry.element, on: entry.object, graph: self)
        }
        if let ownerElement = document.objects?.children.first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" }),
           let owner
        {
            IBConnections.connect(ownerElement, source: owner, graph: self)
        }
        for entry in ordered { IBConnections.connect(entry.element, source: entry.object, graph: self) }
        for entry in ordered where IBSegues.controllerElements.contains(entry.element.name) {
            guard let controller = entry.object as? UIViewController else { continue }
            IBSegues.registerPrototypeSegues(in: entry.element, on: controller, graph: self)
        }
        for entry in ordered {
            switch entry.object {
            case let view as UIView: view.awakeFromNib()
            case let controller as UIViewController: controller.awakeFromNib()
            default: break
            }
        }
    }
}
