// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// An app with one plain view in its window.
final class DirectionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.addSubview(view)
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("Right-to-left layout")
struct LayoutDirectionTests {
    private func launch(language: String?) throws -> (HeadlessDevice, DirectionAppDelegate) {
        let device = try HeadlessDevice(profile: .iPhone4)
        device.language = language
        let delegate = DirectionAppDelegate()
        try device.launch(delegate: delegate)
        return (device, delegate)
    }

    @Test(
        "Arabic, Hebrew, Persian and Urdu lay the app out right to left; English and French left to right",
        arguments: [("ar", true), ("he-IL", true), ("fa", true), ("ur_PK", true), ("en", false), ("fr-CA", false)])
    func appDirection(language: String, rightToLeft: Bool) throws {
        let (device, delegate) = try launch(language: language)
        let expected: UIUserInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        #expect(device.application?.userInterfaceLayoutDirection == expected)
        #expect(delegate.view.traitCollection.layoutDirection == (rightToLeft ? .rightToLeft : .leftToRight))
        #expect(delegate.view.effectiveUserInterfaceLayoutDirection == expected)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == expected)
    }

    @Test("The semantic content attribute decides a view's own direction, and only its own")
    func semanticContentAttribute() throws {
        let (device, delegate) = try launch(language: "ar")
        defer { withExtendedLifetime(device) {} }  // the device's app stays the current one for the whole test
        let view = delegate.view
        let subview = UIView()
        view.addSubview(subview)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.isRightToLeft)
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            view.semanticContentAttribute = attribute
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(!view.isRightToLeft)
        }
        #expect(subview.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let english = UIView()
        english.semanticContentAttribute = .forceRightToLeft
        #expect(english.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("userInterfaceLayoutDirection(for:relativeTo:) flips only unspecified content")
    func classFunctions() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test("Directional margins put leading on the right in a right-to-left view, and follow a change of direction")
    func directionalMargins() throws {
        let (device, delegate) = try launch(language: "he")
        defer { withExtendedLifetime(device) {} }
        let view = delegate.view
        view.insetsLayoutMarginsFromSafeArea = false
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
        view.semanticContentAttribute = .unspecified
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 7))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 5))
    }
}
