// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Auto Layout: depth and breadth")
struct ConstraintScaleTests {
    @Test("500 nested views, each pinned inside its parent, lay out")
    func deepNesting() {
        // A chain of required equalities costs the solver time and memory quadratic in its length (every row of
        // the chain carries the markers of the constraints above it, as in Kiwi): 500 levels, not 10,000.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var parent = root
        var leaf = root
        for _ in 0..<500 {
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                child.topAnchor.constraint(equalTo: parent.topAnchor),
                child.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            ])
            parent = child
            leaf = child
        }
        root.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // Removing the whole chain from the root releases it without a recursive walk.
        root.subviews.first?.removeFromSuperview()
        #expect(root.subviews.isEmpty)
    }

    @Test("10,000 nested plain views with a constrained leaf: the update pass and the solver's walks stay iterative")
    func tenThousandLevels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var parent = root
        for _ in 0..<10_000 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            parent.addSubview(child)
            parent = child
        }
        let leaf = UIView()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            leaf.topAnchor.constraint(equalTo: parent.topAnchor), leaf.widthAnchor.constraint(equalToConstant: 20),
            leaf.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 150, y: 0, width: 20, height: 20))
        #expect(leaf.superview?.needsUpdateConstraints() == false)
        root.subviews.first?.removeFromSuperview()
    }

    @Test("A constraint from the deepest of 2,000 nested views to the root adds every origin in between")
    func deepCrossLevelConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var parent = root
        for _ in 0..<2_000 {
            let child = UIView(frame: CGRect(x: 0.1, y: 0, width: 320, height: 480))
            parent.addSubview(child)
            parent = child
        }
        let leaf = UIView()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 250),
            leaf.topAnchor.constraint(equalTo: root.topAnchor), leaf.widthAnchor.constraint(equalToConstant: 1),
            leaf.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(leaf.frame.minX == 50)  // 250 − 2,000 × 0.1
    }

    @Test("Adding and removing views of a laid-out hierarchy keeps the others' frames")
    func churn() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var rows: [UIView] = []
        for index in 0..<50 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 8),
                row.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index) * 9),
            ])
            rows.append(row)
        }
        container.layoutIfNeeded()
        for row in rows where rows.firstIndex(of: row)! % 2 == 0 { row.removeFromSuperview() }
        container.layoutIfNeeded()
        #expect(rows[49].frame == CGRect(x: 0, y: 441, width: 100, height: 8))
        #expect(rows[1].frame.minY == 9)
    }
}
