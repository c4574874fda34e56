// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

/// Creates the segue classes a storyboard names, known only by their metatype, running the class's own
/// `init(identifier:source:destination:)` (docs/ARCHITECTURE.md, "Creating classes from their metatypes").
///
/// `UIStoryboardSegue`'s initialiser is not `required` (Apple's is not, so iOS subclasses override it without the
/// keyword), so `metatype.init(identifier:source:destination:)` does not compile. A convenience initialiser without
/// arguments is the entry point the C shim calls with the metatype as `self`; it reads the arguments from
/// ``pending`` and delegates to the designated initialiser through the class's vtable.
@MainActor
package enum SegueFactory {
    /// The arguments of the segue being made (main thread only, set just around the call).
    static var pending: (identifier: String?, source: UIViewController, destination: UIViewController)?

    /// A new `type` segue made by its `init(identifier:source:destination:)`.
    package static func make(_ type: UIStoryboardSegue.Type, identifier: String?, source: UIViewController,
                             destination: UIViewController) -> UIStoryboardSegue
    {
        guard type != UIStoryboardSegue.self else {
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        }
        pending = (identifier, source, destination)
        defer { pending = nil }
        let raw = touchstone_make_storyboard_segue(unsafeBitCast(type, to: UnsafeMutableRawPointer.self))
        return Unmanaged<UIStoryboardSegue>.fromOpaque(raw).takeRetainedValue()
    }
}

extension UIStoryboardSegue {
    /// `init(identifier:source:destination:)` dispatched to the dynamic class with ``SegueFactory``'s arguments.
    @usableFromInline convenience init(_touchstoneFactory: Void) {
        let arguments = SegueFactory.pending!
        self.init(identifier: arguments.identifier, source: arguments.source, destination: arguments.destination)
    }
}
