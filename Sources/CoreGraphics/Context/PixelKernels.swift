// SPDX-License-Identifier: Apache-2.0

import CPixelKernels
import Foundation

/// Which of the compositing kernels in `CPixelKernels` layer blits use: AVX-512 or AVX2 bodies of pixman's `OVER`
/// (docs/ARCHITECTURE.md, "Pixel kernels"), or none, in which case every blit goes through Cairo.
///
/// The kernels write exactly the bytes Cairo (pixman) writes, so the level changes speed, never pixels. The level is
/// the best the processor supports, unless `TOUCHSTONE_PIXEL_KERNELS` says otherwise for the process: `off` (every
/// blit through Cairo), `avx2`, or `avx512` (capped at what the processor has). It is read once, here; a bad value
/// is logged and ignored. A context's own ``CGContext/pixelKernelLevel`` can be set apart from it (tests compare
/// the levels).
package enum PixelKernels {
    /// No kernel: blits go through Cairo.
    package static let none = Int32(PIXEL_KERNELS_NONE)
    /// 8 pixels a step.
    package static let avx2 = Int32(PIXEL_KERNELS_AVX2)
    /// 16 pixels a step.
    package static let avx512 = Int32(PIXEL_KERNELS_AVX512)

    /// The best level the processor and operating system support (``none`` off x86-64).
    package static var supported: Int32 { pixel_kernels_best_level() }

    /// The level new contexts start with.
    package static let processLevel: Int32 = level(fromEnvironment: ProcessInfo.processInfo.environment)

    /// The level an environment asks for (logged when its `TOUCHSTONE_PIXEL_KERNELS` is unusable).
    package static func level(fromEnvironment environment: [String: String]) -> Int32 {
        let best = supported
        guard let text = environment["TOUCHSTONE_PIXEL_KERNELS"]?.trimmingCharacters(in: .whitespaces).lowercased(),
            !text.isEmpty
        else { return best }
        switch text {
        case "off", "none", "cairo": return none
        case "avx2": return min(avx2, best)
        case "avx512", "avx-512": return min(avx512, best)
        default:
            Diagnostics.log("TOUCHSTONE_PIXEL_KERNELS=\(text) is not off, avx2 or avx512; using the best supported")
            return best
        }
    }
}
