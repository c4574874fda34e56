// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A view with a fixed natural size.
@MainActor
final class SizedView: UIView {
    var natural: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ natural: CGSize) {
        self.natural = natural
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var intrinsicContentSize: CGSize { natural }
}

@MainActor
@Suite("Auto Layout: intrinsic sizes, fitting and baselines")
struct IntrinsicSizeLayoutTests {
    @Test("A view with only its position constrained takes its intrinsic size, and follows it when it changes")
    func intrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let sized = SizedView(CGSize(width: 80, height: 30))
        container.addSubview(sized)
        NSLayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            sized.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(sized.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        sized.natural = CGSize(width: 120, height: 40)
        container.layoutIfNeeded()
        #expect(sized.frame.size == CGSize(width: 120, height: 40))
    }

    @Test("Between two fixed edges, the view with the lower hugging priority stretches")
    func huggingDecides() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = SizedView(CGSize(width: 50, height: 20)), b = SizedView(CGSize(width: 70, height: 20))
        container.addSubview(a)
        container.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 250)
        b.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        container.layoutIfNeeded()
        #expect(a.frame.width == 230 && b.frame.width == 70)
        #expect(b.contentHuggingPriority(for: .horizontal).rawValue == 252)
        #expect(b.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test("When space runs out, the view with the lower compression resistance shrinks")
    func compressionResistanceDecides() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let a = SizedView(CGSize(width: 80, height: 20)), b = SizedView(CGSize(width: 80, height: 20))
        container.addSubview(a)
        container.addSubview(b)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.width == 80 && b.frame.width == 20)
    }

    @Test("A label sizes itself to its text, and grows when the text does")
    func labelIntrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let short = label.frame.size
        let natural = label.intrinsicContentSize
        #expect(abs(short.width - natural.width) <= 0.5 && abs(short.height - natural.height) <= 0.5)
        label.text = "Hello, world, at length"
        container.layoutIfNeeded()
        #expect(label.frame.width > short.width * 2)
    }

    @Test("systemLayoutSizeFitting: the compressed and expanded sizes of a padded label")
    func fittingSize() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inner = SizedView(CGSize(width: 100, height: 40))
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 124, height: 56))
        // Held to a width of 300 (required), the content stretches; the height still hugs.
        let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 300, height: 56))
        #expect(card.frame.size == CGSize(width: 10, height: 10))  // fitting never resizes the view
        // A label alone fits its text.
        let label = UILabel()
        label.text = "Fit"
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width
            == label.intrinsicContentSize.width.rounded(.up))
    }

    @Test("Baselines: labels of different fonts line up on their first baselines")
    func baselines() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 40)
        small.font = .systemFont(ofSize: 12)
        for (label, text) in [(big, "Big"), (small, "small")] {
            label.text = text
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        container.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 1)
        #expect(small.frame.minY > big.frame.minY + 10)
    }

    @Test("Margins and the readable guide: 8-point margins, the readable width capped and centred")
    func marginsAndReadableGuide() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let (a, b) = (UIView(), UIView())
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            a.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 8 && a.frame.width == 984)
        #expect(b.frame.width == 672 && b.frame.midX == 500)
        container.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
        container.layoutIfNeeded()
        #expect(a.frame.minX == 20 && a.frame.width == 940)
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 940, height: 100))
    }

    @Test("Margin attributes of the old API measure inside the layout margins")
    func marginAttributes() {
        let (container, child) = constrainedPair()
        container.addConstraints([
            NSLayoutConstraint(item: child, attribute: .leadingMargin, relatedBy: .equal, toItem: container,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .topMargin, relatedBy: .equal, toItem: container,
                               attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 10),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil,
                               attribute: .notAnAttribute, multiplier: 1, constant: 10),
        ])
        container.layoutIfNeeded()
        // The child's own 8-point margin sits on the container's: its frame starts at the container's margin.
        #expect(child.frame.origin == CGPoint(x: 0, y: 0))
        #expect(child.layoutMarginsGuide.layoutFrame.origin == CGPoint(x: 8, y: 8))
    }
}
