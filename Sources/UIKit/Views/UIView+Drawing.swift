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
    /// `clearsContextBeforeDrawing`, and passes the dirty rectangle (the clip's bounding box).
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard !isHidden else { return }
        let rect = ctx.boundingBoxOfClipPath.intersection(bounds)
        if clearsContextBeforeDrawing { ctx.clear(rect) }
        ctx.shadowOffsetYDown = true
        UIGraphicsPushContext(ctx)
        draw(rect.isNull ? bounds : rect)
        UIGraphicsPopContext()
        if !implementsDraw { layer.contents = nil }
    }

    /// Lays out subviews when the layer lays out its sublayers.
    public func layoutSublayers(of layer: CALayer) { layoutSubviews() }

    /// Views animate their layer's properties only inside animation blocks: outside one, no action (`NSNull`).
    public func action(for layer: CALayer, forKey event: String) -> CAAction? {
        ViewAnimationContext.current?.action(for: layer, forKey: event) ?? NSNull()
    }
}
