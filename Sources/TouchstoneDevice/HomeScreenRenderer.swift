// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import UIKit

/// Draws the device's screen: wallpaper, icons with names (and the iPhone OS 3 gloss), page dots, dock, status bar,
/// the app in front or zooming, and a system alert, into one image at the screen's pixel size.
final class HomeScreenRenderer {
    private var iconCache: [URL: CGImage] = [:]

    /// What is on screen at device time `now`.
    struct Scene {
        var time: Double
        /// The app image in front (its last frame or its launch image), full screen unless zooming.
        var appImage: CGImage?
        /// Whether an app is in front (black when it has no image yet).
        var appInFront: Bool
        var alert: SystemAlert?
        /// The apps in the app switcher, most recent first, when it shows.
        var switcher: [InstalledApp]? = nil
    }

    func render(_ home: HomeScreen, _ scene: Scene) -> CGImage {
        let profile = home.profile
        let width = Int((profile.pointSize.width * profile.scale).rounded())
        let height = Int((profile.pointSize.height * profile.scale).rounded())
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: profile.scale, y: -profile.scale)
        let bounds = CGRect(origin: .zero, size: profile.pointSize)
        var progress = 1.0
        if let zoom = home.zoom {
            let t = min(1, max(0, (scene.time - zoom.start) / HomeScreen.Zoom.duration))
            let eased = t * t * (3 - 2 * t)
            progress = zoom.opening ? eased : 1 - eased
            if t >= 1 && !zoom.opening { home.zoom = nil }
        }
        let appCovers = scene.appInFront && progress >= 1
        if let switcher = scene.switcher {
            // iOS 4's switcher: the home screen slides up and the bar of recent apps shows below it.
            context.saveGState()
            context.translateBy(x: 0, y: -home.switcherHeight)
            drawHome(home, in: context, time: scene.time)
            context.restoreGState()
            drawSwitcher(switcher, home: home, in: context)
            drawStatusBar(home, in: context, time: scene.time)
        } else if !appCovers {
            drawHome(home, in: context, time: scene.time)
        }
        if scene.appInFront || (home.zoom.map { !$0.opening } ?? false) {
            let image = scene.appImage ?? home.zoom?.image
            let target: CGRect
            if progress >= 1 {
                target = bounds
            } else {
                let icon = home.zoom.map { home.iconFrame(of: $0.bundleIdentifier) } ?? bounds
                target = CGRect(
                    x: icon.minX + (bounds.minX - icon.minX) * progress, y: icon.minY + (bounds.minY - icon.minY) * progress,
                    width: icon.width + (bounds.width - icon.width) * progress,
                    height: icon.height + (bounds.height - icon.height) * progress)
            }
            context.saveGState()
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(target)
            if let image { drawImage(image, in: target, context: context) }
            context.restoreGState()
        }
        if let alert = scene.alert { drawAlert(alert, home: home, in: context) }
        return context.makeImage()!
    }

    /// Draws `image` upright in `rect` of the flipped context.
    private func drawImage(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    private func drawHome(_ home: HomeScreen, in context: CGContext, time: Double) {
        let size = home.screen
        let space = CGColorSpaceCreateDeviceRGB()
        // Wallpaper: iPhone OS 3's black, the modern profile's dusk gradient.
        let colors = home.isClassic
            ? [CGColor(red: 0.10, green: 0.10, blue: 0.12, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 1)]
            : [CGColor(red: 0.20, green: 0.35, blue: 0.75, alpha: 1), CGColor(red: 0.55, green: 0.25, blue: 0.55, alpha: 1)]
        let wallpaper = CGGradient(colorsSpace: space, colors: colors, locations: [0, 1])!
        context.drawLinearGradient(wallpaper, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
        // Dock.
        let dock = CGRect(x: 0, y: size.height - home.dockHeight, width: size.width, height: home.dockHeight)
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: home.isClassic ? 0.18 : 0.25))
        if home.isClassic {
            context.fill(dock)
        } else {
            context.addPath(CGPath(roundedRect: dock.insetBy(dx: 10, dy: 8), cornerWidth: 28, cornerHeight: 28, transform: nil))
            context.fillPath()
        }
        for (app, frame) in home.iconFrames() {
            drawIcon(app, in: frame, home: home, context: context)
            let inDock = frame.minY >= dock.minY
            if home.isClassic || !inDock { drawLabel(app.displayName, under: frame, home: home, in: context) }
        }
        // Page dots.
        let count = home.pageCount
        let pitch: CGFloat = 14
        let left = size.width / 2 - CGFloat(count - 1) * pitch / 2
        for index in 0..<count {
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: index == home.page ? 1 : 0.35))
            context.fillEllipse(in: CGRect(x: left + CGFloat(index) * pitch - 3.5, y: home.dotsY - 3.5, width: 7, height: 7))
        }
        drawStatusBar(home, in: context, time: time)
    }

    private func drawSwitcher(_ apps: [InstalledApp], home: HomeScreen, in context: CGContext) {
        let size = home.screen
        let bar = CGRect(x: 0, y: size.height - home.switcherHeight, width: size.width, height: home.switcherHeight)
        let space = CGColorSpaceCreateDeviceRGB()
        let linen = CGGradient(colorsSpace: space, colors: [CGColor(red: 0.22, green: 0.23, blue: 0.26, alpha: 1),
                                                            CGColor(red: 0.14, green: 0.15, blue: 0.17, alpha: 1)],
                               locations: [0, 1])!
        context.saveGState()
        context.clip(to: bar)
        context.drawLinearGradient(linen, start: bar.origin, end: CGPoint(x: 0, y: bar.maxY), options: [])
        context.restoreGState()
        for (app, frame) in home.switcherFrames(apps) {
            drawIcon(app, in: frame, home: home, context: context)
            drawLabel(app.displayName, under: frame, home: home, in: context)
        }
    }

    private func drawLabel(_ name: String, under frame: CGRect, home: HomeScreen, in context: CGContext) {
        let label = TextLayout(
            text: name, font: .system(size: 11, bold: home.isClassic), color: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
            paragraph: TextLayout.Paragraph(alignment: .center, lineBreak: .truncateTail, maximumLines: 1),
            width: frame.width + 18)
        label.draw(in: context, at: CGPoint(x: frame.minX - 9, y: frame.maxY + 2))
    }

    private func drawIcon(_ app: InstalledApp, in frame: CGRect, home: HomeScreen, context: CGContext) {
        let shape = CGPath(roundedRect: frame, cornerWidth: home.cornerRadius, cornerHeight: home.cornerRadius, transform: nil)
        context.saveGState()
        context.addPath(shape)
        context.clip()
        if let image = icon(for: app, scale: Int(home.profile.scale)) {
            drawImage(image, in: frame, context: context)
        } else {
            // No icon file: a grey tile with the name's first letter, as a placeholder of the right shape.
            let space = CGColorSpaceCreateDeviceRGB()
            let tile = CGGradient(colorsSpace: space, colors: [CGColor(red: 0.62, green: 0.64, blue: 0.68, alpha: 1),
                                                               CGColor(red: 0.36, green: 0.38, blue: 0.42, alpha: 1)],
                                  locations: [0, 1])!
            context.drawLinearGradient(tile, start: frame.origin, end: CGPoint(x: frame.minX, y: frame.maxY), options: [])
            let letter = TextLayout(
                text: String(app.displayName.prefix(1)), font: .system(size: 30, bold: true),
                color: CGColor(red: 1, green: 1, blue: 1, alpha: 1), paragraph: TextLayout.Paragraph(alignment: .center),
                width: frame.width)
            letter.draw(in: context, at: CGPoint(x: frame.minX, y: frame.midY - letter.size.height / 2))
        }
        if home.era == .iPhoneOS3 || home.isClassic, !app.prerenderedIcon {
            // iPhone OS 3's gloss: a white highlight over the top half, curving down at the middle.
            let gloss = CGMutablePath()
            gloss.move(to: CGPoint(x: frame.minX, y: frame.minY))
            gloss.addLine(to: CGPoint(x: frame.maxX, y: frame.minY))
            gloss.addLine(to: CGPoint(x: frame.maxX, y: frame.minY + frame.height * 0.42))
            gloss.addQuadCurve(to: CGPoint(x: frame.minX, y: frame.minY + frame.height * 0.42),
                               control: CGPoint(x: frame.midX, y: frame.minY + frame.height * 0.58))
            gloss.closeSubpath()
            context.addPath(gloss)
            context.clip()
            let shine = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                   colors: [CGColor(red: 1, green: 1, blue: 1, alpha: 0.55),
                                            CGColor(red: 1, green: 1, blue: 1, alpha: 0.12)], locations: [0, 1])!
            context.drawLinearGradient(shine, start: frame.origin,
                                       end: CGPoint(x: frame.minX, y: frame.minY + frame.height * 0.58), options: [])
        }
        context.restoreGState()
    }

    private func icon(for app: InstalledApp, scale: Int) -> CGImage? {
        guard let url = app.iconURL(scale: scale) else { return nil }
        if let cached = iconCache[url] { return cached }
        guard let data = FileManager.default.contents(atPath: url.path), let provider = CGDataProvider(data: data),
            let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        iconCache[url] = image
        return image
    }

    private func drawStatusBar(_ home: HomeScreen, in context: CGContext, time: Double) {
        let height = home.profile.statusBarHeight
        let width = home.screen.width
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        if home.isClassic {
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        let font = TextFont.system(size: home.isClassic ? 12 : 15, bold: true)
        // iPhone OS 3 centres the time; the modern profile puts it left of the sensor housing.
        let clockWidth = home.isClassic ? width : width * 0.36
        let clock = TextLayout(text: home.timeText(at: time), font: font, color: white,
                               paragraph: TextLayout.Paragraph(alignment: .center), width: clockWidth)
        clock.draw(in: context, at: CGPoint(x: 0, y: (height - clock.size.height) / 2))
        if home.isClassic {
            let carrier = TextLayout(text: "Touchstone", font: .system(size: 12), color: white)
            carrier.draw(in: context, at: CGPoint(x: 6, y: (height - carrier.size.height) / 2))
        }
        // Battery: an outline, a nub and the charge.
        let level = CGFloat(home.batteryLevel ?? 100) / 100
        let body = CGRect(x: width - 33, y: height / 2 - 5, width: 24, height: 10)
        context.setStrokeColor(white)
        context.setLineWidth(1)
        context.stroke(body.insetBy(dx: 0.5, dy: 0.5))
        context.setFillColor(white)
        context.fill(CGRect(x: body.maxX, y: body.midY - 2, width: 2, height: 4))
        context.fill(CGRect(x: body.minX + 2, y: body.minY + 2, width: (body.width - 4) * level, height: body.height - 4))
    }

    private func drawAlert(_ alert: SystemAlert, home: HomeScreen, in context: CGContext) {
        let size = home.screen
        context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        context.fill(CGRect(origin: .zero, size: size))
        let width: CGFloat = 270
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let title = TextLayout(text: alert.title, font: .system(size: 17, bold: true), color: white,
                               paragraph: TextLayout.Paragraph(alignment: .center), width: width - 24)
        let message = TextLayout(text: alert.message, font: .system(size: 15), color: white,
                                 paragraph: TextLayout.Paragraph(alignment: .center), width: width - 24)
        let textHeight = title.size.height + (alert.message.isEmpty ? 0 : message.size.height + 6)
        let height = 24 + textHeight + 16 + 44
        let box = CGRect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        context.addPath(CGPath(roundedRect: box, cornerWidth: 10, cornerHeight: 10, transform: nil))
        context.setFillColor(CGColor(red: 0.10, green: 0.20, blue: 0.45, alpha: 0.92))
        context.fillPath()
        title.draw(in: context, at: CGPoint(x: box.minX + 12, y: box.minY + 14))
        if !alert.message.isEmpty { message.draw(in: context, at: CGPoint(x: box.minX + 12, y: box.minY + 20 + title.size.height)) }
        let buttonWidth = (width - 12 - CGFloat(alert.buttons.count - 1) * 8) / CGFloat(max(1, alert.buttons.count))
        for (index, name) in alert.buttons.enumerated() {
            let frame = CGRect(x: box.minX + 6 + CGFloat(index) * (buttonWidth + 8), y: box.maxY - 50, width: buttonWidth, height: 42)
            context.addPath(CGPath(roundedRect: frame, cornerWidth: 6, cornerHeight: 6, transform: nil))
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.2))
            context.fillPath()
            let label = TextLayout(text: name, font: .system(size: 17, bold: true), color: white,
                                   paragraph: TextLayout.Paragraph(alignment: .center), width: frame.width)
            label.draw(in: context, at: CGPoint(x: frame.minX, y: frame.midY - label.size.height / 2))
        }
    }
}
