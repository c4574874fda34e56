// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The photo library ``UIImagePickerController`` shows and `UIImageWriteToSavedPhotosAlbum` writes to: a folder
/// of image files, since Linux has no photo library (docs/ARCHITECTURE.md, "Simulated photo library").
///
/// The folder is `TOUCHSTONE_PHOTO_LIBRARY` when that environment variable is set (used as it is: a missing folder
/// is an empty library), else `Media/DCIM/100APPLE` in the running app's container (a temporary folder without an
/// app), which is filled with ``sampleCount`` generated sample pictures the first time it is used, so headless
/// runs and tests see the same library. Every regular, non-hidden file is a candidate, in name order; one that
/// cannot be read or decoded is skipped with a log line. Not API.
package struct SimulatedPhotoLibrary: Sendable {
    /// The environment variable naming the library folder.
    package static let environmentKey = "TOUCHSTONE_PHOTO_LIBRARY"
    /// How many sample pictures a new default library gets.
    package static let sampleCount = 6

    /// The folder holding the library's files.
    package let directory: URL
    /// Whether a missing folder is created and filled with the sample pictures (the default library only).
    package let seedsSamples: Bool

    /// A library in `directory`; `seedsSamples` fills a missing folder with the sample pictures.
    package init(directory: URL, seedsSamples: Bool = false) {
        self.directory = directory.standardizedFileURL
        self.seedsSamples = seedsSamples
    }

    /// The library of a process with `environment` whose app's container is `container` (nil: no app).
    package static func resolve(environment: [String: String], container: AppContainer?) -> SimulatedPhotoLibrary {
        if let path = environment[environmentKey], !path.isEmpty {
            return SimulatedPhotoLibrary(directory: URL(fileURLWithPath: path, isDirectory: true))
        }
        let base = container?.root ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("TouchstonePhotoLibrary-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        return SimulatedPhotoLibrary(directory: base.appendingPathComponent("Media/DCIM/100APPLE", isDirectory: true),
                                     seedsSamples: true)
    }

    /// The library of the running app (its environment and container).
    @MainActor
    package static var current: SimulatedPhotoLibrary {
        resolve(environment: ProcessInfo.processInfo.environment,
                container: UIApplication.sharedIfPresent?.runtime?.container)
    }

    /// The candidate files, in name order (seeding the samples first when the default folder is missing). A
    /// missing folder that is not seeded, or one that cannot be listed, is an empty library (logged).
    package func fileURLs() -> [URL] {
        if seedsSamples, !FileManager.default.fileExists(atPath: directory.path) { writeSamples() }
        guard FileManager.default.fileExists(atPath: directory.path) else {
            UIKitDiagnostics.log("photo library: \(directory.path) does not exist; the library is empty")
            return []
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            UIKitDiagnostics.log("photo library: cannot list \(directory.path); the library is empty")
            return []
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }.filter {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Writes `data` as the next `IMG_nnnn.<ext>` file, creating the folder; nil (logged) when it cannot.
    @discardableResult
    package func add(_ data: Data, pathExtension: String) -> URL? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let taken = Set(((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .map { ($0 as NSString).deletingPathExtension.uppercased() })
            var number = 1
            while taken.contains(String(format: "IMG_%04d", number)) { number += 1 }
            let url = directory.appendingPathComponent(String(format: "IMG_%04d.%@", number, pathExtension))
            try data.write(to: url, options: .withoutOverwriting)
            return url
        } catch {
            UIKitDiagnostics.log("photo library: cannot write to \(directory.path) (\(error.localizedDescription))")
            return nil
        }
    }

    /// Creates the folder with the sample pictures (logged when it cannot).
    private func writeSamples() {
        for index in 0..<Self.sampleCount {
            guard let data = Self.samplePicture(index)?.pngData() else { continue }
            if add(data, pathExtension: "PNG") == nil { return }
        }
    }

    /// Sample picture `index`: a banded gradient in its own hues with a yellow sun, at one of a few sizes
    /// (landscape, portrait and square), the same bytes on every run.
    package static func samplePicture(_ index: Int) -> CGImage? {
        let sizes = [(640, 480), (480, 640), (512, 512), (800, 600), (600, 800), (300, 300)]
        let (width, height) = sizes[index % sizes.count]
        guard let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        let hue = CGFloat(index) / CGFloat(sampleCount)
        let bands = 16
        for band in 0..<bands {
            let t = CGFloat(band) / CGFloat(bands - 1)
            let (r, g, b) = rgb(hue: hue + t * 0.15, saturation: 0.6, brightness: 0.95 - t * 0.5)
            context.setFillColor(red: r, green: g, blue: b, alpha: 1)
            let top = CGFloat(height) * CGFloat(band) / CGFloat(bands)
            context.fill(CGRect(x: 0, y: top, width: CGFloat(width), height: CGFloat(height) / CGFloat(bands) + 1))
        }
        let radius = CGFloat(min(width, height)) / 6
        context.setFillColor(red: 1, green: 0.9, blue: 0.4, alpha: 1)
        context.fillEllipse(in: CGRect(x: CGFloat(width) * 0.65 - radius, y: CGFloat(height) * 0.3 - radius,
                                       width: radius * 2, height: radius * 2))
        return context.makeImage()
    }

    private static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch Int(h) % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
