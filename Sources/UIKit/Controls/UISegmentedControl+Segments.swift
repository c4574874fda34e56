// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One segment of a segmented control.
package struct SegmentedControlSegment {
    package var title: String?
    package var image: UIImage?
    package var action: UIAction?
    /// The width set with `setWidth(_:forSegmentAt:)`; 0 means automatic.
    package var width: CGFloat = 0
    package var isEnabled = true
    package var contentOffset: CGSize = .zero

    package init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
        self.title = title
        self.image = image
        self.action = action
    }
}

extension UISegmentedControl {
    /// How long the pill takes to slide to a new selection, in seconds.
    package static let pillSlideDuration: TimeInterval = 0.25

    /// Whether `segment` is an index of an existing segment; logs `caller` otherwise.
    package func isValidSegment(_ segment: Int, _ caller: String) -> Bool {
        guard segments.indices.contains(segment) else {
            UIKitDiagnostics.log("UISegmentedControl.\(caller): segment \(segment) out of 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    // MARK: Adding and removing segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…numberOfSegments).
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…numberOfSegments).
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(image: image), at: segment)
    }

    /// Inserts a segment for `action` (its title, else its image) at `segment`; choosing the segment performs the
    /// action with the control as sender (iOS 14).
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: action.title.isEmpty ? nil : action.title, image: action.image,
                                       action: action), at: segment)
    }

    private func insert(_ item: SegmentedControlSegment, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(item, at: index)
        if selectedIndexStorage != Self.noSegment, index <= selectedIndexStorage { selectedIndexStorage += 1 }
        segmentsDidChange()
    }

    /// Removes the segment at `segment`; removing the selected one leaves no segment selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard isValidSegment(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if segment == selectedIndexStorage {
            selectedIndexStorage = Self.noSegment
        } else if segment < selectedIndexStorage {
            selectedIndexStorage -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment (nothing is selected afterwards).
    public func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
        segmentsDidChange()
    }

    // MARK: Segment content

    /// Sets the title of `segment` (replacing its image).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[segment].title = title
        if title != nil { segments[segment].image = nil }
        segmentsDidChange()
    }

    /// The title of `segment`, nil when it has none or does not exist.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of `segment` (replacing its title).
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[segment].image = image
        if image != nil { segments[segment].title = nil }
        segmentsDidChange()
    }

    /// The image of `segment`, nil when it has none or does not exist.
    public func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Makes `segment` show and perform `action` (iOS 14).
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setAction(_:forSegmentAt:)") else { return }
        segments[segment] = SegmentedControlSegment(title: action.title.isEmpty ? nil : action.title,
                                                    image: action.image, action: action)
        segmentsDidChange()
    }

    /// The action of `segment`, if it has one.
    public func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes the width of `segment` in points; 0 goes back to automatic. Negative or non-finite widths are
    /// logged and ignored.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            return UIKitDiagnostics.log("UISegmentedControl.setWidth: \(width) is not a width; ignored")
        }
        segments[segment].width = width
        segmentsDidChange()
    }

    /// The width set for `segment` (0: automatic).
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of `segment` by `offset` points from its centred position.
    public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        guard offset.width.isFinite, offset.height.isFinite else {
            return UIKitDiagnostics.log("UISegmentedControl.setContentOffset: non-finite \(offset); ignored")
        }
        segments[segment].contentOffset = offset
        segmentsDidChange()
    }

    /// The content offset of `segment`.
    public func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables `segment`: a disabled segment is dimmed and cannot be chosen. Disabling the selected
    /// segment keeps it selected.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard isValidSegment(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        segmentsDidChange()
    }

    /// Whether `segment` is enabled (false for a segment that does not exist).
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    // MARK: Title attributes

    /// Sets the text attributes (`.font`, `.foregroundColor`) of titles in `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`); unset attributes fall back to the `.normal` ones, then the defaults.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        segmentTitleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The text attributes set for `state`, nil when none were set.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        segmentTitleAttributes[state.rawValue]
    }

    // MARK: Selection

    /// Selects `index` (or ``noSegment``), sliding the pill when `animated`; sends no event.
    package func select(_ index: Int, animated: Bool) {
        guard index == Self.noSegment || segments.indices.contains(index) else {
            return UIKitDiagnostics.log("UISegmentedControl.selectedSegmentIndex: \(index) is not a segment; ignored")
        }
        guard index != selectedIndexStorage else { return }
        selectedIndexStorage = index
        segmentsDidChange(animatingPill: animated)
    }
}
