// SPDX-License-Identifier: Apache-2.0

@testable import UIKit

/// A view with a fixed intrinsic content size, as a label or an image view has.
final class IntrinsicView: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override var intrinsicContentSize: CGSize { size }
}

/// Three views of intrinsic sizes 50×20, 60×30 and 70×40 (transposed to 20×50, 30×60, 40×70 for a vertical
/// stack), arranged in a stack view placed by its frame in a 400×400 container: 300×100 for a horizontal stack,
/// 100×300 for a vertical one.
@MainActor
func threeViewStack(_ axis: NSLayoutConstraint.Axis) -> (UIView, UIStackView, [IntrinsicView]) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let views = [(50, 20), (60, 30), (70, 40)].map { IntrinsicView(transposed(CGSize(width: $0, height: $1), axis)) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.frame = CGRect(origin: .zero, size: transposed(CGSize(width: 300, height: 100), axis))
    container.addSubview(stack)
    forceLeftToRight(container)
    return (container, stack, views)
}

/// A stack view positioned by constraints only (its top-left at (10, 10) in a 400×400 container), so its size comes
/// from its content.
@MainActor
func freeStack(_ views: [UIView]) -> (UIView, UIStackView) {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let stack = UIStackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
    ])
    forceLeftToRight(container)
    return (container, stack)
}

/// Makes `root` and every view under it lay out left to right. Views in no window take the direction of the
/// application launched last, which is global: a test elsewhere that launched a device in Arabic would otherwise
/// turn these stacks right to left.
@MainActor
func forceLeftToRight(_ root: UIView) {
    var pending = [root]
    while let view = pending.popLast() {
        view.semanticContentAttribute = .forceLeftToRight
        pending.append(contentsOf: view.subviews)
    }
}

/// `rect` as written for a horizontal stack, transposed (x ↔ y, width ↔ height) for a vertical one.
func transposed(_ rect: CGRect, _ axis: NSLayoutConstraint.Axis) -> CGRect {
    axis == .horizontal ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
}

func transposed(_ size: CGSize, _ axis: NSLayoutConstraint.Axis) -> CGSize {
    axis == .horizontal ? size : CGSize(width: size.height, height: size.width)
}

extension IntrinsicView {
    convenience init(_ size: CGSize) { self.init(size.width, size.height) }
}

/// Frames written as (x, y, width, height).
func rects(_ values: [(CGFloat, CGFloat, CGFloat, CGFloat)]) -> [CGRect] {
    values.map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
}
