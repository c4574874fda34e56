// SPDX-License-Identifier: Apache-2.0
//
// The callout bubble over a selected annotation view: title, subtitle (or the detail accessory) and the left and
// right accessory views.

import UIKit

/// The bubble a map shows over a selected annotation view whose `canShowCallout` is true: a white rounded
/// rectangle with an arrow pointing at the view, the annotation's title and subtitle, and the view's accessories.
/// A `UIControl` accessory tapped (touch up inside) calls ``onAccessoryTapped``, which tells the map's delegate.
final class CalloutView: UIView {
    private(set) weak var annotationView: MKAnnotationView?
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    private var accessories: [UIView] = []
    /// Called with the control when an accessory control is tapped.
    var onAccessoryTapped: ((UIControl) -> Void)?

    static let arrowHeight: CGFloat = 10
    static let padding: CGFloat = 10

    init(annotationView: MKAnnotationView, title: String, subtitle: String?) {
        self.annotationView = annotationView
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = .clear
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = .black
        addSubview(titleLabel)
        let detail = annotationView.detailCalloutAccessoryView
        if detail == nil, let subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            subtitleLabel.font = .systemFont(ofSize: 12)
            subtitleLabel.textColor = .darkGray
            addSubview(subtitleLabel)
        }
        for view in [annotationView.leftCalloutAccessoryView, detail, annotationView.rightCalloutAccessoryView] {
            guard let view else { continue }
            if view.bounds.size == .zero { view.sizeToFit() }
            accessories.append(view)
            addSubview(view)
            if let control = view as? UIControl {
                control.addAction(UIAction { [weak self, weak control] _ in
                    guard let control else { return }
                    self?.onAccessoryTapped?(control)
                }, for: .touchUpInside)
            }
        }
        layOut(annotationView: annotationView)
    }

    required init?(coder: NSCoder) {
        titleLabel.text = nil
        super.init(coder: coder)
    }

    private func layOut(annotationView view: MKAnnotationView) {
        let pad = Self.padding
        titleLabel.sizeToFit()
        let hasSubtitle = subtitleLabel.superview != nil
        if hasSubtitle { subtitleLabel.sizeToFit() }
        let left = view.leftCalloutAccessoryView, right = view.rightCalloutAccessoryView
        let detail = view.detailCalloutAccessoryView
        let textWidth = max(titleLabel.bounds.width, hasSubtitle ? subtitleLabel.bounds.width : 0,
                            detail?.bounds.width ?? 0)
        let textHeight = titleLabel.bounds.height + (hasSubtitle ? subtitleLabel.bounds.height + 2 : 0)
            + (detail.map { $0.bounds.height + 4 } ?? 0)
        let accessoryHeight = max(left?.bounds.height ?? 0, right?.bounds.height ?? 0)
        let bodyHeight = max(textHeight, accessoryHeight) + 2 * pad
        var x = pad
        if let left {
            left.frame.origin = CGPoint(x: x, y: (bodyHeight - left.bounds.height) / 2)
            x += left.bounds.width + 8
        }
        titleLabel.frame.origin = CGPoint(x: x, y: (bodyHeight - textHeight) / 2)
        var y = titleLabel.frame.maxY
        if hasSubtitle {
            subtitleLabel.frame.origin = CGPoint(x: x, y: y + 2)
            y = subtitleLabel.frame.maxY
        }
        if let detail { detail.frame.origin = CGPoint(x: x, y: y + 4) }
        x += textWidth
        if let right {
            x += 8
            right.frame.origin = CGPoint(x: x, y: (bodyHeight - right.bounds.height) / 2)
            x += right.bounds.width
        }
        bounds.size = CGSize(width: max(x + pad, 60), height: bodyHeight + Self.arrowHeight)
    }

    /// Places the bubble so its arrow points at the top centre of `view` (plus its callout offset), kept
    /// horizontally inside the map.
    func position(above view: MKAnnotationView) {
        let anchor = CGPoint(x: view.frame.midX + view.calloutOffset.x, y: view.frame.minY + view.calloutOffset.y)
        var x = anchor.x - bounds.width / 2
        if let container = superview {
            x = min(max(x, container.bounds.minX + 4), container.bounds.maxX - 4 - bounds.width)
        }
        frame.origin = CGPoint(x: x, y: anchor.y - bounds.height)
        arrowX = anchor.x - frame.minX
        setNeedsDisplay()
    }

    private var arrowX: CGFloat = 0

    /// Draws the bubble: a soft shadow, then the white body and arrow with a hairline border.
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let body = CGRect(x: 0.5, y: 0.5, width: bounds.width - 1, height: bounds.height - Self.arrowHeight - 1)
        let arrow = min(max(arrowX, 14), bounds.width - 14)
        let path = UIBezierPath(roundedRect: body, cornerRadius: 8)
        path.move(to: CGPoint(x: arrow - 9, y: body.maxY - 0.5))
        path.addLine(to: CGPoint(x: arrow, y: bounds.height - 0.5))
        path.addLine(to: CGPoint(x: arrow + 9, y: body.maxY - 0.5))
        path.close()
        context.setFillColor(UIColor.white.cgColor)
        path.fill()
        context.setStrokeColor(UIColor(white: 0, alpha: 0.25).cgColor)
        context.setLineWidth(1)
        UIBezierPath(roundedRect: body, cornerRadius: 8).stroke()
    }
}
