// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import Testing
import TouchstoneTesting
import UIKit

private func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CGImage {
    RGBAImage(width: 4, height: 4, pixels: Array(repeating: [r, g, b, 255], count: 16).flatMap { $0 }).cgImage!
}

@MainActor
@Suite("Session host")
struct SessionHostTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-session-\(UUID().uuidString)")

    @Test("Script times count from launch on the host clock; recorded times count from launch too")
    func timesFromLaunch() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = HeadlessBackend(clock: ManualHostClock(start: 100))
        let script = InputScript(device: "iphone4", screenSize: CGSize(width: 320, height: 480), events: [
            .touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 0.5),
        ])
        let recorder = InputRecorder(path: folder.appendingPathComponent("out.json").path)
        let session = SessionHost(wrapping: inner, device: .iPhone4, player: ScriptPlayer(script: script),
                                  inputRecorder: recorder, frameRecorder: nil)
        try session.open(HostDisplayConfiguration(title: "t", pointSize: CGSize(width: 320, height: 480), scale: 2))
        inner.enqueue(.key("a", down: true, timestamp: 100.25))

        inner.manualClock.advance(by: 0.25)
        #expect(session.nextEvents(until: 0) == [.key("a", down: true, timestamp: 100.25)])
        inner.manualClock.advance(by: 0.2)
        #expect(session.nextEvents(until: 0).isEmpty)
        inner.manualClock.advance(by: 0.05)
        #expect(session.nextEvents(until: 0) == [.touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 100.5)])

        inner.manualClock.advance(by: 0.5)
        session.close()
        let written = try InputScript(contentsOf: recorder.path)
        #expect(written.events == [.key("a", down: true, timestamp: 0.25),
                                   .touchDown(finger: 0, location: CGPoint(x: 1, y: 2), timestamp: 0.5)])
        #expect(written.device == "iphone4" && written.duration == 1)
        #expect(!inner.isOpen)
    }

    @Test("The frame recorder clears an earlier session, writes every frame and merges repeats in the animation")
    func frames() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([1]).write(to: folder.appendingPathComponent("frame-00099.png"))
        try Data([1]).write(to: folder.appendingPathComponent("notes.txt"))
        let recorder = try FrameRecorder(directory: folder.path)
        let red = solid(255, 0, 0), blue = solid(0, 0, 255)
        recorder.add(red, at: 0)
        recorder.add(red, at: 0.1)
        recorder.add(blue, at: 0.25)
        let url = try #require(recorder.finish(endTime: 1))

        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["frame-00001.png", "frame-00002.png", "frame-00003.png", "notes.txt", "session.png"])
        let chunks = try #require(APNGWriter.chunks(try Data(contentsOf: url)))
        let delays = chunks.filter { $0.type == "fcTL" }.map { [UInt8]($0.data) }.map { Int($0[20]) << 8 | Int($0[21]) }
        #expect(delays == [250, 750])
        let first = try #require(RGBAImage(pngData: try Data(contentsOf: url)))
        #expect(first[0, 0] == (255, 0, 0, 255))
    }

    @Test("The animation is assembled from the frame files at the end, so a long session holds no frames in memory")
    func animationReadsFrameFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = try FrameRecorder(directory: folder.path)
        recorder.add(solid(255, 0, 0), at: 0)
        recorder.add(solid(0, 0, 255), at: 0.5)
        // The first frame's file is replaced before the session ends: the animation shows the file's picture.
        try #require(solid(0, 255, 0).pngData()).write(to: recorder.framePath(1))
        let url = try #require(recorder.finish(endTime: 1))
        #expect(try #require(RGBAImage(pngData: try Data(contentsOf: url)))[0, 0] == (0, 255, 0, 255))
        // A frame file that is gone: no animation (logged), and no half-written session.png left behind.
        try FileManager.default.removeItem(at: recorder.framePath(2))
        #expect(recorder.finish(endTime: 1) == nil)
        #expect(!FileManager.default.fileExists(atPath: recorder.animationPath.path))
    }
}
