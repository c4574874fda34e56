// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The scroll indicators: shown while scrolling, placed by the visible fraction and the progress, shrinking past
/// the edges, fading out 0.25 s after the scrolling stops.
@MainActor
@Suite("UIScrollView: indicators")
struct ScrollViewIndicatorTests {
    func indicator(_ scroll: UIScrollView) -> ScrollIndicatorView? {
        scroll.subviews.compactMap { $0 as? ScrollIndicatorView }.first { $0.isVertical }
    }

    @Test("The vertical indicator shows while dragging, at the length and place the content gives")
    func geometry() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        #expect(indicator(scroll) == nil)
        device.touchDown(at: pt(160, 400))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 385))
        device.touchMove(to: pt(160, 185))  // offset 200
        let bar = try #require(indicator(scroll))
        #expect(scroll.subviews.last === bar && !bar.isUserInteractionEnabled)
        let track: CGFloat = 400 - 6
        let length = track * 400 / 2000
        #expect(near(bar.frame.height, length))
        #expect(near(bar.frame.minY, 200 + 3 + 200 / 1600 * (track - length)))
        #expect(bar.frame.minX == 314 && bar.frame.width == 3)
        #expect(scroll.subviews.compactMap { $0 as? ScrollIndicatorView }.count == 1)  // no horizontal scrolling
        let cell = UIView()
        scroll.addSubview(cell)  // as a table adds a row that scrolled in: below the indicator
        #expect(scroll.subviews.last === bar && scroll.subviews.contains(cell))
        device.advance(by: 0.2)
        device.touchUp()
        device.advance(by: 0.2)
        #expect(bar.alpha == 1 && bar.superview === scroll)
        device.advance(by: 0.15)
        #expect(bar.alpha > 0 && bar.alpha < 1)
        device.advance(by: 0.15)
        #expect(bar.superview == nil)
    }

    @Test("Rubber-banding shrinks the indicator by the overscroll")
    func shrinks() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        device.touchDown(at: pt(160, 100))
        device.advance(by: 1 / 60)
        device.touchMove(to: pt(160, 115))
        device.touchMove(to: pt(160, 215))
        let bar = try #require(indicator(scroll))
        let over = band(100, 400)
        #expect(near(bar.frame.height, 394 * 0.2 - over))
        #expect(near(bar.frame.minY, -over + 3))
        device.touchUp()
    }

    @Test("flashScrollIndicators shows them, then they fade; hidden indicators stay away")
    func flash() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.indicatorStyle = .white
        scroll.flashScrollIndicators()
        let bar = try #require(indicator(scroll))
        #expect(bar.backgroundColor == UIColor(white: 1, alpha: 0.5))
        device.advance(by: 0.7)
        #expect(bar.superview === scroll)
        device.advance(by: 0.3)
        #expect(bar.superview == nil)
        scroll.showsVerticalScrollIndicator = false
        scroll.flashScrollIndicators()
        #expect(indicator(scroll) == nil)
    }

    @Test("Golden: a scroll view showing its indicator")
    func golden() throws {
        let (device, scene) = try launchScrollScene()
        let scroll = scene.scroll
        scroll.backgroundColor = .white
        for i in 0..<20 {
            let row = UIView(frame: CGRect(x: 10, y: CGFloat(i) * 100 + 10, width: 300, height: 80))
            row.backgroundColor = i % 2 == 0 ? .systemTeal : .systemOrange
            scroll.addSubview(row)
        }
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        scroll.flashScrollIndicators()
        device.advance(by: 1 / 60)
        try assertGolden(device.screenshot(), named: "scroll-view-indicator", suite: "Scrolling")
    }
}
