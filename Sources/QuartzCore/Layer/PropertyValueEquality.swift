// SPDX-License-Identifier: Apache-2.0

/// Tells whether a layer property was set to the value it already had (infrastructure, not Apple API).
///
/// Equatable values (numbers, geometry, transforms, colours, optionals of those) are compared with `==`; so are
/// values typed `Any` (contents) when what they hold is Equatable, by its own type. A value of any other type never
/// counts as the same, so its set is always a change.
package enum PropertyValueEquality {
    /// Whether `old` and `new` are equal Equatable values.
    package static func same<T>(_ old: T, _ new: T) -> Bool {
        guard let old = old as? any Equatable else { return false }
        return old.isEqual(toValue: new)
    }
}

private extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    func isEqual(toValue other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
