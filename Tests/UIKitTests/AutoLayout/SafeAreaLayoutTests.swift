// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A controller whose content view fills the safe area.
@MainActor
private final class SafeAreaController: UIViewController {
    let content = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

@MainActor
@Suite("Auto Layout: the safe area guide and layout direction")
struct SafeAreaLayoutTests {
    @Test("Content pinned to the safe area guide clears the status bar, the sensor housing and the home indicator",
          arguments: [(DeviceProfile.iPhone3GS, CGRect(x: 0, y: 20, width: 320, height: 460)),
                      (DeviceProfile.modernPhone, CGRect(x: 0, y: 59, width: 393, height: 759))])
    func safeAreaPerProfile(_ profile: DeviceProfile, _ expected: CGRect) throws {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let controller = SafeAreaController()
        window.rootViewController = controller
        device.advance(by: 0.05)
        #expect(controller.content.frame == expected)
    }

    @Test("In landscape on the modern profile the safe area insets the sides")
    func modernLandscape() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let controller = SafeAreaController()
        window.rootViewController = controller
        device.advance(by: 0.05)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 0.1)
        let bounds = controller.view.bounds
        let insets = controller.view.safeAreaInsets
        #expect(insets.left == 59 && insets.right == 59 && insets.bottom == 21)
        #expect(controller.content.frame == bounds.inset(by: insets))
    }

    @Test("The deprecated top and bottom layout guides are the bands outside the safe area")
    func layoutSupportGuides() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let controller = UIViewController()
        window.rootViewController = controller
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 10),
        ])
        device.advance(by: 0.05)
        #expect(banner.frame == CGRect(x: 0, y: 59, width: 10, height: 759))
        #expect(controller.topLayoutGuide.length == 59 && controller.bottomLayoutGuide.length == 34)
    }

    @Test("exerciseAmbiguityInLayout moves an ambiguous view to another frame its constraints allow")
    func exerciseAmbiguity() {
        let (container, child) = constrainedPair()
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let before = child.frame
        #expect(child.hasAmbiguousLayout)
        child.exerciseAmbiguityInLayout()
        container.layoutIfNeeded()
        #expect(child.frame.minX != before.minX)
        #expect(child.frame.minY == before.minY && child.frame.size == before.size)
    }

    @Test("Leading and trailing flip in a right-to-left view; left and right do not")
    func rightToLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let (lead, left) = (UIView(), UIView())
        for view in [lead, left] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.semanticContentAttribute = .forceRightToLeft
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        NSLayoutConstraint.activate([
            lead.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            left.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(lead.frame.minX == 260)  // 10 points from the right edge
        #expect(left.frame.minX == 10)
        for view in [lead, left] { view.semanticContentAttribute = .forceLeftToRight }
        container.layoutIfNeeded()
        #expect(lead.frame.minX == 10)
    }
}
