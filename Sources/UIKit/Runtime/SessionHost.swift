// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// Wraps a host to play a script into it, record its input, and record its frames — the same for the simulator
/// window and the headless host, so a session recorded in the window replays headless.
///
/// Times are measured from launch: the host-clock time when the display opened. The recorded input is every
/// event the app receives (the host's own, after the host's translation, and the script's); recordings are written
/// when the host closes, which the runtime does when the app terminates.
package final class SessionHost: HostBackend {
    /// The wrapped host.
    package let inner: HostBackend
    package let player: ScriptPlayer?
    package let inputRecorder: InputRecorder?
    package let frameRecorder: FrameRecorder?
    /// The device whose screen the recordings show (written into the recorded script).
    package let device: DeviceProfile
    /// The host-clock time the display opened (nil before).
    package private(set) var launchTime: Double?
    /// The animated PNG written at close, if frames were recorded.
    package private(set) var animationURL: URL?
    /// Whether a recording could not be written (logged); the launcher then exits with status 1.
    package private(set) var recordingFailed = false
    private var closed = false

    package init(wrapping inner: HostBackend, device: DeviceProfile, player: ScriptPlayer?, inputRecorder: InputRecorder?,
                 frameRecorder: FrameRecorder?)
    {
        self.inner = inner
        self.device = device
        self.player = player
        self.inputRecorder = inputRecorder
        self.frameRecorder = frameRecorder
    }

    package var clock: HostClock { inner.clock }
    package var refreshInterval: Double { inner.refreshInterval }

    /// Seconds since launch on the host clock.
    package var sessionTime: Double { inner.clock.now - (launchTime ?? inner.clock.now) }

    package func open(_ configuration: HostDisplayConfiguration) throws {
        try inner.open(configuration)
        let now = inner.clock.now
        launchTime = now
        player?.start(at: now)
    }

    /// The inner host's events, then the script's due events; waits no longer than the script's next event.
    package func nextEvents(until deadline: Double) -> [HostEvent] {
        let wait = min(deadline, player?.nextTime ?? deadline)
        var events = inner.nextEvents(until: wait)
        events += player?.due(at: inner.clock.now) ?? []
        if let inputRecorder, !events.isEmpty { inputRecorder.record(events, launchTime: launchTime ?? 0) }
        return events
    }

    /// Shows the frame in the inner host and records it; on the render thread when the inner host presents from
    /// there (one frame at a time, and the recording is written at ``close()``, after that thread has stopped).
    package func present(_ frame: CGImage, damage: [CGRect]) {
        inner.present(frame, damage: damage)
        frameRecorder?.add(frame, at: sessionTime)
    }

    package var presentsFromRenderThread: Bool { inner.presentsFromRenderThread }
    package func handOverPresentation() { inner.handOverPresentation() }
    package func renderThreadDidStart() { inner.renderThreadDidStart() }
    package func renderThreadWillStop() { inner.renderThreadWillStop() }

    /// Closes the inner host and writes the recordings (once).
    package func close() {
        guard !closed else { return }
        closed = true
        let end = sessionTime
        inner.close()
        if let inputRecorder, !inputRecorder.write(device: device, duration: end) { recordingFailed = true }
        animationURL = frameRecorder?.finish(endTime: end)
        if frameRecorder?.failed == true { recordingFailed = true }
    }
}
