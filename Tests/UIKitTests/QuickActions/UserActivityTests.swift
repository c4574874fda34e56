// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A view controller that puts its state into its activity and restores from one.
final class NoteViewController: UIViewController {
    var noteID = "n1"
    var restoredFrom: [String] = []

    override func updateUserActivityState(_ activity: NSUserActivity) {
        activity.addUserInfoEntries(from: ["note": noteID])
    }

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restoredFrom.append(activity.activityType)
    }
}

/// An activity delegate that counts saves.
final class CountingActivityDelegate: NSObject, NSUserActivityDelegate {
    var saves = 0
    func userActivityWillSave(_ userActivity: NSUserActivity) { saves += 1 }
}

@MainActor
@Suite("User activities")
struct UserActivityTests {
    @Test("An activity keeps its properties; web page URLs must be http(s); user info entries merge")
    func properties() {
        let activity = NSUserActivity(activityType: "com.example.note")
        activity.title = "Groceries"
        activity.userInfo = ["a": 1]
        activity.addUserInfoEntries(from: ["b": 2, "a": 3])
        #expect(activity.userInfo?["a"] as? Int == 3 && activity.userInfo?["b"] as? Int == 2)
        activity.webpageURL = URL(string: "https://example.com/n/1")
        activity.webpageURL = URL(string: "ftp://example.com/n/1")
        #expect(activity.webpageURL?.absoluteString == "https://example.com/n/1")
        activity.keywords = ["food"]
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
        #expect(activity.activityType == "com.example.note" && activity.title == "Groceries")
        #expect(NSUserActivityTypeBrowsingWeb == "NSUserActivityTypeBrowsingWeb")
        var streamError: NSError?
        activity.getContinuationStreams { _, _, error in streamError = error as NSError? }
        #expect(streamError?.code == 4609)
    }

    @Test("Becoming current saves a changed activity (delegate and owning responder), once; invalidated ones stay out")
    func savingAndCurrent() {
        let activity = NSUserActivity(activityType: "com.example.note")
        let delegate = CountingActivityDelegate()
        activity.delegate = delegate
        let controller = NoteViewController()
        controller.userActivity = activity
        activity.needsSave = true
        activity.becomeCurrent()
        #expect(activity.isCurrent && !activity.needsSave)
        #expect(delegate.saves == 1)
        #expect(activity.userInfo?["note"] as? String == "n1", "the responder's updateUserActivityState ran")
        activity.becomeCurrent()
        #expect(delegate.saves == 1, "nothing changed since")
        activity.resignCurrent()
        #expect(!activity.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent)
        controller.userActivity = nil
        activity.needsSave = true
        controller.noteID = "n2"
        let other = NSUserActivity(activityType: "x")
        other.needsSave = true
        other.becomeCurrent()
        #expect(activity.userInfo?["note"] as? String == "n1", "a responder no longer owning it is not asked")
    }

    @Test("Launched to continue an activity: the options carry it, then willContinue, continue and restoration")
    func launchToContinue() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        let controller = NoteViewController()
        delegate.restorers = [controller]
        let activity = NSUserActivity(activityType: "com.example.note")
        try device.launch(delegate: delegate, options: HeadlessDevice.launchOptions(continuing: activity))
        #expect(delegate.launchActivityType == "com.example.note")
        #expect(delegate.log == ["didFinishLaunching", "willContinue com.example.note", "continue com.example.note",
                                 "didBecomeActive"])
        #expect(delegate.continued.first === activity)
        #expect(controller.restoredFrom == ["com.example.note"])
    }

    @Test("Handed off while in the background: foreground, willContinue, continue, active")
    func continueWhileRunning() throws {
        let device = try HeadlessDevice()
        let delegate = QuickActionDelegate()
        try device.launch(delegate: delegate)
        device.pressHome()
        delegate.log.removeAll()
        device.continueUserActivity(NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb))
        #expect(delegate.log == ["willEnterForeground", "willContinue NSUserActivityTypeBrowsingWeb",
                                 "continue NSUserActivityTypeBrowsingWeb", "didBecomeActive"])
    }

    @Test("A scene-based app gets the activity in its connection options at launch, in its scene delegate later")
    func sceneApp() throws {
        let device = try HeadlessDevice()
        let activity = NSUserActivity(activityType: "com.example.note")
        try device.launch(delegate: QuickActionSceneAppDelegate(), info: quickActionSceneInfo(),
                          options: HeadlessDevice.launchOptions(continuing: activity))
        let sceneDelegate = try #require(QuickActionSceneDelegate.last)
        #expect(sceneDelegate.connectionActivities == [activity])
        #expect(sceneDelegate.connectionHandoffType == "com.example.note")
        sceneDelegate.log.removeAll()
        device.continueUserActivity(NSUserActivity(activityType: "com.example.other"))
        #expect(sceneDelegate.log == ["scene.willContinue com.example.other", "scene.continue com.example.other"])
    }
}
