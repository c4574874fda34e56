// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A segue as the storyboard stores it: instantiated into a ``UIStoryboardSegue`` each time it is performed.
@MainActor
package struct IBSegueTemplate {
    package let identifier: String?
    package let element: IBElement
    package let storyboard: UIStoryboard?
    package let document: String

    package var kind: String { element["kind"] ?? "custom" }
}

/// Storyboard segues: relationships and embeds made when a scene is instantiated, the others stored on their
/// source controller and performed when triggered (a button's tap, `performSegue(withIdentifier:sender:)`).
@MainActor
package enum IBSegues {
    package static let controllerElements: Set<String> = [
        "viewController", "navigationController", "tableViewController", "tabBarController",
        "collectionViewController",
    ]

    /// Handles one `<segue>` of a connections list whose source object is `source`.
    package static func connect(_ element: IBElement, source: AnyObject, graph: IBObjectGraph) {
        guard let storyboard = graph.storyboard else {
            return graph.skip(element, reason: "segues need a storyboard")
        }
        let template = IBSegueTemplate(identifier: element["identifier"], element: element, storyboard: storyboard,
                                       document: graph.document.name)
        switch template.kind {
        case "relationship":
            guard let destinationID = element["destination"],
                  let destination = storyboard.instantiate(elementID: destinationID) else { return }
            switch (source, element["relationship"]) {
            case let (navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers([destination], animated: false)
            case let (tabs as UITabBarController, "viewControllers"):
                tabs.setViewControllers((tabs.viewControllers ?? []) + [destination], animated: false)
            default: graph.skip(element, reason: "relationship '\(element["relationship"] ?? "")' not supported")
            }
        case "embed":
            guard let container = source as? UIView, let parent = owningController(of: element, graph: graph),
                  let destinationID = element["destination"],
                  let child = storyboard.instantiate(elementID: destinationID) else { return }
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
            parent.prepare(for: makeSegue(template, source: parent, destination: child), sender: nil)
        default:
            if let cell = source as? UITableViewCell {
                // A prototype cell's segue: performed from the table's controller when the cell is selected.
                guard element["trigger"] != "accessoryAction" else {
                    return graph.skip(element, reason: "accessory-button segues are not supported yet")
                }
                cell.selectionSegue = template
                return
            }
            if source is UICollectionViewCell {
                // Registered on the scene's controller for performSegue(withIdentifier:) (and logged there once):
                // selecting a collection view cell does not perform its segue yet.
                return
            }
            guard let controller = (source as? UIViewController) ?? owningController(of: element, graph: graph) else {
                return graph.skip(element, reason: "no source view controller")
            }
            controller.interfaceBuilderState(creating: true)?.segues.append(template)
            if let control = source as? UIControl {
                // A button's segue fires on touch up inside, other controls' on their primary action.
                control.addAction(UIAction { [weak controller, weak control] _ in
                    controller?.triggerSegue(template, sender: control)
                }, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
            } else if let item = source as? UIBarButtonItem, let state = controller.interfaceBuilderState {
                let trigger = IBSegueTrigger { [weak controller, weak item] in
                    controller?.triggerSegue(template, sender: item)
                }
                state.segueTriggers.append(trigger)
                item.target = trigger
                item.action = IBSegueTrigger.action
            } else if !(source is UIViewController) {
                graph.skip(element, reason: "segues triggered by \(type(of: source)) are not supported yet")
            }
        }
    }

    /// Adds to `controller` the identified segues of the prototype cells in its scene `element` (table and
    /// collection view cells), so that `performSegue(withIdentifier:sender:)` finds them: on iOS a cell's segue
    /// belongs to its scene's controller, though the cell itself is only made on dequeue.
    package static func registerPrototypeSegues(in element: IBElement, on controller: UIViewController,
                                                graph: IBObjectGraph)
    {
        guard let storyboard = graph.storyboard else { return }
        element.forEachDescendant { segue in
            guard segue.name == "segue", let identifier = segue["identifier"], segue.parent?.name == "connections",
                  let cell = segue.parent?.parent, cell.name == "tableViewCell" || cell.name == "collectionViewCell",
                  let container = cell.parent?.name, container == "prototypes" || container == "cells",
                  let state = controller.interfaceBuilderState(creating: true),
                  !state.segues.contains(where: { $0.identifier == identifier })
            else { return }
            state.segues.append(IBSegueTemplate(identifier: identifier, element: segue, storyboard: storyboard,
                                                document: graph.document.name))
            if cell.name == "collectionViewCell" {
                graph.skip(segue, reason: "selecting a collection view cell does not perform its segue yet; "
                               + "performSegue(withIdentifier:sender:) does")
            }
        }
    }

    /// The controller of the scene that contains `element`.
    private static func owningController(of element: IBElement, graph: IBObjectGraph) -> UIViewController? {
        var current = element.parent
        while let candidate = current {
            if controllerElements.contains(candidate.name), let id = candidate["id"] {
                return graph.objectsByID[id] as? UIViewController
            }
            current = candidate.parent
        }
        return nil
    }

    /// A segue object for `template`: its custom class (found like any custom class) or `UIStoryboardSegue`.
    package static func makeSegue(_ template: IBSegueTemplate, source: UIViewController,
                                  destination: UIViewController) -> UIStoryboardSegue
    {
        let cls: AnyClass = IBClassLookup.resolve(template.element, base: UIStoryboardSegue.self,
                                                  document: template.document)
        let segueType = cls as? UIStoryboardSegue.Type ?? UIStoryboardSegue.self
        let segue = SegueFactory.make(segueType, identifier: template.identifier, source: source,
                                      destination: destination)
        segue.kind = template.kind
        segue.animates = IBValues.bool(template.element["animates"]) ?? true
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "overFullScreen": .overFullScreen, "automatic": .automatic,
        ]
        if let style = template.element["modalPresentationStyle"].flatMap({ styles[$0] }) {
            destination.modalPresentationStyle = style
        }
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        if let style = template.element["modalTransitionStyle"].flatMap({ transitions[$0] }) {
            destination.modalTransitionStyle = style
        }
        return segue
    }
}

/// The target of a bar button item whose storyboard segue it triggers.
@MainActor
package final class IBSegueTrigger: ActionTarget {
    package static let action = Selector("touchstoneTriggerSegue:")
    private let body: () -> Void

    package init(_ body: @escaping () -> Void) { self.body = body }

    package func actionMethod(for action: Selector) -> ActionMethod? {
        guard action == Self.action else { return nil }
        let body = body
        return { _, _ in body() }
    }
}
