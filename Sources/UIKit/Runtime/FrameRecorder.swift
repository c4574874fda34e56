// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Writes every presented frame as a PNG and, at the end, the session as one animated PNG (`--record-frames`).
///
/// Frames are `frame-00001.png`, `frame-00002.png`, … in presentation order (earlier `frame-*.png` and
/// `session.png` in the folder are removed first, so the folder holds one session). `session.png` shows each
/// distinct frame for as long as it was on screen: a frame identical to the one before adds its time to the
/// previous frame's delay; the last frame lasts until the session ends (at least 1 ms).
package final class FrameRecorder {
    /// The folder the frames go to.
    package let directory: URL
    /// How many frames were written.
    package private(set) var frameCount = 0
    /// The distinct frames: the number of the frame file and when it was first presented. The PNG bytes stay on
    /// disk, so memory does not grow with the session's length.
    private var distinct: [(number: Int, time: Double)] = []
    private var previousPNG: Data?
    /// Whether a frame or the animation could not be written (logged).
    package private(set) var failed = false

    /// Prepares `directory` (creating it, clearing an earlier session's frames); throws when it cannot be created.
    package init(directory path: String) throws {
        directory = URL(fileURLWithPath: path, isDirectory: true)
        let fm = FileManager.default
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        for name in (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
        where name == "session.png" || (name.hasPrefix("frame-") && name.hasSuffix(".png")) {
            try? fm.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// The path of frame number `n` (1-based).
    package func framePath(_ n: Int) -> URL {
        let digits = String(n)
        return directory.appendingPathComponent("frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png")
    }

    /// The animated PNG's path.
    package var animationPath: URL { directory.appendingPathComponent("session.png") }

    /// Writes `frame`, presented at `time` seconds after launch.
    package func add(_ frame: CGImage, at time: Double) {
        guard let png = frame.pngData() else { return }
        frameCount += 1
        do { try png.write(to: framePath(frameCount)) } catch {
            if !failed { UIKitDiagnostics.log("record-frames: cannot write \(framePath(frameCount).path): \(error)") }
            failed = true
        }
        // A frame that could not be written cannot go into the animation either.
        if !failed, previousPNG != png { distinct.append((frameCount, time)) }
        previousPNG = png
    }

    /// Writes `session.png` for a session that ended at `endTime` seconds after launch; returns its URL, or nil
    /// when there were no frames or writing failed (logged).
    @discardableResult
    package func finish(endTime: Double) -> URL? {
        guard !distinct.isEmpty else { return nil }
        // Delays from rounded times since launch, so rounding never accumulates over a long session.
        func ms(_ t: Double) -> Int { Int((t * 1000).rounded()) }
        do {
            guard FileManager.default.createFile(atPath: animationPath.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let file = try FileHandle(forWritingTo: animationPath)
            defer { try? file.close() }
            try APNGWriter.write(frameCount: distinct.count, frame: { i in
                let end = i + 1 < distinct.count ? distinct[i + 1].time : max(endTime, distinct[i].time)
                let png = try Data(contentsOf: framePath(distinct[i].number))
                return APNGWriter.Frame(png: png, delayMilliseconds: ms(end) - ms(distinct[i].time))
            }, to: { try file.write(contentsOf: $0) })
            return animationPath
        } catch {
            try? FileManager.default.removeItem(at: animationPath)  // never leave half an animation behind
            failed = true
            UIKitDiagnostics.log("record-frames: cannot write \(animationPath.path): \(error)")
            return nil
        }
    }
}
