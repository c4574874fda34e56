// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Alerts follow rotation")
struct AlertRotationTests {
    private func presentAlert(profile: DeviceProfile, style: UIAlertController.Style = .alert) throws
        -> (HeadlessDevice, UIWindow, UIViewController, UIAlertController)
    {
        let device = try HeadlessDevice(profile: profile)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        device.advance(by: 0.6)
        return (device, window, root, alert)
    }

    /// The alert's panel in window coordinates.
    private func panelRect(_ alert: UIAlertController, in window: UIWindow) throws -> CGRect {
        let host = try #require(alert.viewIfLoaded as? AlertHostView)
        return host.panel.convert(host.panel.bounds, to: window)
    }

    @Test("On the iPhone OS 3 profile a presented UIAlertController turns with the interface and stays centred",
          arguments: [DeviceProfile.iPhone3GS, .modernPhone])
    func alertTurns(profile: DeviceProfile) throws {
        let (device, window, root, alert) = try presentAlert(profile: profile)
        let before = try panelRect(alert, in: window)
        #expect(abs(before.midX - window.bounds.midX) < 1 && abs(before.midY - window.bounds.midY) < 1)
        device.rotate(to: .landscapeRight)
        device.advance(by: 1)
        #expect(root.presentedViewController === alert)
        let rootSize = root.view.bounds.size
        #expect(rootSize.width > rootSize.height)
        // The alert's view has the turned interface's size, and its panel is centred on the screen, turned.
        #expect(alert.view.bounds.size == rootSize)
        let after = try panelRect(alert, in: window)
        #expect(abs(after.midX - window.bounds.midX) < 1 && abs(after.midY - window.bounds.midY) < 1)
        if profile.isClassic {
            #expect(abs(after.width - before.height) < 1 && abs(after.height - before.width) < 1)
        }
        // A tap on its button still answers.
        device.rotate(to: .portrait)
        device.advance(by: 1)
        let back = try panelRect(alert, in: window)
        #expect(abs(back.midX - before.midX) < 1 && abs(back.midY - before.midY) < 1 && back.size == before.size)
    }

    @Test("On the iPhone OS 3 profile an action sheet turns and sits on the turned bottom edge")
    func actionSheetTurns() throws {
        let (device, window, root, sheet) = try presentAlert(profile: .iPhone3GS, style: .actionSheet)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        #expect(root.presentedViewController === sheet)
        let host = try #require(sheet.viewIfLoaded as? AlertHostView)
        #expect(host.panel.frame.maxY == host.bounds.maxY)
        #expect(host.bounds.width == 480)
        _ = window
    }

    @Test("An alert presented while the iPhone OS 3 interface is already landscape is laid out turned")
    func presentedInLandscape() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let root = UIViewController()
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        device.rotate(to: .landscapeLeft)
        device.advance(by: 1)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(alert.view.bounds.size == CGSize(width: 480, height: 320))
    }

    @Test("On the iPhone OS 3 profile a UIAlertView turns with the interface and stays centred")
    func alertViewTurns() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        window.rootViewController = UIViewController()
        device.advance(by: 1.0 / 60)
        let alert = UIAlertView(title: "Title", message: "Message", delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        device.advance(by: 0.6)
        let before = alert.convert(alert.bounds, to: nil)
        device.rotate(to: .landscapeRight)
        device.advance(by: 1)
        #expect(alert.isVisible)
        let after = alert.convert(alert.bounds, to: nil)
        #expect(abs(after.midX - before.midX) < 1 && abs(after.midY - before.midY) < 1)
        #expect(abs(after.width - before.height) < 1 && abs(after.height - before.width) < 1)
    }

    @Test("An action sheet's popover source is ignored on iPhone: the sheet still rises from the bottom edge")
    func actionSheetPopoverIgnored() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let root = UIViewController()
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        root.view.addSubview(source)
        let sheet = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        sheet.popoverPresentationController?.sourceRect = source.bounds
        root.present(sheet, animated: false)
        device.advance(by: 1.0 / 60)
        #expect(root.presentedViewController === sheet)
        #expect(!(sheet.presentationController is UIPopoverPresentationController))
        let host = try #require(sheet.viewIfLoaded as? AlertHostView)
        let panel = host.panel.convert(host.panel.bounds, to: window)
        #expect(panel.maxY > 700 && panel.minY > 144)
    }
}
