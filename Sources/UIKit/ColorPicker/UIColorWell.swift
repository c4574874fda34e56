// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A control that shows a color in a ring of hues and, when tapped, presents a color picker from its view
/// controller; the color the user picks becomes ``selectedColor`` and the well sends `.valueChanged` (iOS 14).
///
/// The picker gets the well's ``title`` and ``supportsAlpha`` and starts on ``selectedColor`` (white when nil).
/// Every selection in the picker, continuous or final, updates the well and sends `.valueChanged`; setting
/// ``selectedColor`` in code sends nothing. With no view controller in the well's responder chain, a tap is logged
/// and does nothing.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The title of the picker the well presents (default nil: the picker's own).
    open var title: String?

    /// Whether the picker the well presents lets the user choose an opacity (default true).
    open var supportsAlpha = true

    /// The color the well shows (default nil: an empty well). Setting it does not send `.valueChanged`.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The picker the well is presenting, while it is up.
    package private(set) weak var presentedPicker: UIColorPickerViewController?
    private lazy var pickerDelegate = ColorWellPickerDelegate(well: self)

    /// Creates a well in `frame`, transparent, with no color.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        accessibilityLabel = "Color"
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    /// Creates a well from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    /// A well's natural size: 28 × 28 points, as Apple's.
    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    /// Draws the ring of twelve hues and, inside it, the selected color (nothing inside when nil).
    open override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = side / 2, ringWidth = max(2, side / 9)
        let segments = 12
        for index in 0..<segments {
            let start = CGFloat(index) / CGFloat(segments) * 2 * .pi - .pi / 2
            let end = CGFloat(index + 1) / CGFloat(segments) * 2 * .pi - .pi / 2 + 0.02
            let arc = UIBezierPath(arcCenter: center, radius: radius - ringWidth / 2, startAngle: start,
                                   endAngle: end, clockwise: true)
            arc.lineWidth = ringWidth
            UIColor(hue: CGFloat(index) / CGFloat(segments), saturation: 1, brightness: 1, alpha: 1).setStroke()
            arc.stroke()
        }
        guard let selectedColor else { return }
        let inner = radius - ringWidth - max(1.5, side / 14)
        guard inner > 0 else { return }
        selectedColor.setFill()
        UIBezierPath(ovalIn: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
            .fill()
    }

    /// Presents a color picker from the nearest view controller in the responder chain.
    private func presentPicker() {
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard let controller = responder as? UIViewController else {
            UIKitDiagnostics.log("UIColorWell: tapped, but the well is in no view controller's view; no picker is presented")
            return
        }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.delegate = pickerDelegate
        presentedPicker = picker
        controller.present(picker, animated: true)
    }

    /// The picker selected `color`: show it and tell the targets.
    fileprivate func pickerSelected(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}

/// The delegate of a well's picker: forwards selections to the well. Not API.
@MainActor
private final class ColorWellPickerDelegate: NSObject, UIColorPickerViewControllerDelegate {
    weak var well: UIColorWell?

    init(well: UIColorWell) { self.well = well }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        well?.pickerSelected(color)
    }
}
