// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The text fields of an alert controller, styled as iOS draws them: on the modern appearance a borderless
/// 13-point field inside a white box with a hairline grey border, boxes stacked without gaps; on the classic
/// appearance iOS 5's white rounded-rect field.
@MainActor
package enum AlertTextFields {
    /// A new field for an alert.
    package static func makeField(classic: Bool) -> UITextField {
        let field = UITextField(frame: .zero)
        if classic {
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 15)
        } else {
            field.borderStyle = .none
            field.font = .systemFont(ofSize: 13)
        }
        return field
    }

    /// The view the panel adds for `field`: the field itself (classic) or a bordered box holding it (modern).
    package static func box(for field: UITextField, classic: Bool) -> UIView {
        guard !classic else { return field }
        let box = AlertTextFieldBox(frame: .zero)
        box.addSubview(field)
        return box
    }

    /// Places `box` (and a boxed field, 4 points in from the box's sides) at `frame`.
    package static func place(_ box: UIView, in frame: CGRect) {
        box.frame = frame
        guard let box = box as? AlertTextFieldBox, let field = box.subviews.first else { return }
        field.frame = box.bounds.insetBy(dx: 4, dy: 0)
    }
}

/// The modern alert field's box: the system background with a hairline separator-coloured border.
@MainActor
private final class AlertTextFieldBox: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        isOpaque = false
        contentMode = .redraw
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let line = 1 / max(1, scale)
        UIColor.separator.setStroke()
        let path = UIBezierPath(rect: bounds.insetBy(dx: line / 2, dy: line / 2))
        path.lineWidth = line
        path.stroke()
    }
}
