// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

/// A monotonic clock in seconds, owned by a host. UIKit and Core Animation read time only through it.
public protocol HostClock: AnyObject, Sendable {
    /// Seconds since the clock's origin; never goes back.
    var now: Double { get }
    /// The calendar date at clock time 0 when the clock simulates time (a headless device): apps that read
    /// Foundation's clocks (`Date()`, `ProcessInfo.systemUptime`) then see this simulated time. Nil for a clock
    /// that follows real time, whose apps read the real clocks.
    var simulatedStartDate: Date? { get }
}

extension HostClock {
    /// Real time: apps read the real clocks.
    public var simulatedStartDate: Date? { nil }
}

/// What the app asks of the host's display.
public struct HostDisplayConfiguration: Equatable, Sendable {
    /// Window title (the simulator shows it).
    public var title: String
    /// Screen size in points.
    public var pointSize: CGSize
    /// Pixels per point of the framebuffer.
    public var scale: CGFloat
    /// How many window pixels show one framebuffer pixel (the simulator's zoom; 1 for headless).
    public var zoom: CGFloat

    /// A configuration for a screen of `pointSize` points at `scale` pixels per point, shown at `zoom` window
    /// pixels per framebuffer pixel, in a window titled `title`.
    public init(title: String, pointSize: CGSize, scale: CGFloat, zoom: CGFloat = 1) {
        self.title = title
        self.pointSize = pointSize
        self.scale = scale
        self.zoom = zoom
    }

    /// The framebuffer size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((pointSize.width * scale).rounded()), Int((pointSize.height * scale).rounded()))
    }
}

/// Why a host could not open.
public struct HostError: Error, CustomStringConvertible, Equatable {
    /// Why, in words (printed by the app before it exits 1).
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

/// The seam between Touchstone's portable UIKit and a platform: input in, frames out, time.
///
/// Two hosts ship: `HeadlessHost` (manual clock, scripted input, captured frames: tests and CI) and `SDLHost`
/// (the simulator window). UIKit talks only to this protocol; the launcher picks the host.
///
/// Threading: all calls come from the main thread (the run loop's), except that a host whose
/// ``presentsFromRenderThread`` is true has its frames shown from the render thread once UIKit hands presentation
/// over (``handOverPresentation()``).
public protocol HostBackend: AnyObject {
    /// The host's clock.
    var clock: HostClock { get }
    /// Seconds between display refreshes (1/60 for both hosts).
    var refreshInterval: Double { get }
    /// Opens the display. Throws ``HostError`` when it cannot (no display server, …).
    func open(_ configuration: HostDisplayConfiguration) throws
    /// Returns the input events pending now, waiting up to `deadline` (host-clock seconds) for one when there
    /// are none. A headless host never waits: its clock only moves when its owner advances it.
    func nextEvents(until deadline: Double) -> [HostEvent]
    /// Shows a composited frame (framebuffer pixels); `damage` lists the changed pixel rectangles.
    func present(_ frame: CGImage, damage: [CGRect])
    /// Closes the display.
    func close()

    /// Whether frames may be shown from a render thread while the main thread runs input and app code: true for
    /// a window on a real clock (the simulator), where UIKit then animates and composites off the main thread so
    /// animations keep running while app code blocks the main thread (issue 22). False (the default) for hosts
    /// whose frames must follow the main thread's turns: the headless host's manual clock, and a simulated
    /// device's link, whose clock ticks are answered with the tick's frame.
    var presentsFromRenderThread: Bool { get }
    /// Main thread, once, before the render thread starts: releases whatever drawing resources belong to the main
    /// thread, so the render thread can make its own (``renderThreadDidStart()``). Frames come only from the
    /// render thread afterwards.
    func handOverPresentation()
    /// Render thread, before its first frame: makes the drawing resources ``present(_:damage:)`` uses there.
    func renderThreadDidStart()
    /// Render thread, after its last frame: releases those resources (``close()`` follows on the main thread).
    func renderThreadWillStop()
}

extension HostBackend {
    /// Frames are shown from the main thread.
    public var presentsFromRenderThread: Bool { false }
    /// Nothing to release.
    public func handOverPresentation() {}
    /// Nothing to make.
    public func renderThreadDidStart() {}
    /// Nothing to release.
    public func renderThreadWillStop() {}
}
