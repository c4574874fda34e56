// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// What an ``AVRoutePickerView`` tells its delegate (Apple's `AVRoutePickerViewDelegate`; both methods optional).
@preconcurrency @MainActor
public protocol AVRoutePickerViewDelegate: AnyObject {
    /// The route list is about to show.
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    /// The route list closed.
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    /// Does nothing.
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    /// Does nothing.
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}

/// The AirPlay button (Apple's `AVRoutePickerView`): a plain control drawing the AirPlay glyph in its tint colour.
///
/// The simulated device has one route, its own speaker: a tap tells the delegate the route list began and ended
/// presenting, and changes nothing.
@preconcurrency @MainActor
open class AVRoutePickerView: UIView {
    /// The delegate told when the (empty) route list shows.
    open weak var delegate: AVRoutePickerViewDelegate?
    /// The glyph's colour while a route other than the device is active (never, here).
    open var activeTintColor: UIColor? = .systemBlue
    /// Whether video-capable routes are listed first (kept).
    open var prioritizesVideoDevices = false

    /// A route button in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A route button from a storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        accessibilityLabel = "AirPlay"
        contentMode = .redraw
    }

    /// A tap ending inside the view presents the (empty) route list.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        delegate?.routePickerViewWillBeginPresentingRoutes(self)
        delegate?.routePickerViewDidEndPresentingRoutes(self)
    }

    /// Redraws the glyph in the new tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Draws the AirPlay glyph: a screen outline over a triangle, centred, in the tint colour.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height) * 0.8
        let box = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        context.setStrokeColor(tintColor.cgColor)
        context.setLineWidth(max(1, side / 14))
        context.stroke(CGRect(x: box.minX, y: box.minY, width: side, height: side * 0.62).insetBy(dx: side / 28, dy: side / 28))
        context.setFillColor(tintColor.cgColor)
        context.move(to: CGPoint(x: box.midX, y: box.minY + side * 0.5))
        context.addLine(to: CGPoint(x: box.minX + side * 0.78, y: box.maxY))
        context.addLine(to: CGPoint(x: box.minX + side * 0.22, y: box.maxY))
        context.closePath()
        context.fillPath()
    }
}
