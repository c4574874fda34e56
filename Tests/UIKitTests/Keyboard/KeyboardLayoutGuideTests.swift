// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Keyboard layout guide")
struct KeyboardLayoutGuideTests {
    /// A full-screen view in the key window holding a text field pinned 8 points above its keyboard guide.
    private func makeScreen(_ profile: DeviceProfile = .iPhone3GS) throws -> (HeadlessDevice, UIView, UITextField) {
        let (device, window) = try launchKeyboardDevice(profile)
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            field.widthAnchor.constraint(equalToConstant: 200),
            field.heightAnchor.constraint(equalToConstant: 30),
            field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        window.layoutIfNeeded()
        return (device, root, field)
    }

    @Test("A text field pinned above the guide moves up when it becomes first responder and back when it resigns")
    func fieldFollowsKeyboard() throws {
        let (device, root, field) = try makeScreen()
        #expect(field.frame == CGRect(x: 20, y: 442, width: 200, height: 30))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 480, width: 320, height: 0))

        #expect(field.becomeFirstResponder())
        device.advance(by: 0.3)
        // The keyboard is 216 points high on the iPhone 3GS: its top is at y = 264.
        #expect(device.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(field.frame == CGRect(x: 20, y: 226, width: 200, height: 30))
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 264, width: 320, height: 216))

        #expect(field.resignFirstResponder())
        device.advance(by: 0.3)
        #expect(field.frame == CGRect(x: 20, y: 442, width: 200, height: 30))
    }

    @Test("The move is animated with the keyboard: halfway through the slide the field is between its two places")
    func moveIsAnimated() throws {
        let (device, _, field) = try makeScreen()

        field.becomeFirstResponder()
        device.advance(by: 0.1)

        #expect(field.frame.maxY == 256)
        let midway = try #require(field.layer.presentation()?.position.y)
        #expect(midway > 241 && midway < 457)
    }

    @Test("While hidden, the guide sits at the safe area's bottom, or at the view's bottom without usesBottomSafeArea")
    func hiddenGuideUsesBottomSafeArea() throws {
        let (device, root, field) = try makeScreen(.modernPhone)
        defer { withExtendedLifetime(device) {} }
        let bottomInset = root.safeAreaInsets.bottom
        #expect(bottomInset > 0)
        #expect(root.keyboardLayoutGuide.usesBottomSafeArea)
        #expect(field.frame.maxY == root.bounds.height - bottomInset - 8)

        root.keyboardLayoutGuide.usesBottomSafeArea = false

        #expect(field.frame.maxY == root.bounds.height - 8)
    }

    @Test("On a phone with a home indicator, the shown guide's top is still the keyboard's top")
    func shownGuideOnModernPhone() throws {
        let (device, root, field) = try makeScreen(.modernPhone)

        field.becomeFirstResponder()
        device.advance(by: 0.3)

        let keyboard = try #require(device.keyboardFrame)
        #expect(field.frame.maxY == keyboard.minY - 8)
    }

    @Test("Tracked constraints switch as the guide comes near the view's top edge and moves away from it")
    func trackedConstraints() throws {
        let (device, window) = try launchKeyboardDevice()
        // A short view at the bottom of the screen: the keyboard covers it entirely, so the guide reaches its top.
        let panel = UIView(frame: CGRect(x: 0, y: 380, width: 320, height: 100))
        window.addSubview(panel)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        let guide = panel.keyboardLayoutGuide
        let near = panel.heightAnchor.constraint(equalToConstant: 100)
        let away = panel.widthAnchor.constraint(equalToConstant: 320)
        guide.setConstraints([near], activeWhenNearEdge: .top)
        guide.setConstraints([away], activeWhenAwayFrom: .top)
        #expect(!near.isActive && away.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .top) == [near])
        #expect(guide.constraints(activeWhenAwayFrom: .top) == [away])

        field.becomeFirstResponder()
        device.advance(by: 0.3)
        #expect(near.isActive && !away.isActive)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 100))

        field.resignFirstResponder()
        device.advance(by: 0.3)
        #expect(!near.isActive && away.isActive)

        guide.removeAllTrackedConstraints()
        #expect(!near.isActive && !away.isActive)
        #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
    }

    @Test("Each view has one keyboard guide with Apple's defaults; a negative dismiss padding counts as 0")
    func guideDefaults() throws {
        let view = UIView()
        let guide = view.keyboardLayoutGuide

        #expect(view.keyboardLayoutGuide === guide)
        #expect(guide.owningView === view)
        #expect(view.layoutGuides.contains { $0 === guide })
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.usesBottomSafeArea)
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
        guide.keyboardDismissPadding = 12
        #expect(guide.keyboardDismissPadding == 12)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
    }
}
