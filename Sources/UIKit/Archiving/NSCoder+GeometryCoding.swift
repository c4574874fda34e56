// SPDX-License-Identifier: Apache-2.0

import Foundation

// UIKit's geometry additions to NSCoder's keyed coding (UIGeometry.h): each value is stored as its
// `NSCoder.string(for:)` text, as iOS's keyed archives store it. Foundation itself provides `encode(_:forKey:)` for
// `CGPoint`, `CGSize` and `CGRect` (its `NSPoint`, `NSSize`, `NSRect`), in the same text form.
extension NSCoder {
    /// Stores `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    /// Stores `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSCoder.string(for: transform), forKey: key)
    }
    /// Stores `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    /// Stores `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }
    /// Stores `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset), forKey: key) }

    /// The point stored under `key`; `.zero` when there is none.
    public func decodeCGPoint(forKey key: String) -> CGPoint { geometryString(key).map(NSCoder.cgPoint(for:)) ?? .zero }
    /// The size stored under `key`; `.zero` when there is none.
    public func decodeCGSize(forKey key: String) -> CGSize { geometryString(key).map(NSCoder.cgSize(for:)) ?? .zero }
    /// The rectangle stored under `key`; `.zero` when there is none.
    public func decodeCGRect(forKey key: String) -> CGRect { geometryString(key).map(NSCoder.cgRect(for:)) ?? .zero }
    /// The vector stored under `key`; `.zero` when there is none.
    public func decodeCGVector(forKey key: String) -> CGVector {
        geometryString(key).map(NSCoder.cgVector(for:)) ?? .zero
    }
    /// The transform stored under `key`; the identity when there is none.
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        geometryString(key).map(NSCoder.cgAffineTransform(for:)) ?? .identity
    }
    /// The insets stored under `key`; `.zero` when there are none.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        geometryString(key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }
    /// The insets stored under `key`; `.zero` when there are none.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        geometryString(key).map(NSCoder.nsDirectionalEdgeInsets(for:)) ?? .zero
    }
    /// The offset stored under `key`; `.zero` when there is none.
    public func decodeUIOffset(forKey key: String) -> UIOffset {
        geometryString(key).map(NSCoder.uiOffset(for:)) ?? .zero
    }

    /// `"{horizontal, vertical}"`.
    public class func string(for offset: UIOffset) -> String {
        GeometryString.format([[offset.horizontal, offset.vertical]])
    }

    /// `"{top, leading, bottom, trailing}"`.
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        GeometryString.format([[insets.top, insets.leading, insets.bottom, insets.trailing]])
    }

    /// The offset in `"{horizontal, vertical}"`, or `.zero` when the string is not of that form.
    public class func uiOffset(for string: String) -> UIOffset {
        guard let v = GeometryString.parse(string, shape: [2]) else { return .zero }
        return UIOffset(horizontal: v[0], vertical: v[1])
    }

    /// The insets in `"{top, leading, bottom, trailing}"`, or `.zero` when the string is not of that form.
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        guard let v = GeometryString.parse(string, shape: [4]) else { return .zero }
        return NSDirectionalEdgeInsets(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
    }

    /// The string stored under `key` (secure decoding allows `NSString`), or nil.
    private func geometryString(_ key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key) as String?
    }
}
