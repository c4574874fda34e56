// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// One attribute of a child related to the same attribute of its 300×200 container (margins 10, 20, 30, 40) plus
/// 7, with the child otherwise held at 50×40 with its leading/top edge free on the attribute's axis only.
struct AttributeCase: Sendable, CustomTestStringConvertible {
    let attribute: NSLayoutConstraint.Attribute
    /// The child's frame origin on the attribute's axis, computed by hand.
    let expected: CGFloat
    var testDescription: String { "\(attribute.rawValue)" }
}

@MainActor
@Suite("Auto Layout: every attribute, relation and priority")
struct ConstraintAttributeTests {
    nonisolated static let cases: [AttributeCase] = [
        // x: container 300 wide, margins left 20 / right 40; child 50 wide.
        AttributeCase(attribute: .left, expected: 7),  // 0 + 7
        AttributeCase(attribute: .right, expected: 257),  // 300 + 7 − 50
        AttributeCase(attribute: .leading, expected: 7),
        AttributeCase(attribute: .trailing, expected: 257),
        AttributeCase(attribute: .centerX, expected: 132),  // 150 + 7 − 25
        AttributeCase(attribute: .leftMargin, expected: 7),  // child's own margin (20) sits on the container's
        AttributeCase(attribute: .rightMargin, expected: 257),  // the same on the right (40 each)
        AttributeCase(attribute: .leadingMargin, expected: 7),
        AttributeCase(attribute: .trailingMargin, expected: 257),
        AttributeCase(attribute: .centerXWithinMargins, expected: 132),  // 140 + 7 − 15 (the child's margins centre)
        // y: container 200 tall, margins top 10 / bottom 30; child 40 tall.
        AttributeCase(attribute: .top, expected: 7),
        AttributeCase(attribute: .bottom, expected: 167),  // 200 + 7 − 40
        AttributeCase(attribute: .centerY, expected: 87),  // 100 + 7 − 20
        AttributeCase(attribute: .topMargin, expected: 7),
        AttributeCase(attribute: .bottomMargin, expected: 167),
        AttributeCase(attribute: .centerYWithinMargins, expected: 87),  // 90 + 7 − 10 (the child's margins centre)
        AttributeCase(attribute: .firstBaseline, expected: 167),  // plain views: baselines are the bottom edge
        AttributeCase(attribute: .lastBaseline, expected: 167),
    ]

    @Test("Each attribute relates to the same attribute of the container", arguments: cases)
    func attribute(_ testCase: AttributeCase) throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        child.layoutMargins = container.layoutMargins
        container.addSubview(child)
        let axis = try #require(testCase.attribute.axis)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 40),
            axis == .horizontal
                ? child.topAnchor.constraint(equalTo: container.topAnchor)
                : child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            NSLayoutConstraint(item: child, attribute: testCase.attribute, relatedBy: .equal, toItem: container,
                               attribute: testCase.attribute, multiplier: 1, constant: 7),
        ])
        container.layoutIfNeeded()
        #expect((axis == .horizontal ? child.frame.minX : child.frame.minY) == testCase.expected)
        #expect(child.frame.size == CGSize(width: 50, height: 40))
    }

    @Test("Relations: <= and >= bound a preference from either side")
    func relations() {
        let (container, child) = constrainedPair()
        let wish = child.widthAnchor.constraint(equalToConstant: 10)
        wish.priority = .defaultLow
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor), wish,
            child.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.25),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 80)  // at least a quarter of 320
        wish.constant = 200
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        cap.isActive = true
        container.layoutIfNeeded()
        #expect(child.frame.width == 150)
        cap.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    // Three wishes a step of one apart (251/250/249) are weighed, not ranked strictly: the solver may prefer the
    // middle one when that lowers the weighted error (docs/ARCHITECTURE.md, "Auto Layout"); pairs always rank.
    @Test("Priorities: of conflicting wishes the strongest holds, then the next when it goes",
          arguments: [(UILayoutPriority(999), UILayoutPriority(750), UILayoutPriority(1)),
                      (UILayoutPriority(251), UILayoutPriority(250), UILayoutPriority(1))])
    func priorityOrder(_ high: UILayoutPriority, _ middle: UILayoutPriority, _ low: UILayoutPriority) {
        let (container, child) = constrainedPair()
        let wishes = [(high, 30.0), (middle, 60.0), (low, 90.0)].map { priority, width -> NSLayoutConstraint in
            let wish = child.widthAnchor.constraint(equalToConstant: width)
            wish.priority = priority
            return wish
        }
        NSLayoutConstraint.activate(wishes + [child.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        container.layoutIfNeeded()
        #expect(child.frame.width == 30)
        wishes[0].isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 60)
    }

    @Test("UILayoutPriority: Apple's named values, arithmetic, clamping on a constraint")
    func priorityValues() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751 && UILayoutPriority.required - 1 < .required)
        let constraint = NSLayoutConstraint()
        constraint.priority = UILayoutPriority(-5)
        #expect(constraint.priority.rawValue == 1)
        constraint.isActive = true
        #expect(!constraint.isActive)  // a constraint without items never activates
    }
}
