// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Home Screen quick actions and continued user activities (iOS 8 and 9): what a simulated device's user does
/// from outside the app, delivered as iOS delivers it.
///
/// - **At launch**, the launch options carry `.shortcutItem`, or `.userActivityDictionary` and
///   `.userActivityType`; a scene-based app gets them in its connection options (`shortcutItem`,
///   `userActivities`, `handoffUserActivityType`) instead. After `application(_:didFinishLaunchingWithOptions:)`
///   returns true, a delegate-based app is asked to perform the action or continue the activity, as iOS does
///   (returning false stops that).
/// - **While running**, an app in the background first enters the foreground; the scene delegate's
///   `windowScene(_:performActionFor:completionHandler:)` / `scene(_:continue:)`, or else the app delegate's
///   `application(_:performActionFor:completionHandler:)` / `application(_:willContinueUserActivityWithType:)` and
///   `application(_:continue:restorationHandler:)`, get it; then the app becomes active. Objects handed to the
///   restoration handler get `restoreUserActivityState(_:)`.
extension AppRuntime {
    /// The key of the activity object inside the launch options' `.userActivityDictionary`.
    static let userActivityKey = "UIApplicationLaunchOptionsUserActivityKey"

    /// Launch options for continuing `activity`.
    package static func launchOptions(continuing activity: NSUserActivity) -> [UIApplication.LaunchOptionsKey: Any] {
        let dictionary: [AnyHashable: Any] = [UIApplication.LaunchOptionsKey.userActivityType: activity.activityType,
                                               userActivityKey: activity]
        return [.userActivityDictionary: dictionary]
    }

    /// The activity in launch options (`.userActivityDictionary`), if any.
    static func userActivity(in options: [UIApplication.LaunchOptionsKey: Any]?) -> NSUserActivity? {
        (options?[.userActivityDictionary] as? [AnyHashable: Any])?[userActivityKey] as? NSUserActivity
    }

    /// After a delegate-based launch that returned true: performs the launch's quick action or continues its
    /// activity.
    func deliverLaunchRequests(options: [UIApplication.LaunchOptionsKey: Any]?, launched: Bool) {
        guard launched, !application.usesSceneLifecycle, let delegate = application.delegate else { return }
        if let item = options?[.shortcutItem] as? UIApplicationShortcutItem {
            delegate.application(application, performActionFor: item) { _ in }
        }
        if let activity = Self.userActivity(in: options) { continueWithDelegate(activity, delegate) }
    }

    /// Performs the quick action `item` chosen on the Home Screen while the app runs; `completion` gets what the
    /// delegate answers (false when no delegate takes it).
    package func performQuickAction(_ item: UIApplicationShortcutItem, completion: ((Bool) -> Void)? = nil) {
        guard !isTerminated else { return }
        environment.run {
            lifecycle.enterForeground(activate: false)
            if application.usesSceneLifecycle, let scene = application.sceneList.first as? UIWindowScene,
                let delegate = scene.delegate as? UIWindowSceneDelegate
            {
                delegate.windowScene(scene, performActionFor: item) { completion?($0) }
            } else if let delegate = application.delegate {
                delegate.application(application, performActionFor: item) { completion?($0) }
            } else {
                completion?(false)
            }
            lifecycle.becomeActive()
            renderFrame(force: true)
        }
    }

    /// Continues `activity` (Handoff, a search result, a universal link) in the running app.
    package func continueUserActivity(_ activity: NSUserActivity) {
        guard !isTerminated else { return }
        environment.run {
            lifecycle.enterForeground(activate: false)
            if application.usesSceneLifecycle, let scene = application.sceneList.first {
                scene.delegate?.scene(scene, willContinueUserActivityWithType: activity.activityType)
                scene.delegate?.scene(scene, continue: activity)
            } else if let delegate = application.delegate {
                continueWithDelegate(activity, delegate)
            }
            lifecycle.becomeActive()
            renderFrame(force: true)
        }
    }

    /// The app delegate's half: told the type is coming, then handed the activity; restorable objects it names
    /// restore their state from it.
    private func continueWithDelegate(_ activity: NSUserActivity, _ delegate: UIApplicationDelegate) {
        _ = delegate.application(application, willContinueUserActivityWithType: activity.activityType)
        let handled = delegate.application(application, continue: activity) { objects in
            for object in objects ?? [] { object.restoreUserActivityState(activity) }
        }
        if !handled {
            UIKitDiagnostics.log("the application delegate did not continue the \(activity.activityType) activity")
        }
    }
}
