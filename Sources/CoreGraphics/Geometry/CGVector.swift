// SPDX-License-Identifier: Apache-2.0

/// A two-dimensional vector: a direction and magnitude, with no position.
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// The vector `(0, 0)`.
    public static let zero = CGVector(dx: 0, dy: 0)

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
}
