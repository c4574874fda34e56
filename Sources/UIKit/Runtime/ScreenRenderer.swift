// SPDX-License-Identifier: Apache-2.0

/// The device's screen as a layer tree, composited by Quartz Core's damage-tracking `Compositor`: the visible
/// windows' layers in level order, then the 20-point status bar, then the idle timer's dimming.
///
/// Window layers are sublayers of one screen layer whose bounds are the screen in points, so converting between
/// windows and the screen is ordinary layer conversion, and the compositor repaints only what changed.
@MainActor
package final class ScreenRenderer {
    let profile: DeviceProfile
    private let compositor: Compositor
    /// The root: the screen in points.
    let screenLayer = CALayer()
    private let statusBar = StatusBarLayer()
    private let dimming = CALayer()
    package private(set) var lastFrame: CGImage?

    init(profile: DeviceProfile) {
        self.profile = profile
        let w = Int((profile.pointSize.width * profile.scale).rounded())
        let h = Int((profile.pointSize.height * profile.scale).rounded())
        compositor = Compositor(pixelWidth: max(1, w), pixelHeight: max(1, h), scale: profile.scale)!
        compositor.backgroundColor = CGColor(gray: 0, alpha: 1)
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
        screenLayer.addSublayer(statusBar)
        screenLayer.addSublayer(dimming)
        CATransaction.commit()
        compositor.rootLayer = screenLayer
    }

    /// Puts `windows` (back to front) on the screen and shows or hides the status bar and the dimming.
    func arrange(windows: [UIWindow], statusBar app: UIApplication?, screenState: IdleTimer.ScreenState) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let wanted = windows.map(\.layer)
        let current = (screenLayer.sublayers ?? []).filter { $0 !== statusBar && $0 !== dimming }
        if !current.elementsEqual(wanted, by: ===) {
            for layer in current where !wanted.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for (i, layer) in wanted.enumerated() { screenLayer.insertSublayer(layer, at: UInt32(i)) }
        }
        statusBar.isHidden = app == nil
        if let app { statusBar.update(from: app) }
        dimming.isHidden = screenState == .on
        // Dimmed: the backlight at a quarter; off: black.
        dimming.opacity = screenState == .off ? 1 : 0.75
    }

    /// Whether an animation is still running on screen (the runtime then renders another frame).
    private(set) var animating = false

    /// Composites what changed at `time` (layout, display and animation bookkeeping included); returns the frame
    /// and its damage in pixels, or nil when nothing changed.
    func renderFrame(at time: CFTimeInterval) -> (image: CGImage, damage: [CGRect])? {
        let result = compositor.renderFrame(at: time)
        animating = result.animationsRunning
        guard result.changed || lastFrame == nil else { return nil }
        let image = compositor.image()
        lastFrame = image
        return (image, result.damage)
    }
}

/// The 20-point status bar of iPhone OS: carrier, clock and battery, drawn by the device above every window.
/// (A layer, so it is drawn by the compositor's rules: not main-actor isolated; it is changed only by the runtime.)
final class StatusBarLayer: CALayer, @unchecked Sendable {
    private var barStyle: UIApplication.StatusBarStyle = .default
    private var spinner = false

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    @MainActor
    func update(from app: UIApplication) {
        guard app.statusBarStyle != barStyle || app.isNetworkActivityIndicatorVisible != spinner || contents == nil else {
            return
        }
        barStyle = app.statusBarStyle
        spinner = app.isNetworkActivityIndicatorVisible
        setNeedsDisplay()
    }

    override var drawsOwnContent: Bool { true }

    override func draw(in ctx: CGContext) {
        let width = bounds.width, height = bounds.height
        let light = barStyle == .lightContent
        ctx.setFillColor(gray: light ? 0 : 0.96, alpha: 1)
        ctx.fill(bounds)
        let ink = CGColor(gray: light ? 1 : 0, alpha: 1)
        let clock = TextLayout(text: "9:41 AM", font: .system(size: 12, bold: true), color: ink)
        clock.draw(in: ctx, at: CGPoint(x: (width - clock.size.width) / 2, y: (height - clock.size.height) / 2))
        TextLayout(text: spinner ? "Touchstone ⟳" : "Touchstone", font: .system(size: 12), color: ink)
            .draw(in: ctx, at: CGPoint(x: 6, y: (height - 14) / 2))
        // Battery: an outlined cell, filled.
        ctx.setStrokeColor(ink)
        ctx.setFillColor(ink)
        ctx.setLineWidth(1)
        let cell = CGRect(x: width - 30, y: (height - 9) / 2, width: 22, height: 9)
        ctx.stroke(cell)
        ctx.fill(cell.insetBy(dx: 2, dy: 2))
        ctx.fill(CGRect(x: cell.maxX, y: cell.midY - 2, width: 2, height: 4))
    }
}
