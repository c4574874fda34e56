// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Asks the user to rate the app.
///
/// As on iOS the system decides whether to show the prompt: at most three times in 365 days, and never while
/// another prompt shows. The simulated prompt is an alert in a window of its own above the app's ("Enjoying
/// <app>?", with Not Now), so it does not disturb the app's own presentations; it submits nothing, as in
/// development builds on iOS. As Apple declares them, ``requestReview()`` may be called from any thread (the prompt
/// comes on the main queue) and ``requestReview(in:)`` on the main actor.
open class SKStoreReviewController: NSObject, @unchecked Sendable {
    /// The window showing a prompt (one at most).
    @MainActor package private(set) static var promptWindow: UIWindow?

    /// Asks for a rating in the app's key window's scene (deprecated in iOS 14), on a later main-queue turn.
    @available(*, deprecated, renamed: "requestReview(in:)")
    open class func requestReview() {
        DispatchQueue.main.async { MainActor.assumeIsolated { showPrompt(in: nil) } }
    }

    /// Asks for a rating in `windowScene`.
    @MainActor
    open class func requestReview(in windowScene: UIWindowScene) {
        showPrompt(in: windowScene)
    }

    @MainActor
    static func showPrompt(in scene: UIWindowScene?) {
        guard promptWindow == nil else { return }
        guard SimulatedStore.shared.allowReviewPrompt(at: Date()) else {
            StoreDiagnostics.log("SKStoreReviewController: the prompt was shown three times this year; not shown")
            return
        }
        let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String
            ?? Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "this app"
        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = .alert
        window.backgroundColor = .clear
        let host = UIViewController()
        host.view.backgroundColor = .clear
        window.rootViewController = host
        window.isHidden = false
        promptWindow = window
        let alert = UIAlertController(title: "Enjoying \(name)?", message: "Tap a star to rate it on the App Store.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Not Now", style: .cancel) { _ in
            SKStoreReviewController.promptWindow?.isHidden = true
            SKStoreReviewController.promptWindow = nil
        })
        host.present(alert, animated: true)
    }
}

/// The App Store, as StoreKit 2 names it (iOS 15+): review requests and whether the user may pay.
public enum AppStore {
    /// Asks for a rating in `scene` (iOS 16+): the same prompt, under the same limit, as
    /// `SKStoreReviewController.requestReview(in:)`.
    @MainActor
    public static func requestReview(in scene: UIWindowScene) {
        SKStoreReviewController.showPrompt(in: scene)
    }

    /// Whether the user may make payments (false while purchases are restricted).
    public static var canMakePayments: Bool { SimulatedStore.shared.paymentsAllowed }
}

