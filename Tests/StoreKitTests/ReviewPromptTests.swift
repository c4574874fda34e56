// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import StoreKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// An app delegate with a window and nothing else.
final class ReviewTestAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

@MainActor
@Suite("SKStoreReviewController")
struct ReviewPromptTests {
    @Test("A review request shows the prompt in a window above the app's, leaving its presentations alone; Not Now closes it")
    func prompt() throws {
        let device = try HeadlessDevice(profile: .modernPhone)
        let delegate = ReviewTestAppDelegate()
        try device.launch(delegate: delegate)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        delegate.window = window
        device.advance(by: 0.1)

        SKStoreReviewController.requestReview(in: try #require(window.windowScene))
        device.advance(by: 0.6)
        let promptWindow = try #require(SKStoreReviewController.promptWindow)
        #expect(promptWindow.windowLevel == .alert && !promptWindow.isHidden)
        let alert = try #require(promptWindow.rootViewController?.presentedViewController as? UIAlertController)
        #expect(alert.title?.hasPrefix("Enjoying ") == true)
        #expect(root.presentedViewController == nil)
        // A second request while the prompt shows is ignored.
        SKStoreReviewController.requestReview(in: try #require(window.windowScene))
        #expect(SKStoreReviewController.promptWindow === promptWindow)

        alert.simulateChoosing(actionTitled: "Not Now")
        device.advance(by: 0.6)
        #expect(SKStoreReviewController.promptWindow == nil && promptWindow.isHidden)
    }
}
