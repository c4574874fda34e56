// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// Pixel comparison with a tolerance and a structural (connected-region) check.
public enum ImageDiff {
    /// The outcome of a comparison: counts of differing pixels and the structural verdict.
    public struct Result {
        /// Nil when the images match under the comparison's rules; otherwise why not.
        public var failure: String?
        /// Pixels differing by more than the tolerance.
        public var differingPixels: Int
        /// Size of the largest connected region of structurally wrong pixels.
        public var largestRegion: Int
        /// Differences in red over a faded copy of the expected image.
        public var diffImage: RGBAImage
    }

    /// Compares `actual` with `expected` under `comparison`'s tolerance and structural check.
    public static func compare(_ actual: RGBAImage, _ expected: RGBAImage, comparison: GoldenImage) -> Result {
        guard actual.width == expected.width, actual.height == expected.height else {
            return Result(
                failure: "size \(actual.width)×\(actual.height) differs from golden \(expected.width)×\(expected.height)",
                differingPixels: actual.width * actual.height, largestRegion: actual.width * actual.height,
                diffImage: actual)
        }
        let w = actual.width, h = actual.height
        var differing = 0
        var wrong = [Bool](repeating: false, count: w * h)
        var diff = [UInt8](repeating: 0, count: w * h * 4)
        for p in 0..<(w * h) {
            let i = p * 4
            var maxDelta = 0
            for c in 0..<4 { maxDelta = max(maxDelta, abs(Int(actual.pixels[i + c]) - Int(expected.pixels[i + c]))) }
            if maxDelta > comparison.tolerance {
                differing += 1
                diff[i] = 255
                diff[i + 1] = 0
                diff[i + 2] = 0
                diff[i + 3] = 255
            } else {
                let gray = UInt8((Int(expected.pixels[i]) + Int(expected.pixels[i + 1]) + Int(expected.pixels[i + 2])) / 3)
                let faded = UInt8(200 + Int(gray) / 5)
                diff[i] = faded
                diff[i + 1] = faded
                diff[i + 2] = faded
                diff[i + 3] = 255
            }
            if maxDelta > comparison.structuralThreshold { wrong[p] = true }
        }
        let largest = largestRegion(wrong, width: w, height: h)
        var failure: String?
        let fraction = Double(differing) / Double(w * h)
        if fraction > comparison.maxDifferingFraction {
            failure = String(format: "%d pixels (%.3f%%) differ by more than %d (allowed %.3f%%)", differing,
                             fraction * 100, comparison.tolerance, comparison.maxDifferingFraction * 100)
        } else if largest > comparison.maxRegionPixels {
            failure = "a connected region of \(largest) pixels differs by more than \(comparison.structuralThreshold) "
                + "(allowed \(comparison.maxRegionPixels))"
        }
        return Result(failure: failure, differingPixels: differing, largestRegion: largest,
                      diffImage: RGBAImage(width: w, height: h, pixels: diff))
    }

    /// The size of the largest 4-connected region of `true` cells (iterative flood fill; no recursion).
    static func largestRegion(_ mask: [Bool], width w: Int, height h: Int) -> Int {
        var seen = mask.map { !$0 }
        var largest = 0
        var stack: [Int] = []
        for start in 0..<(w * h) where !seen[start] {
            seen[start] = true
            stack.append(start)
            var size = 0
            while let p = stack.popLast() {
                size += 1
                let x = p % w, y = p / w
                if x > 0, !seen[p - 1] { seen[p - 1] = true; stack.append(p - 1) }
                if x < w - 1, !seen[p + 1] { seen[p + 1] = true; stack.append(p + 1) }
                if y > 0, !seen[p - w] { seen[p - w] = true; stack.append(p - w) }
                if y < h - 1, !seen[p + w] { seen[p + w] = true; stack.append(p + w) }
            }
            largest = max(largest, size)
        }
        return largest
    }
}
