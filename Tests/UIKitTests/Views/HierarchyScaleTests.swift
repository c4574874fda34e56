// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import UIKit

/// Hierarchy edits at scale keep Apple's order and counts (their cost is measured by `make bench`).
@MainActor
@Suite("Hierarchy edits on 10,000 siblings: order and counts")
struct HierarchyScaleTests {
    private func siblings(_ n: Int) -> (UIView, [UIView]) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let views = (0..<n).map { i -> UIView in
            let view = UIView()
            view.tag = i
            return view
        }
        for view in views { parent.addSubview(view) }
        return (parent, views)
    }

    /// The subviews' tags, and whether the layers are in the same order.
    private func order(_ parent: UIView) -> [Int] {
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) } == parent.subviews.map { ObjectIdentifier($0.layer) })
        return parent.subviews.map(\.tag)
    }

    @Test("adding, then removing every other view, then the rest front first")
    func addAndRemove() {
        let n = 10_000
        let (parent, views) = siblings(n)
        #expect(order(parent) == Array(0..<n))
        for view in views where view.tag % 2 == 1 { view.removeFromSuperview() }
        #expect(order(parent) == Array(stride(from: 0, to: n, by: 2)))
        #expect(views[1].superview == nil && views[1].layer.superlayer == nil)
        for view in views where view.tag % 2 == 0 { view.removeFromSuperview() }
        #expect(parent.subviews.isEmpty && parent.layer.sublayers == nil)
    }

    @Test("insert at, above, below; bring to front, send to back, exchange: Apple's order")
    func reorder() {
        let (parent, views) = siblings(1_000)
        var expected = Array(0..<1_000)
        func check() { #expect(order(parent) == expected) }

        parent.bringSubviewToFront(views[10])
        expected.removeAll { $0 == 10 }
        expected.append(10)
        check()
        parent.sendSubviewToBack(views[500])
        expected.removeAll { $0 == 500 }
        expected.insert(500, at: 0)
        check()
        parent.insertSubview(views[0], at: 700)
        expected.removeAll { $0 == 0 }
        expected.insert(0, at: 699)
        check()
        parent.insertSubview(views[3], aboveSubview: views[900])
        expected.removeAll { $0 == 3 }
        expected.insert(3, at: expected.firstIndex(of: 900)! + 1)
        check()
        parent.insertSubview(views[999], belowSubview: views[4])
        expected.removeAll { $0 == 999 }
        expected.insert(999, at: expected.firstIndex(of: 4)!)
        check()
        parent.exchangeSubview(at: 2, withSubviewAt: 998)
        expected.swapAt(2, 998)
        check()
        let newcomer = UIView()
        newcomer.tag = 5_000
        parent.insertSubview(newcomer, at: 42)
        expected.insert(5_000, at: 42)
        check()
        #expect(parent.subviews.count == 1_001)
    }

    @Test("plain sublayers keep their places among subview layers")
    func plainSublayers() {
        let (parent, views) = siblings(100)
        let plain = CALayer()
        parent.layer.insertSublayer(plain, above: views[49].layer)
        parent.sendSubviewToBack(views[50])
        parent.insertSubview(views[99], aboveSubview: views[49])
        let layers = parent.layer.sublayers ?? []
        let plainIndex = layers.firstIndex { $0 === plain }
        let index49 = layers.firstIndex { $0 === views[49].layer }
        let index99 = layers.firstIndex { $0 === views[99].layer }
        #expect(layers.first === views[50].layer)
        #expect(index99 == index49.map { $0 + 1 } && plainIndex == index49.map { $0 + 2 })
        #expect(parent.subviews.count == 100)
    }

    @Test("building 10,000 nested views from the top down and from the bottom up")
    func nestedBothWays() {
        let top = UIView()
        var deepest = top
        for _ in 0..<10_000 {
            let child = UIView()
            deepest.addSubview(child)
            deepest = child
        }
        var bottom = UIView()
        let leaf = bottom
        for _ in 0..<10_000 {
            let parent = UIView()
            parent.addSubview(bottom)
            bottom = parent
        }
        var depth = 0
        var view: UIView? = deepest
        while let v = view?.superview { depth += 1; view = v }
        #expect(depth == 10_000 && view === top)
        #expect(leaf.isDescendant(of: bottom))
        // A cycle is still refused.
        leaf.addSubview(bottom)
        #expect(bottom.superview == nil)
    }
}
