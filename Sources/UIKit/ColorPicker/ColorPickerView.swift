// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// The interface of a color picker, built from UIKit views: a header with the title and a close button, the
/// swatch grid (Apple's "Grid" tab), an opacity slider (when alpha is supported), a hex field and a preview of the
/// selected color. The controller wires the controls; this view only lays them out and shows a color. Not API.
@MainActor
final class ColorPickerView: UIView {
    /// The height of the header.
    static let headerHeight: CGFloat = 52
    /// The margin around the content.
    static let margin: CGFloat = 16

    /// The title in the header ("Colors" unless the controller has a title).
    let titleLabel = UILabel()
    /// The close button at the right of the header (Apple's "X"): dismisses the picker.
    let closeButton = UIButton(type: .close)
    /// The swatches, row by row (``ColorPickerPalette/rows`` × ``ColorPickerPalette/columns``).
    private(set) var swatches: [UIButton] = []
    /// The ring drawn around the swatch of the selected color, hidden when no swatch matches.
    let selectionRing = UIView()
    /// The "OPACITY" caption above the slider.
    let opacityLabel = UILabel()
    /// The opacity slider, 0…1 (hidden when the picker does not support alpha).
    let opacitySlider = UISlider()
    /// The "Hex Color #" caption of the hex field.
    let hexLabel = UILabel()
    /// The hex field, "RRGGBB".
    let hexField = UITextField()
    /// The preview of the selected color, at the bottom left.
    let preview = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        closeButton.accessibilityLabel = "Close"
        addSubview(closeButton)
        for row in 0..<ColorPickerPalette.rows {
            for column in 0..<ColorPickerPalette.columns {
                let swatch = UIButton(type: .custom)
                swatch.backgroundColor = ColorPickerPalette.color(row: row, column: column)
                swatch.accessibilityLabel = "#" + ColorPickerPalette.hex(of: swatch.backgroundColor ?? .black)
                addSubview(swatch)
                swatches.append(swatch)
            }
        }
        selectionRing.isUserInteractionEnabled = false
        selectionRing.layer.borderWidth = 3
        selectionRing.layer.borderColor = UIColor.white.cgColor
        selectionRing.layer.cornerRadius = 4
        addSubview(selectionRing)
        opacityLabel.text = "OPACITY"
        opacityLabel.font = UIFont.systemFont(ofSize: 13)
        opacityLabel.textColor = .gray
        addSubview(opacityLabel)
        addSubview(opacitySlider)
        hexLabel.text = "Hex Color #"
        hexLabel.font = UIFont.systemFont(ofSize: 15)
        addSubview(hexLabel)
        hexField.borderStyle = .roundedRect
        hexField.autocapitalizationType = .allCharacters
        hexField.autocorrectionType = .no
        hexField.returnKeyType = .done
        addSubview(hexField)
        preview.layer.cornerRadius = 8
        preview.layer.borderWidth = 1
        preview.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        addSubview(preview)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `color`: the preview, the hex text, the slider and the ring around the matching swatch.
    func show(_ color: UIColor, supportsAlpha: Bool) {
        preview.backgroundColor = color
        hexField.text = ColorPickerPalette.hex(of: color)
        opacitySlider.value = Float(ColorPickerPalette.components(of: color)?.alpha ?? 1)
        opacitySlider.isHidden = !supportsAlpha
        opacityLabel.isHidden = !supportsAlpha
        let hex = ColorPickerPalette.hex(of: color)
        let match = swatches.first { ColorPickerPalette.hex(of: $0.backgroundColor ?? .clear) == hex }
        selectionRing.isHidden = match == nil
        if let match { selectionRing.frame = match.frame.insetBy(dx: -2, dy: -2) }
        selectedSwatch = match
    }

    /// The swatch whose color is the selected one, if any.
    private(set) var selectedSwatch: UIButton?

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = Self.margin, width = bounds.width, top = safeAreaInsets.top
        titleLabel.frame = CGRect(x: 60, y: top, width: max(0, width - 120), height: Self.headerHeight)
        closeButton.frame = CGRect(x: width - margin - 30, y: top + (Self.headerHeight - 30) / 2, width: 30,
                                   height: 30)
        let side = ((width - 2 * margin) / CGFloat(ColorPickerPalette.columns)).rounded(.down)
        let gridX = ((width - side * CGFloat(ColorPickerPalette.columns)) / 2).rounded(.down)
        for (index, swatch) in swatches.enumerated() {
            let row = index / ColorPickerPalette.columns, column = index % ColorPickerPalette.columns
            swatch.frame = CGRect(x: gridX + CGFloat(column) * side,
                                  y: top + Self.headerHeight + CGFloat(row) * side, width: side, height: side)
        }
        if let selectedSwatch { selectionRing.frame = selectedSwatch.frame.insetBy(dx: -2, dy: -2) }
        var y = top + Self.headerHeight + side * CGFloat(ColorPickerPalette.rows) + 12
        if !opacitySlider.isHidden {
            opacityLabel.frame = CGRect(x: margin, y: y, width: width - 2 * margin, height: 18)
            opacitySlider.frame = CGRect(x: margin, y: y + 20, width: width - 2 * margin, height: 30)
            y += 56
        }
        hexLabel.frame = CGRect(x: margin, y: y, width: 96, height: 32)
        hexField.frame = CGRect(x: margin + 100, y: y, width: max(0, width - 2 * margin - 100), height: 32)
        preview.frame = CGRect(x: margin, y: y + 42, width: 44, height: 44)
    }
}
