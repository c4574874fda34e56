// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// Small Apple APIs an audit found missing: sizes, names and notifications.
@MainActor
@Suite("Audited APIs")
struct AuditedAPITests {
    @Test("UIFont's standard sizes")
    func fontSizes() {
        #expect(UIFont.systemFontSize == 14)
        #expect(UIFont.labelFontSize == 17)
        #expect(UIFont.buttonFontSize == 18)
        #expect(UIFont.smallSystemFontSize == 12)
        #expect(UIFont.systemFont(ofSize: UIFont.labelFontSize) == UILabel().font)
    }

    @Test("UIGestureRecognizer.name is nil until set")
    func gestureName() {
        let tap = UITapGestureRecognizer()
        #expect(tap.name == nil)
        tap.name = "double-tap-to-zoom"
        let view = UIView()
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.first { $0.name == "double-tap-to-zoom" } === tap)
    }

    @Test("The screen is never captured; the notification names are Apple's")
    func screenCaptureAndNotifications() {
        #expect(!UIScreen.main.isCaptured)
        #expect(UIScreen.capturedDidChangeNotification.rawValue == "UIScreenCapturedDidChangeNotification")
        #expect(UIApplication.userDidTakeScreenshotNotification.rawValue
            == "UIApplicationUserDidTakeScreenshotNotification")
        #expect(UIApplication.significantTimeChangeNotification.rawValue
            == "UIApplicationSignificantTimeChangeNotification")
    }

    @Test("The simulator's screenshot action posts userDidTakeScreenshotNotification")
    func screenshotNotification() throws {
        let (device, _) = try launchedTestWindow()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        device.application?.runtime?.screenshotDirectory = folder
        final class Count: @unchecked Sendable { var value = 0 }
        let posts = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.userDidTakeScreenshotNotification, object: device.application, queue: nil) { _ in
            posts.value += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        device.inject([.hardware(.screenshot, timestamp: device.now)])
        #expect(posts.value == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
    }

    @Test("Home indicator and edge gesture preferences resolve through their child controllers")
    func systemGesturePreferences() {
        final class Hiding: UIViewController {
            override var prefersHomeIndicatorAutoHidden: Bool { true }
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
        }
        final class Container: UIViewController {
            let child = Hiding()
            override var childForHomeIndicatorAutoHidden: UIViewController? { child }
            override var childForScreenEdgesDeferringSystemGestures: UIViewController? { child }
        }
        let plain = UIViewController()
        #expect(!plain.prefersHomeIndicatorAutoHidden && plain.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(plain.childForHomeIndicatorAutoHidden == nil && plain.childForScreenEdgesDeferringSystemGestures == nil)
        let container = Container()
        #expect(container.homeIndicatorAutoHiddenPreference)
        #expect(container.screenEdgesDeferringSystemGesturesPreference == .bottom)
        container.setNeedsUpdateOfHomeIndicatorAutoHidden()
        container.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        container.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
}
