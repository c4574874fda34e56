// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Auto Layout: bad constraints, conflicts and ambiguity")
struct ConstraintDiagnosticsTests {
    @Test("Conflicting required constraints: the report lists them, the later one is broken, nothing crashes")
    func unsatisfiable() throws {
        let (container, child) = constrainedPair()
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
        ])
        container.layoutIfNeeded()
        second.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let report = try #require(container.autoLayoutHostStorage?.lastUnsatisfiableReport)
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(report.contains("\"\(first.description)\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        #expect(report.contains("UIViewAlertForUnsatisfiableConstraints"))
        first.isActive = false  // the broken one takes over once the conflict is gone
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test("A constraint against a view that translates its mask names the autoresizing constraint")
    func autoresizingConflict() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(plain)
        plain.widthAnchor.constraint(equalToConstant: 80).isActive = true
        container.layoutIfNeeded()
        let report = try #require(container.autoLayoutHostStorage?.lastUnsatisfiableReport)
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(report.contains("h=--& v=--&"))
        #expect(report.contains("translatesAutoresizingMaskIntoConstraints"))
        #expect(plain.frame.width == 50)
    }

    @Test("Constraints UIKit refuses to make are never installed", arguments: [0, 1, 2, 3, 4])
    func refusedConstraints(_ index: Int) {
        let (container, child) = constrainedPair()
        let made: NSLayoutConstraint
        switch index {
        case 0:  // a position equal to a constant
            made = NSLayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: nil,
                                      attribute: .notAnAttribute, multiplier: 1, constant: 10)
        case 1:  // a multiplier of 0 on a position
            made = NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container,
                                      attribute: .top, multiplier: 0, constant: 10)
        case 2:  // a size related to a position
            made = NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: container,
                                      attribute: .left, multiplier: 1, constant: 0)
        case 3:  // leading against left
            made = NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: container,
                                      attribute: .left, multiplier: 1, constant: 0)
        default:  // a non-finite constant
            made = child.widthAnchor.constraint(equalToConstant: .infinity)
        }
        made.isActive = true
        #expect(!made.isActive && container.constraints.isEmpty && child.constraints.isEmpty)
        container.layoutIfNeeded()  // and layout still runs
    }

    @Test("Items without a common ancestor: the constraint stays inactive")
    func noCommonAncestor() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    @Test("A non-finite constant set later is ignored and the old one kept")
    func nonFiniteConstantLater() {
        let (container, child) = constrainedPair()
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, child.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        width.constant = .nan
        #expect(width.constant == 40)
        container.layoutIfNeeded()
        #expect(child.frame.width == 40)
    }

    @Test("Changing an active constraint between required and optional is refused; optional priorities change")
    func priorityChanges() {
        let (container, child) = constrainedPair()
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        width.isActive = true
        width.priority = .defaultHigh
        #expect(width.priority == .required)
        let optional = child.heightAnchor.constraint(equalToConstant: 10)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = UILayoutPriority(999)
        #expect(optional.priority.rawValue == 999)
        optional.priority = UILayoutPriority(5000)
        #expect(optional.priority.rawValue == 999)  // clamping to 1000 would make it required: refused
        _ = container
    }

    @Test("Ambiguity: a view with only a size is ambiguous; fully constrained it is not")
    func ambiguity() {
        let (container, child) = constrainedPair()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(!child.widthAnchor.hasAmbiguousLayout && child.leadingAnchor.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)  // top is only bounded below
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: 3).isActive = true
        container.layoutIfNeeded()
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 3)  // height, top >=, top ==
    }

    @Test("Descriptions follow UIKit's format")
    func descriptions() {
        let (container, child) = constrainedPair()
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        #expect(width.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(width.description.hasSuffix(" UIView:\(ObjectDescription.address(of: child)).width == 100   (inactive)>"))
        let edge = child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: -8)
        edge.identifier = "edge"
        edge.priority = .defaultHigh
        edge.isActive = true
        #expect(edge.description.contains(" 'edge' UIView:"))
        #expect(edge.description.hasSuffix(
            ".leading == UILayoutGuide:\(ObjectDescription.address(of: container.layoutMarginsGuide))"
                + "'UIViewLayoutMarginsGuide'.leading - 8 @750   (active)>"))
        let half = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        #expect(half.description.contains(".width == 0.5*UIView:"))
    }
}
