// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation
import UIKit

/// The device drawn around the screen in the simulator window, per profile, as Apple's simulator shows it: the
/// iPhone 3GS/4 with its earpiece and round Home button, the modern profile with a thin border, rounded screen
/// corners and the home indicator; the Sleep/Wake button on the top edge (classic) or the right side (modern).
/// Home and Sleep/Wake are hit areas a click presses.
///
/// Geometry is in points of the window, whose origin is the bezel's top-left corner.
public struct DeviceBezel: Equatable, Sendable {
    /// The bezel's buttons.
    public enum Button: Equatable, Sendable {
        /// The Home button (classic profiles).
        case home
        /// The Sleep/Wake button: the top button on the classic profiles, the side button on the modern one.
        case sleepWake
    }

    /// Whether the profile is the classic iPhone (Home button) rather than the modern one (home indicator).
    public let isClassic: Bool
    /// The window's size in points.
    public let size: CGSize
    /// Where the screen sits in the window.
    public let screenFrame: CGRect
    /// The screen's corner radius (0 on the classic profiles).
    public let screenCornerRadius: CGFloat
    /// The Home button's frame (nil on the modern profile, which has none).
    public let homeButtonFrame: CGRect?
    /// The Sleep/Wake button's frame.
    public let sleepWakeButtonFrame: CGRect
    /// The home indicator's bar on the modern profile (window points, over the screen's bottom).
    public let homeIndicatorFrame: CGRect?
    /// The device body (the window minus the protruding Sleep/Wake button).
    public let bodyFrame: CGRect

    /// The bezel for a screen of `screenSize` points; `classic` picks the iPhone 3GS/4 body.
    public init(screenSize: CGSize, classic: Bool) {
        isClassic = classic
        if classic {
            // The original iPhone's proportions: 20 pt sides, 100 pt above (earpiece), 100 pt below (Home).
            let buttonHeight: CGFloat = 6
            bodyFrame = CGRect(x: 0, y: buttonHeight, width: screenSize.width + 40, height: screenSize.height + 200)
            screenFrame = CGRect(x: 20, y: bodyFrame.minY + 100, width: screenSize.width, height: screenSize.height)
            homeButtonFrame = CGRect(x: bodyFrame.midX - 28, y: screenFrame.maxY + 22, width: 56, height: 56)
            sleepWakeButtonFrame = CGRect(x: bodyFrame.maxX - 100, y: 0, width: 56, height: buttonHeight + 4)
            screenCornerRadius = 0
            homeIndicatorFrame = nil
            size = CGSize(width: bodyFrame.width, height: bodyFrame.maxY)
        } else {
            let buttonWidth: CGFloat = 5
            bodyFrame = CGRect(x: 0, y: 0, width: screenSize.width + 32, height: screenSize.height + 32)
            screenFrame = CGRect(x: 16, y: 16, width: screenSize.width, height: screenSize.height)
            homeButtonFrame = nil
            sleepWakeButtonFrame = CGRect(x: bodyFrame.maxX - 2, y: bodyFrame.minY + 180, width: buttonWidth + 2, height: 90)
            screenCornerRadius = 40
            homeIndicatorFrame = CGRect(x: screenFrame.midX - 67, y: screenFrame.maxY - 13, width: 134, height: 5)
            size = CGSize(width: bodyFrame.width + buttonWidth, height: bodyFrame.height)
        }
    }

    /// The bezel of `profile`.
    public init(profile: DeviceProfile) {
        self.init(screenSize: profile.pointSize, classic: profile.isClassic)
    }

    /// The button at window point `point`, if any (a few points of slack around each).
    public func button(at point: CGPoint) -> Button? {
        if let home = homeButtonFrame, home.insetBy(dx: -4, dy: -4).contains(point) { return .home }
        if sleepWakeButtonFrame.insetBy(dx: -4, dy: -4).contains(point) { return .sleepWake }
        return nil
    }

    /// The screen point under window point `point`, or nil outside the screen.
    public func screenPoint(_ point: CGPoint) -> CGPoint? {
        guard screenFrame.contains(point) else { return nil }
        return CGPoint(x: point.x - screenFrame.minX, y: point.y - screenFrame.minY)
    }

    /// The window's image at `scale`: the body, the buttons, `screen` in the screen's frame (rounded corners on the
    /// modern profile) and the home indicator over it.
    public func render(screen: CGImage, scale: CGFloat) -> CGImage {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        let gray = { (white: CGFloat) in CGColor(red: white, green: white, blue: white, alpha: 1) }
        // The Sleep/Wake button first: the body covers its inner half.
        context.setFillColor(gray(0.35))
        context.addPath(CGPath(roundedRect: sleepWakeButtonFrame, cornerWidth: 2, cornerHeight: 2, transform: nil))
        context.fillPath()
        let bodyRadius: CGFloat = 56
        context.setFillColor(gray(0.08))
        context.addPath(CGPath(roundedRect: bodyFrame, cornerWidth: bodyRadius, cornerHeight: bodyRadius, transform: nil))
        context.fillPath()
        context.setStrokeColor(gray(0.45))
        context.setLineWidth(2)
        context.addPath(CGPath(roundedRect: bodyFrame.insetBy(dx: 1, dy: 1), cornerWidth: bodyRadius - 1,
                               cornerHeight: bodyRadius - 1, transform: nil))
        context.strokePath()
        if isClassic {
            // The earpiece.
            let earpiece = CGRect(x: bodyFrame.midX - 28, y: screenFrame.minY - 52, width: 56, height: 8)
            context.setFillColor(gray(0.22))
            context.addPath(CGPath(roundedRect: earpiece, cornerWidth: 4, cornerHeight: 4, transform: nil))
            context.fillPath()
        }
        if let home = homeButtonFrame {
            context.setFillColor(gray(0.14))
            context.fillEllipse(in: home)
            context.setStrokeColor(gray(0.4))
            context.setLineWidth(1.5)
            context.strokeEllipse(in: home.insetBy(dx: 1, dy: 1))
            let square = home.insetBy(dx: 19, dy: 19)
            context.setStrokeColor(gray(0.6))
            context.addPath(CGPath(roundedRect: square, cornerWidth: 4, cornerHeight: 4, transform: nil))
            context.strokePath()
        }
        context.saveGState()
        context.addPath(CGPath(roundedRect: screenFrame, cornerWidth: screenCornerRadius,
                               cornerHeight: screenCornerRadius, transform: nil))
        context.clip()
        context.translateBy(x: screenFrame.minX, y: screenFrame.maxY)
        context.scaleBy(x: 1, y: -1)
        context.interpolationQuality = .none
        context.draw(screen, in: CGRect(origin: .zero, size: screenFrame.size))
        context.restoreGState()
        if let indicator = homeIndicatorFrame {
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.8))
            context.addPath(CGPath(roundedRect: indicator, cornerWidth: 2.5, cornerHeight: 2.5, transform: nil))
            context.fillPath()
        }
        return context.makeImage()!
    }
}
