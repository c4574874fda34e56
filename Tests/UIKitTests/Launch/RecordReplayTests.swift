// SPDX-License-Identifier: Apache-2.0

import HeadlessHost
import HostInterface
import Testing
import TouchstoneTesting
import UIKit

/// A square that follows the finger, on a white window (the probe app's behaviour).
private final class DragSquare: UIView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let parent = superview else { return }
        let now = touch.location(in: parent), before = touch.previousLocation(in: parent)
        center = CGPoint(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
    }
}

private final class DragDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.backgroundColor = .white
        let square = DragSquare(frame: CGRect(x: 120, y: 200, width: 80, height: 80))
        square.backgroundColor = .red
        window.addSubview(square)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A drag from the square's centre (160, 240) to (100, 380) over 0.5 s, one move per frame, starting at 0.2 s.
private let drag: [HostEvent] = {
    var events: [HostEvent] = [.touchDown(finger: 0, location: CGPoint(x: 160, y: 240), timestamp: 0.2)]
    for i in 1...30 {
        let f = CGFloat(i) / 30
        events.append(.touchMoved(finger: 0, location: CGPoint(x: 160 - 60 * f, y: 240 + 140 * f),
                                  timestamp: 0.2 + Double(i) / 60))
    }
    events.append(.touchUp(finger: 0, location: CGPoint(x: 100, y: 380), timestamp: 0.7))
    return events
}()

@MainActor
@Suite("Record and replay", .serialized)
struct RecordReplayTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-replay-\(UUID().uuidString)")

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs the drag app headless through the launcher with `options`, input queued on the host first.
    private func run(_ options: LaunchOptions, input: [HostEvent] = []) -> Int32 {
        let host = HeadlessBackend()
        for event in input { host.enqueue(event) }
        var options = options
        options.host = .headless
        options.device = .iPhone3GS
        return ApplicationLauncher.run(application: UIApplication(), delegate: DragDelegate(), options: options,
                                       headlessHost: host)
    }

    /// The bytes of every `frame-*.png` in `folder`, in order.
    private func frames(_ name: String) throws -> [Data] {
        let dir = folder.appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("frame-") }.sorted()
        return try names.map { try Data(contentsOf: dir.appendingPathComponent($0)) }
    }

    @Test("A recorded headless session replays to the same frames, bit for bit, every time")
    func recordThenReplay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var record = LaunchOptions()
        record.seconds = 1
        record.recordInput = path("drag.json")
        record.recordFrames = path("live")
        #expect(run(record, input: drag) == 0)

        let script = try InputScript(contentsOf: path("drag.json"))
        #expect(script.events == drag)
        #expect(script.device == "iphone3gs" && script.screenSize == CGSize(width: 320, height: 480))
        #expect(abs((script.duration ?? 0) - 1) < 1e-9)

        for name in ["replay1", "replay2"] {
            var replay = LaunchOptions()
            replay.replay = path("drag.json")
            replay.recordFrames = path(name)
            #expect(run(replay) == 0)
        }
        let live = try frames("live")
        #expect(live.count > 30)
        #expect(try frames("replay1") == live)
        #expect(try frames("replay2") == live)
        let animation = try Data(contentsOf: folder.appendingPathComponent("live/session.png"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("replay1/session.png")) == animation)

        // The square moved: red under the finger's last point, white where it started.
        let lastPNG = try #require(live.last)
        let last = try #require(RGBAImage(pngData: lastPNG))
        #expect(last[100, 380].r == 255 && last[100, 380].g == 0)
        #expect(last[160, 240] == (255, 255, 255, 255))
    }

    @Test("The animated PNG holds each distinct frame once, shown until the next change")
    func animationDelays() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = LaunchOptions()
        options.seconds = 2
        options.recordFrames = path("frames")
        #expect(run(options, input: drag) == 0)
        let apng = try Data(contentsOf: folder.appendingPathComponent("frames/session.png"))
        let controls = try #require(APNGWriter.chunks(apng)).filter { $0.type == "fcTL" }.map { [UInt8]($0.data) }
        let delays = controls.map { Int($0[20]) << 8 | Int($0[21]) }
        // The launch frame until the first move (0.2 s + one frame), then one frame per move, then the still end.
        #expect(controls.count == 31)
        #expect(delays.reduce(0, +) == 2000)
        #expect(delays.first == 217 && delays.last == 1300)
        #expect(delays.dropFirst().dropLast().allSatisfy { $0 == 17 || $0 == 16 })
    }

    @Test("A malformed script is refused before anything runs: exit status 65, no frames")
    func malformedScript() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let bad = #"{"version": 1, "device": "iphone3gs", "screen": {"width": 320, "height": 480}, "events": [{"time": 0, "kind": "wave"}]}"#
        try Data(bad.utf8).write(to: folder.appendingPathComponent("bad.json"))
        var options = LaunchOptions()
        options.replay = path("bad.json")
        options.recordFrames = path("frames")
        #expect(run(options) == ApplicationLauncher.scriptExitStatus)
        #expect(!FileManager.default.fileExists(atPath: path("frames")))
    }

    @Test("A script recorded on another screen size is refused")
    func wrongScreen() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = InputScript(device: "modern", screenSize: CGSize(width: 393, height: 852), events: [])
        try script.jsonData().write(to: folder.appendingPathComponent("modern.json"))
        var options = LaunchOptions()
        options.replay = path("modern.json")
        options.deviceFromFlag = true  // run() forces iPhone 3GS, as `--device iphone3gs` would
        #expect(run(options) == ApplicationLauncher.scriptExitStatus)
    }
}
