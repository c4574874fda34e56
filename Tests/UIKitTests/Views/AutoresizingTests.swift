// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// A 320×480 superview holding a (10, 10, 100, 100) subview with `mask`: the setup of the guide's worked cases.
@MainActor
private func pair(_ mask: UIView.AutoresizingMask,
                  subframe: CGRect = CGRect(x: 10, y: 10, width: 100, height: 100)) -> (UIView, UIView)
{
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let subview = UIView(frame: subframe)
    subview.autoresizingMask = mask
    superview.addSubview(subview)
    return (superview, subview)
}

@MainActor
@Suite("UIView autoresizing")
struct AutoresizingTests {
    @Test("Masks carry UIKit's raw values; views default to no mask and autoresizing subviews")
    func rawValuesAndDefaults() {
        let masks: [UIView.AutoresizingMask] = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(masks.map(\.rawValue) == [1, 2, 4, 8, 16, 32])
        let view = UIView()
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
    }

    @Test("A flexible width takes the whole change; origin and height stay (behaviour 45)")
    func flexibleWidth() {
        let (superview, subview) = pair(.flexibleWidth)
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
    }

    @Test("A flexible left margin moves the view; a flexible right margin leaves it (behaviour 46)")
    func flexibleMargins() {
        let (superLeft, left) = pair(.flexibleLeftMargin)
        superLeft.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(left.frame == CGRect(x: 110, y: 10, width: 100, height: 100))

        let (superRight, right) = pair(.flexibleRightMargin)
        superRight.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(right.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("Flexible right and top margins pin the view to the bottom-left corner (behaviour 47)")
    func pinnedBottomLeft() {
        let (superview, subview) = pair([.flexibleRightMargin, .flexibleTopMargin])
        superview.bounds = CGRect(x: 0, y: 0, width: 320, height: 560)
        #expect(subview.frame == CGRect(x: 10, y: 90, width: 100, height: 100))
        #expect(superview.bounds.height - subview.frame.maxY == 370)
    }

    @Test("An empty mask leaves the view and therefore its own flexible subviews alone (behaviour 48)")
    func emptyMaskStopsPropagation() {
        let (superview, subview) = pair([])
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        grandchild.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        subview.addSubview(grandchild)
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("A resized subview resizes its own subviews in turn")
    func propagatesThroughResizedSubviews() {
        let (superview, subview) = pair(.flexibleWidth)
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        grandchild.autoresizingMask = .flexibleWidth
        subview.addSubview(grandchild)
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        // The subview grew by 100 with right margin 50: all 100 go to the grandchild's only flexible part.
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test("autoresizesSubviews = false leaves every direct subview alone (behaviour 49)")
    func disabled() {
        let (superview, subview) = pair([.flexibleWidth, .flexibleLeftMargin, .flexibleHeight])
        superview.autoresizesSubviews = false
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("Symmetric flexible margins share the change evenly (behaviour 50)")
    func symmetricMargins() {
        let (superview, subview) = pair([.flexibleLeftMargin, .flexibleRightMargin],
                                        subframe: CGRect(x: 10, y: 10, width: 300, height: 100))
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(subview.frame == CGRect(x: 60, y: 10, width: 300, height: 100))
    }

    @Test("Several flexible parts share the change in proportion to their current sizes")
    func proportionalDistribution() {
        // Margins 10 and 210: the left margin gets 10/220 of +110.
        let (superview, subview) = pair([.flexibleLeftMargin, .flexibleRightMargin])
        superview.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
        #expect(subview.frame.origin.x == 15)

        // Left 10, width 100, right 210 (total 320): +320 doubles each part.
        let (superAll, all) = pair([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        superAll.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        #expect(all.frame == CGRect(x: 20, y: 10, width: 200, height: 100))

        // Vertically: height 120 and bottom margin 360 (total 480); −240 halves both, the top stays.
        let (superTall, tall) = pair([.flexibleHeight, .flexibleBottomMargin],
                                     subframe: CGRect(x: 10, y: 0, width: 100, height: 120))
        superTall.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        #expect(tall.frame == CGRect(x: 10, y: 0, width: 100, height: 60))
    }

    @Test("Zero-size flexible parts split the change evenly")
    func zeroPartsSplitEvenly() {
        let (superview, subview) = pair([.flexibleLeftMargin, .flexibleRightMargin],
                                        subframe: CGRect(x: 0, y: 0, width: 320, height: 100))
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(subview.frame == CGRect(x: 50, y: 0, width: 320, height: 100))
    }

    @Test("A shrinking flexible width stops at zero")
    func widthNeverNegative() {
        let (superview, subview) = pair(.flexibleWidth)
        superview.frame = CGRect(x: 0, y: 0, width: 100, height: 480)
        #expect(subview.bounds.size == CGSize(width: 0, height: 100))
        #expect(subview.center == CGPoint(x: 10, y: 60))
    }

    @Test("Moving the superview or scrolling its bounds does not autoresize")
    func onlySizeChangesCount() {
        let (superview, subview) = pair([.flexibleWidth, .flexibleLeftMargin])
        superview.center = CGPoint(x: 500, y: 500)
        superview.bounds = CGRect(x: 30, y: 40, width: 320, height: 480)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    @Test("A transformed subview is resized through centre and bounds; its transform is kept")
    func transformedSubview() {
        let (superview, subview) = pair(.flexibleWidth)
        let rotation = CGAffineTransform(rotationAngle: .pi / 4)
        subview.transform = rotation
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(subview.bounds.size == CGSize(width: 200, height: 100))
        #expect(subview.center == CGPoint(x: 110, y: 60))
        #expect(subview.transform == rotation)
    }

    @Test("A non-finite result is ignored and the subview keeps its geometry")
    func nonFiniteResultIgnored() {
        let (superview, subview) = pair(.flexibleLeftMargin)
        let far = CGPoint(x: CGFloat.greatestFiniteMagnitude * 0.9, y: 60)
        subview.center = far
        superview.bounds = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 480)
        #expect(subview.center == far)
        #expect(subview.bounds.size == CGSize(width: 100, height: 100))
    }

    @Test("A hidden subview is still autoresized (behaviour 57)")
    func hiddenSubview() {
        let (superview, subview) = pair(.flexibleWidth)
        subview.isHidden = true
        superview.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(subview.frame == CGRect(x: 10, y: 10, width: 200, height: 100))
    }
}
