// SPDX-License-Identifier: Apache-2.0

/// The direction in which text is written: the base direction of a paragraph or of a run of text.
public enum NSWritingDirection: Int, Sendable {
    /// The direction the Unicode bidirectional algorithm picks from the text's first strong character.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}
