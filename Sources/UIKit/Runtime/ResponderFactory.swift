// SPDX-License-Identifier: Apache-2.0

import CDynamicInit
import QuartzCore

/// Creates responders of classes known only by their metatype (the app delegate named by `@main` or
/// `UIApplicationMain`, an application subclass), running the class's own `init()`.
///
/// The same mechanism as Quartz Core's `LayerFactory` (docs/ARCHITECTURE.md, "Creating classes from their
/// metatypes"): `UIResponder.init()` is not `required`, as on Apple, so Swift cannot call it on a metatype; a
/// convenience initialiser's allocating entry point, called with the metatype as `self`, dispatches `self.init()`
/// to the subclass's override. A class without an `init()` of its own or inherited stops with Swift's
/// "Use of unimplemented initializer" error, as on Apple.
package enum ResponderFactory {
    /// A new instance of `type`, made by its `init()`.
    package static func make<Responder: UIResponder>(_ type: Responder.Type) -> Responder {
        let raw = touchstone_make_responder(unsafeBitCast(type as UIResponder.Type, to: UnsafeMutableRawPointer.self))
        return unsafeDowncast(Unmanaged<UIResponder>.fromOpaque(raw).takeRetainedValue(), to: Responder.self)
    }
}

extension UIResponder {
    /// `init()` dispatched to the dynamic class (the entry point ``ResponderFactory/make(_:)`` calls).
    @usableFromInline convenience init(_touchstoneFactory: Void) { self.init() }
}
