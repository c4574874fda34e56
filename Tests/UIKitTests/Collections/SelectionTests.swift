// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// Selection by tap, with the delegate's messages in iOS's order, and selection in code.
@MainActor
@Suite("UICollectionView selection")
struct SelectionTests {
    /// A window showing a 320 × 480 collection view of 100 × 100 items (three to a row, 10 apart).
    final class Scene: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let source = ListSource([12])
        var collection: UICollectionView!

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow()
            collection = makeCollection(source) { $0.itemSize = CGSize(width: 100, height: 100) }
            window.addSubview(collection)
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    private func launch() throws -> (HeadlessDevice, Scene) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        let scene = Scene()
        try device.launch(delegate: scene)
        return (device, scene)
    }

    /// The centre of item `item` on screen (items at x = 0, 110, 220; rows 110 apart).
    private func centre(_ item: Int) -> CGPoint {
        CGPoint(x: CGFloat(item % 3) * 110 + 50, y: CGFloat(item / 3) * 110 + 50)
    }

    @Test("A tap highlights as the finger goes down and selects as it lifts, in iOS's order")
    func tapSelects() throws {
        let (device, scene) = try launch()
        let view = scene.collection!
        device.touchDown(at: centre(4))
        // The scroll view holds the touch from its content for 150 ms (delaysContentTouches), as on iOS.
        device.advance(by: 0.1)
        #expect(scene.source.log.isEmpty)
        device.advance(by: 0.1)
        #expect(scene.source.log == ["shouldHighlight 4", "didHighlight 4"])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        device.touchUp()
        #expect(scene.source.log == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4",
                                     "didSelect 4"])
        let cell = view.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(cell?.isSelected == true && cell?.isHighlighted == false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])

        // Single selection: tapping another item deselects the first, telling the delegate.
        scene.source.log = []
        device.tap(at: centre(1))
        #expect(scene.source.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
                                     "didDeselect 4", "didSelect 1"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cell?.isSelected == false)
    }

    @Test("With multiple selection a tap toggles; the delegate can refuse selection and highlighting")
    func multipleAndRefusal() throws {
        let (device, scene) = try launch()
        let view = scene.collection!
        view.allowsMultipleSelection = true
        device.tap(at: centre(0))
        device.tap(at: centre(2))
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [0, 2])
        scene.source.log = []
        device.tap(at: centre(0))
        #expect(scene.source.log == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0",
                                     "didDeselect 0"])
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [2])

        scene.source.refuseSelection = [IndexPath(item: 5, section: 0)]
        scene.source.refuseHighlight = [IndexPath(item: 6, section: 0)]
        scene.source.log = []
        device.tap(at: centre(5))
        device.tap(at: centre(6))
        #expect(scene.source.log == ["shouldHighlight 5", "didHighlight 5", "shouldSelect 5", "didUnhighlight 5",
                                     "shouldHighlight 6"])
        #expect(view.indexPathsForSelectedItems?.map(\.item) == [2])
    }

    @Test("A touch that slides off its item unhighlights and selects nothing; a tap between items does nothing")
    func slideOffAndGaps() throws {
        let (device, scene) = try launch()
        device.touchDown(at: centre(0))
        device.advance(by: 0.2)  // past the scroll view's touch delay: the item highlights
        device.touchMove(to: CGPoint(x: 50, y: 300))
        device.touchUp()
        #expect(scene.source.log == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
        scene.source.log = []
        device.tap(at: CGPoint(x: 105, y: 50))
        #expect(scene.source.log.isEmpty)
        #expect(scene.collection.indexPathsForSelectedItems == nil)
    }

    @Test("Selecting in code tells no delegate; allowsSelection off deselects and ignores taps")
    func codeSelection() throws {
        let (device, scene) = try launch()
        let view = scene.collection!
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected == true)
        view.deselectItem(at: IndexPath(item: 7, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(scene.source.log.isEmpty)
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        view.allowsSelection = false
        #expect(view.indexPathsForSelectedItems == nil)
        device.tap(at: centre(0))
        #expect(scene.source.log.isEmpty)
    }

    @Test("A selected cell that scrolls out and back is shown selected again; reloadData clears the selection")
    func selectionSurvivesReuse() throws {
        let (_, scene) = try launch()
        let view = scene.collection!
        scene.source.counts = [60]
        scene.source.labels = [(0..<60).map { "0.\($0)" }]
        view.reloadData()
        view.layoutIfNeeded()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.contentOffset = CGPoint(x: 0, y: 1_500)
        view.layoutIfNeeded()
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(view.visibleCells.filter(\.isSelected).count == 1)
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == nil)
    }
}
