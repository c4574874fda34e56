// SPDX-License-Identifier: Apache-2.0

/// The stack of UIKit drawing contexts: the context `draw(_:)` and the UIKit drawing functions use.
///
/// UIKit pushes a view's context before calling its `draw(_:)` and pops it afterwards; image contexts push theirs.
/// Main thread only, as on iPhone OS 3.
@MainActor
package enum GraphicsContextStack {
    package static var contexts: [CGContext] = []
}

/// The current UIKit drawing context, or nil outside drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current drawing context.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the previous drawing context. Unbalanced pops are ignored.
@MainActor
public func UIGraphicsPopContext() {
    if GraphicsContextStack.contexts.popLast() == nil {
        UIKitDiagnostics.log("UIGraphicsPopContext without a matching push; ignored")
    }
}

/// Fills `rect` with the current fill colour (`UIRectFill`).
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a 1-point frame inside `rect` with the current fill colour, as UIKit's `UIRectFrame` does.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    ctx.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: 1), CGRect(x: r.minX, y: r.maxY - 1, width: r.width, height: 1),
        CGRect(x: r.minX, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
        CGRect(x: r.maxX - 1, y: r.minY + 1, width: 1, height: max(0, r.height - 2)),
    ])
}

/// Intersects the current clip with `rect` (`UIRectClip`).
@MainActor
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
