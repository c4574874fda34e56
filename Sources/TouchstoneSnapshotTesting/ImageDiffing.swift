// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images, as swift-snapshot-testing's on iOS: references are PNG files.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match (1: all of them).
    ///   - perceptualPrecision: How close a pixel must be to count as matching: 1 is exact; below 1 a pixel matches
    ///     when its CIE76 colour difference (ΔE, in CIELAB) is at most `(1 - perceptualPrecision) × 100`, so 0.98
    ///     to 0.99 is about what the eye tells apart.
    ///   - scale: The scale reference images are loaded at (their pixels are compared either way); nil: 2, the
    ///     default device's.
    ///
    /// When the images differ, the failure message says by how much and names a difference image (the absolute
    /// per-channel difference, black where they agree) written to `SNAPSHOT_ARTIFACTS` (or the temporary folder),
    /// beside the failed snapshot swift-snapshot-testing writes there.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? DeviceProfile.iPhone4.scale
        return .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
        ) { old, new in
            ImageComparison.compare(reference: old, actual: new, precision: precision,
                                    perceptualPrecision: perceptualPrecision)
        }
    }
}

/// The comparison behind ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``.
enum ImageComparison {
    /// Nil when `actual` matches `reference` under the precisions; otherwise the failure message and attachments
    /// (the difference image is also written to disk, since Linux's XCTest has no attachments).
    static func compare(reference old: UIImage, actual new: UIImage, precision: Float, perceptualPrecision: Float)
        -> (String, [DiffAttachment])?
    {
        guard let oldCG = old.cgImage, let newPNG = new.pngData(), let newCG = UIImage(data: newPNG)?.cgImage else {
            return ("The reference or the new snapshot is not a bitmap image.", [])
        }
        if old.pngData() == newPNG { return nil }
        // Both sides as straight RGBA decoded from PNG, so a fresh render and its saved copy compare equal.
        let reference = RGBAImage(oldCG), actual = RGBAImage(newCG)
        guard reference.width == actual.width, reference.height == actual.height else {
            return ("Newly-taken snapshot@\(actual.width)×\(actual.height) px does not match reference@"
                + "\(reference.width)×\(reference.height) px.", attachments(reference, actual, nil))
        }
        let pixelCount = actual.width * actual.height
        let maxDeltaE = Double(1 - max(0, min(1, perceptualPrecision))) * 100
        var differing = 0
        var worstDeltaE = 0.0
        for p in 0..<pixelCount {
            let i = p * 4
            if reference.pixels[i..<(i + 4)] == actual.pixels[i..<(i + 4)] { continue }
            let deltaE = CIELAB.deltaE(reference.pixels, actual.pixels, at: i)
            worstDeltaE = max(worstDeltaE, deltaE)
            if perceptualPrecision >= 1 || deltaE > maxDeltaE { differing += 1 }
        }
        let actualPrecision = 1 - Float(differing) / Float(max(1, pixelCount))
        if differing == 0 || actualPrecision >= precision { return nil }
        let difference = differenceImage(reference, actual)
        var message = "Newly-taken snapshot does not match reference.\n"
            + "\(differing) of \(pixelCount) pixels differ; actual image precision \(actualPrecision) is less than "
            + "required \(precision)"
        if perceptualPrecision < 1 {
            message += String(format: " (largest colour difference ΔE %.2f, perceptual precision %.4f allows %.2f)",
                              worstDeltaE, Double(perceptualPrecision), maxDeltaE)
        }
        message += "."
        if let url = writeDifference(difference) { message += "\nDifference image: \(url.path)" }
        return (message, attachments(reference, actual, difference))
    }

    /// The absolute per-channel difference of two same-size images, opaque: black where they agree.
    static func differenceImage(_ a: RGBAImage, _ b: RGBAImage) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: a.pixels.count)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            for c in 0..<3 { pixels[i + c] = UInt8(abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))) }
            // A change of transparency alone shows as grey.
            let alphaDelta = UInt8(abs(Int(a.pixels[i + 3]) - Int(b.pixels[i + 3])))
            if pixels[i] == 0, pixels[i + 1] == 0, pixels[i + 2] == 0, alphaDelta > 0 {
                pixels[i] = alphaDelta; pixels[i + 1] = alphaDelta; pixels[i + 2] = alphaDelta
            }
        }
        return RGBAImage(width: a.width, height: a.height, pixels: pixels)
    }

    /// Writes the difference image to `$SNAPSHOT_ARTIFACTS/TouchstoneSnapshotTesting/` (or the temporary folder),
    /// named by its content, and returns where; nil when it cannot be written.
    static func writeDifference(_ difference: RGBAImage) -> URL? {
        guard let data = difference.pngData() else { return nil }
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root).appendingPathComponent("TouchstoneSnapshotTesting")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: the same difference, the same name
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let url = folder.appendingPathComponent("difference-\(String(hash, radix: 16)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url)
            return url
        } catch {
            return nil
        }
    }

    private static func attachments(_ reference: RGBAImage, _ actual: RGBAImage, _ difference: RGBAImage?)
        -> [DiffAttachment]
    {
        zip(["reference", "failure", "difference"], [reference, actual, difference]).compactMap { name, image in
            image?.pngData().map { DiffAttachment.data($0, name: name) }
        }
    }
}

/// sRGB to CIELAB (D65) and the CIE76 colour difference, for perceptual precision.
enum CIELAB {
    /// ΔE between the pixels at byte offset `i` of `a` and `b` (straight RGBA; alpha composited over white).
    static func deltaE(_ a: [UInt8], _ b: [UInt8], at i: Int) -> Double {
        let la = lab(a, i), lb = lab(b, i)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2))
            .squareRoot()
    }

    private static func lab(_ p: [UInt8], _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        func linear(_ byte: UInt8) -> Double {
            let c = (Double(byte) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[i]), g = linear(p[i + 1]), b = linear(p[i + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
