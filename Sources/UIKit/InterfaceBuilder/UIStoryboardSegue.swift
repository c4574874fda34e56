// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A transition between two view controllers of a storyboard. UIKit creates one each time a segue is
/// triggered (or `performSegue(withIdentifier:sender:)` is called), passes it to the source's
/// `prepare(for:sender:)`, then calls ``perform()``.
///
/// The kinds Xcode stores perform as on iOS: show (`show(_:sender:)`), show detail
/// (`showDetailViewController(_:sender:)`), present modally (with the segue's presentation and transition
/// styles), and unwind (back to the controller that implements the unwind action: popped to or dismissed to).
/// A custom segue class overrides ``perform()``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard (nil when it has none).
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    package var kind = "custom"
    package var animates = true
    private var performHandler: (() -> Void)?

    /// Creates a segue.
    ///
    /// Designated and not required, as on Apple: a custom segue writes `override init(identifier:source:destination:)`
    /// without `required`. UIKit still creates a storyboard's custom segue classes from their metatype, running
    /// this initialiser of the subclass (`SegueFactory`; docs/ARCHITECTURE.md, "Creating classes from their
    /// metatypes").
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Creates a segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void)
    {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition. The default runs the perform handler, or the transition of the storyboard kind;
    /// a custom segue without an override does nothing but log.
    open func perform() {
        if let performHandler { return performHandler() }
        switch kind {
        case "show", "push": source.show(destination, sender: nil)
        case "showDetail", "replace": source.showDetailViewController(destination, sender: nil)
        case "presentation", "modal", "popoverPresentation":
            source.present(destination, animated: animates, completion: nil)
        case "unwind": performUnwind()
        default:
            UIKitDiagnostics.log("UIStoryboardSegue '\(identifier ?? "")': \(type(of: self)) does not override perform()")
        }
    }

    /// Goes back to `destination`: pops to it when it is in the source's navigation stack, else dismisses what it
    /// presented.
    private func performUnwind() {
        if let navigation = source.navigationController, navigation.viewControllers.contains(destination) {
            _ = navigation.popToViewController(destination, animated: animates)
        } else if destination.presentedViewController != nil {
            destination.dismiss(animated: animates, completion: nil)
        } else if let navigation = destination.navigationController, destination !== source {
            _ = navigation.popToViewController(destination, animated: animates)
        }
    }
}
