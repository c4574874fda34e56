// SPDX-License-Identifier: Apache-2.0
//
// How the simulated device is held, and the gravity that follows (docs/ARCHITECTURE.md, "Motion").

/// How the simulated device is held: one of the six rest positions `UIDeviceOrientation` names.
///
/// The raw values are `UIDeviceOrientation`'s, so UIKit converts without a table.
package enum DevicePose: Int, Sendable, CaseIterable {
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down, home button at the top.
    case portraitUpsideDown = 2
    /// On its side, home button on the right (turned anticlockwise from portrait).
    case landscapeLeft = 3
    /// On its side, home button on the left (turned clockwise from portrait).
    case landscapeRight = 4
    /// Flat on its back, screen up.
    case faceUp = 5
    /// Flat on its face, screen down.
    case faceDown = 6

    /// Gravity in the device's axes, in g, for a device at rest in this pose: Apple's documented readings
    /// (portrait upright −y, landscape left −x, face up −z).
    package var gravity: MotionVector {
        switch self {
        case .portrait: return MotionVector(x: 0, y: -1, z: 0)
        case .portraitUpsideDown: return MotionVector(x: 0, y: 1, z: 0)
        case .landscapeLeft: return MotionVector(x: -1, y: 0, z: 0)
        case .landscapeRight: return MotionVector(x: 1, y: 0, z: 0)
        case .faceUp: return MotionVector(x: 0, y: 0, z: -1)
        case .faceDown: return MotionVector(x: 0, y: 0, z: 1)
        }
    }
}
