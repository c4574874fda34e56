// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Edit menu rendering")
struct EditMenuGoldenTests {
    private func shot(_ device: HeadlessDevice, _ window: UIWindow, crop rect: CGRect) throws -> CGImage {
        let image = device.screenshot()
        let scale = CGFloat(image.width) / window.bounds.width
        return try #require(image.cropping(to: rect.applying(CGAffineTransform(scaleX: scale, y: scale)).integral))
    }

    private func menuShot(_ profile: DeviceProfile, dark: Bool) throws -> CGImage {
        let view = CopyingView()
        view.hasSelection = true
        let (device, window) = try launchedMenuDevice(profile, content: view)
        if dark { device.setAppearance(.dark) }
        view.becomeFirstResponder()
        let target = CGRect(x: 110, y: 240, width: 100, height: 24)
        UIMenuController.shared.showMenu(from: view, rect: target)
        device.advance(by: 0.3)
        let frame = UIMenuController.shared.menuFrame.insetBy(dx: -8, dy: -8)
        return try shot(device, window, crop: frame.union(target))
    }

    @Test("Golden: iPhone OS 3's black callout (Copy | Select All) pointing down at its target")
    func classicCallout() throws {
        try assertGolden(try menuShot(.iPhone3GS, dark: false), named: "edit-menu-classic", suite: "EditMenu",
                         filePath: uikitTestsRootFile())
    }

    @Test("Golden: the modern edit menu, light and dark")
    func modernMenu() throws {
        try assertGolden(try menuShot(.modernPhone, dark: false), named: "edit-menu-modern-light", suite: "EditMenu",
                         filePath: uikitTestsRootFile())
        try assertGolden(try menuShot(.modernPhone, dark: true), named: "edit-menu-modern-dark", suite: "EditMenu",
                         filePath: uikitTestsRootFile())
    }
}
