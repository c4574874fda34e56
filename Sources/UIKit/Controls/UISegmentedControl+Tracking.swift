// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Touches on a segmented control: highlight, the dragged pill, and the selection on lift.
extension UISegmentedControl {
    /// A touch down on an enabled segment is tracked and highlights it; a touch on a disabled segment is not.
    package func beginSegmentTracking(_ touch: UITouch) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        highlightedSegment = index
        touchStartedOnSelection = !isMomentary && !isClassicLook && index == selectedIndexStorage
        draggedSelection = nil
        segmentsDidChange()
        return true
    }

    /// A moving finger: the pill follows it across enabled segments when the touch began on the selection
    /// (modern profile); otherwise the highlight follows it while it stays in the touch area.
    package func continueSegmentTracking(_ touch: UITouch) -> Bool {
        let under = segmentIndex(at: touch.location(in: self)).flatMap { segments[$0].isEnabled ? $0 : nil }
        if touchStartedOnSelection {
            guard let under, under != (draggedSelection ?? selectedIndexStorage) else { return true }
            draggedSelection = under
            highlightedSegment = under
            segmentsDidChange(animatingPill: true)
        } else {
            let highlight = isTouchInside ? under : nil
            guard highlight != highlightedSegment else { return true }
            highlightedSegment = highlight
            segmentsDidChange()
        }
        return true
    }

    /// The finger lifted: the segment it chose (the dragged pill's, or the highlighted one when the finger is
    /// inside the touch area) is selected; a change, or any tap on a momentary control, sends `valueChanged` once
    /// and performs the segment's action.
    package func endSegmentTracking(_ touch: UITouch?) {
        let chosen = touchStartedOnSelection ? draggedSelection : (isTouchInside ? highlightedSegment : nil)
        highlightedSegment = nil
        draggedSelection = nil
        touchStartedOnSelection = false
        guard let chosen, segments.indices.contains(chosen), segments[chosen].isEnabled else {
            return segmentsDidChange()
        }
        if isMomentary {
            selectedIndexStorage = chosen
            segmentsDidChange()
        } else {
            guard chosen != selectedIndexStorage else { return segmentsDidChange() }
            select(chosen, animated: true)
        }
        sendActions(for: .valueChanged)
        if let action = segments[chosen].action { sendAction(action) }
    }

    /// The touch was cancelled: highlight and drag go, the selection stays.
    package func cancelSegmentTracking() {
        let dragged = draggedSelection != nil
        highlightedSegment = nil
        draggedSelection = nil
        touchStartedOnSelection = false
        segmentsDidChange(animatingPill: dragged)
    }
}
