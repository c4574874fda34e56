// SPDX-License-Identifier: Apache-2.0

import Foundation
import HeadlessHost
import HostInterface
import MoveMeKit
import Testing
import TouchstoneTesting
@testable import UIKit

/// MoveMe's demo session (`Examples/MoveMe/demo-session.json`, what `make demo` plays headless) through the real
/// launcher: played live from the host's queue and replayed from the script (two independent runs), the frames are
/// identical, bit for bit.
@MainActor
@Suite("MoveMe record and replay", .serialized)
struct MoveMeReplayTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moveme-replay-\(UUID().uuidString)")

    /// The committed demo session.
    static let sessionPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/MoveMe/demo-session.json").standardizedFileURL.path

    /// Runs MoveMe headless through the launcher with `options`, `input` queued on the host first.
    private func run(_ options: LaunchOptions, input: [HostEvent] = []) throws -> Int32 {
        AppBundle.main = try #require(MoveMeResources.bundle)
        let host = HeadlessBackend()
        for event in input { host.enqueue(event) }
        var options = options
        options.host = .headless
        return ApplicationLauncher.run(application: UIApplication(), delegate: MoveMeTestDelegate(), options: options,
                                       headlessHost: host)
    }

    private func frames(_ name: String) throws -> [Data] {
        let dir = folder.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("frame-") }
        return try names.sorted().map { try Data(contentsOf: dir.appendingPathComponent($0)) }
    }

    @Test("The demo session, played live and replayed from its script, gives the same frames bit for bit; the placard moved and came back")
    func demoSessionReplaysExactly() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try InputScript(contentsOf: Self.sessionPath)
        #expect(script.device == "iphone4")

        // The script was recorded on an iPhone 4; both runs use the iPhone 3GS (same 320×480-point screen, a
        // quarter of the pixels to encode), as `--device iphone3gs` would.
        var live = LaunchOptions()
        live.device = .iPhone3GS
        live.seconds = script.duration
        live.recordFrames = folder.appendingPathComponent("live").path
        #expect(try run(live, input: script.events) == 0)

        var replay = LaunchOptions()
        replay.replay = Self.sessionPath
        replay.device = .iPhone3GS
        replay.deviceFromFlag = true
        replay.recordFrames = folder.appendingPathComponent("replay").path
        #expect(try run(replay) == 0)
        let liveFrames = try frames("live")
        #expect(liveFrames.count > 100)
        #expect(try frames("replay") == liveFrames)

        // Structure: the placard (navy at its centre) starts and ends at the screen centre; in between a frame
        // shows the background there, because the placard was dragged away.
        let images = try liveFrames.map { try #require(RGBAImage(pngData: $0)) }
        #expect(images[0].width == 320)
        let isPlacard = { (image: RGBAImage) -> Bool in let p = image[160, 250]; return p.b > 100 && p.r < 80 }
        #expect(isPlacard(images[0]))
        #expect(isPlacard(try #require(images.last)))
        #expect(images.contains { !isPlacard($0) })
        // Two double taps outside the placard changed the greeting: the last frame is not the first.
        #expect(liveFrames.first != liveFrames.last)
    }
}
