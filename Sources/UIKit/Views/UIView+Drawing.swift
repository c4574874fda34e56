// SPDX-License-Identifier: Apache-2.0

/// Which view classes draw: a class whose `draw(_:)` reached `UIView`'s empty default does not (Swift cannot ask
/// whether a method is overridden, so UIKit learns it on the first display).
@MainActor
package enum ViewDrawing {
    private static var nonDrawingClasses: Set<ObjectIdentifier> = []

    package static func markDoesNotDraw(_ type: UIView.Type) { nonDrawingClasses.insert(ObjectIdentifier(type)) }
    package static func draws(_ type: UIView.Type) -> Bool { !nonDrawingClasses.contains(ObjectIdentifier(type)) }
}

extension UIView: @preconcurrency CALayerDelegate {
    /// Whether a backing store is needed: false once the class is known not to override `draw(_:)`.
    public var implementsDraw: Bool { ViewDrawing.draws(type(of: self)) }

    /// Whether `layer` is this view's own layer. A view may be the delegate of only one layer (guide §2.2.4: making
    /// it the delegate of another crashes the app); here requests from any other layer are logged and ignored.
    package func ownsLayer(_ layer: CALayer, for request: String) -> Bool {
        if layer === self.layer { return true }
        UIKitDiagnostics.log("\(type(of: self)) is the delegate of a layer that is not its own; \(request) ignored")
        return false
    }
}
