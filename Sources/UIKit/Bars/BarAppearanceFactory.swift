// SPDX-License-Identifier: Apache-2.0

import CDynamicInit

/// Makes blank instances of appearance classes known by their metatype (a copy is of the original's class, an
/// app's subclass included), through their `init(_touchstoneFactory:)` as ``ResponderFactory`` makes responders.
@MainActor
package enum BarAppearanceFactory {
    /// A new `type` made by its `init()`.
    package static func make(_ type: UIBarAppearance.Type) -> UIBarAppearance {
        let raw = touchstone_make_bar_appearance(unsafeBitCast(type, to: UnsafeMutableRawPointer.self), 0)
        return Unmanaged<UIBarAppearance>.fromOpaque(raw).takeRetainedValue()
    }

    /// A new `type` made by its `init()`.
    package static func make(_ type: UIBarButtonItemAppearance.Type) -> UIBarButtonItemAppearance {
        let raw = touchstone_make_bar_appearance(unsafeBitCast(type, to: UnsafeMutableRawPointer.self), 1)
        return Unmanaged<UIBarButtonItemAppearance>.fromOpaque(raw).takeRetainedValue()
    }

    /// A new `type` made by its `init()`.
    package static func make(_ type: UITabBarItemAppearance.Type) -> UITabBarItemAppearance {
        let raw = touchstone_make_bar_appearance(unsafeBitCast(type, to: UnsafeMutableRawPointer.self), 2)
        return Unmanaged<UITabBarItemAppearance>.fromOpaque(raw).takeRetainedValue()
    }
}

/// A copy handed out of `MainActor.assumeIsolated` by the appearances' nonisolated `copy() -> Any`.
package struct CopiedObject: @unchecked Sendable {
    package let value: Any
}
