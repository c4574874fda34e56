// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// The second pass of loading an Interface Builder document: constraints, outlets, actions, segues and
/// user-defined runtime attributes, made once every object of the document exists.
@MainActor
package enum IBConnections {
    // MARK: Constraints

    /// Adds each `<constraint>` of `constraints` to `view` (the view that holds it in the document); an item id
    /// not found is logged with its line and the constraint skipped.
    package static func addConstraints(_ constraints: IBElement, to view: UIView, graph: IBObjectGraph) {
        for element in constraints.children where element.name == "constraint" {
            guard let constraint = makeConstraint(element, owner: view, graph: graph) else { continue }
            view.addConstraint(constraint)
        }
    }

    private static func makeConstraint(_ element: IBElement, owner: UIView, graph: IBObjectGraph)
        -> NSLayoutConstraint?
    {
        func item(_ attribute: String) -> AnyObject?? {
            guard let id = element[attribute] else { return .some(nil) }
            if let object = graph.objectsByID[id] { return .some(object) }
            if let guide = graph.document.elementsByID[id], guide.name == "viewLayoutGuide",
               let host = guide.parent.flatMap({ $0["id"] }).flatMap({ graph.objectsByID[$0] }) as? UIView
            {
                return .some(guide.key == "safeArea" ? host.safeAreaLayoutGuide : host.layoutMarginsGuide)
            }
            return nil
        }
        guard let firstAttribute = attribute(element["firstAttribute"]),
              let first = item("firstItem"), let second = item("secondItem")
        else {
            graph.skip(element, reason: "unknown attribute or item")
            return nil
        }
        let firstItem: AnyObject = first ?? owner
        let secondAttribute = attribute(element["secondAttribute"]) ?? .notAnAttribute
        let secondItem: AnyObject? = second ?? (secondAttribute == .notAnAttribute ? nil : owner)
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier(element["multiplier"]),
            constant: CGFloat(IBValues.number(element["constant"]) ?? 0))
        if let priority = IBValues.number(element["priority"]) { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// `"1:2"` (a ratio, as Xcode writes it) or `"0.5"`; 1 when absent or invalid.
    private static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return CGFloat(a / b) }
        return CGFloat(IBValues.number(text) ?? 1)
    }

    private static func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        guard let name else { return nil }
        let all: [NSLayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins,
        ]
        if name == "baseline" { return .lastBaseline }
        return all.first { $0.name == name }
    }

    // MARK: Outlets, actions, segues

    /// Makes the `<connections>` of `element`, whose object is `source`.
    package static func connect(_ element: IBElement, source: AnyObject, graph: IBObjectGraph) {
        guard let connections = element.child("connections") else { return }
        var collections: [String: [AnyObject]] = [:]
        var collectionOrder: [String] = []
        for connection in connections.children {
            let destination = connection["destination"].flatMap { graph.objectsByID[$0] }
            switch connection.name {
            case "outlet":
                guard let property = connection["property"] else { continue }
                guard let destination else { missing(connection, graph: graph); continue }
                setValue(destination, forKey: property, on: source, element: connection, graph: graph)
            case "outletCollection":
                guard let property = connection["property"] else { continue }
                guard let destination else { missing(connection, graph: graph); continue }
                if collections[property] == nil { collectionOrder.append(property) }
                collections[property, default: []].append(destination)
            case "action":
                guard let selector = connection["selector"] else { continue }
                let target = connection["destination"].flatMap { graph.objectsByID[$0] }
                connectAction(Selector(selector), target: target, source: source,
                              event: connection["eventType"], element: connection, graph: graph)
            case "segue":
                IBSegues.connect(connection, source: source, graph: graph)
            default:
                graph.skip(connection)
            }
        }
        for property in collectionOrder {
            setValue(collections[property], forKey: property, on: source, element: connections, graph: graph)
        }
    }

    private static func missing(_ connection: IBElement, graph: IBObjectGraph) {
        UIKitDiagnostics.log("Interface Builder file '\(graph.document.name)' line \(connection.line): "
                                 + "<\(connection.name)> destination '\(connection["destination"] ?? "")' not found")
    }

    private static func setValue(_ value: Any?, forKey key: String, on object: AnyObject, element: IBElement,
                                 graph: IBObjectGraph)
    {
        if let responder = object as? UIResponder {
            responder.setValue(value, forKey: key)
        } else if let settable = object as? InterfaceBuilderKeyValueSettable {
            settable.setValue(value, forKey: key)
        } else {
            UIKitDiagnostics.log("Interface Builder file '\(graph.document.name)' line \(element.line): \(type(of: object)) "
                                     + "cannot take '\(key)' (it is not key value coding-compliant)")
        }
    }

    private static func connectAction(_ action: Selector, target: AnyObject?, source: AnyObject, event: String?,
                                      element: IBElement, graph: IBObjectGraph)
    {
        switch source {
        case let control as UIControl:
            control.addTarget(target, action: action, for: controlEvent(event))
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        case let recognizer as UIGestureRecognizer:
            guard let target else { return missing(element, graph: graph) }
            recognizer.addTarget(target, action: action)
        default:
            graph.skip(element, reason: "actions from \(type(of: source)) are not supported yet")
        }
    }

    private static func controlEvent(_ name: String?) -> UIControl.Event {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter,
            "touchDragExit": .touchDragExit, "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside,
            "touchCancel": .touchCancel, "valueChanged": .valueChanged,
            "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return name.flatMap { events[$0] } ?? .touchUpInside
    }

    // MARK: User-defined runtime attributes

    /// Sets the `<userDefinedRuntimeAttributes>` of `element` on `object` (key paths starting `layer.` go to the
    /// view's layer, which has key-value coding).
    package static func setRuntimeAttributes(of element: IBElement, on object: AnyObject, graph: IBObjectGraph) {
        guard let attributes = element.child("userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children where attribute.name == "userDefinedRuntimeAttribute" {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value = runtimeValue(attribute)
            if keyPath.hasPrefix("layer."), let view = object as? UIView {
                view.layer.setValue(value, forKeyPath: String(keyPath.dropFirst(6)))
            } else {
                setValue(value, forKey: keyPath, on: object, element: attribute, graph: graph)
            }
        }
    }

    private static func runtimeValue(_ attribute: IBElement) -> Any? {
        let valueElement = attribute.child(key: "value")
        switch attribute["type"] {
        case "boolean": return IBValues.bool(attribute["value"] ?? valueElement?["value"]) ?? false
        case "number":
            guard let text = valueElement?["value"] ?? attribute["value"] else { return nil }
            if valueElement?.name == "integer", let int = Int(text) { return int as NSNumber }
            return IBValues.number(text).map { NSNumber(value: $0) }
        case "string", "localizedString": return attribute["value"] ?? valueElement?.text
        case "color": return valueElement.flatMap { IBValues.color($0) }
        case "point", "size", "rect":
            return valueElement.flatMap(IBValues.geometryString).map { string -> Any in
                switch attribute["type"] {
                case "point": NSCoder.cgPoint(for: string)
                case "size": NSCoder.cgSize(for: string)
                default: NSCoder.cgRect(for: string)
                }
            }
        case "image": return attribute["value"].flatMap { UIImage(named: $0) }
        default: return nil
        }
    }
}

/// An object that is not a responder but takes Interface Builder outlets and runtime attributes by key (what
/// Objective-C's key-value coding gives every `NSObject`); the `touchstone-port` command's generated code adopts it.
@MainActor
public protocol InterfaceBuilderKeyValueSettable: AnyObject {
    /// Sets the property named `key` to `value`.
    func setValue(_ value: Any?, forKey key: String)
}
