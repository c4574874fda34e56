// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneTesting
import UIKit

/// An opaque RGBA colour for building and probing test images.
struct RGB: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255
    static let red = RGB(r: 255, g: 0, b: 0), green = RGB(r: 0, g: 255, b: 0), blue = RGB(r: 0, g: 0, b: 255)
    static let white = RGB(r: 255, g: 255, b: 255), yellow = RGB(r: 255, g: 255, b: 0)
    static let clear = RGB(r: 0, g: 0, b: 0, a: 0)
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// A bitmap whose pixel (x, y), counted from the top-left, is `color(x, y)`.
func makeImage(width: Int, height: Int, _ color: (Int, Int) -> RGB) -> CGImage {
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let c = color(x, y)
            bytes += [c.r, c.g, c.b, c.a]
        }
    }
    return RGBAImage(width: width, height: height, pixels: bytes).cgImage!
}

/// `side`×`side` pixels: top-left quadrant red, top-right green, bottom-left blue, bottom-right white.
func quadrants(side: Int = 4) -> CGImage {
    makeImage(width: side, height: side) { x, y in
        switch (x < side / 2, y < side / 2) {
        case (true, true): .red
        case (false, true): .green
        case (true, false): .blue
        case (false, false): .white
        }
    }
}

/// Runs `body` in a fresh transparent image context and returns its pixels.
@MainActor
func renderPixels(_ size: CGSize, scale: CGFloat = 1, smooth: Bool = false, _ body: () -> Void) -> RGBAImage {
    UIGraphicsBeginImageContextWithOptions(size, false, scale)
    if !smooth { UIGraphicsGetCurrentContext()?.interpolationQuality = .none }
    body()
    let image = UIGraphicsGetImageFromCurrentImageContext()!
    UIGraphicsEndImageContext()
    return RGBAImage(image.cgImage!)
}

extension RGBAImage {
    /// The pixel at (x, y) from the top-left.
    func at(_ x: Int, _ y: Int) -> RGB {
        let p = self[x, y]
        return RGB(r: p.r, g: p.g, b: p.b, a: p.a)
    }
}

/// A path beside the UIKitTests root, so goldens land in `Tests/UIKitTests/Goldens/<suite>/`.
func uikitTestsRootFile(_ filePath: String = #filePath) -> String {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImageGoldens.swift").path
}

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
