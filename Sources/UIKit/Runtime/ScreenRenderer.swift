// SPDX-License-Identifier: Apache-2.0

/// Composites the visible windows and the status bar into the device framebuffer.
@MainActor
package final class ScreenRenderer {
    let profile: DeviceProfile
    private let framebuffer: CGContext
    package private(set) var lastFrame: CGImage?

    init(profile: DeviceProfile) {
        self.profile = profile
        let w = Int((profile.pointSize.width * profile.scale).rounded())
        let h = Int((profile.pointSize.height * profile.scale).rounded())
        framebuffer = CGContext(
            data: nil, width: max(1, w), height: max(1, h), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        // Screen points, origin top-left, y down.
        framebuffer.translateBy(x: 0, y: CGFloat(h))
        framebuffer.scaleBy(x: profile.scale, y: -profile.scale)
    }

    /// Draws `windows` (back to front) over black, then the status bar when `statusBar` is given.
    func render(windows: [UIWindow], statusBar: UIApplication?, screenState: IdleTimer.ScreenState = .on,
                at time: CFTimeInterval) -> CGImage
    {
        let screen = CGRect(origin: .zero, size: profile.pointSize)
        framebuffer.saveGState()
        framebuffer.setFillColor(gray: 0, alpha: 1)
        framebuffer.fill(screen)
        var screenProps = LayerProperties()
        screenProps.bounds = screen
        for window in windows {
            LayerRenderer.renderSublayer(window.layer, parentProps: screenProps, in: framebuffer, time: time, depth: 0)
        }
        if let app = statusBar { StatusBar.draw(in: framebuffer, width: screen.width, height: profile.statusBarHeight, app: app) }
        if screenState != .on {
            // Dimmed: the backlight at a quarter; off: black.
            framebuffer.setFillColor(gray: 0, alpha: screenState == .off ? 1 : 0.75)
            framebuffer.fill(screen)
        }
        framebuffer.restoreGState()
        let image = framebuffer.makeImage()!
        lastFrame = image
        return image
    }

    /// Runs `display()` on every layer of the tree that needs it (parents first, iteratively).
    static func displayNeeded(in root: CALayer) {
        var stack: [CALayer] = [root]
        while let layer = stack.popLast() {
            layer.displayIfNeeded()
            stack.append(contentsOf: layer.sublayers ?? [])
            if let mask = layer.mask { stack.append(mask) }
        }
    }

    /// Per-frame animation bookkeeping over the tree; returns whether any animation still runs.
    static func processAnimations(in root: CALayer, at time: CFTimeInterval) -> Bool {
        var running = false
        var stack: [CALayer] = [root]
        while let layer = stack.popLast() {
            if layer.processAnimations(at: time) { running = true }
            stack.append(contentsOf: layer.sublayers ?? [])
        }
        return running
    }
}

/// The 20-point status bar of iPhone OS: carrier, clock and battery, drawn by the device, above every window.
@MainActor
enum StatusBar {
    static func draw(in ctx: CGContext, width: CGFloat, height: CGFloat, app: UIApplication) {
        let light = app.statusBarStyle == .lightContent
        ctx.setFillColor(gray: light ? 0 : 0.96, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: width, height: height))
        let ink = CGColor(gray: light ? 1 : 0, alpha: 1)
        let font = TextFont.system(size: 12, bold: true)
        let clock = TextLayout(text: "9:41 AM", font: font, color: ink)
        clock.draw(in: ctx, at: CGPoint(x: (width - clock.size.width) / 2, y: (height - clock.size.height) / 2))
        TextLayout(text: app.isNetworkActivityIndicatorVisible ? "Touchstone ⟳" : "Touchstone", font: .system(size: 12),
                   color: ink).draw(in: ctx, at: CGPoint(x: 6, y: (height - 14) / 2))
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
