// SPDX-License-Identifier: Apache-2.0

/// What a view's content means for right-to-left layout: whether it flips when the interface runs right to left.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content: flips with the interface's direction (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): always left to right.
    case playback = 1
    /// Directional controls (a D-pad, a text-alignment control): always left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
