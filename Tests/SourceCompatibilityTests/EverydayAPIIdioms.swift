// SPDX-License-Identifier: Apache-2.0
//
// Everyday calls of modern iOS apps — an interruptible card animation with UIViewPropertyAnimator, a rendered
// badge, styled text with a shadow and an underline, monospaced digits — written as iOS code is: they compile
// unchanged and work (EverydayAPITests.swift).

import UIKit

final class CardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
    let imageView = UIImageView(image: UIImage(systemName: "star.fill"))
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var endings: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        view.addSubview(card)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        card.addSubview(imageView)
        let pan = UIPanGestureRecognizer(target: self, action: Selector("panned:", CardViewController.panned(_:)))
        card.addGestureRecognizer(pan)
    }

    /// The interactive-dismissal idiom: a pan scrubs a paused animator, lifting the finger finishes or reverses it.
    func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
                self.card.center.y += 300
                self.card.alpha = 0
            }
            animator.addCompletion { [weak self] position in self?.endings.append(position) }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            animator?.fractionComplete = pan.translation(in: view).y / 300
        case .ended:
            guard let animator else { return }
            animator.isReversed = animator.fractionComplete < 0.5
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    /// A springy bounce that ignores its result, as apps write it.
    func bounce() {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.3, delay: 0, options: [.curveEaseInOut]) {
            self.card.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        } completion: { _ in
            UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { self.card.transform = .identity }
                .startAnimation()
        }
    }
}

/// Image, colour and text helpers apps call on their own.
enum EverydayHelpers {
    @MainActor
    static func badge(diameter: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter), format: format)
        return renderer.image { context in
            UIColor.systemRed.setFill()
            context.cgContext.fillEllipse(in: context.format.bounds)
        }
    }

    static func styled(_ text: String) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        return NSAttributedString(string: text, attributes: [
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
            .foregroundColor: UIColor.secondaryLabel,
            .kern: 1.2,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: NSUnderlineStyle.thick.union(.patternDot).rawValue,
            .paragraphStyle: paragraph,
            .shadow: shadow,
        ])
    }

    static func components(of color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return (r, g, b, a)
    }

    static func monospacedDigits() -> UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(for: .monospacedDigitSystemFont(ofSize: 15, weight: .regular))
    }

    static func code() -> UIFont { .monospacedSystemFont(ofSize: 13, weight: .medium) }
}
