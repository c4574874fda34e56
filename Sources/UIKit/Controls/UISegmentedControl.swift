// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A horizontal row of segments, each a title or an image, of which one is selected: the control sends
/// `valueChanged` when a tap (or a drag) picks another segment.
///
/// **Look.** On the modern profile a grey rounded track holds the segments, separated by thin lines, and a white
/// pill marks the selected one; the pill slides when the selection changes (0.25 s when animated). On the classic
/// profile the iPhone OS 3 styles of ``segmentedControlStyle`` are drawn: `.plain` (white segments with a grey rim,
/// the selected one a blue gradient, 44 points tall), `.bordered` (the same with a darker rim) and `.bar` (a
/// 30-point tinted bar). See `UISegmentedControl+Drawing.swift`.
///
/// **Touches.** A finger that touches down on an enabled segment highlights it; on the modern profile a finger
/// that started on the selected segment drags the pill from segment to segment. Lifting the finger selects the
/// segment under it and sends `valueChanged` once (not when it was already selected). A momentary control
/// (``isMomentary``) shows the segment selected only while the finger is down; ``selectedSegmentIndex`` still
/// reports the last tapped segment. See `UISegmentedControl+Tracking.swift`.
///
/// **Accessibility.** Each segment is an element with the button trait (plus `.selected` for the selected one and
/// `.notEnabled` for disabled ones), labelled with its title and valued "2 of 3".
///
/// Out-of-range segment indexes are logged and ignored (getters return nil, zero or false).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// iPhone OS's segmented control styles (deprecated in iOS 7; drawn on the classic profile only).
    public enum Style: Int, Sendable {
        /// Large white segments with a grey rim (the default).
        case plain = 0
        /// Large white segments with a dark rim.
        case bordered = 1
        /// A small 30-point control for toolbars, tinted by `tintColor`.
        case bar = 2
        /// A large bezeled control (drawn as `.plain`).
        case bezeled = 3
    }

    /// The index meaning "no segment is selected" (-1).
    public static let noSegment: Int = -1

    /// The segments, left to right.
    package var segments: [SegmentedControlSegment] = []
    /// The segment being touched (highlighted), if any.
    package var highlightedSegment: Int?
    /// The segment the pill shows while a finger drags it (modern profile), if any.
    package var draggedSelection: Int?
    /// Whether the tracked finger started on the selected segment (so it drags the pill).
    package var touchStartedOnSelection = false
    package var selectedIndexStorage = UISegmentedControl.noSegment
    package var segmentTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    package let trackView = SegmentedTrackView()
    package let pillView = UIView()
    package var contentViews: [SegmentContentView] = []

    /// The iPhone OS 3 style (`.plain` by default), drawn on the classic profile; it also sets the classic height.
    open var segmentedControlStyle: Style = .plain {
        didSet { segmentsDidChange() }
    }
    /// Whether segments show selected only while touched (false by default).
    open var isMomentary = false {
        didSet { segmentsDidChange() }
    }
    /// Whether segments are as wide as their content (true) or all equally wide (false, the default). Widths set
    /// with ``setWidth(_:forSegmentAt:)`` are kept either way.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange() }
    }
    /// The colour of the selected segment's pill (nil: white on the modern profile).
    open var selectedSegmentTintColor: UIColor? {
        didSet { segmentsDidChange() }
    }
    /// The selected segment, or ``noSegment`` (the default). Setting it does not send `valueChanged`; an index
    /// outside the segments is logged and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set { select(newValue, animated: false) }
    }
    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSegmentedViews()
    }

    /// Creates a control with no segments (nothing is decoded: see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSegmentedViews()
        decodeSegmentedControlAttributes(from: coder)
    }

    /// Creates a control with one segment per item: a `String` becomes a title, a `UIImage` an image (anything
    /// else is logged and skipped). Nothing is selected; the frame fits the segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(SegmentedControlSegment(title: title))
            } else if let image = item as? UIImage {
                segments.append(SegmentedControlSegment(image: image))
            } else {
                UIKitDiagnostics.log("UISegmentedControl(items:): \(type(of: item)) is neither String nor UIImage")
            }
        }
        segmentsDidChange()
        frame.size = sizeThatFits(.zero)
    }

    /// Creates a control with one segment per action (its title or image); choosing a segment performs its action
    /// (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentedControlSegment(title: $0.title.isEmpty ? nil : $0.title, image: $0.image,
                                                         action: $0) }
        segmentsDidChange()
    }

    // MARK: Tracking (the work is in UISegmentedControl+Tracking.swift)

    /// Tracks a touch that lands on an enabled segment and highlights that segment; a touch on a disabled segment
    /// is not tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginSegmentTracking(touch) }
    /// Follows the finger: the selection pill slides with it across enabled segments when the touch began on the
    /// selected segment (modern look); otherwise the highlight follows it while it stays in the touch area.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        continueSegmentTracking(touch)
    }
    /// Selects the segment the finger chose (the dragged pill's, or the highlighted one if the finger lifted inside
    /// the touch area); a change, or any tap on a momentary control, sends `valueChanged` once and performs the
    /// segment's action.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { endSegmentTracking(touch) }
    /// Removes the highlight and any drag; the selection stays as it was.
    open override func cancelTracking(with event: UIEvent?) { cancelSegmentTracking() }
    /// Whether the control responds to touches; a disabled control is drawn dimmed.
    open override var isEnabled: Bool {
        didSet { segmentsDidChange() }
    }
    /// Refreshes the segments' content views and redraws them in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        segmentsDidChange()
    }

    // MARK: Layout and drawing (the work is in UISegmentedControl+Layout.swift and +Drawing.swift)

    /// Lays out the segments: the track fills the bounds, the selection pill sits on the shown selection and each
    /// segment's content view on its segment, moved by its content offset.
    open override func layoutSubviews() { layoutSegments() }
    /// The size that fits the segments: their widths side by side, 32 points tall (classic: 44, or 30 for `.bar`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { segmentsFittingSize() }
    /// The control's natural size: the same as `sizeThatFits(_:)`.
    open override var intrinsicContentSize: CGSize { segmentsFittingSize() }

    // MARK: Accessibility (the work is in UISegmentedControl+Accessibility.swift)

    /// The control itself is not an element: its segments are.
    open override var isAccessibilityElement: Bool {
        get { false }
        set { if newValue { UIKitDiagnostics.log("UISegmentedControl: its segments are the accessibility elements") } }
    }
    /// One element per segment, left to right.
    open override var accessibilityElements: [Any]? {
        get { segmentAccessibilityElements() }
        set { UIKitDiagnostics.log("UISegmentedControl: accessibilityElements is derived from the segments; ignored") }
    }
}
