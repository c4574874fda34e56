// SPDX-License-Identifier: Apache-2.0

/// The keyboard's size and key area per device look and orientation.
///
/// iPhone OS 3: 320 × 216 points in portrait, 480 × 162 in landscape (guide §2.5.3's sizes), keys filling it.
/// Modern phone: 291 points tall in portrait (216 of keys above a 75-point band with the globe and dictation keys and
/// the home indicator), 209 in landscape (160 of keys between the sensor-housing insets); as wide as the screen.
package struct KeyboardMetrics: Equatable {
    /// Whether the modern look (else iPhone OS 3's).
    package var modern: Bool
    /// The keyboard's size in the interface's orientation.
    package var size: CGSize
    /// Where the keys are, in the keyboard view.
    package var keyArea: CGRect

    /// The metrics for a screen of `screenWidth` interface points (the width in the current orientation).
    package init(modern: Bool, landscape: Bool, screenWidth: CGFloat) {
        self.modern = modern
        if modern {
            let height: CGFloat = landscape ? 209 : 291
            let keysHeight: CGFloat = landscape ? 160 : 216
            let inset: CGFloat = landscape ? 59 : 0
            size = CGSize(width: screenWidth, height: height)
            keyArea = CGRect(x: inset, y: 0, width: screenWidth - 2 * inset, height: keysHeight)
        } else {
            size = CGSize(width: screenWidth, height: landscape ? 162 : 216)
            keyArea = CGRect(origin: .zero, size: size)
        }
    }

    /// The modern look's globe and dictation band below the keys (empty on iPhone OS 3).
    package var bottomBand: CGRect {
        CGRect(x: 0, y: keyArea.maxY, width: size.width, height: size.height - keyArea.maxY)
    }
}
