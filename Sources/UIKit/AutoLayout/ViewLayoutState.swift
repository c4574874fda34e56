// SPDX-License-Identifier: Apache-2.0

/// An item's four variables in its hierarchy's solver: the origin of its alignment rectangle in its superview's
/// (a guide: its owning view's) coordinates, and its size.
package struct LayoutVariables {
    package let minX, minY, width, height: LayoutEngine.Variable

    package init(_ engine: LayoutEngine) {
        minX = engine.makeVariable()
        minY = engine.makeVariable()
        width = engine.makeVariable()
        height = engine.makeVariable()
    }

    /// The origin variable on `axis`.
    package func origin(_ axis: NSLayoutConstraint.Axis) -> LayoutEngine.Variable {
        axis == .horizontal ? minX : minY
    }

    /// The size variable on `axis`.
    package func size(_ axis: NSLayoutConstraint.Axis) -> LayoutEngine.Variable {
        axis == .horizontal ? width : height
    }
}

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout (so plain views pay one
/// nil pointer).
@MainActor
package final class ViewLayoutState {
    /// The constraints installed on the view (its `constraints`), in the order they were added.
    package var installed: [NSLayoutConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`.
    package var translatesAutoresizing = true
    /// Content hugging priorities, horizontal then vertical.
    package var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Compression resistance priorities, horizontal then vertical.
    package var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The guides added with `addLayoutGuide(_:)`, including the system guides once made.
    package var guides: [UILayoutGuide] = []
    /// The system guides, made on first use.
    package var marginsGuide: UILayoutGuide?
    /// A scroll view's content and frame layout guides, made on first use.
    package var scrollContentGuide: UILayoutGuide?
    package var scrollFrameGuide: UILayoutGuide?
    package var safeAreaGuide: UILayoutGuide?
    package var readableGuide: UILayoutGuide?
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide`, on its view.
    package var topSupportGuide: UILayoutGuide?
    package var bottomSupportGuide: UILayoutGuide?
    /// The view's `keyboardLayoutGuide`, made on first use.
    package var keyboardGuide: UIKeyboardLayoutGuide?

    /// Constraints on the view's baselines, whose constants follow its font.
    package var baselineConstraints: [Weak<NSLayoutConstraint>] = []
    /// The hierarchy's solver that gave the view its variables, while it has them.
    package weak var host: AutoLayoutHost?

    package init() {}

    package func priority(_ priorities: [UILayoutPriority], _ axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        priorities[axis.rawValue]
    }
}

/// A weak reference, for lists that must not keep their elements alive.
package struct Weak<Object: AnyObject> {
    package weak var object: Object?
    package init(_ object: Object) { self.object = object }
}
