// SPDX-License-Identifier: Apache-2.0
//
// MKPinAnnotationView: the standard pin (MKPinAnnotationView.h), drawn with Core Graphics.

import UIKit

/// The colours of the classic pin (deprecated in iOS 9 for ``MKPinAnnotationView/pinTintColor``).
public enum MKPinAnnotationColor: UInt, Sendable {
    /// Red: a destination.
    case red = 0
    /// Green: a starting point.
    case green = 1
    /// Purple: a user-defined point.
    case purple = 2
}

/// A view showing the standard pin, its needle's tip on the annotation's coordinate.
///
/// The pin is 16 × 32 points: a coloured head with a highlight over a grey needle. ``animatesDrop`` drops it from
/// above the map when it is added.
open class MKPinAnnotationView: MKAnnotationView {
    /// The pin's head colour (red by default).
    open var pinTintColor: UIColor! = MKPinAnnotationView.redPinColor() {
        didSet { setNeedsDisplay() }
    }
    /// Whether the pin drops from the top of the map when the view is added.
    open var animatesDrop = false

    /// The classic pin colour; setting it sets ``pinTintColor``.
    @available(iOS, deprecated: 9.0, message: "Use pinTintColor")
    open var pinColor: MKPinAnnotationColor {
        get {
            if pinTintColor == MKPinAnnotationView.greenPinColor() { return .green }
            if pinTintColor == MKPinAnnotationView.purplePinColor() { return .purple }
            return .red
        }
        set {
            switch newValue {
            case .red: pinTintColor = MKPinAnnotationView.redPinColor()
            case .green: pinTintColor = MKPinAnnotationView.greenPinColor()
            case .purple: pinTintColor = MKPinAnnotationView.purplePinColor()
            }
        }
    }

    private static let red = UIColor(red: 0.87, green: 0.14, blue: 0.14, alpha: 1)
    private static let green = UIColor(red: 0.25, green: 0.75, blue: 0.2, alpha: 1)
    private static let purple = UIColor(red: 0.6, green: 0.3, blue: 0.85, alpha: 1)

    /// The standard red pin colour.
    open class func redPinColor() -> UIColor { red }
    /// The standard green pin colour.
    open class func greenPinColor() -> UIColor { green }
    /// The standard purple pin colour.
    open class func purplePinColor() -> UIColor { purple }

    /// A red pin for `annotation`.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        setUpPin()
    }

    /// A red pin in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPin()
    }

    /// A pin decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPin()
    }

    private func setUpPin() {
        bounds.size = CGSize(width: 16, height: 32)
        centerOffset = CGPoint(x: 0, y: -16)
        calloutOffset = CGPoint(x: 0, y: 0)
        isOpaque = false
    }

    /// Draws the needle, then the head with a highlight.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let midX = bounds.midX
        context.setStrokeColor(UIColor(white: 0.45, alpha: 1).cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: midX, y: 12))
        context.addLine(to: CGPoint(x: midX, y: bounds.maxY))
        context.strokePath()
        let head = CGRect(x: midX - 7, y: 1, width: 14, height: 14)
        context.setFillColor((pinTintColor ?? MKPinAnnotationView.red).cgColor)
        context.fillEllipse(in: head)
        context.setStrokeColor(UIColor(white: 0, alpha: 0.35).cgColor)
        context.setLineWidth(1)
        context.strokeEllipse(in: head.insetBy(dx: 0.5, dy: 0.5))
        context.setFillColor(UIColor(white: 1, alpha: 0.6).cgColor)
        context.fillEllipse(in: CGRect(x: midX - 4, y: 4, width: 4, height: 4))
    }

    /// Drops the pin from above the map, when ``animatesDrop`` is on (the map calls it as it adds the view).
    func dropIfNeeded() {
        guard animatesDrop, let mapView else { return }
        let distance = center.y + bounds.height - mapView.bounds.minY
        transform = CGAffineTransform(translationX: 0, y: -max(distance, 0))
        UIView.animate(withDuration: 0.3) { self.transform = .identity }
    }
}

/// A balloon marker with a glyph (iOS 11), the default look of annotations in modern Maps.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour (red by default).
    open var markerTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The glyph's colour (white by default).
    open var glyphTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// A short text in the balloon instead of the default glyph (one or two characters look best).
    open var glyphText: String? { didSet { setNeedsDisplay() } }
    /// An image in the balloon instead of the default glyph (drawn as a template in ``glyphTintColor``).
    open var glyphImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Whether the marker drops in when added (kept; markers appear at once here).
    open var animatesWhenAdded = false

    /// A red marker for `annotation`.
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        setUpMarker()
    }

    /// A red marker in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpMarker()
    }

    /// A marker decoded from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpMarker()
    }

    private func setUpMarker() {
        bounds.size = CGSize(width: 28, height: 36)
        centerOffset = CGPoint(x: 0, y: -18)
        isOpaque = false
    }

    /// Draws the balloon (a circle narrowing to a point at the bottom) and its glyph.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let r: CGFloat = 13, centre = CGPoint(x: bounds.midX, y: 14)
        let path = CGMutablePath()
        path.addArc(center: centre, radius: r, startAngle: .pi * 0.75, endAngle: .pi * 0.25, clockwise: false)
        path.addLine(to: CGPoint(x: centre.x, y: bounds.maxY - 1))
        path.closeSubpath()
        context.addPath(path)
        context.setFillColor((markerTintColor ?? UIColor(red: 0.95, green: 0.26, blue: 0.21, alpha: 1)).cgColor)
        context.fillPath()
        let glyphColor = glyphTintColor ?? .white
        if let glyphText, !glyphText.isEmpty {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 12),
                                                             .foregroundColor: glyphColor]
            let size = glyphText.size(withAttributes: attributes)
            glyphText.draw(at: CGPoint(x: centre.x - size.width / 2, y: centre.y - size.height / 2),
                           withAttributes: attributes)
        } else if let glyphImage {
            glyphImage.draw(in: CGRect(x: centre.x - 8, y: centre.y - 8, width: 16, height: 16))
        } else {
            context.setFillColor(glyphColor.cgColor)
            context.fillEllipse(in: CGRect(x: centre.x - 4, y: centre.y - 4, width: 8, height: 8))
        }
    }
}
