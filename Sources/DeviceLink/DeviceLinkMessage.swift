// SPDX-License-Identifier: Apache-2.0

import HostInterface

/// One message of the device link: the versioned protocol between the simulated device (home screen, simulator
/// window) and each app process it runs (issue 19; docs/ARCHITECTURE.md, "The device link").
///
/// The device owns the screen and the input; an app owns its UIKit. Frames travel in shared memory, so messages
/// stay small: they name the surface and the damaged rectangles, never carry pixels. Every message travels in a
/// frame of its own (``DeviceLinkFramer``): a 32-bit little-endian payload length, one type byte, the payload.
public enum DeviceLinkMessage: Equatable, Sendable {
    // MARK: App to device

    /// The app's first message: who it is and which protocol version it speaks.
    case hello(Hello)
    /// A new frame is in the shared-memory surface (`sequence` counts frames from 1; `damage` lists the changed
    /// rectangles in pixels, empty meaning the whole surface).
    case frameReady(FrameReady)
    /// The app finished launching (its delegate returned from `application(_:didFinishLaunchingWithOptions:)`).
    case launchFinished
    /// The app reached a life-cycle state the device asked for (the answer to ``lifecycle(_:)``).
    case lifecycleReached(LifecycleState)
    /// The app asks the device to open a URL (`UIApplication.open(_:)`); the answer is ``openURLResult(token:opened:)``.
    case openURLRequest(token: UInt32, url: String)
    /// The answer to a ``ping(_:)``, with the same token.
    case pong(UInt32)
    /// A line for the device's log of this app.
    case log(String)
    /// The app asks whether some app could open `url` (`UIApplication.canOpenURL(_:)`); the answer is
    /// ``openURLResult(token:opened:)`` with `opened` meaning "can open", and nothing is launched.
    case canOpenURLRequest(token: UInt32, url: String)
    /// The number of the app's running background tasks (`beginBackgroundTask`) changed to `count`: the device
    /// does not suspend a background app while it is above zero.
    case backgroundTasks(count: UInt16)
    /// When the app next needs a turn (sent after a turn when it changed; version 2): the device sends `clock`
    /// and `ping` only to an app that needs the refresh, whose time came, or to which it sent something since the
    /// last tick. An app that never sends it gets every refresh.
    case nextTurn(NextTurn)

    // MARK: Device to app

    /// The device's answer to ``hello(_:)``: the version both will speak and the screen the app draws for.
    case welcome(Welcome)
    /// An input event for the app, in screen points and device-clock seconds.
    case input(HostEvent)
    /// The device asks the app to move to a life-cycle state (launch done, active, background, terminate…).
    case lifecycle(LifecycleState)
    /// Another app (or the device) opens a URL this app declares: `sourceApplication` is the opener's bundle
    /// identifier, empty for the system.
    case openURL(url: String, sourceApplication: String)
    /// The result of the app's ``openURLRequest(token:url:)`` or ``canOpenURLRequest(token:url:)``.
    case openURLResult(token: UInt32, opened: Bool)
    /// The device's liveness check: an app that does not answer within the watchdog's limit is hung.
    case ping(UInt32)
    /// The device's clock reads `seconds` (sent once per display refresh): a remote app's host clock follows it and
    /// never goes back, so a headless device's manual clock drives every app's animations and timers.
    case clock(seconds: Double)

    /// The protocol version this build speaks.
    public static let protocolVersion: UInt16 = 2

    /// The app's introduction.
    public struct Hello: Equatable, Sendable {
        /// The protocol version the app speaks (``DeviceLinkMessage/protocolVersion`` of its build).
        public var protocolVersion: UInt16
        /// The app's `CFBundleIdentifier`, which the device matches against the app it launched.
        public var bundleIdentifier: String
        /// The app's process ID, so the device can tell its own child from an impostor.
        public var processIdentifier: Int32
        /// An introduction from the app `bundleIdentifier` running as `processIdentifier`.
        public init(protocolVersion: UInt16 = DeviceLinkMessage.protocolVersion, bundleIdentifier: String,
                    processIdentifier: Int32) {
            self.protocolVersion = protocolVersion
            self.bundleIdentifier = bundleIdentifier
            self.processIdentifier = processIdentifier
        }
    }

    /// The device's introduction: the agreed version, the device's name, the screen in points and its scale, and
    /// the name of the shared-memory surface the app draws into.
    public struct Welcome: Equatable, Sendable {
        /// The protocol version both ends will speak.
        public var protocolVersion: UInt16
        /// The device's name (`UIDevice.current.name`).
        public var deviceName: String
        /// The screen's width in points.
        public var screenWidth: Double
        /// The screen's height in points.
        public var screenHeight: Double
        /// Pixels per point (1, 2 or 3).
        public var scale: Double
        /// The name of the shared-memory object the app maps and draws its frames into.
        public var surfaceName: String
        /// The device's answer to an app's ``DeviceLinkMessage/Hello``.
        public init(protocolVersion: UInt16 = DeviceLinkMessage.protocolVersion, deviceName: String,
                    screenWidth: Double, screenHeight: Double, scale: Double, surfaceName: String) {
            self.protocolVersion = protocolVersion
            self.deviceName = deviceName
            self.screenWidth = screenWidth
            self.screenHeight = screenHeight
            self.scale = scale
            self.surfaceName = surfaceName
        }
    }

    /// A presented frame: its number, its size in pixels and the rows' stride in bytes, and the damage.
    public struct FrameReady: Equatable, Sendable {
        /// The frame's number, counting up from 1; it also picks the surface's buffer (sequence mod 2).
        public var sequence: UInt64
        /// The frame's width in pixels.
        public var pixelWidth: UInt32
        /// The frame's height in pixels.
        public var pixelHeight: UInt32
        /// The distance in bytes between the starts of two rows in the surface.
        public var bytesPerRow: UInt32
        /// The rectangles that changed since the previous frame; empty means the whole frame.
        public var damage: [PixelRect]
        /// A frame of `pixelWidth` × `pixelHeight` pixels numbered `sequence`, with its damage.
        public init(sequence: UInt64, pixelWidth: UInt32, pixelHeight: UInt32, bytesPerRow: UInt32,
                    damage: [PixelRect] = []) {
            self.sequence = sequence
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
            self.bytesPerRow = bytesPerRow
            self.damage = damage
        }
    }

    /// A rectangle of pixels (origin top-left).
    public struct PixelRect: Equatable, Sendable {
        /// The left edge, in pixels from the frame's left.
        public var x: UInt32
        /// The top edge, in pixels from the frame's top.
        public var y: UInt32
        /// The width in pixels.
        public var width: UInt32
        /// The height in pixels.
        public var height: UInt32
        /// The rectangle at (`x`, `y`) of `width` × `height` pixels.
        public init(x: UInt32, y: UInt32, width: UInt32, height: UInt32) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// The life-cycle states the device moves an app through: HostInterface's ``HostLifecycleState``, which
    /// UIKit's side of the link speaks too (the wire carries its raw value).
    public typealias LifecycleState = HostLifecycleState

    /// When an app next needs a turn: HostInterface's ``HostNextTurn`` (the wire carries a kind byte, then the
    /// time for ``HostNextTurn/at(_:)``).
    public typealias NextTurn = HostNextTurn
}
