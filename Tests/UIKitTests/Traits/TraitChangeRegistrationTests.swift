// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Trait change registration")
struct TraitChangeRegistrationTests {
    @Test("A handler registered for the user interface style runs when it changes, with the previous traits")
    func styleHandlerRuns() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (device, window) = try launchKeyboardDevice(views: [view])
        var calls: [(UIView, UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous) in
            calls.append((changed, previous.userInterfaceStyle, UITraitCollection.current.userInterfaceStyle))
        }

        window.overrideUserInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)

        #expect(calls.count == 1)
        #expect(calls.first?.0 === view)
        #expect(calls.first?.1 != .dark)
        #expect(calls.first?.2 == .dark)
    }

    @Test("A handler for another trait does not run on a style change; unregistering stops a handler")
    func unregisteredAndOtherTraits() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (device, window) = try launchKeyboardDevice(views: [view])
        var sizeClassCalls = 0, styleCalls = 0
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitPreferredContentSizeCategory.self]) {
            (_: UIView, _) in sizeClassCalls += 1
        }
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            styleCalls += 1
        }

        window.overrideUserInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        #expect(sizeClassCalls == 0)
        #expect(styleCalls == 1)

        view.unregisterForTraitChanges(registration)
        window.overrideUserInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(styleCalls == 1)
    }

    @Test("A view controller's handler runs on its view's style change")
    func controllerHandler() throws {
        let (device, window) = try launchKeyboardDevice()
        let controller = UIViewController()
        window.rootViewController = controller
        device.advance(by: 1.0 / 60)
        var calls = 0
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _) in calls += 1 }

        controller.overrideUserInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)

        #expect(calls == 1)
        #expect(UITraitUserInterfaceStyle.affectsColorAppearance)
        #expect(!UITraitDisplayScale.affectsColorAppearance)
    }
}
