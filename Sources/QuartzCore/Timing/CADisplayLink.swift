// SPDX-License-Identifier: Apache-2.0

/// A range of frame rates a display link prefers (frames per second).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, when the system can choose (nil: the maximum).
    public var preferred: Float?

    /// Creates a range; `preferred` defaults to nil.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the display's refresh: it calls its handler once per frame (or every few frames).
///
/// Apple's `CADisplayLink(target:selector:)` is declared by UIKit, where Touchstone's `Selector` lives (what the
/// port command makes of `#selector(step)`); this module adds a closure form, which UIKit's is built on:
///
/// ```swift
/// let link = CADisplayLink { [weak self] link in self?.step(link) }
/// link.add(to: .main, forMode: .default)
/// ```
///
/// Like Apple's, the link is driven by the display, not by run-loop timers: the host calls the current
/// ``LayerEnvironment``'s `displayFrame(timestamp:duration:)` once per frame, and every added link that is due
/// fires with ``timestamp`` = that frame's time, ``duration`` = the frame interval and ``targetTimestamp`` = the
/// time of the next frame the link will fire for. The environment keeps an added link alive (as the run loop does
/// on Apple) until ``invalidate()``; the link keeps its handler. Use it from the thread that runs the host's frames.
open class CADisplayLink: NSObject, @unchecked Sendable {
    private var handler: ((CADisplayLink) -> Void)?
    /// The (run loop, mode) pairs the link is added to; it fires while there is at least one.
    private var registrations: Set<Registration> = []
    /// The environment the link was added to (weak: the environment holds the link).
    private weak var environment: LayerEnvironment?
    /// The timestamp of the last frame the link fired for.
    package private(set) var lastFire: CFTimeInterval?

    private struct Registration: Hashable {
        let runLoop: ObjectIdentifier
        let mode: String
    }

    /// Creates a display link calling `handler` for each frame once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
        super.init()
    }

    /// The time of the frame the link last fired for (0 before the first).
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame the link will fire for: ``timestamp`` plus the link's frame interval.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between display refreshes (0 before the first call).
    public private(set) var duration: CFTimeInterval = 0

    /// Whether the handler is suspended. Paused links do not fire; frames while paused are skipped, not queued.
    public var isPaused = false

    /// The rate the link wants to fire at, frames per second; 0 (the default) means the display's native rate.
    /// The link fires on every n-th frame, n being the native rate divided by this and rounded (at least 1): at
    /// 60 Hz, 30 fires every other frame. Negative values count as 0.
    public var preferredFramesPerSecond = 0

    /// The range of rates the link prefers; used instead of ``preferredFramesPerSecond`` when not `.default`
    /// (its `preferred` rate, else its `maximum`).
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// The number of frames between firings (deprecated on Apple in favour of ``preferredFramesPerSecond``);
    /// values below 1 count as 1. Setting it sets ``preferredFramesPerSecond`` to 60 / frameInterval.
    public var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, Int((60 / Double(preferredFramesPerSecond)).rounded())) : 1 }
        set { preferredFramesPerSecond = newValue > 1 ? max(1, 60 / newValue) : 0 }
    }

    /// Registers the link with `runloop` in `mode` so it fires each frame of the current ``LayerEnvironment``.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else { return Diagnostics.log("CADisplayLink.add: the link was invalidated; ignored") }
        let target = LayerEnvironment.current
        if let environment, environment !== target {
            return Diagnostics.log("CADisplayLink.add: already added in another environment; ignored")
        }
        environment = target
        registrations.insert(Registration(runLoop: ObjectIdentifier(runloop), mode: mode.rawValue))
        target.displayLinks.insert(self)
    }

    /// Removes the link from `mode` of `runloop`; once in no mode, it stops firing (and is released by the
    /// environment).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        registrations.remove(Registration(runLoop: ObjectIdentifier(runloop), mode: mode.rawValue))
        if registrations.isEmpty { environment?.displayLinks.remove(self) }
    }

    /// Removes the link from every run loop and mode and releases its handler. It never fires again.
    public func invalidate() {
        registrations.removeAll()
        environment?.displayLinks.remove(self)
        handler = nil
    }

    /// Whether the link is added in `mode` (or `.common`).
    package func isRegistered(forMode mode: RunLoop.Mode) -> Bool {
        registrations.contains { $0.mode == mode.rawValue || $0.mode == RunLoop.Mode.common.rawValue }
    }

    /// The frames between firings for a display refreshing every `frameDuration` seconds.
    package func interval(forFrameDuration frameDuration: CFTimeInterval) -> Int {
        let range = preferredFrameRateRange
        let wanted = range == .default ? Double(preferredFramesPerSecond) : Double(range.preferred ?? range.maximum)
        guard wanted > 0, wanted.isFinite, frameDuration > 0 else { return 1 }
        return max(1, Int((1 / frameDuration / wanted).rounded()))
    }

    /// Fires the handler for the frame at `frameTime` if the link is due: on its first frame, then once
    /// `interval` frames have passed since the last firing (half a frame early counts, absorbing jitter).
    package func fireIfDue(frameTime: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused, let handler else { return }
        let frames = interval(forFrameDuration: frameDuration)
        if let lastFire, frameTime < lastFire + (Double(frames) - 0.5) * frameDuration { return }
        lastFire = frameTime
        timestamp = frameTime
        duration = frameDuration
        targetTimestamp = frameTime + Double(frames) * frameDuration
        handler(self)
    }
}
