// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Context menu rendering")
struct ContextMenuGoldenTests {
    @Test("Golden: a lifted tile over the blurred, dimmed screen with its menu (destructive and disabled rows)")
    func liftedMenu() throws {
        let (device, window) = try launchedEffectsWindow()
        addStripes(to: window, in: CGRect(x: 0, y: 60, width: 390, height: 700), width: 20,
                   colors: [.systemTeal, .systemYellow, .systemPink])
        let tile = UILabel(frame: CGRect(x: 30, y: 150, width: 200, height: 80))
        tile.text = "Press me"
        tile.textAlignment = .center
        tile.backgroundColor = .systemBackground
        window.addSubview(tile)
        let delegate = MenuDelegate()
        delegate.menu = UIMenu(title: "", children: [
            UIAction(title: "Copy") { _ in },
            UIAction(title: "Favourite", state: .on) { _ in },
            UIAction(title: "Archived", attributes: .disabled) { _ in },
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        tile.isUserInteractionEnabled = true
        tile.addInteraction(UIContextMenuInteraction(delegate: delegate))
        device.advance(by: 1.0 / 60)

        device.touchDown(at: CGPoint(x: 130, y: 190))
        device.advance(by: 0.6)
        device.touchUp()
        device.advance(by: 0.5)

        let scale = device.profile.scale
        let shot = try #require(device.screenshot().cropping(to: CGRect(x: 0, y: 100 * scale, width: 390 * scale,
                                                                        height: 380 * scale)))
        try assertGolden(shot, named: "context-menu-lifted", suite: "ContextMenus", filePath: uikitTestsRootFile())
    }
}
