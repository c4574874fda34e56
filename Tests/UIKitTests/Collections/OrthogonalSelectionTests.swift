// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Taps on items inside an orthogonally scrolling section select them exactly as taps on other items.
@MainActor
@Suite("Orthogonal selection")
struct OrthogonalSelectionTests {
    /// The screen of `launchOrthogonalScene(.continuous)`: section 0 is a sideways row of 10 items 115.2 points
    /// wide, 10 apart from x = 16, 100 points tall, in a collection view at y = 20 of a 320-point window; section
    /// 1 is a list.
    private func launch() throws -> (HeadlessDevice, UICollectionView, ListSource) {
        try launchOrthogonalScene(.continuous)
    }

    @Test("A tap on an item of the sideways row highlights, asks and selects it, like any item")
    func tapSelects() throws {
        let (device, view, source) = try launch()
        // Item 1 spans x 141.2…256.4; the window point (200, 70) is (200, 50) in the collection view.
        device.tap(at: CGPoint(x: 200, y: 70))
        device.advance(by: 0.1)
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
                               "didSelect 1"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        // A tap on a list row then moves the selection there.
        source.log = []
        device.tap(at: CGPoint(x: 160, y: 20 + 100 + 22))
        device.advance(by: 0.1)
        #expect(source.log.suffix(2) == ["didDeselect 1", "didSelect 0"])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test("A finger held on a sideways item highlights it once the scroll views' touch delay is over")
    func holdHighlights() throws {
        let (device, view, source) = try launch()
        device.touchDown(at: CGPoint(x: 60, y: 70))
        device.advance(by: 0.3)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == true)
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0"])
        device.touchUp()
        device.advance(by: 0.1)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.isHighlighted == false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("After the row is scrolled sideways, a tap selects the item now under the finger and the queries agree")
    func tapAfterScrolling() throws {
        let (device, view, source) = try launch()
        device.drag(from: CGPoint(x: 300, y: 70), to: CGPoint(x: 100, y: 70), duration: 0.4)
        device.advance(by: 3)
        let scroller = try #require(view.orthogonalScrollers[0])
        let offset = scroller.contentOffset.x
        #expect(offset > 150)
        source.log = []
        // The item under x = 160 of the screen: its unscrolled x is 160 + offset.
        let expected = Int(((160 + offset) - 16) / 125.2)
        let path = IndexPath(item: expected, section: 0)
        #expect(view.indexPathForItem(at: CGPoint(x: 160, y: 50)) == path)
        let cell = try #require(view.cellForItem(at: path))
        #expect(cell.superview === scroller)
        device.tap(at: CGPoint(x: 160, y: 70))
        device.advance(by: 0.1)
        #expect(source.log == ["shouldHighlight \(expected)", "didHighlight \(expected)", "shouldSelect \(expected)",
                               "didUnhighlight \(expected)", "didSelect \(expected)"])
        #expect(view.indexPathsForSelectedItems == [path])
        #expect(cell.isSelected)
    }

    @Test("shouldHighlight and shouldSelect refusals hold for sideways items")
    func refusals() throws {
        let (device, view, source) = try launch()
        source.refuseSelection = [IndexPath(item: 1, section: 0)]
        source.refuseHighlight = [IndexPath(item: 0, section: 0)]
        device.tap(at: CGPoint(x: 200, y: 70))
        device.advance(by: 0.1)
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1"])
        source.log = []
        device.tap(at: CGPoint(x: 60, y: 70))
        device.advance(by: 0.1)
        #expect(source.log == ["shouldHighlight 0"])
        #expect(view.indexPathsForSelectedItems == nil)
    }

    @Test("A sideways drag that starts on an item unhighlights it and selects nothing")
    func dragDoesNotSelect() throws {
        let (device, view, source) = try launch()
        device.drag(from: CGPoint(x: 200, y: 70), to: CGPoint(x: 60, y: 70), duration: 0.3)
        device.advance(by: 2)
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(!source.log.contains { $0.hasPrefix("didSelect") })
    }
}
