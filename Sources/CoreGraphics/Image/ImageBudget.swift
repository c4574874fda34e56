// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The largest image, in pixels, that decoding may produce: images whose header claims more are refused before
/// any pixel is allocated (nil and one log line), as iOS refuses decompression bombs.
///
/// The default is 128 megapixels, taken as 128 × 2²⁰ = 134,217,728 pixels: 512 MiB of 32-bit pixels. The
/// environment variable `TOUCHSTONE_MAX_IMAGE_PIXELS` (a positive integer) overrides it for the process; it is read
/// once, here, and a bad value is logged and ignored. Package code that needs another budget (tests, thumbnails)
/// passes one explicitly instead of changing this.
package enum ImageBudget {
    /// 128 × 2²⁰ pixels.
    package static let defaultPixels = 134_217_728

    /// The process's budget: `TOUCHSTONE_MAX_IMAGE_PIXELS` when it is a positive integer, else ``defaultPixels``.
    package static let pixels: Int = budget(fromEnvironment: ProcessInfo.processInfo.environment)

    /// The budget an environment gives (logged when its `TOUCHSTONE_MAX_IMAGE_PIXELS` is unusable).
    package static func budget(fromEnvironment environment: [String: String]) -> Int {
        guard let text = environment["TOUCHSTONE_MAX_IMAGE_PIXELS"] else { return defaultPixels }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value > 0 else {
            Diagnostics.log("TOUCHSTONE_MAX_IMAGE_PIXELS=\(text) is not a positive integer; "
                + "using the default of \(defaultPixels) pixels")
            return defaultPixels
        }
        return value
    }

    /// Whether a `width`×`height` image fits `budget` pixels; logs one line naming both when it does not.
    package static func admits(width: Int, height: Int, budget: Int, what: String) -> Bool {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, area <= budget else {
            Diagnostics.log("\(what): \(width)×\(height) pixels exceeds the image budget of \(budget) pixels "
                + "(TOUCHSTONE_MAX_IMAGE_PIXELS); returning nil")
            return false
        }
        return true
    }
}
