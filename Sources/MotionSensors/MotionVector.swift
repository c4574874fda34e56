// SPDX-License-Identifier: Apache-2.0
//
// The simulated motion sensor's vectors (docs/ARCHITECTURE.md, "Motion").

/// A vector in the device's axes, as Apple's motion APIs report them: x to the right of the screen, y towards
/// its top, z out of the screen towards the viewer (portrait, upright). Accelerations are in g, rates in
/// radians per second.
package struct MotionVector: Equatable, Sendable, CustomStringConvertible {
    /// The component along the device's x axis.
    package var x: Double
    /// The component along the device's y axis.
    package var y: Double
    /// The component along the device's z axis.
    package var z: Double

    /// A vector of its three components.
    package init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The zero vector.
    package static let zero = MotionVector(x: 0, y: 0, z: 0)

    /// The Euclidean length.
    package var length: Double { (x * x + y * y + z * z).squareRoot() }

    /// Whether every component is finite.
    package var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// The vector scaled to length 1, or nil for the zero vector.
    package var normalized: MotionVector? {
        let length = self.length
        guard length > 0, length.isFinite else { return nil }
        return MotionVector(x: x / length, y: y / length, z: z / length)
    }

    /// The component-wise sum.
    package static func + (a: MotionVector, b: MotionVector) -> MotionVector {
        MotionVector(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z)
    }

    /// The component-wise difference.
    package static func - (a: MotionVector, b: MotionVector) -> MotionVector {
        MotionVector(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
    }

    /// `(x, y, z)`.
    package var description: String { "(\(x), \(y), \(z))" }
}
