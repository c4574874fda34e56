// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// A delegate that logs its callbacks and offers a menu (or none) for each press.
@MainActor
final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var offersMenu = true
    var previewController: UIViewController?
    var menu = UIMenu(title: "", children: [])
    var commitStyle: UIContextMenuInteractionCommitStyle = .pop

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        let menu = self.menu, controller = previewController
        return UIContextMenuConfiguration(identifier: "item" as NSString,
                                          previewProvider: controller.map { c in { c } },
                                          actionProvider: { _ in menu })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    {
        log.append("willDisplay \(configuration.identifier)")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    {
        log.append("willEnd")
        animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    {
        log.append("commit \(animator.previewViewController != nil)")
        animator.preferredCommitStyle = commitStyle
    }
}

@MainActor
@Suite("Context menu interaction")
struct ContextMenuInteractionTests {
    private func scene() throws -> (HeadlessDevice, UIWindow, UIView, UIContextMenuInteraction, MenuDelegate) {
        let device = try HeadlessDevice(profile: .modernPhone)
        EffectsDeviceHolder.device = device
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.backgroundColor = .white
        let tile = UIView(frame: CGRect(x: 40, y: 200, width: 140, height: 90))
        tile.backgroundColor = .systemBlue
        window.addSubview(tile)
        let delegate = MenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        tile.addInteraction(interaction)
        device.advance(by: 1.0 / 60)
        return (device, window, tile, interaction, delegate)
    }

    private func longPress(_ device: HeadlessDevice, at point: CGPoint) {
        device.touchDown(at: point)
        device.advance(by: 0.6)
        device.touchUp()
        device.advance(by: 0.5)
    }

    @Test("addInteraction attaches (willMove, didMove, view); removeInteraction detaches; interactions lists them")
    func interactionLifecycle() {
        let view = UIView(), other = UIView()
        let interaction = UIContextMenuInteraction(delegate: MenuDelegate())
        view.addInteraction(interaction)
        #expect(interaction.view === view)
        #expect(view.interactions.count == 1)
        #expect(interaction.pressRecognizer.map { r in view.gestureRecognizers?.contains { $0 === r } } == true)

        other.addInteraction(interaction)
        #expect(view.interactions.isEmpty)
        #expect(interaction.view === other)
        #expect(view.gestureRecognizers?.isEmpty ?? true)

        other.removeInteraction(interaction)
        #expect(interaction.view == nil)
        #expect(other.interactions.isEmpty)
    }

    @Test("A 0.5 s press lifts the view over a blur and shows the menu; a shorter one does nothing")
    func longPressShowsTheMenu() throws {
        let (device, _, tile, interaction, delegate) = try scene()
        delegate.menu = UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])

        device.touchDown(at: CGPoint(x: 100, y: 240))
        device.advance(by: 0.3)
        #expect(interaction.presentation == nil)
        device.advance(by: 0.3)
        device.touchUp()
        device.advance(by: 0.5)

        let presentation = try #require(interaction.presentation)
        #expect(delegate.log == ["configuration at 60,40", "willDisplay item"])
        #expect(presentation.menuCard?.rowTitles == ["Copy", "Share"])
        #expect(presentation.backdrop.effect is UIBlurEffect)
        #expect(abs(presentation.platter.transform.a - ContextMenuPresentation.liftScale) < 1e-9)
        #expect(interaction.location(in: tile) == CGPoint(x: 60, y: 40))
        #expect(device.hapticEvents.map(\.kind) == [.impact(.medium, intensity: 1)])
    }

    @Test("Tapping an action runs its handler and dismisses; a disabled action does nothing but dismiss")
    func choosingAnAction() throws {
        let (device, _, _, interaction, delegate) = try scene()
        var ran: [String] = []
        delegate.menu = UIMenu(title: "", children: [
            UIAction(title: "Rename") { _ in ran.append("rename") },
            UIMenu(title: "More", children: [UIAction(title: "Delete", attributes: .destructive) { _ in
                ran.append("delete")
            }]),
            UIAction(title: "Locked", attributes: .disabled) { _ in ran.append("locked") },
        ])
        longPress(device, at: CGPoint(x: 100, y: 240))
        let card = try #require(interaction.presentation?.menuCard)
        #expect(card.rowTitles == ["Rename", "Delete", "Locked"])
        let row = card.card.convert(CGPoint(x: 60, y: MenuCardView.rowHeight * 1.5), to: nil)

        device.tap(at: row)
        device.advance(by: 0.4)

        #expect(ran == ["delete"])
        #expect(interaction.presentation == nil)
        #expect(delegate.log.suffix(2) == ["willEnd", "ended"])
    }

    @Test("Tapping outside the menu dismisses without running anything")
    func tapOutsideDismisses() throws {
        let (device, window, _, interaction, delegate) = try scene()
        var ran = false
        delegate.menu = UIMenu(title: "", children: [UIAction(title: "Copy") { _ in ran = true }])
        longPress(device, at: CGPoint(x: 100, y: 240))
        let presentation = try #require(interaction.presentation)

        device.tap(at: CGPoint(x: 350, y: 750))
        device.advance(by: 0.4)

        #expect(!ran)
        #expect(interaction.presentation == nil)
        #expect(presentation.superview == nil)
        #expect(!window.subviews.contains { $0 is ContextMenuPresentation })
        #expect(delegate.log.contains("willEnd"))
    }

    @Test("No configuration at the press: nothing shows and the view's own gestures keep the touch")
    func noMenuLeavesTheTouch() throws {
        let (device, _, tile, interaction, delegate) = try scene()
        delegate.offersMenu = false
        var tapped = 0
        tile.addGestureRecognizer(UITapGestureRecognizer(target: nil) { _ in tapped += 1 })

        longPress(device, at: CGPoint(x: 100, y: 240))
        let before = tapped
        device.tap(at: CGPoint(x: 100, y: 240))
        device.advance(by: 0.1)

        #expect(interaction.presentation == nil)
        #expect(tapped == before + 1)
        #expect(delegate.log.count == 1)  // only the long press asked; a tap never does
    }

    @Test("Tapping the preview commits it: the delegate gets the preview controller, then the menu ends")
    func previewCommit() throws {
        let (device, _, _, interaction, delegate) = try scene()
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.previewController = controller
        delegate.menu = UIMenu(title: "", children: [UIAction(title: "Open") { _ in }])
        longPress(device, at: CGPoint(x: 100, y: 240))
        let platter = try #require(interaction.presentation?.platter)

        device.tap(at: platter.convert(CGPoint(x: 150, y: 100), to: nil))
        device.advance(by: 0.4)

        #expect(delegate.log.contains("commit true"))
        #expect(interaction.presentation == nil)
    }
}
