// SPDX-License-Identifier: Apache-2.0
//
// A typical view controller and custom view of an iOS app, written as iOS code is (Swift 5 mode): they compile
// unchanged and work (TypicalAppTests.swift).

import UIKit

class ProfileViewController: UIViewController {
    private let nameLabel = UILabel()
    private let avatar = UIImageView(image: UIImage(named: "avatar"))
    private let button = UIButton(type: .system)
    private var timer: Timer?
    var onFollow: ((Bool) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.textColor = .label
        nameLabel.numberOfLines = 0
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = 0.5
        nameLabel.lineBreakMode = .byTruncatingTail
        button.setTitle("Follow", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = .systemBlue
        button.addTarget(self, action: Selector("follow:", ProfileViewController.follow(_:)), for: .touchUpInside)
        button.layer.cornerRadius = 8
        button.clipsToBounds = true
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 16)
        avatar.contentMode = .scaleAspectFill
        avatar.layer.masksToBounds = true
        avatar.layer.borderColor = UIColor.white.cgColor
        avatar.layer.borderWidth = 2
        [nameLabel, avatar, button].forEach { view.addSubview($0) }
        let tap = UITapGestureRecognizer(target: self, action: Selector("tapped", ProfileViewController.tapped))
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        button.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                       animations: { self.button.alpha = 1 }, completion: nil)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       options: [], animations: { self.avatar.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) })
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
        // `queue: nil`, not `.main`: Foundation on Linux posts to an observer's queue and waits, and under Swift
        // Testing the main queue is the test's own executor, so `.main` would deadlock the in-process device.
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in }
        let shadowPath = UIBezierPath(roundedRect: button.bounds, cornerRadius: 8)
        button.layer.shadowPath = shadowPath.cgPath
        button.layer.shadowColor = UIColor.black.cgColor
        button.layer.shadowOpacity = 0.3
        button.layer.shadowOffset = CGSize(width: 0, height: 2)
        button.layer.shadowRadius = 4
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        view.layer.insertSublayer(gradient, at: 0)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = NSNumber(value: Double.pi * 2)
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        avatar.layer.add(spin, forKey: "spin")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationItemTitle()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatar.frame = CGRect(x: 16, y: view.safeAreaInsets.top + 16, width: 64, height: 64)
        avatar.layer.cornerRadius = avatar.bounds.width / 2
        nameLabel.frame = CGRect(x: avatar.frame.maxX + 12, y: avatar.frame.minY, width: view.bounds.width - 120, height: 24)
        button.frame = CGRect(x: 16, y: avatar.frame.maxY + 16, width: view.bounds.width - 32, height: 44)
    }

    private func navigationItemTitle() { title = "Profile" }
    func follow(_ sender: UIButton) { sender.isSelected.toggle(); onFollow?(sender.isSelected) }
    func tapped() { view.endEditing(true) }
    func tick() { nameLabel.text = DateFormatter.localizedString(from: Date(), dateStyle: .none, timeStyle: .medium) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: view)
        if avatar.frame.contains(p) { avatar.alpha = 0.5 }
    }

    deinit { timer?.invalidate() }
}

final class RoundedCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.shadowOpacity = 0.2
        backgroundColor = .secondarySystemBackground
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setStrokeColor(UIColor.systemGray.cgColor)
        ctx.setLineWidth(1)
        ctx.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        let text = "Card" as NSString
        text.draw(at: CGPoint(x: 8, y: 8), withAttributes: [.font: UIFont.systemFont(ofSize: 14, weight: .semibold), .foregroundColor: UIColor.darkGray])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 200, height: 120) }
}
