// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import QuartzCore

/// Sublayer edits at scale keep Core Animation's order (their cost is measured by `make bench`).
@Suite("Sublayer edits on 10,000 siblings: order and counts", .freshLayerEnvironment)
struct SublayerScaleTests {
    @Test("add, insert at, above, below, replace and remove keep Core Animation's order")
    func order() {
        withTestEnvironment { _ in orderWithin() }
    }

    private func orderWithin() {
        let parent = CALayer()
        let layers = (0..<10_000).map { i -> CALayer in
            let layer = CALayer()
            layer.name = "\(i)"
            return layer
        }
        for layer in layers { parent.addSublayer(layer) }
        var expected = (0..<10_000).map(String.init)
        func names() -> [String] { (parent.sublayers ?? []).compactMap(\.name) }
        #expect(names() == expected)
        for layer in layers where Int(layer.name!)! % 3 == 0 { layer.removeFromSuperlayer() }
        expected.removeAll { Int($0)! % 3 == 0 }
        #expect(names() == expected)
        parent.insertSublayer(layers[0], at: 5)
        expected.insert("0", at: 5)
        parent.insertSublayer(layers[1], above: layers[9_998])
        expected.removeAll { $0 == "1" }
        expected.insert("1", at: expected.firstIndex(of: "9998")! + 1)
        parent.insertSublayer(layers[9_998], below: layers[2])
        expected.removeAll { $0 == "9998" }
        expected.insert("9998", at: expected.firstIndex(of: "2")!)
        let fresh = CALayer()
        fresh.name = "new"
        parent.replaceSublayer(layers[4], with: fresh)
        expected[expected.firstIndex(of: "4")!] = "new"
        #expect(names() == expected)
        #expect(layers[4].superlayer == nil && fresh.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil && layers[2].superlayer == nil)
    }

    @Test("a chain of 10,000 sublayers built from the top down; a cycle is still refused")
    func deepChain() {
        withTestEnvironment { _ in deepChainWithin() }
    }

    private func deepChainWithin() {
        let root = CALayer()
        var deepest = root
        for _ in 0..<10_000 {
            let child = CALayer()
            deepest.addSublayer(child)
            deepest = child
        }
        deepest.addSublayer(root)
        #expect(root.superlayer == nil)
        let middle = root.sublayers![0].sublayers![0]
        middle.addSublayer(root.sublayers![0])
        #expect(root.sublayers?.count == 1 && middle.superlayer?.superlayer === root)
    }
}
