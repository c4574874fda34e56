// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A token for one trait-change registration (iOS 17): pass it to
/// ``UITraitChangeObservable/unregisterForTraitChanges(_:)`` to stop the handler.
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// An object whose trait changes can be observed with registrations (iOS 17): views and view controllers.
///
/// A registration's handler runs after ``UITraitEnvironment/traitCollectionDidChange(_:)`` whenever one of its
/// traits differs between the previous and the new collection, with the object and the previous collection; the
/// new one is current (`UITraitCollection.current`) while it runs. Handlers hold no strong reference to the
/// object: write `{ (self: Self, previous) in … }` and use the object the handler is given.
///
/// The target–action form, `registerForTraitChanges(_:target:action:)`, is not offered: it takes an Objective-C
/// selector, and Linux Swift has no `#selector` or message sending to call it with.
@MainActor
public protocol UITraitChangeObservable {
    /// Stops the registration's handler (a token from another object, or one already removed, is ignored).
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// One registration: its traits and handler.
package final class TraitChangeRecord: NSObject, UITraitChangeRegistration {
    package let traits: [UITrait]
    package let handler: @MainActor (AnyObject, UITraitCollection) -> Void

    package init(traits: [UITrait], handler: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }

    /// Whether any registered trait differs between `previous` and `current`.
    package func matches(_ previous: UITraitCollection, _ current: UITraitCollection) -> Bool {
        traits.contains { trait in
            guard let system = trait as? any SystemTraitDefinition.Type else { return false }
            return system.comparableValue(in: previous) != system.comparableValue(in: current)
        }
    }
}

/// The registrations of one view or view controller.
@MainActor
package final class TraitChangeRegistry {
    package var records: [TraitChangeRecord] = []

    package init() {}

    /// Runs the handlers of the registrations whose traits changed, in registration order.
    package func notify(_ owner: AnyObject, previous: UITraitCollection, current: UITraitCollection) {
        for record in records where record.matches(previous, current) { record.handler(owner, previous) }
    }
}

extension UITraitChangeObservable where Self: AnyObject {
    /// Calls `handler` with this object and the previous traits whenever one of `traits` changes; returns the
    /// token that ``unregisterForTraitChanges(_:)`` takes. `Observer` is the object's type as the handler names it
    /// (Apple's generic parameter, written `(self: Self, previousTraitCollection: UITraitCollection)` in a class).
    ///
    /// An empty `traits` registers nothing that can fire.
    @discardableResult
    public func registerForTraitChanges<Observer: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping @MainActor (Observer, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let record = TraitChangeRecord(traits: traits) { object, previous in
            if let object = object as? Observer { handler(object, previous) }
        }
        if let view = self as? UIView {
            view.traitChangeRegistryStorage = view.traitChangeRegistryStorage ?? TraitChangeRegistry()
        } else if let controller = self as? UIViewController {
            controller.traitChangeRegistryStorage = controller.traitChangeRegistryStorage ?? TraitChangeRegistry()
        }
        observableRegistry?.records.append(record)
        return record
    }

    /// Stops the registration's handler.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        observableRegistry?.records.removeAll { $0 === registration }
    }

    private var observableRegistry: TraitChangeRegistry? {
        if let view = self as? UIView { return view.traitChangeRegistryStorage }
        if let controller = self as? UIViewController { return controller.traitChangeRegistryStorage }
        return nil
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
