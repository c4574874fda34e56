// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import UIKit

/// Replays a sample app's demo session the way `make demo` plays it without a display: through the real launcher
/// (`ApplicationLauncher`) on a headless host, with the recorded input script fed in on the manual clock.
@MainActor
package enum DemoReplay {
    /// Runs the app of `delegate` headless, replaying the input script at `sessionPath` (a `demo-session.json`);
    /// returns the launcher's exit status (0 when the script played to its end). The delegate keeps the app's
    /// state afterwards for the test to inspect.
    ///
    /// The app launches with `bundle`'s Info.plist, or an empty one when it has no bundle (Lists and Catalog, like
    /// their executables), never with whatever bundle another test installed as `AppBundle.main`.
    package static func run(_ delegate: UIApplicationDelegate, session sessionPath: String,
                            bundle: Bundle? = nil) -> Int32
    {
        var options = LaunchOptions()
        options.replay = sessionPath
        options.host = .headless
        return ApplicationLauncher.run(application: UIApplication(), delegate: delegate, options: options,
                                       headlessHost: HeadlessBackend(), info: bundle?.infoDictionary ?? [:])
    }
}
