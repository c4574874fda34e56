// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// Every distribution on both axes, against frames computed by hand for the 300×100 stack of `threeViewStack`
/// (views of intrinsic widths 50, 60, 70 and heights 20, 30, 40), written for the horizontal stack and transposed
/// for the vertical one (100×300, intrinsic heights 50, 60, 70).
@MainActor
@Suite("UIStackView: distributions")
struct StackViewDistributionTests {
    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

    @Test("Fill: the view with the lowest hugging priority takes the extra space", arguments: axes)
    func fill(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        stack.spacing = 10
        views[1].setContentHuggingPriority(.defaultLow - 1, for: axis)
        container.layoutIfNeeded()
        // 50 + 60 + 70 + 2 × 10 = 200; the 100 left over goes to the middle view (60 → 160): x = 0, 60, 230.
        // Alignment .fill: every view is the stack's full 100 high.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 50, 100), (60, 0, 160, 100), (230, 0, 70, 100)]).map {
                    transposed($0, axis)
                })
    }

    @Test("Fill: when the views do not fit, the lowest compression resistance gives", arguments: axes)
    func fillCompresses(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        stack.spacing = 75
        views[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: axis)
        container.layoutIfNeeded()
        // 50 + 60 + 70 + 2 × 75 = 330: 30 too many, taken from the last view (70 → 40): x = 0, 125, 260.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 50, 100), (125, 0, 60, 100), (260, 0, 40, 100)]).map {
                    transposed($0, axis)
                })
    }

    @Test("Fill equally: every view gets the same share of the space left by the spacing", arguments: axes)
    func fillEqually(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        stack.distribution = .fillEqually
        stack.spacing = 15
        container.layoutIfNeeded()
        // (300 − 2 × 15) / 3 = 90 each: x = 0, 105, 210.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 90, 100), (105, 0, 90, 100), (210, 0, 90, 100)]).map {
                    transposed($0, axis)
                })
    }

    @Test("Fill proportionally: shares follow the intrinsic sizes", arguments: axes)
    func fillProportionally(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        for (view, width) in zip(views, [20, 30, 20] as [CGFloat]) {
            view.size = transposed(CGSize(width: width, height: 10), axis)
        }
        stack.distribution = .fillProportionally
        stack.spacing = 10
        container.layoutIfNeeded()
        // 300 − 2 × 10 = 280 shared 20 : 30 : 20 (of 70, so 4 points per point): 80, 120, 80; x = 0, 90, 220.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 80, 100), (90, 0, 120, 100), (220, 0, 80, 100)]).map {
                    transposed($0, axis)
                })
        // A new intrinsic size changes the shares: 20 : 30 : 50 of 100 → 56, 84, 140; x = 0, 66, 160.
        views[2].size = transposed(CGSize(width: 50, height: 10), axis)
        container.layoutIfNeeded()
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 56, 100), (66, 0, 84, 100), (160, 0, 140, 100)]).map {
                    transposed($0, axis)
                })
    }

    @Test("Equal spacing: views keep their sizes and the gaps are equal", arguments: axes)
    func equalSpacing(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        container.layoutIfNeeded()
        // 300 − (50 + 60 + 70) = 120 over two gaps: 60 each (≥ 10): x = 0, 110, 230.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 50, 100), (110, 0, 60, 100), (230, 0, 70, 100)]).map {
                    transposed($0, axis)
                })
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
        views[1].isHidden = true
        container.layoutIfNeeded()
        // One gap left: 300 − (50 + 70) = 180; the last view stays at the end.
        #expect(views[2].frame == transposed(CGRect(x: 230, y: 0, width: 70, height: 100), axis))
        #expect((axis == .horizontal ? views[1].frame.width : views[1].frame.height) == 0)
        stack.distribution = .fill
        container.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)  // the spacers go with the distribution that needed them
    }

    @Test("Equal centering: views keep their sizes and their centres are equally far apart", arguments: axes)
    func equalCentering(axis: NSLayoutConstraint.Axis) {
        let (container, stack, views) = threeViewStack(axis)
        stack.distribution = .equalCentering
        stack.spacing = 10
        container.layoutIfNeeded()
        // Centres: 25 (first at the start) and 300 − 35 = 265 (last at the end); the middle one halfway, at 145,
        // so x = 145 − 30 = 115. Gaps 65 and 55, both ≥ 10.
        #expect(
            views.map(\.frame)
                == rects([(0, 0, 50, 100), (115, 0, 60, 100), (230, 0, 70, 100)]).map {
                    transposed($0, axis)
                })
    }

    @Test("Equal spacing in a stack sized by its content: the gaps are the minimum spacing")
    func equalSpacingHugs() {
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 20)]
        let (container, stack) = freeStack(views)
        stack.distribution = .equalSpacing
        stack.spacing = 12
        container.layoutIfNeeded()
        // 50 + 12 + 60 = 122 wide, as tall as the views.
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 122, height: 20))
        #expect(views[1].frame == CGRect(x: 62, y: 0, width: 60, height: 20))
    }

    @Test("The stack view's constraints carry UIKit's identifiers and live on the stack view")
    func identifiers() {
        let (container, stack, _) = threeViewStack(.horizontal)
        stack.distribution = .fillEqually
        container.layoutIfNeeded()
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally"])
    }
}
