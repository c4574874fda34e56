// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

/// Which layer classes override `draw(in:)`: what ``CALayer/drawsOwnContent`` answers by default.
///
/// Core Animation gives a layer a backing store when its class overrides `drawInContext:`, which Objective-C can
/// ask. iOS code does not know Touchstone's `drawsOwnContent`, so a `CALayer` subclass that overrides
/// `draw(in:)` (the custom-property idiom: a `progress` key, `needsDisplay(forKey:)`, drawing in `draw(in:)`)
/// must be recognised without it. Swift's runtime answers the same question: `swift_lookUpClassMethod` returns
/// the implementation a class's vtable holds for a method descriptor (the call Swift itself makes for resilient
/// classes), and a class overrides `draw(in:)` exactly when that differs from `CALayer`'s. The answer is computed
/// once per class and remembered (per class here, per layer in the layer).
///
/// Thread-safe.
package enum LayerDrawing {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var overrides: [ObjectIdentifier: Bool] = [:]
    private static let baseImplementation = implementation(of: CALayer.self)

    /// Whether `type` overrides `CALayer.draw(in:)`.
    package static func overridesDraw(_ type: CALayer.Type) -> Bool {
        if type == CALayer.self { return false }
        let id = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = overrides[id] { return known }
        let answer = implementation(of: type) != baseImplementation
        overrides[id] = answer
        return answer
    }

    /// The address of `type`'s `draw(in:)` implementation.
    private static func implementation(of type: CALayer.Type) -> UInt {
        UInt(bitPattern: touchstone_layer_draw_implementation(unsafeBitCast(type, to: UnsafeRawPointer.self)))
    }
}
