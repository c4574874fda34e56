// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import QuartzCore

/// A layer that counts its layout passes.
private final class CountingLayer: CALayer {
    var passes = 0
    override func layoutSublayers() {
        passes += 1
        super.layoutSublayers()
    }
}

@Suite("Layer layout walks only the subtrees that need it", .freshLayerEnvironment)
struct LayerLayoutPruningTests {
    @Test("A layer marked while detached is laid out after it joins a tree")
    func markedWhileDetached() {
        let root = CountingLayer(), middle = CountingLayer(), leaf = CountingLayer()
        root.addSublayer(middle)
        root.layoutIfNeeded()
        leaf.setNeedsLayout()
        middle.addSublayer(leaf)
        root.layoutIfNeeded()
        #expect(leaf.passes == 1)
    }

    @Test("A deep mark is found from the root; clean siblings are not laid out again")
    func deepMark() {
        let root = CountingLayer()
        let branches = (0..<3).map { _ in CountingLayer() }
        for branch in branches { root.addSublayer(branch) }
        let leaf = CountingLayer()
        branches[1].addSublayer(leaf)
        root.layoutIfNeeded()
        let before = branches.map(\.passes), leafBefore = leaf.passes
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(leaf.passes == leafBefore + 1)
        #expect(branches.map(\.passes) == before)
        #expect(!root.descendantNeedsLayout && !branches[1].descendantNeedsLayout)
    }

    @Test("A mark made by a layout pass below is handled in the same walk")
    func markDuringWalk() {
        final class Parent: CALayer {
            let child = CountingLayer()
            override func layoutSublayers() { child.setNeedsLayout() }
        }
        let root = CALayer(), parent = Parent()
        root.addSublayer(parent)
        parent.addSublayer(parent.child)
        root.layoutIfNeeded()
        let first = parent.child.passes
        parent.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(parent.child.passes == first + 1)
    }
}
