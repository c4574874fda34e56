// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Home Screen quick actions")
struct QuickActionTests {
    static let staticItems: [String: Any] = ["UIApplicationShortcutItems": [
        ["UIApplicationShortcutItemType": "com.example.compose", "UIApplicationShortcutItemTitle": "New Note",
         "UIApplicationShortcutItemSubtitle": "Start writing", "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose",
         "UIApplicationShortcutItemUserInfo": ["folder": "Inbox"]] as [String: Any],
        ["UIApplicationShortcutItemType": "com.example.search", "UIApplicationShortcutItemTitle": "Search",
         "UIApplicationShortcutItemIconFile": "magnifier"],
        ["UIApplicationShortcutItemTitle": "No type"],
        "not a dictionary",
    ] as [Any]]

    @Test("Static items come from the Info.plist (malformed ones skipped), dynamic ones follow, copied in and out")
    func homeScreenItems() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        try device.launch(delegate: delegate, info: Self.staticItems)
        let app = try #require(device.application)
        #expect(device.quickActions.map(\.type) == ["com.example.compose", "com.example.search"])
        let compose = device.quickActions[0]
        #expect(compose.localizedTitle == "New Note" && compose.localizedSubtitle == "Start writing")
        #expect(compose.icon == UIApplicationShortcutIcon(type: .compose))
        #expect(compose.userInfo?["folder"] as? String == "Inbox")
        #expect(device.quickActions[1].icon?.templateImageName == "magnifier")
        #expect(app.shortcutItems == nil, "shortcutItems holds only the dynamic items")

        let dynamic = UIMutableApplicationShortcutItem(type: "com.example.recent", localizedTitle: "Recent")
        app.shortcutItems = [dynamic]
        dynamic.localizedTitle = "Changed after setting"
        #expect(app.shortcutItems?.first?.localizedTitle == "Recent", "the application keeps a copy")
        #expect(!(app.shortcutItems?.first is UIMutableApplicationShortcutItem))
        #expect(device.quickActions.map(\.type) == ["com.example.compose", "com.example.search", "com.example.recent"])
        app.shortcutItems = nil
        #expect(device.quickActions.count == 2)
    }

    @Test("Launched by a quick action: didFinishLaunching sees it, then the delegate performs it before becoming active")
    func launchWithAction() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
        try device.launch(delegate: delegate, options: [.shortcutItem: item])
        #expect(delegate.launchShortcut == item)
        #expect(delegate.log == ["didFinishLaunching", "performActionFor com.example.compose", "didBecomeActive"])
    }

    @Test("didFinishLaunching returning false stops the launch action from being performed")
    func launchDeclined() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        delegate.finishLaunching = false
        try device.launch(delegate: delegate,
                          options: [.shortcutItem: UIApplicationShortcutItem(type: "a", localizedTitle: "A")])
        #expect(delegate.performed.isEmpty)
    }

    @Test("While in the background: foreground, the delegate performs it (its answer reaches the caller), active")
    func actionWhileRunning() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        try device.launch(delegate: delegate)
        device.pressHome()
        delegate.log.removeAll()
        var answer: Bool?
        device.performQuickAction(UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")) {
            answer = $0
        }
        #expect(delegate.log == ["willEnterForeground", "performActionFor com.example.search", "didBecomeActive"])
        #expect(answer == true)
        #expect(device.application?.applicationState == .active)
        delegate.handlesActions = false
        device.performQuickAction(UIApplicationShortcutItem(type: "x", localizedTitle: "X")) { answer = $0 }
        #expect(answer == false)
    }

    @Test("A scene-based app gets the launch action in its connection options, later ones in its window scene delegate")
    func sceneApp() throws {
        let device = try HeadlessDevice()
        let appDelegate = QuickActionSceneAppDelegate()
        let item = UIApplicationShortcutItem(type: "com.example.compose", localizedTitle: "New Note")
        try device.launch(delegate: appDelegate, info: quickActionSceneInfo(), options: [.shortcutItem: item])
        let sceneDelegate = try #require(QuickActionSceneDelegate.last)
        #expect(sceneDelegate.connectionShortcut == item)
        #expect(!sceneDelegate.log.contains { $0.hasPrefix("windowScene.performActionFor") })
        device.pressHome()
        sceneDelegate.log.removeAll()
        device.performQuickAction(UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search"))
        #expect(sceneDelegate.log == ["sceneWillEnterForeground", "windowScene.performActionFor com.example.search",
                                      "sceneDidBecomeActive"])
        #expect(appDelegate.performedByApp.isEmpty)
    }

    @Test("Items copy, compare by content, and mutable copies change independently")
    func itemValues() {
        let icon = UIApplicationShortcutIcon(systemImageName: "star")
        let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T", localizedSubtitle: "s", icon: icon,
                                             userInfo: ["k": "v" as NSString])
        let copy = item.copy() as! UIApplicationShortcutItem
        #expect(copy == item && copy !== item)
        let mutable = item.mutableCopy() as! UIMutableApplicationShortcutItem
        mutable.localizedTitle = "Other"
        #expect(mutable != item && item.localizedTitle == "T")
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
        #expect(UIApplicationShortcutIcon(systemImageName: "star") == icon)
        #expect(UIApplicationShortcutIcon(type: .play) != icon)
        #expect(TaggedShortcutItem(type: "t", localizedTitle: "T").type == "tagged.t")
    }
}
