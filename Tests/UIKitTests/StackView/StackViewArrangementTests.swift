// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// Arranged-view bookkeeping, spacing, hidden views, nesting and fitting sizes. The content-sized stacks of
/// `freeStack` sit at (10, 10) and hold views of intrinsic sizes 50×20, 60×30 and 70×40 unless a test says
/// otherwise.
@MainActor
@Suite("UIStackView: arranged views, spacing, hiding and nesting")
struct StackViewArrangementTests {
    func threeViews() -> [IntrinsicView] { [IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(70, 40)] }

    @Test("Adding, inserting and removing arranged views keeps them subviews as UIKit does")
    func bookkeeping() {
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b])
        stack.insertArrangedSubview(a, at: 3)  // an arranged view moves
        #expect(stack.arrangedSubviews == [c, b, a])
        stack.insertArrangedSubview(d, at: 9)  // out of bounds: logged, ignored
        #expect(stack.arrangedSubviews == [c, b, a] && d.superview == nil)
        stack.insertArrangedSubview(a, at: 4)  // also for a view already arranged: it stays where it was
        #expect(stack.arrangedSubviews == [c, b, a])
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [c, a] && b.superview === stack)  // still a subview
        a.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c] && a.superview == nil)  // leaving the stack view un-arranges
        let other = UIView()
        other.addSubview(c)  // so does moving elsewhere
        #expect(stack.arrangedSubviews.isEmpty)
        let plain = UIView()
        stack.addSubview(plain)  // a plain subview is not arranged
        #expect(stack.arrangedSubviews.isEmpty && plain.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("Removing an arranged view lays out the others without it")
    func removalRelayout() {
        let views = threeViews()
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        container.layoutIfNeeded()
        #expect(stack.frame.width == 200)  // 50 + 10 + 60 + 10 + 70
        views[1].removeFromSuperview()
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 60 && stack.frame.width == 130)
        stack.removeArrangedSubview(views[0])  // stays in place, no longer arranged
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 0 && stack.frame.width == 70)
    }

    @Test("Custom spacing after a view replaces the spacing there; the defaults are UIKit's constants")
    func customSpacing() {
        let views = threeViews()
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        container.layoutIfNeeded()
        // 0…50, then 30: 80…140, then 10: 150…220.
        #expect(views.map(\.frame.minX) == [0, 80, 150] && stack.frame.width == 220)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])  // the system spacing, 8
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 80, 148])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 128])
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    }

    @Test("Hidden arranged views collapse with the spacing beside them, and come back when shown")
    func hiding() {
        let views = threeViews()
        let (container, stack) = freeStack(views)
        stack.spacing = 10
        stack.alignment = .leading
        container.layoutIfNeeded()
        views[1].isHidden = true
        container.layoutIfNeeded()
        // a 0…50, c 60…130; the stack 130 wide. b has no width, at a's end.
        #expect(views[2].frame.minX == 60 && stack.frame.width == 130)
        #expect(views[1].frame.width == 0 && views[1].frame.minX == 50)
        views[2].isHidden = true
        container.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 50, height: 20))  // only a: no trailing spacing, a's height
        views[0].isHidden = true
        views[2].isHidden = false
        container.layoutIfNeeded()
        #expect(views[2].frame.minX == 0 && stack.frame.width == 70)  // a hidden first view leaves no gap
        views[0].isHidden = false
        views[1].isHidden = false
        container.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 60, 130] && stack.frame.width == 200)
        #expect(views[1].frame == CGRect(x: 60, y: 0, width: 60, height: 30))
    }

    @Test("Hiding an arranged view inside an animation block animates the others into place")
    func hidingAnimates() throws {
        let (device, window) = try launchedTestWindow()
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        device.advance(by: 0.05)
        #expect(views[2].frame.minX == 130)
        UIView.animate(withDuration: 1) { views[1].isHidden = true }
        #expect(views[2].frame.minX == 60)  // the model moves at once, without a layoutIfNeeded in the block…
        #expect(views[2].layer.animation(forKey: "position") != nil)  // …and the move animates
        device.advance(by: 0.5)
        let shown = try #require(views[2].layer.presentation()).position.x
        #expect(shown > 60 + 35 && shown < 130 + 35)
    }

    @Test("Nested stacks: a vertical stack of horizontal stacks sizes itself from the innermost views")
    func nested() {
        let (a, b, c, d) = (IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(40, 10), IntrinsicView(30, 20))
        let row1 = UIStackView(arrangedSubviews: [a, b])
        let row2 = UIStackView(arrangedSubviews: [c, d])
        for row in [row1, row2] { row.spacing = 4 }
        let (container, column) = freeStack([row1, row2])
        column.axis = .vertical
        column.spacing = 8
        column.alignment = .leading
        container.layoutIfNeeded()
        // Rows: 50 + 4 + 60 = 114 × max(20, 30) = 30, and 40 + 4 + 30 = 74 × 20. The column: 114 wide, 30 + 8 + 20.
        #expect(row1.frame == CGRect(x: 0, y: 0, width: 114, height: 30))
        #expect(row2.frame == CGRect(x: 0, y: 38, width: 74, height: 20))
        #expect(column.frame == CGRect(x: 10, y: 10, width: 114, height: 58))
        #expect(
            [a, b, c, d].map(\.frame) == rects([(0, 0, 50, 30), (54, 0, 60, 30), (0, 0, 40, 20), (44, 0, 30, 20)]))
        // A change deep inside reaches the outer stack.
        a.size = CGSize(width: 100, height: 20)
        container.layoutIfNeeded()
        #expect(column.frame.width == 164 && row2.frame.width == 74)
    }

    @Test("systemLayoutSizeFitting of a stack view is its content's size")
    func fittingSize() {
        let stack = UIStackView(arrangedSubviews: threeViews())
        stack.spacing = 10
        stack.alignment = .center
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 200, height: 40))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 110))
    }

    @Test("Baseline-relative arrangement measures a vertical stack's spacing between baselines")
    func baselineRelative() {
        let top = UILabel()
        top.text = "Title"
        top.font = UIFont.systemFont(ofSize: 20)
        let bottom = UILabel()
        bottom.text = "Subtitle"
        bottom.font = UIFont.systemFont(ofSize: 12)
        let (container, stack) = freeStack([top, bottom])
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        container.layoutIfNeeded()
        // The last baseline of the title, 30 points above the first baseline of the subtitle.
        let titleBaseline = top.frame.maxY + top.font.descender
        let subtitleBaseline = bottom.frame.minY + bottom.font.ascender
        #expect(abs(subtitleBaseline - titleBaseline - 30) <= 1)
        #expect(abs(bottom.frame.minY - top.frame.maxY - 30) > 2)  // not edge to edge
    }
}
