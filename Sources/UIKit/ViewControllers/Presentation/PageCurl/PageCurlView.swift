// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The view a `.partialCurl` presentation lays over the presented view: a picture of the presenter's page, drawn
/// curled by its ``PageCurlLayer``.
///
/// It takes touches only where the page is seen (the flat upper part and the curl, at the curl's model
/// progress); where the page has lifted, touches go through to the presented view beneath. A tap that begins
/// and ends on the page calls ``onTap`` (the presentation dismisses), as tapping the curl does on iOS. While the
/// curl animates it takes no touches.
@MainActor
package final class PageCurlView: UIView {
    /// Called by a tap on the page.
    package var onTap: (() -> Void)?
    private var touchBeganOnPage = false

    override package class var layerClass: AnyClass { PageCurlLayer.self }

    /// The view's layer.
    package var curlLayer: PageCurlLayer { layer as! PageCurlLayer }

    /// A curl view over `frame`, showing `image` (the page) flat.
    package init(frame: CGRect, image: CGImage?) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        accessibilityLabel = "Dismiss"
        accessibilityTraits = .button
        curlLayer.pageImage = image
        curlLayer.contentsScale = UIScreen.main.scale
        curlLayer.needsDisplayOnBoundsChange = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The curl's model progress (where it rests once any animation ends).
    package var progress: CGFloat { curlLayer.curlProgress }

    /// The curl's layout as seen now (the presentation's progress while it animates).
    package var presentedGeometry: PageCurlGeometry {
        let shown = curlLayer.presentation()?.curlProgress ?? curlLayer.curlProgress
        return PageCurlGeometry(size: bounds.size, progress: shown)
    }

    /// Replaces the picture of the page.
    package func setImage(_ image: CGImage?) { curlLayer.pageImage = image }

    /// Curls to `target` (0 flat … 1 at rest) over `duration` seconds, ease in-out, on the device clock, from
    /// wherever the curl is seen now; `completion` runs when it arrives. A zero duration jumps there (completion
    /// at once). Touches are ignored meanwhile.
    package func curl(to target: CGFloat, duration: TimeInterval, completion: (() -> Void)? = nil) {
        let from = presentedGeometry.progress
        isUserInteractionEnabled = false
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { [weak self] in
            self?.isUserInteractionEnabled = true
            completion?()
        }
        curlLayer.curlProgress = target
        if duration > 0 {
            let animation = CABasicAnimation(keyPath: PageCurlLayer.progressKey)
            animation.fromValue = from
            animation.toValue = target
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            curlLayer.add(animation, forKey: "curl")
        }
        CATransaction.commit()
    }

    override package func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        PageCurlGeometry(size: bounds.size, progress: progress).covers(point)
    }

    override package func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchBeganOnPage = true }

    override package func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override package func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchBeganOnPage, let touch = touches.first else { return }
        touchBeganOnPage = false
        if self.point(inside: touch.location(in: self), with: event) { onTap?() }
    }

    override package func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchBeganOnPage = false
    }

    override package func accessibilityActivate() -> Bool {
        onTap?()
        return onTap != nil
    }

    /// A picture of `view` as it looks now (its bounds, at the screen's scale); nil for an empty view.
    package static func snapshot(of view: UIView) -> CGImage? {
        guard !view.bounds.isEmpty else { return nil }
        return UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }.cgImage
    }
}
