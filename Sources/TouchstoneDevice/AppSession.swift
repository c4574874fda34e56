// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import DeviceLink
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One running app as the device tracks it: its process, its link, its shared surface and the last frame blitted
/// from it, and where it stands in its life cycle.
final class AppSession {
    /// Where the app stands, as the device sees it.
    enum State: Equatable {
        /// Spawned, waiting for `hello`.
        case connecting
        /// In front (launching until `launchFinished`).
        case foreground
        /// In the background since the device time given, still getting clock ticks.
        case background(since: Double)
        /// Stopped with `SIGSTOP`: no ticks.
        case suspended
        /// Asked to terminate at the device time given; waiting for it to exit.
        case terminating(since: Double)
    }

    let app: InstalledApp
    let process: AppProcessHandle
    let link: DeviceLinkConnection
    let logURL: URL
    /// The device time the launch started.
    let launchedAt: Double
    var state: State = .connecting
    /// The device time the app last came to the front (the switcher's order).
    var lastForeground: Double = 0
    var surface: SharedSurface?
    var launchFinished = false
    /// The last frame the app presented, blitted out of the shared surface (nil before the first).
    var frame: CGImage?
    var lastSequence: UInt64 = 0
    var backgroundTaskCount = 0
    /// The ping the device waits for and the device time it was sent.
    var awaitedPong: (token: UInt32, sentAt: Double)?
    /// When the app said it next needs a turn (`nextTurn`); an app that has not said gets every refresh.
    var nextTurn: DeviceLinkMessage.NextTurn = .nextRefresh
    /// Whether the device sent the app something (input, a life-cycle request, a URL, an answer) since its last
    /// tick: the next refresh ticks it, whatever it said it needs.
    var owesTick = false
    /// The life-cycle states the app reported reaching, in order (for tests and the log).
    var reachedStates: [DeviceLinkMessage.LifecycleState] = []
    /// The URL to send right after `welcome` (a launch to open a URL, contract item 11).
    var pendingOpenURL: (url: String, source: String)?
    /// Why the device ended the app (nil while it runs or after a clean exit).
    var failure: String?
    private var logHandle: FileHandle?

    init(app: InstalledApp, process: AppProcessHandle, link: DeviceLinkConnection, logURL: URL, launchedAt: Double) {
        self.app = app
        self.process = process
        self.link = link
        self.logURL = logURL
        self.launchedAt = launchedAt
    }

    /// Whether the app gets clock ticks (everything but suspended or not yet connected).
    var isTicking: Bool {
        switch state {
        case .foreground, .background, .terminating: return link.isOpen
        case .connecting, .suspended: return false
        }
    }

    /// Whether the tick at device time `now` goes to this app: it needs every refresh, its wake time came, or the
    /// device sent it something since its last tick.
    func wantsTick(at now: Double) -> Bool {
        if owesTick { return true }
        switch nextTurn {
        case .nextRefresh: return true
        case .at(let time): return time <= now + 1e-9
        case .onInput: return false
        }
    }

    /// The device time of this app's next tick when nothing is sent to it (nil: only when something is; `now`: at
    /// the next refresh). Only for apps that get ticks.
    func nextTickTime(after now: Double) -> Double? {
        guard isTicking else { return nil }
        if owesTick { return now }
        switch nextTurn {
        case .nextRefresh: return now
        case .at(let time): return max(now, time)
        case .onInput: return nil
        }
    }

    var isBackground: Bool {
        if case .background = state { return true }
        return false
    }

    /// Appends a line to the app's log file (the same file its standard output goes to). The file is opened with
    /// `O_APPEND`, as the app's output is: each write lands at the end even while the app writes too (a seek and a
    /// write would overwrite what the app wrote in between).
    func log(_ line: String) {
        if logHandle == nil {
            let descriptor = open(logURL.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor >= 0 { logHandle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) }
        }
        guard let logHandle else { return }
        logHandle.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }

    /// Copies frame `message` out of the shared surface into an image of the device's own (the one blit of
    /// contract item 5); throws the reason when the frame does not match the surface.
    func blit(_ message: DeviceLinkMessage.FrameReady) throws {
        guard let surface else { throw SimulatedDeviceError("frameReady before the surface exists") }
        guard Int(message.pixelWidth) == surface.pixelWidth, Int(message.pixelHeight) == surface.pixelHeight,
            Int(message.bytesPerRow) == surface.bytesPerRow
        else {
            throw SimulatedDeviceError(
                "frame of \(message.pixelWidth)×\(message.pixelHeight) (stride \(message.bytesPerRow)) on a "
                    + "\(surface.pixelWidth)×\(surface.pixelHeight) surface")
        }
        guard message.sequence > lastSequence else {
            throw SimulatedDeviceError("frame \(message.sequence) after frame \(lastSequence)")
        }
        lastSequence = message.sequence
        let buffer = surface.buffer(forFrame: message.sequence)
        let bytes = Data(bytes: buffer.baseAddress!, count: buffer.count)
        frame = CGImage(
            width: surface.pixelWidth, height: surface.pixelHeight, bitsPerComponent: 8, bitsPerPixel: 32,
            bytesPerRow: surface.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
                .union(.byteOrder32Little),
            provider: CGDataProvider(data: bytes)!, decode: nil, shouldInterpolate: false,
            intent: .defaultIntent)
    }

    /// Closes the link and kills the process (idempotent); the surface goes with the session.
    func end() {
        if process.exitStatus() == nil {
            process.send(signal: SIGKILL)
            process.send(signal: SIGCONT)
        }
        link.close()
        try? logHandle?.close()
        logHandle = nil
    }
}
