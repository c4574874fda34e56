// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What an Interface Builder document gave a view controller: the scene's view until it is loaded, the
/// storyboard, the segues that start from it.
@MainActor
package final class InterfaceBuilderControllerState {
    package var pendingView: UIView?
    /// Strong, as on iOS: a controller keeps the storyboard it came from (for its segues).
    package var storyboard: UIStoryboard?
    package var segues: [IBSegueTemplate] = []
    /// Targets of bar button items that trigger segues (items hold their targets weakly).
    package var segueTriggers: [IBSegueTrigger] = []
}

extension UIViewController {
    /// The storyboard the controller was instantiated from, or nil.
    public var storyboard: UIStoryboard? { interfaceBuilderState?.storyboard }

    /// The Interface Builder state, created on first use when `creating`.
    package func interfaceBuilderState(creating: Bool) -> InterfaceBuilderControllerState? {
        if interfaceBuilderState == nil, creating { interfaceBuilderState = InterfaceBuilderControllerState() }
        return interfaceBuilderState
    }

    /// Decodes the controller's title, navigation and tab bar items, presentation styles and view (kept until
    /// the view is loaded, as a storyboard scene's view is).
    package func decodeInterfaceBuilderAttributes(from coder: NSCoder) {
        guard let ibCoder = coder as? InterfaceBuilderCoder else { return }
        let state = interfaceBuilderState(creating: true)
        state?.storyboard = ibCoder.storyboard
        if let title = coder.ibString("title") { self.title = title }
        if let item = coder.ibObject("navigationItem", as: UINavigationItem.self) { navigationItemStorage = item }
        if let item = coder.ibObject("tabBarItem", as: UITabBarItem.self) { tabBarItemStorage = item }
        if let view = coder.ibObject("view", as: UIView.self) { state?.pendingView = view }
    }

    /// Gives the controller its Interface Builder view: the storyboard scene's, else the nib's (``nibName``, or
    /// for nil the class name without and then with "Controller", in ``nibBundle`` or the main bundle). Returns
    /// whether a view was set.
    package func loadInterfaceBuilderView() -> Bool {
        if let view = interfaceBuilderState?.pendingView {
            interfaceBuilderState?.pendingView = nil
            self.view = view
            return true
        }
        let bundle = nibBundle ?? AppBundle.main
        let names: [String]
        if let nibName {
            names = [nibName]
        } else {
            let className = String(describing: type(of: self))
            names = className.hasSuffix("Controller") ? [String(className.dropLast(10)), className] : [className]
        }
        for name in names where IBResources.url(named: name, extensions: ["xib"], bundle: bundle) != nil {
            _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self)
            if viewIfLoaded != nil { return true }
            UIKitDiagnostics.log("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but "
                                     + "the view outlet was not set.")
            return false
        }
        if let nibName { UIKitDiagnostics.log("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(nibName)'") }
        return false
    }

    /// Performs the stored segue `identifier` from this controller (``performSegue(withIdentifier:sender:)``).
    package func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = interfaceBuilderState?.segues.first(where: { $0.identifier == identifier }) else {
            return UIKitDiagnostics.log("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        runSegue(template, sender: sender)
    }

    /// A segue triggered by a control: asks ``shouldPerformSegue(withIdentifier:sender:)`` first, as iOS does.
    package func triggerSegue(_ template: IBSegueTemplate, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return
        }
        runSegue(template, sender: sender)
    }

    private func runSegue(_ template: IBSegueTemplate, sender: Any?) {
        if template.kind == "unwind" { return runUnwind(template, sender: sender) }
        guard let destinationID = template.element["destination"],
              let destination = template.storyboard?.instantiate(elementID: destinationID) else { return }
        let segue = IBSegues.makeSegue(template, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Unwind: the first controller up the chain (parents, the navigation stack below, presenters) that responds
    /// to the unwind action gets it with the segue, after this controller's `prepare(for:sender:)`.
    private func runUnwind(_ template: IBSegueTemplate, sender: Any?) {
        guard let actionName = template.element["unwindAction"] else { return }
        let action = Selector(actionName)
        guard let destination = unwindCandidates().first(where: { $0.responds(to: action) }) else {
            return UIKitDiagnostics.log("Unwind segue '\(template.identifier ?? "")': no view controller up the chain "
                                            + "implements \(actionName)")
        }
        let segue = IBSegues.makeSegue(template, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        destination.perform(action, with: segue)
        segue.perform()
    }

    /// The controllers an unwind from this one may reach, nearest first: up the parents and presenters, each
    /// container followed by its children from the top (a navigation stack's top first).
    private func unwindCandidates() -> [UIViewController] {
        var result: [UIViewController] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        func add(_ controller: UIViewController) {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
            result.append(controller)
            for child in controller.children.reversed() { add(child) }
        }
        var current: UIViewController = self
        while let next = current.parent ?? current.presentingViewController {
            add(next)
            current = next
        }
        return result
    }
}
