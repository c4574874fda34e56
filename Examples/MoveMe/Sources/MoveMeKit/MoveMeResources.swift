// SPDX-License-Identifier: Apache-2.0

import UIKit

/// MoveMe's app bundle, for code that runs MoveMe without its executable (tests, the benchmark).
///
/// The `moveme` executable finds `MoveMe.app` itself (it is `Bundle.main` there); a test process is a different
/// executable, so it installs this bundle first: `AppBundle.main = MoveMeResources.bundle`.
public enum MoveMeResources {
    /// The `MoveMe.app` folder SwiftPM copied into MoveMeKit's resources; nil (logged) if it is missing.
    public static var bundle: Bundle? { AppBundle.bundle(named: "MoveMe.app", in: .module) }
}
