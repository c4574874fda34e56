// SPDX-License-Identifier: Apache-2.0

import HostInterface
import SystemConfiguration

/// The device's screen as a layer tree, committed to Quartz Core's render server (`RenderServer`, whose
/// damage-tracking `Compositor` draws a mirror of the tree): the visible windows' layers in level order, then the
/// status bar (``StatusBarLayer``), then the idle timer's dimming.
///
/// Window layers are sublayers of one screen layer whose bounds are the screen in points, so converting between
/// windows and the screen is ordinary layer conversion, and the compositor repaints only what changed. The
/// framebuffer is always the portrait panel: on the modern profile the screen layer takes the interface's bounds
/// (landscape in landscape) and is turned onto the panel (``setInterfaceOrientation(_:from:duration:at:)``); on the
/// iPhone OS 3 profiles it stays portrait and only the status bar is turned (see
/// ``InterfaceOrientationGeometry``).
@MainActor
package final class ScreenRenderer {
    let profile: DeviceProfile
    private let server: RenderServer
    /// The root: the screen in points.
    let screenLayer = CALayer()
    private let statusBar = StatusBarLayer()
    private let dimming = CALayer()
    /// Chrome the runtime lays over the windows (the haptics indicator), screen-sized, below the dimming.
    let overlayLayer = CALayer()
    /// The frame last composited on the main thread (nil before the first, and once the render thread presents).
    private var mainThreadFrame: CGImage?
    /// Whether the render thread composites and presents (``startPresentingFromRenderThread(on:framePresented:)``).
    private(set) var presentsFromRenderThread = false

    /// How many commits walked the screen's layer tree (tests: idle turns leave the tree alone).
    package var commitWalks: Int { server.commitWalks }

    /// The last composited screen: the framebuffer as it is now when the render thread presents.
    package var lastFrame: CGImage? {
        presentsFromRenderThread ? Self.framebufferImage(of: server) : mainThreadFrame
    }

    init(profile: DeviceProfile) {
        self.profile = profile
        let w = Int((profile.pointSize.width * profile.scale).rounded())
        let h = Int((profile.pointSize.height * profile.scale).rounded())
        server = RenderServer(pixelWidth: max(1, w), pixelHeight: max(1, h), scale: profile.scale)!
        server.compositor.backgroundColor = CGColor(gray: 0, alpha: 1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let screen = CGRect(origin: .zero, size: profile.pointSize)
        screenLayer.bounds = screen
        screenLayer.position = CGPoint(x: screen.midX, y: screen.midY)
        statusBar.frame = CGRect(x: 0, y: 0, width: screen.width, height: profile.statusBarHeight)
        statusBar.contentsScale = profile.scale
        statusBar.zPosition = 1_000_000
        dimming.frame = screen
        dimming.backgroundColor = CGColor(gray: 0, alpha: 1)
        dimming.zPosition = 2_000_000
        dimming.isHidden = true
        overlayLayer.frame = screen
        overlayLayer.zPosition = 1_500_000
        screenLayer.addSublayer(statusBar)
        screenLayer.addSublayer(overlayLayer)
        screenLayer.addSublayer(dimming)
        CATransaction.commit()
        server.rootLayer = screenLayer
    }

    /// A render thread still running keeps the server alive: it stops with the screen.
    deinit { server.stopRenderThread() }

    /// Puts `windows` (back to front) on the screen and shows or hides the status bar (`app`'s, as it is at device
    /// time `time`; nil: none) and the dimming.
    func arrange(windows: [UIWindow], statusBar app: UIApplication?, screenState: IdleTimer.ScreenState,
                 time: Double = 0, date: Date = Date(timeIntervalSince1970: 0), timeZone: TimeZone = .current,
                 network: SimulatedNetwork.Kind = .wifi)
    {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let wanted = windows.map(\.layer)
        // Everything but the chrome, which stays where it is, so an unchanged screen changes no layer and the turn
        // commits nothing. (A released window's layer is among them, and goes.)
        let current = (screenLayer.sublayers ?? []).filter {
            $0 !== statusBar && $0 !== dimming && $0 !== overlayLayer
        }
        if !current.elementsEqual(wanted, by: ===) {
            for layer in current where !wanted.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for (i, layer) in wanted.enumerated() { screenLayer.insertSublayer(layer, at: UInt32(i)) }
        }
        placeStatusBar(app, time: time, date: date, timeZone: timeZone, network: network)
        dimming.frame = screenLayer.bounds
        overlayLayer.frame = screenLayer.bounds
        dimming.isHidden = screenState == .on
        // Dimmed: the backlight at a quarter; off: black.
        dimming.opacity = screenState == .off ? 1 : 0.75
    }

    /// Whether an animation is still running on screen (the runtime then renders another frame).
    private(set) var animating = false
    /// Whether the status bar is fading or sliding.
    private var statusBarAnimating = false
    /// The interface orientation the screen shows.
    private(set) var orientation: UIInterfaceOrientation = .portrait

    /// Shows the interface in `orientation`: on the modern profile the screen layer takes the interface's bounds
    /// and turns onto the panel, over `duration` seconds from device time `time` (0: at once), with UIKit's
    /// ease-in-out curve, turning the short way (a half turn clockwise). The iPhone OS 3 profiles only turn the
    /// status bar, at once (their root views turn in the rotation's view animation).
    func setInterfaceOrientation(_ orientation: UIInterfaceOrientation, from old: UIInterfaceOrientation,
                                 duration: Double, at time: Double)
    {
        self.orientation = orientation
        guard profile.hasModernInterface else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let panel = profile.pointSize
        let oldBounds = screenLayer.bounds
        let newAngle = InterfaceOrientationGeometry.angle(of: orientation)
        screenLayer.bounds = CGRect(origin: .zero, size: InterfaceOrientationGeometry.size(panel, in: orientation))
        screenLayer.position = CGPoint(x: panel.width / 2, y: panel.height / 2)
        screenLayer.transform = CATransform3DMakeRotation(newAngle, 0, 0, 1)
        guard duration > 0, duration.isFinite else { return }
        var oldAngle = InterfaceOrientationGeometry.angle(of: old)
        while newAngle - oldAngle > .pi + 0.001 { oldAngle += 2 * .pi }
        while oldAngle - newAngle > .pi - 0.001 { oldAngle -= 2 * .pi }
        let timing = CAMediaTimingFunction(name: .easeInEaseOut)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = oldAngle
        turn.toValue = newAngle
        let resize = CABasicAnimation(keyPath: "bounds")
        resize.fromValue = oldBounds
        resize.toValue = screenLayer.bounds
        for (animation, key) in [(turn, "touchstone.rotation"), (resize, "touchstone.rotation.bounds")] {
            animation.duration = duration
            animation.beginTime = time
            animation.timingFunction = timing
            screenLayer.add(animation, forKey: key)
        }
    }

    /// Places, styles and fades or slides the status bar for `app` at device time `time`.
    private func placeStatusBar(_ app: UIApplication?, time: Double, date: Date, timeZone: TimeZone,
                                network: SimulatedNetwork.Kind)
    {
        guard let app, app.isStatusBarShownOnScreen || app.statusBarState.isAnimating(at: time) else {
            statusBar.isHidden = true
            statusBarAnimating = false
            return
        }
        let state = app.statusBarState
        let fraction = state.visibleFraction(at: time)
        statusBarAnimating = state.isAnimating(at: time)
        let modern = profile.hasModernInterface
        if modern && orientation.isLandscape {
            statusBar.isHidden = true
            return
        }
        statusBar.isHidden = fraction <= 0
        let height = profile.statusBarHeight
        let interfaceWidth = modern ? screenLayer.bounds.width
            : InterfaceOrientationGeometry.size(profile.pointSize, in: orientation).width
        let slide = state.transition?.animation == .slide ? (1 - fraction) * height : 0
        statusBar.opacity = state.transition?.animation == .fade ? Float(fraction) : 1
        statusBar.bounds = CGRect(x: 0, y: 0, width: interfaceWidth, height: height)
        let center = CGPoint(x: interfaceWidth / 2, y: height / 2 - slide)
        if modern {
            statusBar.position = center
            statusBar.transform = CATransform3DIdentity
        } else {
            statusBar.position = InterfaceOrientationGeometry.panelPoint(
                fromInterface: center, panel: profile.pointSize, orientation: orientation)
            let angle = InterfaceOrientationGeometry.angle(of: orientation)
            statusBar.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        }
        statusBar.update(from: app, modern: modern, date: date, timeZone: timeZone, time: time, network: network)
    }

    /// Composites what changed at `time` (layout, display and animation bookkeeping included); returns the frame
    /// and its damage in pixels, or nil when nothing changed.
    ///
    /// Once the render thread presents, this only commits (the render thread composites and presents) and returns
    /// nil.
    func renderFrame(at time: CFTimeInterval) -> (image: CGImage, damage: [CGRect])? {
        if presentsFromRenderThread {
            animating = server.commit(at: time) || statusBarAnimating
            return nil
        }
        let result = server.commitAndRender(at: time)
        animating = result.animationsRunning || statusBarAnimating
        guard result.changed || mainThreadFrame == nil else { return nil }
        let image = Self.framebufferImage(of: server)
        mainThreadFrame = image
        return (image, result.damage)
    }

    /// Hands compositing and presenting to the render server's thread, which from now on renders `host`'s
    /// frames at each refresh of its clock while something animates or a commit waits, and presents them from
    /// that thread, whether or not the main thread is running (issue 22; guide §2.2.4). `framePresented` is
    /// called on the render thread after each frame. Main thread, once; ``stopPresentingFromRenderThread()``
    /// undoes it.
    func startPresentingFromRenderThread(on host: HostBackend, framePresented: @escaping @Sendable () -> Void) {
        guard !presentsFromRenderThread else { return }
        presentsFromRenderThread = true
        mainThreadFrame = nil
        host.handOverPresentation()
        server.startRenderThread(pacing: Self.pacing(for: RenderThreadHost(host), framePresented: framePresented))
    }

    // The closures below run on the render thread, so they are formed outside the main actor's isolation (a
    // closure formed in an isolated context would check, and trap, that it runs there).

    /// The render thread's pacing: `target`'s clock and refresh interval, presenting to it.
    private nonisolated static func pacing(for target: RenderThreadHost,
                                           framePresented: @escaping @Sendable () -> Void) -> RenderServer.Pacing
    {
        let clock = target.host.clock
        return RenderServer.Pacing(
            refreshInterval: target.host.refreshInterval, clock: { clock.now },
            present: { image, result in
                target.host.present(image, damage: result.damage)
                framePresented()
            },
            willPresent: { target.host.renderThreadDidStart() },
            didStopPresenting: { target.host.renderThreadWillStop() })
    }

    /// The framebuffer as an image, read on the rendering side.
    private nonisolated static func framebufferImage(of server: RenderServer) -> CGImage {
        server.withCompositor { $0.image() }
    }

    /// Stops the render thread (after the frame it is drawing); the host's render-thread resources are released
    /// on it. Frames are not presented again: the host closes next.
    func stopPresentingFromRenderThread() {
        guard presentsFromRenderThread else { return }
        server.stopRenderThread()
    }
}

/// The host, handed to the render thread: only the calls a host allows there are made on it
/// (``HostBackend/presentsFromRenderThread``).
private struct RenderThreadHost: @unchecked Sendable {
    let host: HostBackend
    init(_ host: HostBackend) { self.host = host }
}
