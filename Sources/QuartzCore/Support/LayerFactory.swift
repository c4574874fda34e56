// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

/// Creates layers and animations of classes known only by their metatype, running the class's own initialisers.
///
/// Apple's Core Animation creates `UIView.layerClass` instances and presentation copies through the Objective-C
/// runtime; Swift can call an initialiser on a metatype only when it is `required`, and Apple's `init()` and
/// `init(layer:)` are not. Each entry point here calls a convenience initialiser of the base class through its
/// Swift allocating entry point with the metatype as `self`: a convenience initialiser dispatches `self.init(…)`
/// through the class's vtable, so the subclass's override runs, with its stored properties initialised as Swift
/// requires. A subclass that does not have the initialiser (it declared other designated initialisers and did
/// not inherit it) stops with Swift's "Use of unimplemented initializer" error, as the same class does on Apple's
/// platforms. docs/ARCHITECTURE.md, "Creating classes from their metatypes", argues the design.
///
/// Thread-safe: nothing here holds state.
package enum LayerFactory {
    /// A new layer of `type`, made by its `init()`.
    package static func make(_ type: CALayer.Type) -> CALayer {
        if type == CALayer.self { return CALayer() }
        let raw = touchstone_make_layer(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<CALayer>.fromOpaque(raw).takeRetainedValue()
    }

    /// A copy of `layer` made by its class's `init(layer:)`, the way Core Animation makes presentation layers.
    package static func makeCopy<Layer: CALayer>(of layer: Layer) -> Layer {
        let type = Swift.type(of: layer) as CALayer.Type
        let copy: CALayer
        if type == CALayer.self {
            copy = CALayer(layer: layer)
        } else {
            // Initialisers take their arguments at +1: the retain here is the one the initialiser consumes.
            let argument = Unmanaged.passRetained(layer as CALayer).toOpaque()
            let raw = touchstone_copy_layer(argument, unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
            copy = Unmanaged<CALayer>.fromOpaque(raw).takeRetainedValue()
        }
        return unsafeDowncast(copy, to: Layer.self)
    }

    /// A new animation of `type`, made by its `init()`.
    package static func make(_ type: CAAnimation.Type) -> CAAnimation {
        let raw = touchstone_make_animation(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<CAAnimation>.fromOpaque(raw).takeRetainedValue()
    }
}

extension CALayer {
    /// `init()` dispatched to the dynamic class (the entry point `LayerFactory.make(_:)` calls).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
    /// `init(layer:)` dispatched to the dynamic class (the entry point ``LayerFactory/makeCopy(of:)`` calls).
    @usableFromInline convenience init(_touchstoneFactoryCopying layer: CALayer) { self.init(layer: layer) }
}

extension CAAnimation {
    /// `init()` dispatched to the dynamic class (the entry point `LayerFactory.make(_:)` calls).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
