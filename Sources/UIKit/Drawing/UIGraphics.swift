// SPDX-License-Identifier: Apache-2.0

/// The stack of UIKit drawing contexts: the context `draw(_:)` and the UIKit drawing functions use.
///
/// UIKit pushes a view's context before calling its `draw(_:)` and pops it afterwards; image contexts push theirs.
/// Each thread has its own stack (``DrawingThreadState``), as on iOS 4 and later.
package enum GraphicsContextStack {
    /// The calling thread's contexts, innermost last.
    package static var contexts: [CGContext] {
        get { DrawingThreadState.current.contexts }
        set { DrawingThreadState.current.contexts = newValue }
        // In place, so a push or pop does not copy the stack.
        _modify { yield &DrawingThreadState.current.contexts }
    }
}

/// The calling thread's current UIKit drawing context, or nil outside drawing. Thread-safe: each thread has its
/// own context stack.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current drawing context.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the previous drawing context. Unbalanced pops are ignored.
public func UIGraphicsPopContext() {
    if GraphicsContextStack.contexts.popLast() == nil {
        UIKitDiagnostics.log("UIGraphicsPopContext without a matching push; ignored")
    }
}

/// Fills `rect` with the current fill colour (`UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes `rect` with the current stroke colour and line width, the line centred on the rectangle's edge
/// (`UIRectFrame`).
///
/// This follows the guide (§2.4.2, Listing 2-3: with a 10-point line width "5 points are visible inside"); today's
/// documentation describes a frame drawn inside the rectangle instead. `UIColor.set()` sets both colours, as the
/// listing relies on.
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.standardized)
}

/// Intersects the current clip with `rect` (`UIRectClip`).
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }
