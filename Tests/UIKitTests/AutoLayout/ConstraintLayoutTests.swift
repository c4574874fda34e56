// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A 320×480 container (translating its mask, as views made in code do) and a subview that does not.
@MainActor
func constrainedPair() -> (UIView, UIView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    return (container, child)
}

@MainActor
@Suite("Auto Layout: constraints lay out views")
struct ConstraintLayoutTests {
    @Test("Edges pinned to the superview with constants give the inset frame")
    func edgesPinned() {
        let (container, child) = constrainedPair()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -40),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 30, width: 290, height: 410))
    }

    @Test("Centre, fixed size and a multiplier of the superview's width")
    func centreAndMultiplier() {
        let (container, child) = constrainedPair()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalToConstant: 100),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 80, y: 200, width: 160, height: 100))
    }

    @Test("The old item–attribute initialiser makes the same constraints as anchors")
    func itemAttributeInitialiser() {
        let (container, child) = constrainedPair()
        container.addConstraints([
            NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: container,
                               attribute: .left, multiplier: 1, constant: 5),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container,
                               attribute: .top, multiplier: 1, constant: 6),
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 70),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: child,
                               attribute: .width, multiplier: 2, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 6, width: 70, height: 140))
        #expect(container.constraints.count == 4)
        #expect(container.constraints.allSatisfy { $0.isActive })
    }

    @Test("Inequalities hold, and an optional constraint gives way to a required one")
    func inequalitiesAndPriorities() {
        let (container, child) = constrainedPair()
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let weaker = child.widthAnchor.constraint(equalToConstant: 10)
        weaker.priority = .defaultLow
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
            wish, weaker,
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 320)  // as wide as allowed: 750 beats 250, the required edge beats both
        wish.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 10)
    }

    @Test("A sibling chain: each view follows the one before it by the system spacing")
    func siblingChain() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = (0..<3).map { _ -> UIView in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            return view
        }
        views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
        views[1].leadingAnchor.constraint(equalToSystemSpacingAfter: views[0].trailingAnchor, multiplier: 1).isActive = true
        views[2].leadingAnchor.constraint(equalToSystemSpacingAfter: views[1].trailingAnchor, multiplier: 2).isActive = true
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 58, 124])
    }

    @Test("A constraint to a view two levels up adds the origins in between")
    func acrossLevels() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let middle = UIView(frame: CGRect(x: 40, y: 50, width: 200, height: 200))
        let leaf = UIView()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(middle)
        middle.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 60),
            leaf.topAnchor.constraint(equalTo: root.topAnchor, constant: 70),
            leaf.widthAnchor.constraint(equalToConstant: 10), leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(leaf.frame == CGRect(x: 20, y: 20, width: 10, height: 10))  // in middle's coordinates
        #expect(leaf.constraints.count == 2 && root.constraints.count == 2)  // sizes on the leaf, edges on the root
    }

    @Test("anchorWithOffset: a view centred between two others")
    func offsetDimension() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let (a, b, c) = (UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10)),
                         UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 10)), UIView())
        c.translatesAutoresizingMaskIntoConstraints = false
        for view in [a, b, c] { container.addSubview(view) }
        NSLayoutConstraint.activate([
            a.trailingAnchor.anchorWithOffset(to: c.centerXAnchor)
                .constraint(equalTo: c.centerXAnchor.anchorWithOffset(to: b.leadingAnchor)),
            c.widthAnchor.constraint(equalToConstant: 20), c.heightAnchor.constraint(equalToConstant: 20),
            c.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(c.frame.midX == 150)
    }

    @Test("Frames from the solver are rounded to the pixel grid")
    func pixelRounding() {
        let (container, child) = constrainedPair()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10.3),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 33.3), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10 && child.frame.width == 34)  // edges 10.3 and 43.6 on a 1x grid
    }

    @Test("A transformed view keeps its transform: constraints set its centre and size, not its frame")
    func transformedView() {
        let (container, child) = constrainedPair()
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 100),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(child.center == CGPoint(x: 120, y: 110))
        #expect(child.bounds.size == CGSize(width: 40, height: 20))
        #expect(child.transform == CGAffineTransform(rotationAngle: .pi / 4))
    }
}
