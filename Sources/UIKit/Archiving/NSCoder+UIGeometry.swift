// SPDX-License-Identifier: Apache-2.0

import Foundation

// UIKit's geometry additions to NSCoder (UIGeometry.h): each value is stored as its `NSStringFrom…` string, as
// iOS's keyed archives store it. Foundation itself provides `encode(_:forKey:)` for `CGPoint`, `CGSize` and
// `CGRect` (its `NSPoint`, `NSSize`, `NSRect`), in the same text form.
extension NSCoder {
    /// Stores `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSStringFromCGVector(vector), forKey: key) }
    /// Stores `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSStringFromCGAffineTransform(transform), forKey: key)
    }
    /// Stores `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSStringFromUIEdgeInsets(insets), forKey: key)
    }
    /// Stores `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSStringFromDirectionalEdgeInsets(insets), forKey: key)
    }
    /// Stores `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSStringFromUIOffset(offset), forKey: key) }

    /// The point stored under `key`; `.zero` when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint { geometryString(key).map(CGPointFromString) ?? .zero }
    /// The size stored under `key`; `.zero` when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize { geometryString(key).map(CGSizeFromString) ?? .zero }
    /// The rectangle stored under `key`; `.zero` when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect { geometryString(key).map(CGRectFromString) ?? .zero }
    /// The vector stored under `key`; `.zero` when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector { geometryString(key).map(CGVectorFromString) ?? .zero }
    /// The transform stored under `key`; the identity when there is none.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        geometryString(key).map(CGAffineTransformFromString) ?? .identity
    }
    /// The insets stored under `key`; `.zero` when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        geometryString(key).map(UIEdgeInsetsFromString) ?? .zero
    }
    /// The insets stored under `key`; `.zero` when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        geometryString(key).map(NSDirectionalEdgeInsetsFromString) ?? .zero
    }
    /// The offset stored under `key`; `.zero` when there is none.
    public func decodeUIOffset(forKey key: String) -> UIOffset { geometryString(key).map(UIOffsetFromString) ?? .zero }

    /// The string stored under `key` (secure decoding allows `NSString`), or nil.
    private func geometryString(_ key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key) as String?
    }
}
