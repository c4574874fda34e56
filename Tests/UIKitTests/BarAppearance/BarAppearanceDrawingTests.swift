// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Bar appearances: drawing")
struct BarAppearanceDrawingTests {
    /// The colour of the pixel at `point` (points) of `image` drawn at `scale`.
    private func pixel(_ image: CGImage, _ point: CGPoint, scale: CGFloat) -> [Int] {
        var bytes = [UInt8](repeating: 0, count: 4)
        let context = CGContext(data: &bytes, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let x = floor(point.x * scale), y = floor(point.y * scale)
        context.draw(image, in: CGRect(x: -x, y: -(CGFloat(image.height) - y - 1), width: CGFloat(image.width),
                                       height: CGFloat(image.height)))
        return [Int(bytes[0]), Int(bytes[1]), Int(bytes[2])]
    }

    @Test("The background colour, then the shadow colour along the bottom, are what the screen shows")
    func backgroundAndShadowPixels() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        bar.items = [UINavigationItem(title: "")]
        let appearance = opaqueNavigationAppearance(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        appearance.shadowColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        bar.standardAppearance = appearance
        window.addSubview(bar)
        device.advance(by: 1.0 / 60)
        let shot = device.screenshot()
        let scale = CGFloat(shot.width) / 393
        #expect(pixel(shot, CGPoint(x: 10, y: 110), scale: scale) == [255, 0, 0])
        #expect(pixel(shot, CGPoint(x: 10, y: 143.9), scale: scale) == [0, 0, 255])
        // A transparent appearance lets the window show through and draws no line.
        appearance.configureWithTransparentBackground()
        bar.standardAppearance = appearance
        device.advance(by: 1.0 / 60)
        let clear = device.screenshot()
        #expect(pixel(clear, CGPoint(x: 10, y: 110), scale: scale) == [255, 255, 255])
        #expect(pixel(clear, CGPoint(x: 10, y: 143.9), scale: scale) == [255, 255, 255])
    }

    @Test("Background images follow backgroundImageContentMode")
    func imagePlacement() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let size = CGSize(width: 20, height: 10)
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .scaleToFill) == rect)
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .redraw) == rect)
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .scaleAspectFit) == CGRect(x: 60, y: 0, width: 80, height: 40))
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .scaleAspectFill) == CGRect(x: 0, y: -30, width: 200, height: 100))
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .bottomRight) == CGRect(x: 180, y: 30, width: 20, height: 10))
        #expect(BarAppearanceDrawing.imageRect(size, in: rect, mode: .center) == CGRect(x: 90, y: 15, width: 20, height: 10))
    }

    @Test("Titles, buttons and the back button take the appearance's attributes; the legacy attributes apply without one")
    func titleAndButtons() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let top = UINavigationItem(title: "Top")
        top.rightBarButtonItems = [done, edit]
        bar.items = [UINavigationItem(title: "Root"), top]
        bar.titleTextAttributes = [.foregroundColor: UIColor.green]
        window.addSubview(bar)
        device.advance(by: 1.0 / 60)
        #expect(bar.currentContent?.titleLabel.textColor == .green)
        let appearance = UINavigationBarAppearance()
        let font = UIFont.systemFont(ofSize: 12)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)]
        appearance.buttonAppearance.normal.titleTextAttributes = [.font: font, .foregroundColor: UIColor.brown]
        appearance.doneButtonAppearance.highlighted.titleTextAttributes = [.foregroundColor: UIColor.cyan]
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.magenta]
        bar.standardAppearance = appearance
        device.advance(by: 1.0 / 60)
        let content = try #require(bar.currentContent)
        #expect(content.titleLabel.textColor == .red)
        #expect(content.titleLabel.font.pointSize == 20)
        let editView = try #require(content.rightViews.first { $0.item === edit })
        let doneView = try #require(content.rightViews.first { $0.item === done })
        #expect(editView.titleFont.pointSize == 12)
        #expect(editView.stateAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .brown)
        #expect(doneView.buttonAppearance === doneView.look.appearance.flatMap { ($0 as? UINavigationBarAppearance)?.doneButtonAppearance })
        doneView.isHighlighted = true
        #expect(doneView.stateAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .cyan)
        #expect(content.backButton?.stateAppearance?.titleTextAttributes[.foregroundColor] as? UIColor == .magenta)
    }

    @Test("Tab items take the state appearance's icon colour, title adjustment and badge colours")
    func tabItems() throws {
        let (device, window) = try barTestWindow(.modernPhone)
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 769, width: 393, height: 83))
        let first = UITabBarItem(title: "One", image: nil, tag: 0), second = UITabBarItem(title: "Two", image: nil, tag: 1)
        second.badgeValue = "1"
        tabBar.items = [first, second]
        tabBar.selectedItem = first
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.normal.iconColor = .gray
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        appearance.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 100
        tabBar.standardAppearance = appearance
        window.addSubview(tabBar)
        device.advance(by: 1.0 / 60)
        let views = tabBar.tabButtons
        #expect(views[0].contentColor == .systemRed)
        #expect(views[1].contentColor == .gray)
        #expect(views[1].titleRect.minY == views[0].titleRect.minY + 4)
        #expect(views.map(\.frame.width) == [100, 100])
        let badge = try #require(views[1].badgeRect)
        second.badgeValue = nil
        appearance.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
        tabBar.standardAppearance = appearance
        second.badgeValue = "1"
        device.advance(by: 1.0 / 60)
        #expect(try #require(tabBar.tabButtons[1].badgeRect).minX == badge.minX - 3)
    }
}
