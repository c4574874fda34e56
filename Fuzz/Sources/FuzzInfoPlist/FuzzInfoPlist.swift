// SPDX-License-Identifier: Apache-2.0

import TouchstoneTesting
import FuzzSupport
import UIKit

/// `fuzz-info-plist`: any bytes as the Info.plist of an app bundle folder `Fuzz.app`, looked up as the launcher
/// does (`AppBundle.locate(forExecutableAt:)` reads it and its `CFBundleExecutable`); when the bytes are a
/// property list dictionary (XML, binary or OpenStep), an app without a delegate is launched with it on a headless
/// device (the launch returns after the first frame), so the launch keys (`UIStatusBarHidden`, `UIInterfaceOrientation`, `CFBundleURLTypes`,
/// `UIAppFonts`, `UIApplicationSceneManifest`, …) meet whatever values the fuzzer makes.
@main
enum FuzzInfoPlist {
    static func main() {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-fuzz-info-plist-\(getpid())")
        let plist = root.appendingPathComponent("Fuzz.app/Info.plist")
        try? FileManager.default.createDirectory(
            at: plist.deletingLastPathComponent(), withIntermediateDirectories: true)
        rootPath = root.path
        atexit { try? FileManager.default.removeItem(atPath: FuzzInfoPlist.rootPath) }
        let executable = root.appendingPathComponent("Fuzz")
        FuzzDriver.run { data in
            guard (try? data.write(to: plist)) != nil else { return }
            _ = AppBundle.locate(forExecutableAt: executable)
            // Read as the launcher reads it (not with PropertyListSerialization here: on Linux it leaks its error
            // objects, 0.5–0.7 KB, for every malformed input; AppBundle checks with Core Foundation first).
            guard let info = AppBundle.infoPlist(in: plist.deletingLastPathComponent()) else { return }
            MainActor.assumeIsolated {
                guard let device = try? HeadlessDevice(profile: .iPhone3GS) else { return }
                try? device.launch(delegate: nil, info: info)
            }
        }
    }

    nonisolated(unsafe) static var rootPath = ""
}
