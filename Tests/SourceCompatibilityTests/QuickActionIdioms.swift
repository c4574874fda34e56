// SPDX-License-Identifier: Apache-2.0
//
// Home Screen quick actions and Handoff as iOS apps write them (Swift 5 mode): dynamic shortcut items with user
// info, the app delegate's perform-action and continue-activity methods, and a view controller advertising its
// activity.

import Testing
import TouchstoneTesting
import UIKit

enum ShortcutIdentifier: String {
    case newMessage = "com.example.Messenger.newMessage"
    case openChat = "com.example.Messenger.openChat"
}

class MessengerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var openedChat: String?
    var composing = false

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ChatViewController()
        window?.makeKeyAndVisible()
        let icon = UIApplicationShortcutIcon(type: .message)
        application.shortcutItems = [
            UIApplicationShortcutItem(type: ShortcutIdentifier.openChat.rawValue, localizedTitle: "Alice",
                                      localizedSubtitle: "Last chat", icon: icon,
                                      userInfo: ["chatID": "alice" as NSSecureCoding]),
        ]
        if let shortcutItem = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem] as? UIApplicationShortcutItem {
            _ = handle(shortcutItem)
            return false  // handled here: performActionFor must not run again
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(handle(shortcutItem))
    }

    private func handle(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard let identifier = ShortcutIdentifier(rawValue: shortcutItem.type) else { return false }
        switch identifier {
        case .newMessage:
            composing = true
        case .openChat:
            openedChat = shortcutItem.userInfo?["chatID"] as? String
        }
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == ChatViewController.activityType,
              let chat = userActivity.userInfo?["chatID"] as? String else { return false }
        openedChat = chat
        if let root = window?.rootViewController {
            restorationHandler([root])
        }
        return true
    }
}

class ChatViewController: UIViewController {
    static let activityType = "com.example.Messenger.chat"
    var restoredChat: String?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let activity = NSUserActivity(activityType: ChatViewController.activityType)
        activity.title = "Chat with Alice"
        activity.isEligibleForHandoff = true
        activity.needsSave = true
        userActivity = activity
        userActivity?.becomeCurrent()
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["chatID": "alice"])
        super.updateUserActivityState(activity)
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restoredChat = activity.userInfo?["chatID"] as? String
        super.restoreUserActivityState(activity)
    }
}

@Suite("Source compatibility: quick actions and Handoff")
@MainActor
struct QuickActionIdiomsTests {
    @Test("Dynamic shortcut items, performing one, advertising and continuing an activity")
    func quickActionsAndHandoff() throws {
        let device = try HeadlessDevice()
        let delegate = MessengerAppDelegate()
        try device.launch(delegate: delegate)
        #expect(device.quickActions.map(\.localizedTitle) == ["Alice"])
        device.performQuickAction(device.quickActions[0])
        #expect(delegate.openedChat == "alice")
        let controller = try #require(delegate.window?.rootViewController as? ChatViewController)
        let advertised = try #require(controller.userActivity)
        #expect(advertised.isCurrent && advertised.userInfo?["chatID"] as? String == "alice")
        delegate.openedChat = nil
        device.continueUserActivity(advertised)
        #expect(delegate.openedChat == "alice" && controller.restoredChat == "alice")
    }
}
