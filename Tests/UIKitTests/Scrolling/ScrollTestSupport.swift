// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A window holding `scroll` at screen (0, 40, 320, 400): below the status bar, so its safe area is empty and its
/// adjusted insets are its content insets. The content is 320 × 2000 unless a test changes it.
final class ScrollScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let scroll: UIScrollView

    init(scroll: UIScrollView = UIScrollView()) {
        self.scroll = scroll
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        scroll.frame = CGRect(x: 0, y: 40, width: 320, height: 400)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A launched iPhone 3GS showing a `ScrollScene`.
@MainActor
func launchScrollScene(_ scroll: UIScrollView = UIScrollView()) throws -> (HeadlessDevice, ScrollScene) {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    let scene = ScrollScene(scroll: scroll)
    try device.launch(delegate: scene)
    return (device, scene)
}

/// Records the delegate calls, one entry per call ("scroll" for `scrollViewDidScroll`, runs of which are folded
/// into one entry by ``order``).
@MainActor
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    /// A replacement target for `scrollViewWillEndDragging` (nil: leave it).
    var newTarget: CGPoint?
    var zoomView: UIView?
    var allowsScrollToTop = true

    /// The calls with consecutive duplicates folded.
    var order: [String] {
        calls.reduce(into: []) { result, call in if result.last != call { result.append(call) } }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("scroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("adjustedInset") }
}

/// Whether two numbers agree to `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// The rubber band of the formula: (1 − 1/(x·0.55/d + 1))·d.
func band(_ x: CGFloat, _ d: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }

/// Deceleration travel after `t` seconds from `v0` points per second at rate `r` per millisecond.
func decelerated(_ v0: CGFloat, _ r: CGFloat, _ t: Double) -> CGFloat {
    v0 * (pow(r, 1000 * CGFloat(t)) - 1) / (1000 * log(r))
}

/// A critically damped spring (ω = 12/s) from displacement `d` and velocity `v`, after `t` seconds.
func spring(_ d: CGFloat, _ v: CGFloat, _ t: Double) -> CGFloat {
    let w: CGFloat = 12
    let t = CGFloat(t)
    return (d + (v + w * d) * t) * exp(-w * t)
}
