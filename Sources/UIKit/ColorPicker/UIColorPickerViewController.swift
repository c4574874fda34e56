// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A view controller that shows the system interface for choosing a color, and tells its delegate what the user
/// chose (iOS 14).
///
/// Set ``selectedColor``, ``supportsAlpha`` (and optionally `title` and ``delegate``), then present the picker
/// modally. The picker shows a header (the title, "Colors" without one, and a close button), a grid of swatches
/// like Apple's "Grid" tab, an opacity slider when ``supportsAlpha`` is true, and a hex field. A tap on a swatch, a
/// committed hex value or the end of an opacity drag selects a color with `continuously` false; the drag itself
/// selects with `continuously` true. The close button dismisses the picker; the delegate is told
/// ``UIColorPickerViewControllerDelegate/colorPickerViewControllerDidFinish(_:)`` when it has gone, however it was
/// dismissed.
///
/// Touchstone's differences: only the Grid tab is drawn (no Spectrum, no Sliders tab and no eyedropper); colors are
/// sRGB, with components clamped into 0…1.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The object told about selections and dismissal, held weakly.
    open weak var delegate: UIColorPickerViewControllerDelegate?

    /// The color the picker shows as selected (default white). Setting it does not tell the delegate. Without
    /// ``supportsAlpha`` the picker keeps it opaque; components that are NaN or outside 0…1 are clamped (logged).
    open var selectedColor: UIColor {
        get { selectedColorStorage }
        set {
            selectedColorStorage = accepted(newValue)
            refresh()
        }
    }
    private var selectedColorStorage: UIColor = .white

    /// Whether the user may choose the color's opacity (default true). Turning it off makes ``selectedColor``
    /// opaque and hides the opacity slider.
    open var supportsAlpha = true {
        didSet {
            if !supportsAlpha { selectedColorStorage = accepted(selectedColorStorage) }
            refresh()
        }
    }

    /// Creates a picker with white selected and alpha supported.
    public init() { super.init(nibName: nil, bundle: nil) }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The picker's interface, once loaded.
    private(set) var pickerView: ColorPickerView?

    // MARK: Lifecycle

    /// Builds the swatch grid, the opacity slider and the hex field, and wires them.
    open override func loadView() {
        let content = ColorPickerView(frame: UIScreen.main.bounds)
        content.closeButton.addAction(UIAction { [weak self] _ in self?.userTappedClose() }, for: .touchUpInside)
        for swatch in content.swatches {
            swatch.addAction(UIAction { [weak self, weak swatch] _ in
                guard let color = swatch?.backgroundColor else { return }
                self?.userChose(color)
            }, for: .touchUpInside)
        }
        content.opacitySlider.addAction(UIAction { [weak self, weak content] _ in
            guard let slider = content?.opacitySlider else { return }
            self?.userSetOpacity(CGFloat(slider.value), continuously: slider.isTracking)
        }, for: .valueChanged)
        content.opacitySlider.addAction(UIAction { [weak self, weak content] _ in
            guard let slider = content?.opacitySlider else { return }
            self?.userSetOpacity(CGFloat(slider.value), continuously: false)
        }, for: [.touchUpInside, .touchUpOutside])
        content.hexField.addAction(UIAction { [weak self, weak content] _ in
            self?.userEnteredHex(content?.hexField.text ?? "")
        }, for: .editingDidEnd)
        content.hexField.addAction(UIAction { [weak content] _ in content?.hexField.resignFirstResponder() },
                                   for: .editingDidEndOnExit)
        pickerView = content
        view = content
        refresh()
    }

    /// Notes whether the picker is going because it is being dismissed (rather than covered).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        finishing = isBeingDismissed
    }

    /// Tells the delegate the picker has finished once it is dismissed (by its close button or by the app).
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard finishing else { return }
        finishing = false
        delegate?.colorPickerViewControllerDidFinish(self)
    }
    /// Whether the picker's view is disappearing because the picker is being dismissed.
    private var finishing = false

    /// The title shown in the header: `title`, or "Colors".
    open override var title: String? {
        didSet { refresh() }
    }

    private func refresh() {
        guard let pickerView else { return }
        pickerView.titleLabel.text = title ?? "Colors"
        pickerView.show(selectedColorStorage, supportsAlpha: supportsAlpha)
        pickerView.setNeedsLayout()
    }

    /// `color` as the picker stores it: clamped into 0…1 (logged when it was not) and opaque without alpha support.
    private func accepted(_ color: UIColor) -> UIColor {
        if ColorPickerPalette.needsClamping(color) {
            UIKitDiagnostics.log("UIColorPickerViewController: selectedColor \(color) has components that are NaN or outside 0…1; clamped")
        }
        return ColorPickerPalette.sanitized(color, keepingAlpha: supportsAlpha)
    }

    // MARK: The user

    /// The user tapped a swatch of `color` (opaque): it becomes the selection, keeping the current opacity.
    func userChose(_ color: UIColor) {
        let alpha = supportsAlpha ? ColorPickerPalette.components(of: selectedColorStorage)?.alpha ?? 1 : 1
        select(color.withAlphaComponent(alpha), continuously: false)
    }

    /// The user moved the opacity slider to `opacity` (still dragging when `continuously`).
    func userSetOpacity(_ opacity: CGFloat, continuously: Bool) {
        guard supportsAlpha else { return }
        select(selectedColorStorage.withAlphaComponent(opacity), continuously: continuously)
    }

    /// The user committed `text` in the hex field: a valid "RRGGBB" (or "RRGGBBAA") selects that color; anything
    /// else is logged and the field shows the selected color again.
    func userEnteredHex(_ text: String) {
        guard let color = ColorPickerPalette.color(hex: text) else {
            UIKitDiagnostics.log("UIColorPickerViewController: \"\(text)\" is not a hex color; ignored")
            refresh()
            return
        }
        var alpha = ColorPickerPalette.components(of: color)?.alpha ?? 1
        if text.trimmingCharacters(in: .whitespaces).filter(\.isHexDigit).count == 6 {
            alpha = ColorPickerPalette.components(of: selectedColorStorage)?.alpha ?? 1
        }
        select(color.withAlphaComponent(alpha), continuously: false)
    }

    /// The user tapped the close button: the picker dismisses itself (the delegate hears when it has gone).
    func userTappedClose() {
        view.endEditing(true)
        if presentingViewController != nil {
            dismiss(animated: true)
        } else {
            delegate?.colorPickerViewControllerDidFinish(self)
        }
    }

    private func select(_ color: UIColor, continuously: Bool) {
        selectedColorStorage = accepted(color)
        refresh()
        delegate?.colorPickerViewController(self, didSelect: selectedColorStorage, continuously: continuously)
    }

    // MARK: Simulated user (tests)

    /// Simulates the user choosing `color`: a tap on its swatch when the grid has one, else typing its hex value
    /// (its opacity is kept only when it is in the grid: the hex field has none).
    package func simulateUserChoosing(_ color: UIColor) {
        loadViewIfNeeded()
        let hex = ColorPickerPalette.hex(of: color)
        let swatch = pickerView?.swatches.first { ColorPickerPalette.hex(of: $0.backgroundColor ?? .clear) == hex }
        if let swatchColor = swatch?.backgroundColor {
            userChose(swatchColor)
        } else {
            userEnteredHex(hex)
        }
    }

    /// Simulates a drag of the opacity slider through `values`: each but the last is a continuous selection, the
    /// last the final one.
    package func simulateUserDraggingOpacity(through values: [CGFloat]) {
        for (index, value) in values.enumerated() {
            userSetOpacity(value, continuously: index < values.count - 1)
        }
    }

    /// Simulates the user typing `text` into the hex field and pressing Done.
    package func simulateUserEnteringHex(_ text: String) { userEnteredHex(text) }

    /// Simulates a tap on the close button.
    package func simulateUserClosing() { userTappedClose() }
}
