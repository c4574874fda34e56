// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// Compares rendered images with reference PNGs stored beside the tests.
///
/// A golden lives at `<test file's directory>/Goldens/<suite>/<name>.png`. A comparison passes when
/// 1. at most `maxDifferingFraction` of the pixels differ by more than `tolerance` in any channel, and
/// 2. no 4-connected region of pixels differing by more than `structuralThreshold` is larger than
///    `maxRegionPixels` (the structural check: a missing glyph or a misplaced shape fails even when the
///    overall score is good).
///
/// On failure, `<name>.out.png` (what was rendered) and `<name>.diff.png` (differences in red over a faded copy of
/// the golden) are written to `.build/golden-failures/<suite>/` in the package root, and the thrown error says
/// where. With the environment variable `UPDATE_GOLDENS=1`, the rendered image is written as the new golden and
/// the comparison passes. A missing golden fails (and writes `.out.png`) unless recording.
public struct GoldenImage {
    /// Per-channel difference (0…255) below which pixels count as equal.
    public var tolerance: Int = 2
    /// Fraction of pixels allowed to exceed `tolerance`.
    public var maxDifferingFraction: Double = 0.002
    /// Per-channel difference above which a pixel counts as structurally wrong.
    public var structuralThreshold: Int = 64
    /// Largest allowed 4-connected region of structurally wrong pixels.
    public var maxRegionPixels: Int = 12

    /// Creates a comparison with these thresholds; the defaults tolerate small anti-aliasing differences but catch
    /// a missing glyph or a shape out of place.
    public init(tolerance: Int = 2, maxDifferingFraction: Double = 0.002, structuralThreshold: Int = 64,
                maxRegionPixels: Int = 12)
    {
        self.tolerance = tolerance
        self.maxDifferingFraction = maxDifferingFraction
        self.structuralThreshold = structuralThreshold
        self.maxRegionPixels = maxRegionPixels
    }
}

/// Why a golden comparison failed.
public struct GoldenMismatch: Error, CustomStringConvertible {
    /// What differed and where the `.out.png` and `.diff.png` images were written, for the test's failure message.
    public let description: String
}

/// Asserts that `image` matches the golden `name` of `suite`, stored beside the calling test file.
///
/// Throws ``GoldenMismatch`` with a readable report on failure (Swift Testing records a thrown error as a test
/// failure; XCTest likewise).
public func assertGolden(
    _ image: CGImage, named name: String, suite: String, comparison: GoldenImage = GoldenImage(),
    filePath: String = #filePath
) throws {
    let testDir = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    let goldenURL = testDir.appendingPathComponent("Goldens/\(suite)/\(name).png")
    let failureDir = PackageRoot.find(from: testDir).appendingPathComponent(".build/golden-failures/\(suite)")
    let rendered = RGBAImage(image)
    let recording = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

    if recording {
        try FileManager.default.createDirectory(
            at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard let png = rendered.pngData() else { throw GoldenMismatch(description: "cannot encode \(name) as PNG") }
        try png.write(to: goldenURL)
        return
    }
    guard let goldenData = try? Data(contentsOf: goldenURL) else {
        let out = try writeFailure(rendered, to: failureDir, name: "\(name).out.png")
        throw GoldenMismatch(description: """
            Golden '\(suite)/\(name)' is missing at \(goldenURL.path).
            Rendered image written to \(out.path). Record with UPDATE_GOLDENS=1 after checking it by eye.
            """)
    }
    guard let goldenImage = RGBAImage(pngData: goldenData) else {
        throw GoldenMismatch(description: "Golden '\(suite)/\(name)' at \(goldenURL.path) is not a readable PNG")
    }
    let result = ImageDiff.compare(rendered, goldenImage, comparison: comparison)
    guard let failure = result.failure else { return }
    let out = try writeFailure(rendered, to: failureDir, name: "\(name).out.png")
    let diff = try writeFailure(result.diffImage, to: failureDir, name: "\(name).diff.png")
    throw GoldenMismatch(description: """
        Golden '\(suite)/\(name)' does not match: \(failure)
          golden:   \(goldenURL.path)
          rendered: \(out.path)
          diff:     \(diff.path)
        """)
}

private func writeFailure(_ image: RGBAImage, to dir: URL, name: String) throws -> URL {
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try image.pngData()?.write(to: url)
    return url
}

/// Finds the package root (the nearest ancestor holding `Package.swift`).
enum PackageRoot {
    static func find(from dir: URL) -> URL {
        var current = dir
        while current.path != "/" {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return current
            }
            current = current.deletingLastPathComponent()
        }
        return dir
    }
}
