// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Spec behaviours 36–40 and 44: managing the view hierarchy (guide §2.2.7).
@MainActor
@Suite("UIView hierarchy (guide §2.2.7)")
struct ViewHierarchyTests {
    private func named(_ names: String...) -> [String: UIView] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, UIView()) })
    }

    private func order(_ parent: UIView, _ views: [String: UIView]) -> [String] {
        parent.subviews.map { sub in views.first { $0.value === sub }!.key }
    }

    @Test("36: add, bring to front, send to back, exchange")
    func reorder() {
        let parent = UIView()
        let v = named("A", "B", "C")
        for n in ["A", "B", "C"] { parent.addSubview(v[n]!) }
        #expect(order(parent, v) == ["A", "B", "C"])
        parent.bringSubviewToFront(v["A"]!)
        #expect(order(parent, v) == ["B", "C", "A"])
        parent.sendSubviewToBack(v["C"]!)
        #expect(order(parent, v) == ["C", "B", "A"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(order(parent, v) == ["A", "B", "C"])
        #expect((parent.layer.sublayers ?? []).elementsEqual(parent.subviews.map(\.layer), by: ===))
        parent.exchangeSubview(at: 0, withSubviewAt: 7)
        #expect(order(parent, v) == ["A", "B", "C"])
    }

    @Test("37: insert at an index, above and below a sibling")
    func insert() {
        let parent = UIView()
        let v = named("A", "B", "C", "D", "E", "F")
        for n in ["A", "B", "C"] { parent.addSubview(v[n]!) }
        parent.insertSubview(v["D"]!, at: 1)
        #expect(order(parent, v) == ["A", "D", "B", "C"])
        parent.insertSubview(v["E"]!, aboveSubview: v["A"]!)
        #expect(order(parent, v) == ["A", "E", "D", "B", "C"])
        parent.insertSubview(v["F"]!, belowSubview: v["A"]!)
        #expect(order(parent, v) == ["F", "A", "E", "D", "B", "C"])
    }

    @Test("38: removeFromSuperview detaches from parent and window and releases the view")
    func remove() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let parent = UIView()
        window.addSubview(parent)
        weak var weakB: UIView?
        do {
            let b = UIView()
            weakB = b
            parent.addSubview(b)
            #expect(b.window === window)
            b.removeFromSuperview()
            #expect(parent.subviews.isEmpty && b.superview == nil && b.window == nil)
        }
        #expect(weakB == nil)
    }

    @Test("39: window membership reaches every descendant")
    func windowPropagates() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.superview == nil && root.window == nil && grandchild.window == nil)
        window.addSubview(root)
        #expect(root.window === window && child.window === window && grandchild.window === window)
    }

    @Test("40: isDescendant(of:) includes the view itself")
    func descendants() {
        let grandparent = UIView(), parent = UIView(), child = UIView()
        grandparent.addSubview(parent)
        parent.addSubview(child)
        #expect(child.isDescendant(of: grandparent))
        #expect(!grandparent.isDescendant(of: child))
        #expect(child.isDescendant(of: child))
    }

    @Test("44: tags default to 0; viewWithTag searches the receiver first, then depth-first pre-order")
    func tags() {
        let root = UIView()
        #expect(root.tag == 0)
        let a = UIView(), a1 = UIView(), b = UIView()
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        a1.tag = 7
        b.tag = 7
        #expect(root.viewWithTag(7) === a1)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(99) == nil)
    }

    @Test("Bad input: adding a view to itself or to its own descendant is refused and changes nothing")
    func cyclesRefused() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        parent.addSubview(parent)
        child.addSubview(parent)
        #expect(parent.superview == nil && parent.subviews.count == 1 && child.subviews.isEmpty)
        #expect(child.superview === parent)
    }
}
