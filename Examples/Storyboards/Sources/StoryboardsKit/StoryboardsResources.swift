// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The Storyboards example's app bundle, for code that runs the app without its executable (tests).
///
/// The `storyboards` executable finds `Storyboards.app` itself (it is `Bundle.main` there); a test process installs
/// it first: `AppBundle.main = StoryboardsResources.bundle`.
public enum StoryboardsResources {
    /// The `Storyboards.app` folder SwiftPM copied into StoryboardsKit's resources; nil (logged) if it is missing.
    public static var bundle: Bundle? { AppBundle.bundle(named: "Storyboards.app", in: .module) }
}
