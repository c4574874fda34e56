// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A 320×480 container with subviews named `names`, none translating its mask, all left to right (windowless views
/// otherwise take the direction of the app launched last, which a right-to-left launch in another test flips).
@MainActor
func formatViews(_ names: String...) -> (UIView, [String: UIView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    container.semanticContentAttribute = .forceLeftToRight
    var views: [String: UIView] = [:]
    for name in names {
        let view = UIView()
        view.semanticContentAttribute = .forceLeftToRight
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        views[name] = view
    }
    return (container, views)
}

/// Makes, activates and solves the constraints of `formats` (with `options` for the first one only).
@MainActor
@discardableResult
func layOut(_ container: UIView, _ views: [String: UIView], _ formats: [String],
            options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> [[NSLayoutConstraint]]
{
    let made = formats.enumerated().map { offset, format in
        NSLayoutConstraint.constraints(withVisualFormat: format, options: offset == 0 ? options : [],
                                       metrics: metrics, views: views)
    }
    NSLayoutConstraint.activate(made.flatMap { $0 })
    container.layoutIfNeeded()
    return made
}

@MainActor
@Suite("Auto Layout: the visual format language")
struct VisualFormatTests {
    @Test("A lone dash at the superview is its layout margin, on both axes")
    func standardSpacingToSuperview() throws {
        let (container, views) = formatViews("a")
        let a = try #require(views["a"])
        let made = layOut(container, views, ["H:|-[a]-|", "V:|-[a]-|"])
        #expect(made[0].count == 2)
        let leading = made[0][0], trailing = made[0][1]
        #expect(leading.firstItem === a && leading.firstAttribute == .leading)
        #expect(leading.secondItem === container && leading.secondAttribute == .leadingMargin)
        #expect(leading.constant == 0 && leading.relation == .equal && leading.priority == .required)
        #expect(trailing.firstItem === container && trailing.firstAttribute == .trailingMargin)
        #expect(trailing.secondItem === a && trailing.secondAttribute == .trailing)
        #expect(made[1].map(\.firstAttribute) == [.top, .bottomMargin])
        #expect(a.frame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    @Test("The standard spacing at the superview follows its layout margins")
    func standardSpacingFollowsMargins() throws {
        let (container, views) = formatViews("a")
        container.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 30)
        layOut(container, views, ["H:|-[a]-|", "V:|[a]|"])
        #expect(views["a"]?.frame == CGRect(x: 20, y: 0, width: 270, height: 480))
    }

    @Test("A lone dash between siblings is 8 points, from the first view's trailing edge to the next one's leading")
    func standardSpacingBetweenSiblings() throws {
        let (container, views) = formatViews("a", "b")
        let a = try #require(views["a"]), b = try #require(views["b"])
        let made = layOut(container, views, ["H:|[a(100)]-[b(100)]", "V:|[a(10)]", "V:|[b(10)]"])
        let gap = try #require(made[0].first { $0.firstItem === b && $0.firstAttribute == .leading })
        #expect(gap.secondItem === a && gap.secondAttribute == .trailing && gap.constant == 8)
        #expect(b.frame == CGRect(x: 108, y: 0, width: 100, height: 10))
    }

    @Test("Fixed spacings -N- and -(N)-, and a view's fixed size [view(N)]")
    func fixedSpacingsAndSizes() throws {
        let (container, views) = formatViews("a", "b")
        let a = try #require(views["a"]), b = try #require(views["b"])
        let made = layOut(container, views, ["H:|-10-[a(100)]-(20)-[b]-30-|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(made[0].map(\.constant) == [10, 100, 20, 30])
        let width = made[0][1]
        #expect(width.firstItem === a && width.firstAttribute == .width && width.secondItem == nil)
        #expect(width.secondAttribute == .notAnAttribute)
        #expect(a.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
        #expect(b.frame == CGRect(x: 130, y: 0, width: 160, height: 10))
    }

    @Test("Flush views touch, and [view(==other)] makes the sizes equal")
    func flushViewsAndEqualSizes() throws {
        let (container, views) = formatViews("a", "b")
        let a = try #require(views["a"]), b = try #require(views["b"])
        let made = layOut(container, views, ["H:|[a][b(==a)]|", "V:|[a(10)]", "V:|[b(10)]"])
        #expect(made[0].count == 4)
        let equal = made[0][2]
        #expect(equal.firstItem === b && equal.firstAttribute == .width)
        #expect(equal.secondItem === a && equal.secondAttribute == .width && equal.multiplier == 1)
        #expect(made[0].allSatisfy { $0.constant == 0 })
        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
        #expect(b.frame == CGRect(x: 160, y: 0, width: 160, height: 10))
    }

    @Test("A predicate list holds relations and priorities: [view(>=50,<=100@20)]")
    func predicateList() throws {
        let (container, views) = formatViews("a")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:[a(>=50,<=100@20)]", options: [],
                                                  metrics: nil, views: views)
        #expect(made.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(made.map(\.constant) == [50, 100])
        #expect(made.map(\.priority) == [.required, UILayoutPriority(20)])

        layOut(container, views, ["H:|[a(>=50,<=100,300@250)]", "V:|[a(10)]"])
        #expect(views["a"]?.frame.width == 100)  // the wish for 300 gives way to the required ceiling
    }

    @Test("A connection takes a relation and a priority: -(>=N)- and -(N@750)-")
    func connectionPredicates() throws {
        let (container, views) = formatViews("a", "b")
        let made = layOut(container, views, ["H:|-(>=40)-[a(100)]-(20@750)-|", "H:|-(>=250)-[b(50)]-(20@750)-|",
                                             "V:|[a(10)]", "V:|[b(10)]"])
        let first = made[0][0]
        #expect(first.relation == .greaterThanOrEqual && first.constant == 40 && first.secondItem === container)
        #expect(made[0][2].priority == .defaultHigh && made[0][2].firstItem === container)
        #expect(views["a"]?.frame.minX == 200)  // the optional trailing gap holds
        #expect(views["b"]?.frame.minX == 250)  // the required leading gap wins over it
    }

    @Test("Metrics name spacings, sizes and priorities, and any number type is accepted")
    func metrics() throws {
        let (container, views) = formatViews("a")
        let metrics: [String: Any] = ["pad": 12, "w": CGFloat(90), "p": Float(750), "top": NSNumber(value: 3),
                                      "h": 10.5]
        let made = layOut(container, views, ["H:|-pad-[a(w@p)]", "V:|-top-[a(h)]"], metrics: metrics)
        #expect(made[0].map(\.constant) == [12, 90])
        #expect(made[0][1].priority == .defaultHigh)
        #expect(made[1].map(\.constant) == [3, 10.5])
        #expect(views["a"]?.frame.origin == CGPoint(x: 12, y: 3))
        #expect(views["a"]?.frame.width == 90)
    }

    @Test("Numbers may be negative or have decimals")
    func negativeAndDecimalNumbers() throws {
        let (container, views) = formatViews("a")
        let made = layOut(container, views, ["H:|-(-10)-[a(50.5)]", "V:|-(.5e1)-[a(+10)]"])
        #expect(made[0].map(\.constant) == [-10, 50.5])
        #expect(made[1].map(\.constant) == [5, 10])
        #expect(views["a"]?.frame.origin == CGPoint(x: -10, y: 5))  // frames are rounded to pixels
    }

    @Test("V: stacks views top to bottom: V:|-20-[a(44)]-8-[b(==a)]")
    func verticalFormat() throws {
        let (container, views) = formatViews("a", "b")
        let made = layOut(container, views, ["V:|-20-[a(44)]-8-[b(==a)]", "H:|[a]|", "H:|[b]|"])
        #expect(made[0].map(\.firstAttribute) == [.top, .height, .top, .height])
        #expect(made[0][2].secondAttribute == .bottom)
        #expect(views["a"]?.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(views["b"]?.frame == CGRect(x: 0, y: 72, width: 320, height: 44))
    }

    @Test("An alignment option aligns each view with the next across the line")
    func alignmentOptions() throws {
        let (container, views) = formatViews("a", "b", "c")
        let made = layOut(container, views, ["H:|-[a(50)]-[b(60)]-[c(70)]", "V:|-30-[a(40)]", "V:[b(20)]", "V:[c(10)]"],
                          options: .alignAllTop)
        let aligned = made[0].filter { $0.firstAttribute == .top }
        #expect(aligned.count == 2)
        #expect(aligned[0].firstItem === views["a"] && aligned[0].secondItem === views["b"])
        #expect(aligned[1].firstItem === views["b"] && aligned[1].secondItem === views["c"])
        #expect(aligned.allSatisfy { $0.secondAttribute == .top && $0.constant == 0 })
        #expect(views["b"]?.frame == CGRect(x: 66, y: 30, width: 60, height: 20))
        #expect(views["c"]?.frame == CGRect(x: 134, y: 30, width: 70, height: 10))

        let centred = NSLayoutConstraint.constraints(withVisualFormat: "V:[a]-[b]", options: [.alignAllCenterX,
                                                                                                .alignAllLeading],
                                                     metrics: nil, views: views)
        #expect(Set(centred.map(\.firstAttribute)) == [.top, .centerX, .leading])
    }

    @Test("Horizontal lines run leading to trailing, so they follow a right-to-left superview")
    func leadingToTrailingByDefault() throws {
        let (container, views) = formatViews("a")
        container.semanticContentAttribute = .forceRightToLeft
        views["a"]?.semanticContentAttribute = .forceRightToLeft
        let made = layOut(container, views, ["H:|-10-[a(50)]", "V:|[a(10)]"], options: .directionLeadingToTrailing)
        #expect(made[0][0].firstAttribute == .leading)
        #expect(views["a"]?.frame.minX == 260)
    }

    @Test("directionLeftToRight uses left and right edges, whatever the layout direction")
    func leftToRight() throws {
        let (container, views) = formatViews("a")
        container.semanticContentAttribute = .forceRightToLeft
        views["a"]?.semanticContentAttribute = .forceRightToLeft
        let made = layOut(container, views, ["H:|-10-[a(50)]", "V:|[a(10)]"], options: .directionLeftToRight)
        #expect(made[0].map(\.firstAttribute) == [.left, .width])
        #expect(made[0][0].secondAttribute == .left)
        #expect(views["a"]?.frame.minX == 10)
    }

    @Test("directionRightToLeft lays the line out from the right edge")
    func rightToLeft() throws {
        let (container, views) = formatViews("a", "b")
        let made = layOut(container, views, ["H:|-10-[a(50)]-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"],
                          options: .directionRightToLeft)
        #expect(made[0][0].firstItem === container && made[0][0].firstAttribute == .right)
        #expect(views["a"]?.frame.minX == 260)
        #expect(views["b"]?.frame.minX == 202)
    }

    @Test("The constraints come back inactive, for the caller to activate")
    func constraintsAreInactive() {
        let (container, views) = formatViews("a", "b")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: .alignAllTop,
                                                  metrics: nil, views: views)
        #expect(made.count == 5)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(container.constraints.isEmpty)
    }

    @Test("View names are C identifiers, the orientation is optional and spaces are skipped")
    func namesAndSpaces() throws {
        let (container, views) = formatViews("_view1", "B_2")
        layOut(container, views, ["|[_view1(100)] - [B_2]|", "V:|[_view1(10)]", "V:|[B_2(10)]"])
        #expect(views["B_2"]?.frame == CGRect(x: 108, y: 0, width: 212, height: 10))
    }
}
