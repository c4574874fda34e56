// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A data source of labelled items that can be moved, and a delegate that logs the movement questions.
@MainActor
final class MovingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var labels: [[String]]
    var log: [String] = []
    var fixed: Set<IndexPath> = []
    /// Rewrites the proposed target of a move (nil: the proposal).
    var redirect: ((IndexPath) -> IndexPath)?

    init(_ labels: [[String]]) { self.labels = labels }

    func numberOfSections(in collectionView: UICollectionView) -> Int { labels.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        labels[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.label = labels[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixed.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        let label = labels[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        labels[destinationIndexPath.section].insert(label, at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        log.append("target \(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
        return redirect?(proposedIndexPath) ?? proposedIndexPath
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
}

/// Interactive movement: in code, with the standard long-press gesture and through a diffable data source.
@MainActor
@Suite("Interactive movement")
struct InteractiveMovementTests {
    /// A window (320 × 480, the collection view at y = 20) with a flow layout of 100 × 100 items, three to a line
    /// 10 points apart (item i at x = 110 · (i % 3), y = 110 · (i / 3)), labelled "0"…"8".
    private func launch() throws -> (HeadlessDevice, UICollectionView, MovingSource) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let layout = gridLayout()
        let source = MovingSource([(0..<9).map(String.init)])
        retainedMovingSources.append(source)
        let view = UICollectionView(frame: CGRect(x: 0, y: 20, width: 320, height: 460), collectionViewLayout: layout)
        view.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.delegate = source
        window.addSubview(view)
        device.advance(by: 1.0 / 60)
        return (device, view, source)
    }

    private func labels(_ view: UICollectionView) -> [String] {
        (0..<view.numberOfItems(inSection: 0)).map {
            (view.cellForItem(at: IndexPath(item: $0, section: 0)) as? CountingCell)?.label ?? "-"
        }
    }

    private func center(_ item: Int) -> CGPoint {
        CGPoint(x: CGFloat(item % 3) * 110 + 50, y: CGFloat(item / 3) * 110 + 50)
    }

    @Test("Moving an item over another shows it there, the others shuffle, and the data source hears once at the end")
    func moveInCode() throws {
        let (device, view, source) = try launch()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 60))  // over item 1
        view.updateInteractiveMovementTargetPosition(center(4))
        device.advance(by: 0.4)
        #expect(labels(view) == ["1", "2", "3", "4", "0", "5", "6", "7", "8"])
        #expect(source.log == ["target 0 0 1", "target 0 1 4"])
        // The dragged cell sits under the finger, in front; the others have moved to their new places.
        let moving = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(moving.center == center(4))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 110))
        // Off the items the target stays.
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 105, y: 160))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0)) === moving)
        #expect(moving.center == CGPoint(x: 105, y: 160))
        #expect(source.labels[0] == (0..<9).map(String.init))
        view.endInteractiveMovement()
        device.advance(by: 0.4)
        #expect(source.log.last == "move 0→4")
        #expect(source.labels[0] == ["1", "2", "3", "4", "0", "5", "6", "7", "8"])
        #expect(moving.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(labels(view) == source.labels[0])
    }

    @Test("Cancelling puts every item back and tells the data source nothing")
    func cancel() throws {
        let (device, view, source) = try launch()
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(center(5))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.cancelInteractiveMovement()
        device.advance(by: 0.4)
        #expect(labels(view) == (0..<9).map(String.init))
        #expect(!source.log.contains { $0.hasPrefix("move") })
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == .zero)
    }

    @Test("canMoveItemAt false, an out-of-range path or a movement already under way refuse to begin")
    func refusals() throws {
        let (_, view, source) = try launch()
        source.fixed = [IndexPath(item: 3, section: 0)]
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 30, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.endInteractiveMovement()
        #expect(source.log.isEmpty)
    }

    @Test("The delegate's target index path replaces the layout's proposal")
    func delegateRedirects() throws {
        let (device, view, source) = try launch()
        source.redirect = { proposed in IndexPath(item: min(proposed.item, 2), section: 0) }
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(center(7))
        view.endInteractiveMovement()
        device.advance(by: 0.4)
        #expect(source.log == ["target 0 0 7", "move 0→2"])
        #expect(source.labels[0] == ["1", "2", "0", "3", "4", "5", "6", "7", "8"])
    }

    @Test("A data source without moveItemAt gets its item back")
    func withoutMoveItemAt() throws {
        let (device, view, _) = try launch()
        let plain = ListSource([9])
        retainedSources.append(plain)
        view.dataSource = plain
        device.advance(by: 1.0 / 60)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(center(4))
        view.endInteractiveMovement()
        device.advance(by: 0.4)
        #expect(labels(view) == (0..<9).map { "0.\($0)" })
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}

/// A flow layout of 100 × 100 items, 10 points apart both ways (three to a 320-point line).
@MainActor
func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    return layout
}

/// Keeps the moving data sources alive (collection views hold theirs weakly).
@MainActor var retainedMovingSources: [MovingSource] = []

/// A collection view controller over a grid of nine labelled items that can be reordered.
@MainActor
final class GridController: UICollectionViewController {
    var labels = (0..<9).map(String.init)
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        labels.count
    }
    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCell)?.label = labels[indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                 to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.item)→\(destinationIndexPath.item)")
        labels.insert(labels.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
}

@MainActor
@Suite("Standard reordering gesture")
struct StandardMovementGestureTests {
    /// The controller as the window's root; items 100 × 100 three to a line, 10 apart, under a 20-point status bar.
    private func launch() throws -> (HeadlessDevice, GridController) {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let layout = gridLayout()
        let controller = GridController(collectionViewLayout: layout)
        window.rootViewController = controller
        device.advance(by: 0.1)
        return (device, controller)
    }

    @Test("A long press picks the item up, the drag carries it, lifting drops it: one move, no selection")
    func longPressDrag() throws {
        let (device, controller) = try launch()
        let view = try #require(controller.collectionView)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let top = view.convert(CGPoint.zero, to: nil).y
        device.touchDown(at: CGPoint(x: 50, y: top + 50))
        device.advance(by: 0.6)
        #expect(view.interactiveMovement != nil)
        // Carry it to item 5's place (x 220…320, y 110…210) in small steps.
        for step in 1...10 {
            device.touchMove(to: CGPoint(x: 50 + CGFloat(step) * 22, y: top + 50 + CGFloat(step) * 11))
            device.advance(by: 1.0 / 60)
        }
        device.touchUp()
        device.advance(by: 0.5)
        #expect(view.interactiveMovement == nil)
        #expect(controller.log == ["move 0→5"])
        #expect(controller.labels == ["1", "2", "3", "4", "5", "0", "6", "7", "8"])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 5, section: 0)) as? CountingCell)
        #expect(cell.label == "0")
        #expect(cell.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
    }

    @Test("A quick tap still selects; with the gesture turned off a long press moves nothing")
    func tapAndOff() throws {
        let (device, controller) = try launch()
        let view = try #require(controller.collectionView)
        let top = view.convert(CGPoint.zero, to: nil).y
        device.tap(at: CGPoint(x: 160, y: top + 50))
        device.advance(by: 0.1)
        #expect(controller.log == ["didSelect 1"])
        controller.installsStandardGestureForInteractiveMovement = false
        device.touchDown(at: CGPoint(x: 50, y: top + 50))
        device.advance(by: 0.6)
        #expect(view.interactiveMovement == nil)
        device.touchUp()
        device.advance(by: 0.1)
    }
}

@MainActor
@Suite("List reordering")
struct ListReorderingTests {
    @Test("Dragging a row's reorder accessory moves it; the diffable data source commits the transaction")
    func reorderAccessory() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        for item in ["a", "b", "c", "d", "e"] { scene.accessories[item] = [.reorder(displayed: .always)] }
        var events: [String] = []
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
        scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "e" }
        scene.dataSource.reorderingHandlers.willReorder = { transaction in
            events.append("will \(transaction.finalSnapshot.itemIdentifiers.joined())")
        }
        scene.dataSource.reorderingHandlers.didReorder = { transaction in
            events.append("did \(transaction.finalSnapshot.itemIdentifiers.joined())")
            transactions.append(transaction)
        }
        scene.show([("S", ["a", "b", "c", "d", "e"])])
        let accessory = try #require(scene.cell(0)?.accessoryViews.first?.view)
        let grip = accessory.convert(CGPoint(x: accessory.bounds.midX, y: accessory.bounds.midY), to: nil)
        #expect(grip.x > 250)
        // Down by 100 points (over row 2), in small steps.
        scene.device.touchDown(at: grip)
        for step in 1...10 {
            scene.device.touchMove(to: CGPoint(x: grip.x, y: grip.y + CGFloat(step) * 10))
            scene.device.advance(by: 1.0 / 60)
        }
        #expect(scene.collection.interactiveMovement != nil)
        #expect(scene.collection.contentOffset.y == 0)
        scene.device.touchUp()
        scene.device.advance(by: 0.5)
        #expect(events == ["will bcade", "did bcade"])
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d", "e"])
        let transaction = try #require(transactions.first)
        #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(["a", "b", "c", "d", "e"].applying(transaction.difference) == ["b", "c", "a", "d", "e"])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["S"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == ["b", "c", "a", "d", "e"])
        #expect(scene.collection.indexPathsForSelectedItems == nil)
        let moved = try #require(scene.cell(2))
        #expect(moved.frame.minY == 88)
        // An item canReorderItem refuses does not move.
        #expect(!scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    }

    @Test("Without reordering handlers a diffable data source's items cannot move")
    func noHandlers() throws {
        let scene = try ListScene(UICollectionLayoutListConfiguration(appearance: .plain))
        scene.show([("S", ["a", "b"])])
        #expect(!scene.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }
}
