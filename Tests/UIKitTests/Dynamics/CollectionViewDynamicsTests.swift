// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A flow layout whose cells hang on springs at their flow positions (the "springy collection view" of iOS 7
/// talks and tutorials).
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        for attributes in all {
            let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 2
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }
}

@MainActor
@Suite("UIKit Dynamics: collection view layouts")
struct CollectionViewDynamicsTests {
    @Test("A layout's animator moves its attributes; the cells follow, and spring back to their flow places")
    func springyLayout() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let source = ListSource([6])
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        window.addSubview(collection)
        device.advance(by: 1)
        let first = try #require(layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)))
        let home = first.center
        #expect(layout.animator.referenceView === collection)
        #expect(layout.animator.items(in: collection.bounds).count == 6)
        #expect(!layout.animator.isRunning)

        first.center.y += 40
        layout.animator.updateItem(usingCurrentState: first)
        device.advance(by: 0.05)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.center.y > home.y + 20)
        device.advance(by: 4)

        #expect(abs(first.center.y - home.y) < 1)
        #expect(abs(cell.center.y - home.y) < 1)
        #expect(!layout.animator.isRunning)
        withExtendedLifetime(source) {}
    }
}
