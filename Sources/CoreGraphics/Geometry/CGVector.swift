// SPDX-License-Identifier: Apache-2.0

/// A two-dimensional vector: a direction and magnitude, with no position.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector `(0, 0)`.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// A vector with components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector from integer components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}

extension CGVector: Codable {
    /// Decodes Apple's form: an unkeyed container `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes as Apple does, an unkeyed container `[dx, dy]` (JSON: `[3,-4]`), matching CGPoint and CGSize.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
