// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Records an edit menu interaction's delegate calls and supplies its menu.
@MainActor
private final class InteractionDelegate: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var suggested: [String] = []
    var menu: ((UIEditMenuConfiguration, [UIMenuElement]) -> UIMenu?)?
    var target: CGRect?

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor")
        suggested = suggestedActions.map(\.title)
        return menu?(configuration, suggestedActions)
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        target ?? CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willPresent \(configuration.identifier)")
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("willDismiss \(configuration.identifier)")
    }
}

/// iOS 16's UIEditMenuInteraction, drawn as the edit menu.
@MainActor
@Suite("UIEditMenuInteraction")
struct EditMenuInteractionTests {
    private func setUp(_ profile: DeviceProfile = .modernPhone)
        throws -> (HeadlessDevice, CopyingView, UIEditMenuInteraction, InteractionDelegate)
    {
        let view = CopyingView()
        let (device, _) = try launchedMenuDevice(profile, content: view)
        let delegate = InteractionDelegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (device, view, interaction, delegate)
    }

    @Test("presentEditMenu(with:) shows the delegate's menu; willPresent, then a tapped action runs and willDismiss")
    func delegateMenu() throws {
        let (device, _, interaction, delegate) = try setUp()
        var ran: [String] = []
        delegate.menu = { _, _ in
            UIMenu(children: [
                UIAction(title: "Share") { _ in ran.append("Share") },
                UIAction(title: "Hidden", attributes: .hidden) { _ in ran.append("Hidden") },
                UIAction(title: "Off", attributes: .disabled) { _ in ran.append("Off") },
                UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "Pin") { _ in ran.append("Pin") }]),
            ])
        }
        let configuration = UIEditMenuConfiguration(identifier: "menu-1" as NSString, sourcePoint: CGPoint(x: 100, y: 300))
        interaction.presentEditMenu(with: configuration)
        device.advance(by: 0.2)
        #expect(delegate.log == ["menuFor", "willPresent menu-1"])
        #expect(menuTitles() == ["Share", "Pin"])
        #expect(interaction.location(in: interaction.view!) == CGPoint(x: 100, y: 300))
        let frame = UIMenuController.shared.menuFrame
        #expect(frame.maxY <= 300 && frame.minX <= 100 && frame.maxX >= 100)
        try tapMenuButton("Pin", on: device)
        #expect(ran == ["Pin"])
        #expect(delegate.log == ["menuFor", "willPresent menu-1", "willDismiss menu-1"])
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(interaction.location(in: interaction.view!) == .zero)
    }

    @Test("With no menu from the delegate, the suggested actions are the standard commands the chain can perform")
    func suggestedActions() throws {
        let (device, view, interaction, delegate) = try setUp()
        #expect(view.becomeFirstResponder())
        view.hasSelection = true
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 400)))
        device.advance(by: 0.2)
        #expect(delegate.suggested == ["Copy", "Select All"])
        #expect(menuTitles() == ["Copy", "Select All"])
        try tapMenuButton("Copy", on: device)
        #expect(view.log == ["copy"])
        #expect(view.senders.first.flatMap { $0 as? UIMenuController } === UIMenuController.shared)
    }

    @Test("dismissMenu() hides the menu and tells the delegate once; a target rect from the delegate places it")
    func dismiss() throws {
        let (device, _, interaction, delegate) = try setUp()
        delegate.menu = { _, _ in UIMenu(children: [UIAction(title: "One") { _ in }]) }
        delegate.target = CGRect(x: 40, y: 500, width: 100, height: 20)
        let configuration = UIEditMenuConfiguration(identifier: "d" as NSString, sourcePoint: .zero)
        configuration.preferredArrowDirection = .up
        interaction.presentEditMenu(with: configuration)
        device.advance(by: 0.2)
        #expect(UIMenuController.shared.isMenuVisible)
        #expect(UIMenuController.shared.menuFrame.minY >= 520)
        interaction.dismissMenu()
        device.advance(by: 0.2)
        interaction.dismissMenu()
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(delegate.log == ["menuFor", "willPresent d", "willDismiss d"])
        #expect(UIMenuController.shared.arrowDirection == .default)
    }

    @Test("Presenting again replaces the visible menu: the first configuration is dismissed first")
    func representing() throws {
        let (device, _, interaction, delegate) = try setUp()
        delegate.menu = { configuration, _ in
            UIMenu(children: [UIAction(title: "\(configuration.identifier)") { _ in }])
        }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "a" as NSString, sourcePoint: CGPoint(x: 80, y: 300)))
        device.advance(by: 0.2)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "b" as NSString, sourcePoint: CGPoint(x: 80, y: 300)))
        device.advance(by: 0.2)
        #expect(menuTitles() == ["b"])
        #expect(delegate.log == ["menuFor", "willPresent a", "menuFor", "willDismiss a", "willPresent b"])
    }

    @Test("No menu when the interaction is on no view in a window, or the menu has no usable action")
    func nothingToShow() throws {
        let (device, view, interaction, delegate) = try setUp()
        delegate.menu = { _, _ in UIMenu(children: [UIAction(title: "Off", attributes: .disabled) { _ in }]) }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 300)))
        device.advance(by: 0.2)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(!delegate.log.contains { $0.hasPrefix("willPresent") })
        view.removeFromSuperview()
        delegate.log = []
        delegate.menu = { _, _ in UIMenu(children: [UIAction(title: "On") { _ in }]) }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(delegate.log.isEmpty && !UIMenuController.shared.isMenuVisible)
    }
}
