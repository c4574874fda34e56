// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore

/// One component of a picker: a vertical wheel of rows turning about a horizontal axis behind the picker.
///
/// **The cylinder.** Rows lie on a cylinder of radius ``radius`` (half the wheel's height: 108 pt in a 216-pt
/// picker), one row height of arc per row. A row whose centre is `d` points of arc from the selection band's centre
/// (`d = row × rowHeight − offset`) is turned by `θ = d / radius` about the axis and seen in perspective from
/// ``eyeDistance`` points (the wheel's `sublayerTransform` has `m34 = −1 / 500`), so rows shrink and flatten as they
/// turn away; their alpha is `cos θ`. Rows turned by π/2 or more are not shown. The rows are real layers with 3-D
/// transforms, which the compositor renders exactly (perspective is flattened per layer into a homography).
///
/// Each row's view sits in a ``PickerRowCell`` the wheel owns, so an app's row view keeps its own transform and
/// alpha. Views of rows that turn out of sight go to a reuse pool and are offered back through the delegate's
/// `reusing` argument. Motion (drag, flick, snap) is in `PickerWheel+Motion.swift`.
@MainActor
final class PickerWheel: UIView {
    /// The picker this wheel belongs to.
    weak var picker: UIPickerView?
    /// The component index.
    var component: Int
    /// Rows in the component (cached from the data source).
    var rowCount = 0
    /// Row height in points (cached from the delegate).
    var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    /// The selected row: −1 without rows. Changes when the user settles on a row or code selects one.
    var selectedRow = -1
    /// Arc points from row 0's centre to the band's centre (see ``WheelPhysics``).
    var offset: CGFloat = 0 {
        didSet { if offset != oldValue { setNeedsLayout() } }
    }
    /// What the wheel is doing (see `PickerWheel+Motion.swift`).
    var motion = WheelMotion.idle
    /// Drives deceleration and snaps; present only while the wheel moves on its own.
    var displayLink: CADisplayLink?
    /// The device time of the last motion step.
    var lastStepTime: CFTimeInterval = 0
    /// The last release, for tests that check the deceleration formula: time, offset and velocity.
    var lastRelease: (time: CFTimeInterval, offset: CGFloat, velocity: CGFloat)?

    /// Cells showing rows, by row.
    private(set) var visibleCells: [Int: PickerRowCell] = [:]
    /// Row views no longer shown, offered back to the delegate.
    private(set) var reusableViews: [UIView] = []
    private var spareCells: [PickerRowCell] = []

    /// Distance of the viewer from the band (points) for the perspective.
    static let eyeDistance: CGFloat = 500
    /// The cylinder's radius as a fraction of the wheel's height.
    static let radiusFactor: CGFloat = 0.5

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        clipsToBounds = true
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.eyeDistance
        layer.sublayerTransform = perspective
    }

    required init?(coder: NSCoder) {
        self.component = 0
        super.init(coder: coder)
    }

    /// The cylinder's radius in points.
    var radius: CGFloat { max(1, bounds.height * Self.radiusFactor) }

    /// The largest valid offset (the last row centred); 0 without rows.
    var maximumOffset: CGFloat { CGFloat(max(0, rowCount - 1)) * rowHeight }

    /// The row nearest the band for `offset`, clamped to the rows (−1 without rows).
    func nearestRow(to offset: CGFloat) -> Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        return min(rowCount - 1, max(0, Int((offset / rowHeight).rounded())))
    }

    // MARK: Touches (the work is in `PickerWheel+Motion.swift`)

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { wheelTouchesBegan(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { wheelTouchesMoved(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { wheelTouchesEnded(touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { wheelTouchesCancelled(touches) }

    // MARK: Accessibility

    /// Each wheel is one adjustable element, as on iOS.
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
    /// The selected row's title and, for a plain picker, its position: "Lemon, 5 of 10".
    override var accessibilityValue: String? {
        get {
            guard selectedRow >= 0, let content = shownView(row: selectedRow) else { return nil }
            if let row = content as? DatePickerRowView { return row.label.text }
            let title = (content as? UILabel)?.text ?? content.accessibilityLabel ?? ""
            return "\(title), \(selectedRow + 1) of \(rowCount)"
        }
        set {}
    }

    // MARK: Rows

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// Shows the rows within a quarter turn of the band and places each on the cylinder.
    func layoutRows() {
        guard let picker, rowCount > 0, rowHeight > 0, bounds.height > 0 else { return recycleAllRows() }
        let r = radius
        let reach = r * .pi / 2
        let first = max(0, Int(((offset - reach) / rowHeight).rounded(.up)))
        let last = min(rowCount - 1, Int(((offset + reach) / rowHeight).rounded(.down)))
        for (row, cell) in visibleCells where row < first || row > last { recycle(row: row, cell: cell) }
        guard first <= last else { return }
        let size = CGSize(width: bounds.width, height: rowHeight)
        for row in first...last {
            let theta = (CGFloat(row) * rowHeight - offset) / r
            guard abs(theta) < .pi / 2 else {
                if let cell = visibleCells[row] { recycle(row: row, cell: cell) }
                continue
            }
            let cell = visibleCells[row] ?? makeCell(row: row, picker: picker, size: size)
            cell.bounds = CGRect(origin: .zero, size: size)
            cell.center = CGPoint(x: bounds.midX, y: bounds.midY)
            cell.layer.transform = Self.transform(theta: theta, radius: r)
            cell.alpha = max(0, cos(theta))
        }
    }

    /// A row's transform at `theta` on a cylinder of `radius`: move the row out to the axis, turn it, move back.
    /// (Rows are centred on the wheel; the wheel's `sublayerTransform` adds the perspective.)
    static func transform(theta: CGFloat, radius: CGFloat) -> CATransform3D {
        var t = CATransform3DMakeTranslation(0, 0, -radius)
        t = CATransform3DRotate(t, -theta, 1, 0, 0)
        return CATransform3DTranslate(t, 0, 0, radius)
    }

    private func makeCell(row: Int, picker: UIPickerView, size: CGSize) -> PickerRowCell {
        let cell = spareCells.popLast() ?? PickerRowCell()
        let view = picker.rowView(row: row, component: component, reusing: reusableViews.popLast())
        cell.frame = CGRect(origin: .zero, size: size)
        cell.show(view)
        addSubview(cell)
        visibleCells[row] = cell
        return cell
    }

    private func recycle(row: Int, cell: PickerRowCell) {
        visibleCells[row] = nil
        if let content = cell.takeContent() { reusableViews.append(content) }
        cell.removeFromSuperview()
        spareCells.append(cell)
    }

    /// Puts every shown row back into the pools (after a reload, or when the wheel has no rows).
    func recycleAllRows() {
        for (row, cell) in visibleCells { recycle(row: row, cell: cell) }
    }

    /// The view showing `row`, if the row is on screen.
    func shownView(row: Int) -> UIView? { visibleCells[row]?.content }
}

/// The wheel's own holder for one row view: the wheel turns and fades the cell, never the app's view, which is
/// sized to fill it.
@MainActor
final class PickerRowCell: UIView {
    private(set) var content: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func show(_ view: UIView) {
        if content !== view { content?.removeFromSuperview() }
        content = view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== self { addSubview(view) }
    }

    func takeContent() -> UIView? {
        let view = content
        view?.removeFromSuperview()
        content = nil
        return view
    }
}
