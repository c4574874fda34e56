// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// Every alignment on both axes, against frames computed by hand. Along the axis the views are spread by
/// `.equalSpacing` (x = 0, 110, 230 in the 300-wide stack, see StackViewDistributionTests); across it the 100-point
/// stack holds views 20, 30 and 40 high. Frames are written for the horizontal stack, transposed for the vertical.
@MainActor
@Suite("UIStackView: alignments")
struct StackViewAlignmentTests {
    static let cases: [(UIStackView.Alignment, [CGFloat])] = [
        (.fill, [0, 0, 0]),  // every view 100 high
        (.leading, [0, 0, 0]),  // at the top, own heights
        (.center, [40, 35, 30]),  // (100 − h) / 2
        (.trailing, [80, 70, 60]),  // 100 − h
    ]

    @Test("Fill, leading, center and trailing place the views across the axis", arguments: [0, 1, 2, 3])
    func alignment(index: Int) {
        let (alignment, ys) = Self.cases[index]
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let (container, stack, views) = threeViewStack(axis)
            stack.distribution = .equalSpacing
            stack.alignment = alignment
            container.layoutIfNeeded()
            let heights: [CGFloat] = alignment == .fill ? [100, 100, 100] : [20, 30, 40]
            let expected = zip(zip([0, 110, 230] as [CGFloat], [50, 60, 70] as [CGFloat]), zip(ys, heights)).map {
                transposed(CGRect(x: $0.0.0, y: $0.1.0, width: $0.0.1, height: $0.1.1), axis)
            }
            #expect(views.map(\.frame) == expected, "\(alignment) \(axis)")
        }
    }

    @Test("Top and bottom are leading and trailing, with UIKit's raw values")
    func rawValues() {
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(
            [UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue)
                == [0, 1, 2, 3, 4, 5])
        #expect(
            [UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
                .map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test("A stack sized by its content is as tall as its tallest view for every alignment but fill")
    func hugsAcross() {
        for alignment in [UIStackView.Alignment.leading, .center, .trailing, .fill] {
            let (container, stack) = freeStack([IntrinsicView(50, 20), IntrinsicView(60, 30)])
            stack.alignment = alignment
            container.layoutIfNeeded()
            #expect(stack.frame == CGRect(x: 10, y: 10, width: 110, height: 30), "\(alignment)")
        }
    }

    @Test("First and last baselines line up two labels of different fonts")
    func baselines() {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let big = UILabel()
            big.font = UIFont.systemFont(ofSize: 30)
            big.text = "Big"
            let small = UILabel()
            small.font = UIFont.systemFont(ofSize: 12)
            small.text = "small"
            let (container, stack, _) = threeViewStack(.horizontal)
            for view in stack.arrangedSubviews { stack.removeArrangedSubview(view) }
            stack.addArrangedSubview(small)
            stack.addArrangedSubview(big)
            stack.alignment = alignment
            container.layoutIfNeeded()
            // The big label reaches higher, so it sits at the top (y = 0, its intrinsic height); the small one is
            // moved down by the difference of the baselines' distances from the top: ascender for the first
            // baseline, height + descender (descender < 0) for the last. Frames are whole points, so ±1.
            func fromTop(_ label: UILabel) -> CGFloat {
                alignment == .firstBaseline
                    ? label.font.ascender : label.intrinsicContentSize.height + label.font.descender
            }
            #expect(big.frame.minY == 0)
            #expect(big.frame.height == big.intrinsicContentSize.height)
            #expect(abs(small.frame.minY - (fromTop(big) - fromTop(small))) <= 1, "\(alignment)")
            #expect(abs((small.frame.minY + fromTop(small)) - (big.frame.minY + fromTop(big))) <= 1)
            #expect(small.frame.minY > 0)
        }
    }

    @Test("Layout-margins-relative arrangement lays the views out inside the margins")
    func marginsRelative() {
        let (container, stack, views) = threeViewStack(.horizontal)
        stack.distribution = .fillEqually
        stack.spacing = 10
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        container.layoutIfNeeded()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 93, height: 100))  // (300 − 20) / 3, pixel-rounded
        stack.isLayoutMarginsRelativeArrangement = true
        container.layoutIfNeeded()
        // Inside 260×80 at (20, 10): (260 − 2 × 10) / 3 = 80 each; x = 20, 110, 200.
        #expect(views.map(\.frame) == rects([(20, 10, 80, 80), (110, 10, 80, 80), (200, 10, 80, 80)]))
    }
}
