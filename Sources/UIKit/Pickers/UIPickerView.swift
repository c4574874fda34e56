// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view of spinning wheels, one per component, each showing a column of rows; the row in the grey selection
/// band across the middle is the component's selection.
///
/// The picker asks its ``dataSource`` for the number of components and rows and its ``delegate`` for row
/// contents and sizes (see ``UIPickerViewDelegate``), caching the answers until ``reloadAllComponents()`` or
/// ``reloadComponent(_:)``. The user drags a wheel to turn it, flicks it to let it coast, or taps a row above or
/// below the band to bring it there; the wheel always comes to rest with a row in the band, and the delegate's
/// `pickerView(_:didSelectRow:inComponent:)` hears once, when that row differs from the previous selection. The
/// motion is described in `WheelPhysics` and the look in `PickerWheel`.
///
/// **Geometry.** Components sit side by side, 5 points apart, centred horizontally; their widths come from the
/// delegate or, by default, share the width less 8-point side insets equally. Rows are 32 points tall unless the
/// delegate says otherwise (what iOS 14 and later pickers show; Apple documents no default).
/// The picker is 216 points tall by default (`UIPickerView()` is 320 × 216) and fills whatever frame it is
/// given. The band is a `tertiarySystemFill` rounded rectangle (corner radius 8) one row tall behind the rows,
/// spanning the components.
///
/// **Bad input** is logged and ignored: out-of-range rows and components in ``selectRow(_:inComponent:animated:)``
/// (ignored), ``view(forRow:forComponent:)`` and ``rowSize(forComponent:)`` (nil / zero); negative counts (0);
/// negative or non-finite widths and non-positive or non-finite row heights (the defaults). A reload whose counts
/// shrink clamps each selection to the last row (−1 for an empty component, row 0 when rows appear).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Where the picker gets its component and row counts (not retained). Setting it reloads at the next layout.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// What the picker shows and whom it tells about the user's selections (not retained). Setting it reloads at
    /// the next layout.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { setNeedsReload() }
    }
    /// Whether the selection indicator shows. Deprecated on Apple since iOS 13, where the band always shows; kept
    /// for source compatibility and has no effect, as there.
    open var showsSelectionIndicator = false

    /// The wheels, one per component.
    private(set) var wheels: [PickerWheel] = []
    /// The band behind the selected rows.
    let selectionBand = UIView()
    /// Whether the data source must be asked again before the counts are used.
    private var needsReload = true
    /// Cached component widths, valid while the width is `cachedWidthsBoundsWidth`.
    private var cachedWidths: [CGFloat]?

    /// Row height when the delegate does not give one (points).
    static let defaultRowHeight: CGFloat = 32
    /// Height of a picker created without a size (points).
    static let defaultHeight: CGFloat = 216
    /// Width of a picker created without a size (points).
    static let defaultWidth: CGFloat = 320
    /// Space between components (points).
    static let componentGap: CGFloat = 5
    /// Inset of the components and band from the picker's sides (points).
    static let sideInset: CGFloat = 8

    // MARK: Creation

    /// Creates a picker with `frame`; a zero size becomes iOS's default 320 × 216 points.
    public override init(frame: CGRect) {
        let sized = frame.size == .zero
            ? CGRect(origin: frame.origin, size: CGSize(width: Self.defaultWidth, height: Self.defaultHeight)) : frame
        super.init(frame: sized)
        setUpPicker()
    }

    /// Creates a picker of the default size (archives are not read on Touchstone, so nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = CGSize(width: Self.defaultWidth, height: Self.defaultHeight)
        setUpPicker()
    }

    private func setUpPicker() {
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// Pickers are as wide as they are given and 216 points tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.defaultHeight)
    }

    /// The given width (320 when 0) and the default height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : Self.defaultWidth, height: Self.defaultHeight)
    }

    // MARK: Counts

    /// The number of components, as last read from the data source (0 without one).
    open var numberOfComponents: Int {
        loadIfNeeded()
        return wheels.count
    }

    /// The number of rows in `component`, as last read from the data source; 0 (logged) for a component that does
    /// not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let wheel = wheel(component, "numberOfRows(inComponent:)") else { return 0 }
        return wheel.rowCount
    }

    /// The size of `component`'s rows: its width and its row height, in points. Zero (logged) for a component that
    /// does not exist.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component, "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: componentWidths()[component], height: wheel.rowHeight)
    }

    /// The delegate's view for `row` of `component` while that row is on screen; nil when it is not, when the
    /// delegate gives titles rather than views, or (logged) when the row or component does not exist.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let wheel = wheel(component, "view(forRow:forComponent:)") else { return nil }
        guard (0..<wheel.rowCount).contains(row) else {
            UIKitDiagnostics.log("UIPickerView.view(forRow:forComponent:): row \(row) out of range 0..<\(wheel.rowCount); nil")
            return nil
        }
        layoutIfNeeded()
        guard let view = wheel.shownView(row: row), !(view is PickerRowLabel) else { return nil }
        return view
    }

    // MARK: Reloading

    /// Asks the data source and delegate again for everything: components, rows, sizes and row contents.
    /// Selections are kept where the rows still exist and clamped where they do not.
    open func reloadAllComponents() {
        needsReload = false
        let count = dataSource.map { source in
            let n = source.numberOfComponents(in: self)
            if n < 0 { UIKitDiagnostics.log("UIPickerView: numberOfComponents \(n) is negative; 0 used") }
            return max(0, n)
        } ?? 0
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            addSubview(wheel)
            wheels.append(wheel)
        }
        for component in 0..<count { reloadRows(of: wheels[component]) }
        cachedWidths = nil
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for `component`'s rows, row height and contents; its selection is
    /// clamped to the rows it now has. A component that does not exist is ignored (logged).
    open func reloadComponent(_ component: Int) {
        guard let wheel = wheel(component, "reloadComponent(_:)") else { return }
        reloadRows(of: wheel)
        cachedWidths = nil
        setNeedsLayout()
    }

    private func reloadRows(of wheel: PickerWheel) {
        let component = wheel.component
        var rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        if rows < 0 {
            UIKitDiagnostics.log("UIPickerView: \(rows) rows in component \(component) is negative; 0 used")
            rows = 0
        }
        let height = validRowHeight(component)
        let selection = rows == 0 ? -1 : min(rows - 1, max(0, wheel.selectedRow))
        let reshaped = rows != wheel.rowCount || height != wheel.rowHeight || selection != wheel.selectedRow
        wheel.rowCount = rows
        wheel.rowHeight = height
        wheel.selectedRow = selection
        wheel.recycleAllRows()
        // Same rows: only the contents are asked again, and a turning wheel keeps turning.
        if reshaped { wheel.jump(to: selection) } else { wheel.setNeedsLayout() }
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the data source if it changed since the last read.
    func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    // MARK: Selection

    /// Selects `row` of `component`, turning the wheel to it (over 0.3 s when `animated`). The delegate is not
    /// told, as on iOS; ``selectedRow(inComponent:)`` returns `row` at once. Out-of-range rows or components are
    /// ignored (logged).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component, "selectRow(_:inComponent:animated:)") else { return }
        guard (0..<wheel.rowCount).contains(row) else {
            return UIKitDiagnostics.log(
                "UIPickerView.selectRow: row \(row) out of range 0..<\(wheel.rowCount) in component \(component); ignored")
        }
        wheel.selectedRow = row
        if animated && window != nil {
            wheel.animate(to: CGFloat(row) * wheel.rowHeight, duration: WheelPhysics.selectDuration, notify: false,
                          now: CACurrentMediaTime())
        } else {
            wheel.jump(to: row)
        }
    }

    /// The selected row of `component`: −1 when the component has no rows, or (logged) does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        guard let wheel = wheel(component, "selectedRow(inComponent:)") else { return -1 }
        return wheel.selectedRow
    }

    /// A wheel came to rest on a new row by the user's hand.
    func wheelDidSettle(_ wheel: PickerWheel, on row: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: wheel.component)
    }

    /// The wheel of `component`, loading first; nil (logged, naming `api`) when there is no such component.
    private func wheel(_ component: Int, _ api: String) -> PickerWheel? {
        loadIfNeeded()
        guard wheels.indices.contains(component) else {
            UIKitDiagnostics.log("UIPickerView.\(api): component \(component) out of range 0..<\(wheels.count)")
            return nil
        }
        return wheels[component]
    }

    // MARK: Layout

    /// Loads the components from the data source if needed, places the wheels side by side at their widths,
    /// centred with 5-point gaps, and the selection band across them at the tallest row height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentGap * CGFloat(max(0, widths.count - 1))
        var x = ((bounds.width - total) / 2).rounded()
        var bandHeight: CGFloat = 0
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.componentGap
            bandHeight = max(bandHeight, wheel.rowHeight)
        }
        let bandX = min(Self.sideInset, wheels.first?.frame.minX ?? Self.sideInset)
        let bandMaxX = max(bounds.width - Self.sideInset, wheels.last?.frame.maxX ?? 0)
        selectionBand.frame = CGRect(x: bandX, y: ((bounds.height - bandHeight) / 2).rounded(),
                                     width: max(0, bandMaxX - bandX), height: bandHeight)
        selectionBand.isHidden = wheels.isEmpty
    }

    /// The equal share of the width each component gets when the delegate gives no widths.
    var defaultComponentWidth: CGFloat {
        let n = CGFloat(max(1, wheels.count))
        return max(0, (bounds.width - 2 * Self.sideInset - Self.componentGap * (n - 1)) / n)
    }

    /// Each component's width, from the delegate where it gives a usable one.
    func componentWidths() -> [CGFloat] {
        if let cachedWidths, cachedWidths.count == wheels.count, cachedWidthsBoundsWidth == bounds.width {
            return cachedWidths
        }
        let widths = wheels.indices.map { component -> CGFloat in
            let fallback = defaultComponentWidth
            guard let delegate else { return fallback }
            let width = delegate.pickerView(self, widthForComponent: component)
            guard width.isFinite, width >= 0 else {
                UIKitDiagnostics.log("UIPickerView: width \(width) for component \(component) is unusable; \(fallback) used")
                return fallback
            }
            return width
        }
        cachedWidths = widths
        cachedWidthsBoundsWidth = bounds.width
        return widths
    }

    private func validRowHeight(_ component: Int) -> CGFloat {
        guard let delegate else { return Self.defaultRowHeight }
        let height = delegate.pickerView(self, rowHeightForComponent: component)
        guard height.isFinite, height > 0 else {
            UIKitDiagnostics.log("UIPickerView: row height \(height) for component \(component) is unusable; 32 used")
            return Self.defaultRowHeight
        }
        return height
    }

    private var cachedWidthsBoundsWidth: CGFloat = -1
}
