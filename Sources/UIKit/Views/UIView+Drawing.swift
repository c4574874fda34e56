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

    /// Draws the layer through `draw(_:)`: pushes `ctx` as the current UIKit context, clears the dirty area when
    /// `clearsContextBeforeDrawing`, and passes the dirty rectangle (the clip's bounding box). Hidden views are
    /// not drawn: the display pass skips hidden subtrees until they are shown (guide §2.2.9).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard ownsLayer(layer, for: "draw") else { return }
        let rect = ctx.boundingBoxOfClipPath.safeIntersection(bounds)
        if clearsContextBeforeDrawing { ctx.clear(rect) }
        ctx.shadowOffsetYDown = true
        UIGraphicsPushContext(ctx)
        let drawn = rect.isNull ? bounds : rect
        DrawnColours.record(self, partial: drawn != bounds) {
            traitCollection.performAsCurrent { draw(drawn) }
        }
        UIGraphicsPopContext()
        if !implementsDraw { layer.contents = nil }
    }

    /// Lays out subviews when the layer lays out its sublayers.
    public func layoutSublayers(of layer: CALayer) {
        guard ownsLayer(layer, for: "layout") else { return }
        if superviewStorage == nil { autoLayoutHostStorage?.prepare(layingOut: self) }
        refreshSafeAreaInsets()
        for subview in subviews { subview.refreshSafeAreaInsets() }
        traitCollection.performAsCurrent {
            owningViewController?.sendViewIsAppearingIfOwed()
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    /// Views animate their layer's properties only inside animation blocks: outside one, no action (`NSNull`).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return NSNull() }
        return ViewAnimationContext.current?.action(for: layer, forKey: event) ?? NSNull()
    }

    /// Whether `layer` is this view's own layer. A view may be the delegate of only one layer (guide §2.2.4: making
    /// it the delegate of another crashes the app); here requests from any other layer are logged and ignored.
    private func ownsLayer(_ layer: CALayer, for request: String) -> Bool {
        if layer === self.layer { return true }
        UIKitDiagnostics.log("\(type(of: self)) is the delegate of a layer that is not its own; \(request) ignored")
        return false
    }
}
