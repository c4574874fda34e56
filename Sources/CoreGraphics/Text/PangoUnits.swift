// SPDX-License-Identifier: Apache-2.0

import CCairo

/// Conversions from points to Pango's fixed-point units (1/1024 pt in a C `int`), the one place where text
/// lengths leave floating point.
package enum PangoUnits {
    /// `points` in Pango units, clamped to what a C `int` holds (about ±2.1 million points); NaN gives 0.
    /// Every length handed to Pango (font sizes, widths, spacing, kerning) goes through here, so no app value
    /// can trap the conversion.
    package static func from(_ points: CGFloat) -> Int32 {
        let units = Double(points) * Double(PANGO_SCALE)
        guard !units.isNaN else { return 0 }
        return Int32(min(Double(Int32.max), max(Double(Int32.min), units.rounded())))
    }
}
