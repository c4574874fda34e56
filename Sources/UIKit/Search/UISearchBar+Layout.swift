// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The search bar's geometry: the prompt row, the field row (field and Cancel button), the scope row.
extension UISearchBar {
    /// The height of the field row: 56 points (iOS 13's standalone bar; 52 inside a navigation bar), 44 on
    /// iPhone OS 3.
    package var fieldRowHeight: CGFloat {
        if UIScreen.main.profile.isClassic { return 44 }
        return isInNavigationBar ? 52 : 56
    }
    /// The height of the prompt row (30 points) when a prompt is set.
    package var promptRowHeight: CGFloat { prompt == nil ? 0 : 30 }
    /// The height of the scope row (44 points) when the scope bar shows.
    package var scopeRowHeight: CGFloat { scopeBar == nil ? 0 : 44 }

    package func searchBarFittingSize(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : 320
        return CGSize(width: width, height: promptRowHeight + fieldRowHeight + scopeRowHeight)
    }

    /// The field's frame: inset 8 points (5 on iPhone OS 3) from the sides, 36 points high (31 on iPhone OS 3),
    /// centred in its row, stopping before the Cancel button when it shows.
    package func fieldFrame(cancelShown: Bool) -> CGRect {
        let classic = UIScreen.main.profile.isClassic
        let margin: CGFloat = classic ? 5 : 8
        let height: CGFloat = classic ? 31 : 36
        let rowTop = promptRowHeight
        var right = bounds.width - margin
        if cancelShown { right = cancelFrame(shown: true).minX - (classic ? 5 : 8) }
        let y = rowTop + ((fieldRowHeight - height) / 2).rounded()
        return CGRect(x: margin, y: y, width: max(0, right - margin), height: height)
    }

    /// The Cancel button's frame: shown, at the right margin; hidden, just past the bar's right edge.
    package func cancelFrame(shown: Bool) -> CGRect {
        let classic = UIScreen.main.profile.isClassic
        let size = cancelButton.fittingSize
        let margin: CGFloat = classic ? 5 : 8
        let x = shown ? bounds.width - margin - size.width : bounds.width
        let y = promptRowHeight + ((fieldRowHeight - size.height) / 2).rounded()
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    package func layoutSearchBar() {
        let extensionUp: CGFloat = barPosition == .topAttached || attachedToTop
            ? (window.map { convert(CGPoint.zero, to: $0).y } ?? 0) : 0
        backgroundView.frame = CGRect(x: 0, y: -max(0, extensionUp), width: bounds.width,
                                      height: bounds.height + max(0, extensionUp))
        sendSubviewToBack(backgroundView)
        promptLabel?.frame = CGRect(x: 8, y: 4, width: max(0, bounds.width - 16), height: 22)
        let shown = showsCancelButtonStorage
        searchTextField.frame = fieldFrame(cancelShown: shown)
        cancelButton.frame = cancelFrame(shown: shown)
        cancelButton.alpha = shown ? 1 : 0
        if shown { cancelButton.isHidden = false }
        if let scopeBar {
            let classic = UIScreen.main.profile.isClassic
            let height: CGFloat = classic ? 29 : 32
            let top = promptRowHeight + fieldRowHeight
            let margin: CGFloat = classic ? 5 : 8
            scopeBar.frame = CGRect(x: margin, y: top + ((scopeRowHeight - height) / 2).rounded() - (classic ? 0 : 4),
                                    width: max(0, bounds.width - 2 * margin), height: height)
        }
    }

    /// Re-lays out the bar, animated over 0.25 s when `animated` and in a window (the Cancel button fades and
    /// slides while the field resizes).
    package func animateLayoutChange(animated: Bool) {
        let shown = showsCancelButtonStorage
        guard animated, window != nil else {
            cancelButton.isHidden = !shown
            return invalidateLayout()
        }
        if shown {
            cancelButton.isHidden = false
            cancelButton.frame = cancelFrame(shown: false)
            cancelButton.alpha = 0
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState], animations: {
            self.searchTextField.frame = self.fieldFrame(cancelShown: shown)
            self.cancelButton.frame = self.cancelFrame(shown: shown)
            self.cancelButton.alpha = shown ? 1 : 0
        }, completion: { _ in
            if !self.showsCancelButtonStorage { self.cancelButton.isHidden = true }
        })
    }
}

/// The bar's Cancel button: the tint-coloured word on the modern look, iPhone OS 3's bordered bar button
/// (white bold text on a darker gloss of the bar's colour) on the classic one.
@MainActor
package final class SearchBarCancelButton: UIControl {
    package weak var bar: UISearchBar?
    /// The title ("Cancel").
    package var title = "Cancel" { didSet { setNeedsDisplay() } }

    package init() {
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        accessibilityTraits = .button
        isAccessibilityElement = true
        accessibilityLabel = "Cancel"
    }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    private var font: UIFont {
        UIScreen.main.profile.isClassic ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
    }

    /// The button's size: the title's width (plus a bordered button's padding on iPhone OS 3).
    package var fittingSize: CGSize {
        let width = BarDrawing.textWidth(title, font: font)
        if UIScreen.main.profile.isClassic { return CGSize(width: max(48, width + 20), height: 30) }
        return CGSize(width: width, height: 36)
    }

    package override var isHighlighted: Bool { didSet { setNeedsDisplay() } }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override func draw(_ rect: CGRect) {
        let classic = UIScreen.main.profile.isClassic
        if classic {
            let base: UIColor
            if let tint = bar?.barTintColor {
                base = BarDrawing.shade(tint, -0.12)
            } else if bar?.barStyle ?? .default != .default {
                base = UIColor(white: 0.15, alpha: 1)
            } else {
                base = BarDrawing.shade(SearchBarBackgroundView.classicBase, -0.22)
            }
            BarDrawing.drawClassicButton(bounds.insetBy(dx: 0, dy: 0.5), base: base, back: false, highlighted: isHighlighted)
            BarDrawing.drawText(title, in: bounds, font: font, color: .white, embossed: true)
        } else {
            let dark = bar?.barStyle ?? .default != .default
            let color: UIColor = dark ? .white : (tintColor ?? .systemBlue)
            BarDrawing.drawText(title, in: bounds, font: font, color: isHighlighted ? color.withAlphaComponent(0.3) : color)
        }
    }
}
