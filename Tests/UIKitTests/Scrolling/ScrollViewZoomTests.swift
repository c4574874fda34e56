// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Zooming: the pinch on `viewForZooming(in:)`, the zoom scale's limits and bounce, and the programmatic zooms.
@MainActor
@Suite("UIScrollView: zooming")
struct ScrollViewZoomTests {
    func zoomScene() throws -> (HeadlessDevice, UIScrollView, UIView, ScrollLog) {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.frame.size
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 3
        let log = ScrollLog()
        log.zoomView = image
        scroll.delegate = log
        return (device, scroll, image, log)
    }

    @Test("A pinch scales the zoom view about the fingers; the content size follows")
    func pinch() throws {
        let (device, scroll, image, log) = try zoomScene()
        device.touchDown(at: pt(110, 240), finger: 0)
        device.touchDown(at: pt(210, 240), finger: 1)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(260, 240), finger: 1)  // 150 apart: the pinch begins, about (185, 200)
        #expect(scroll.isZooming)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(60, 240), finger: 0)  // 200 apart: scale 2 about the centroid (160, 200)
        #expect(near(scroll.zoomScale, 2))
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 640, height: 800))
        #expect(scroll.contentSize == CGSize(width: 640, height: 800))
        #expect(near(scroll.contentOffset.x, 185 * 2 - 160) && near(scroll.contentOffset.y, 200 * 2 - 200))
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        #expect(!scroll.isZooming)
        let zoomCalls = log.order.filter { $0 != "scroll" }
        #expect(zoomCalls.first == "willBeginZooming" && zoomCalls.contains("didZoom"))
        #expect(zoomCalls.last == "didEndZooming")
    }

    @Test("Past the maximum the scale rubber-bands, then bounces back over 0.3 s")
    func zoomBounce() throws {
        let (device, scroll, _, log) = try zoomScene()
        device.touchDown(at: pt(110, 240), finger: 0)
        device.touchDown(at: pt(210, 240), finger: 1)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(230, 240), finger: 1)
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(510, 240), finger: 1)  // 400 apart: raw scale 4
        #expect(near(scroll.zoomScale, 3 * (4.0 / 3).squareRoot()))
        device.touchUp(finger: 1)
        device.touchUp(finger: 0)
        #expect(scroll.isZoomBouncing)
        #expect(log.calls.last != "didEndZooming")
        device.advance(by: 0.4)
        #expect(scroll.zoomScale == 3 && !scroll.isZoomBouncing)
        #expect(log.calls.last == "didEndZooming")
        let max = scroll.maximumContentOffset
        #expect(scroll.contentOffset.x <= max.x && scroll.contentOffset.y <= max.y)
    }

    @Test("setZoomScale clamps and keeps the centre; zoom(to:) fits a rect; bad scales are ignored")
    func programmatic() throws {
        let (device, scroll, _, log) = try zoomScene()
        defer { withExtendedLifetime(log) {} }
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == CGPoint(x: 160, y: 200))
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 3)
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 160, height: 200), animated: true)
        device.advance(by: 0.4)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 360 - 160, y: 400 - 200))
        scroll.zoomScale = .nan
        scroll.setZoomScale(-1, animated: false)
        scroll.minimumZoomScale = 0
        scroll.maximumZoomScale = .infinity
        #expect(scroll.zoomScale == 2 && scroll.minimumZoomScale == 0.5 && scroll.maximumZoomScale == 3)
    }

    @Test("Without a zoom view or a zoom range, nothing zooms")
    func noZoom() throws {
        let (_, scene) = try launchScrollScene()
        let scroll = scene.scroll
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 2
        #expect(scroll.pinchGestureRecognizer === scroll.pinchRecognizer)
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1)
    }
}
