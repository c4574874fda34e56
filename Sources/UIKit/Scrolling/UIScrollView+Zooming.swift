// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A pinch in progress: the scale when it began and the zoom view's point under the fingers.
package struct ScrollZoomState {
    var startScale: CGFloat
    var anchor: CGPoint
}

extension UIScrollView {
    /// Past the zoom limits, a pinch shows this power of the excess ratio (rubber-banding the scale).
    package static let zoomBandExponent: CGFloat = 0.5

    /// The view the delegate zooms (`viewForZooming(in:)`), nil when none.
    package var zoomView: UIView? { delegate?.viewForZooming(in: self) }

    /// Sets the zoom scale, clamped to ``minimumZoomScale``…``maximumZoomScale``, keeping the centre of the
    /// visible area in place (the offset is then kept within the content). Animated: 0.3 s, smoothstep. Calls
    /// `scrollViewDidZoom(_:)` at each change. Does nothing without a zoom view; a non-finite or non-positive scale
    /// is logged and ignored.
    package func zoomTo(scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            return UIKitDiagnostics.log("UIScrollView.setZoomScale: \(scale) ignored")
        }
        guard let view = zoomView else { return }
        let s = min(max(scale, minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: contentOffset.x + centre.x, y: contentOffset.y + centre.y), from: self)
        zoom(to: s, anchor: anchor, at: centre, animated: animated)
    }

    /// Zooms so that `rect` (in the zoom view's coordinates) fills the view as far as the zoom limits allow,
    /// centred. A null, empty or non-finite rect is logged and ignored.
    package func zoomTo(rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.origin.x.isFinite, rect.origin.y.isFinite
        else { return UIKitDiagnostics.log("UIScrollView.zoom(to:animated:): invalid rect \(rect) ignored") }
        guard zoomView != nil else { return }
        let s = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        zoom(to: s, anchor: CGPoint(x: rect.midX, y: rect.midY), at: CGPoint(x: bounds.width / 2, y: bounds.height / 2),
             animated: animated)
    }

    /// Zooms to `scale` with the zoom view's point `anchor` at `point` of the visible area, the offset then clamped.
    private func zoom(to scale: CGFloat, anchor: CGPoint, at point: CGPoint, animated: Bool) {
        guard let view = zoomView else { return }
        if motion.stop() == .deceleration { decelerationDidEnd() }
        let target = clampedOffset(offsetKeeping(anchor, of: view, at: point, scale: scale),
                                   contentSize: scaledSize(of: view, scale))
        guard animated else {
            applyZoomScale(scale)
            applyMotionOffset(target)
            return
        }
        motion.animate(to: target, scale: scale, purpose: .silent)
    }

    /// The offset that puts `anchor` (zoom view coordinates) at `point` (visible area) at `scale`, the zoom view's
    /// frame keeping its origin.
    private func offsetKeeping(_ anchor: CGPoint, of view: UIView, at point: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin
        let b = view.bounds
        return CGPoint(x: origin.x + (anchor.x - b.minX) * scale - point.x,
                       y: origin.y + (anchor.y - b.minY) * scale - point.y)
    }

    /// The zoom view's frame size at `scale`.
    private func scaledSize(of view: UIView, _ scale: CGFloat) -> CGSize {
        CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
    }

    /// Scales the zoom view to `scale` (its transform; its frame keeps its origin), makes the content size its
    /// frame's size, and tells the delegate.
    package func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomView, scale.isFinite, scale > 0 else { return }
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let moved = view.frame.origin
        view.center = CGPoint(x: view.center.x + origin.x - moved.x, y: view.center.y + origin.y - moved.y)
        zoomScaleStorage = scale
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Pinching

    package func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        switch pinch.state {
        case .began:
            motion.stop()
            isZooming = true
            zoomGesture = ScrollZoomState(startScale: zoomScale, anchor: pinch.location(in: view))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            indicators.show()
        case .changed:
            guard let gesture = zoomGesture else { return }
            let raw = gesture.startScale * pinch.scale
            applyZoomScale(bandedScale(raw))
            let finger = pinch.location(in: self)
            let point = CGPoint(x: finger.x - contentOffset.x, y: finger.y - contentOffset.y)
            applyMotionOffset(offsetKeeping(gesture.anchor, of: view, at: point, scale: zoomScale))
        case .ended, .cancelled:
            isZooming = false
            zoomGesture = nil
            let s = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            let centre = pinch.location(in: self)
            let point = CGPoint(x: centre.x - contentOffset.x, y: centre.y - contentOffset.y)
            let anchor = view.convert(centre, from: self)
            if s != zoomScale {
                isZoomBouncing = true
                let target = clampedOffset(offsetKeeping(anchor, of: view, at: point, scale: s),
                                           contentSize: scaledSize(of: view, s))
                motion.animate(to: target, scale: s, purpose: .zoomBounce)
                return
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
            let target = clampedOffset(contentOffset)
            if target != contentOffset {
                isDecelerating = true
                let start = motion.now
                let mx = target.x == contentOffset.x ? nil : AxisMotion.spring(from: contentOffset.x, velocity: 0, to: target.x, at: start)
                let my = target.y == contentOffset.y ? nil : AxisMotion.spring(from: contentOffset.y, velocity: 0, to: target.y, at: start)
                motion.startDeceleration(x: mx, y: my)
            } else {
                indicators.scheduleHide()
            }
        default:
            break
        }
    }

    /// The scale a pinch shows for the unbounded `raw`: itself within the limits; past them, the limit times the
    /// excess ratio to the power ``zoomBandExponent`` (or the limit, without `bouncesZoom`).
    package func bandedScale(_ raw: CGFloat) -> CGFloat {
        if raw > maximumZoomScale {
            return bouncesZoom ? maximumZoomScale * pow(raw / maximumZoomScale, Self.zoomBandExponent) : maximumZoomScale
        }
        if raw < minimumZoomScale {
            return bouncesZoom ? minimumZoomScale * pow(raw / minimumZoomScale, Self.zoomBandExponent) : minimumZoomScale
        }
        return raw
    }
}
