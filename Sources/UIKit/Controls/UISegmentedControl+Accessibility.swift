// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One segment as assistive technologies see it.
@MainActor
package final class SegmentAccessibilityElement: UIAccessibilityElement {
    /// The segment's index.
    package let segment: Int

    package init(control: UISegmentedControl, segment: Int) {
        self.segment = segment
        super.init(accessibilityContainer: control)
    }
}

extension UISegmentedControl {
    /// One element per segment: labelled with its title (or its image view's label), the button trait with
    /// `.selected` for the selected segment and `.notEnabled` for a disabled one, valued "2 of 3", framed on its
    /// segment.
    package func segmentAccessibilityElements() -> [Any] {
        let frames = segmentFrames()
        return segments.indices.map { index in
            let element = SegmentAccessibilityElement(control: self, segment: index)
            let segment = segments[index]
            element.accessibilityLabel = segment.title ?? segment.action?.title
            var traits: UIAccessibilityTraits = .button
            if index == selectedIndexStorage { traits.insert(.selected) }
            if !segment.isEnabled || !isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityValue = "\(index + 1) of \(segments.count)"
            if frames.indices.contains(index) { element.accessibilityFrameInContainerSpace = frames[index] }
            return element
        }
    }
}
