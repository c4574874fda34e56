// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The status bar: who decides its style and visibility, how it hides and shows, its spinner and clock, and taps
/// on it.
@MainActor
@Suite("Status bar")
struct StatusBarTests {
    /// Each style, top to bottom (`.default`, `.lightContent`, `.blackOpaque`, `.darkContent`), over the app's
    /// blue background, with the network spinner on.
    @Test("Goldens: every style on every profile", arguments: DeviceProfile.all)
    func styleGoldens(profile: DeviceProfile) throws {
        let (device, _) = try launchStatusBarApp(profile, info: ["UIViewControllerBasedStatusBarAppearance": false])
        let app = try #require(device.application)
        app.isNetworkActivityIndicatorVisible = true
        var strips: [CGImage] = []
        for style in [UIStatusBarStyle.default, .lightContent, .blackOpaque, .darkContent] {
            app.statusBarStyle = style
            device.advance(by: 1.0 / 60)
            strips.append(statusBarStrip(device, points: profile.statusBarHeight))
        }
        let name = profile.name.lowercased().replacingOccurrences(of: " ", with: "-")
        try assertGolden(stacked(strips), named: "styles-\(name)", suite: "StatusBar", filePath: uikitTestsRootFile())
    }

    @Test("iPhone OS 3 in landscape: the bar runs down the panel's side", arguments: [
        UIInterfaceOrientation.landscapeLeft, .landscapeRight,
    ])
    func landscapeGolden(orientation: UIInterfaceOrientation) throws {
        let (device, _) = try launchStatusBarApp(.iPhone3GS)
        device.rotate(to: orientation)
        device.advance(by: 0.5)
        try assertGolden(device.screenshot(), named: "landscape-\(orientation.name)-iphone-3gs", suite: "StatusBar",
                         filePath: uikitTestsRootFile())
    }

    @Test("The modern profile's default: view controllers decide; UIApplication's setters are ignored and logged")
    func viewControllerBased() throws {
        let (device, delegate) = try launchStatusBarApp(.modernPhone) { $0.style = .lightContent }
        let app = try #require(device.application)
        #expect(app.statusBarStyle == .lightContent)
        let (_, lines) = UIKitDiagnostics.capturing {
            app.statusBarStyle = .darkContent
            app.setStatusBarHidden(true, with: .fade)
        }
        #expect(app.statusBarStyle == .lightContent && !app.isStatusBarHidden)
        #expect(lines.count == 2 && lines.allSatisfy { $0.contains("view controller-based status bar appearance") })
        delegate.controller.hidden = true
        delegate.controller.setNeedsStatusBarAppearanceUpdate()
        #expect(app.isStatusBarHidden && app.statusBarFrame == .zero)
    }

    @Test("childForStatusBarStyle hands the style to a child")
    func childDecides() throws {
        let child = StatusBarController()
        child.style = .darkContent
        let (device, _) = try launchStatusBarApp(.modernPhone) {
            $0.style = .lightContent
            $0.styleChild = child
        }
        #expect(device.application?.statusBarStyle == .darkContent)
    }

    @Test("UIViewControllerBasedStatusBarAppearance NO: the application decides; controllers are not asked")
    func applicationBased() throws {
        let (device, delegate) = try launchStatusBarApp(
            .modernPhone,
            info: ["UIViewControllerBasedStatusBarAppearance": false, "UIStatusBarStyle": "UIStatusBarStyleLightContent"]
        ) { $0.style = .darkContent }
        let app = try #require(device.application)
        #expect(app.statusBarStyle == .lightContent)
        delegate.controller.setNeedsStatusBarAppearanceUpdate()
        #expect(app.statusBarStyle == .lightContent)
        app.setStatusBarStyle(.darkContent, animated: true)
        device.advance(by: 0.05)
        #expect(app.statusBarStyle == .darkContent)
    }

    @Test("In landscape the modern profile hides the bar (a compact height); iPhone OS 3 keeps it")
    func landscapeHidesOnModern() throws {
        let (modern, _) = try launchStatusBarApp(.modernPhone)
        modern.rotate(to: .landscapeLeft)
        modern.advance(by: 0.05)
        #expect(modern.application?.isStatusBarHidden == true)
        #expect(modern.application?.statusBarFrame == .zero)
        let (classic, _) = try launchStatusBarApp(.iPhone4)
        classic.rotate(to: .landscapeLeft)
        #expect(classic.application?.isStatusBarHidden == false)
        #expect(classic.application?.statusBarFrame.width == 20)
    }

    /// The bar's middle row, left of the clock, on a 3GS whose window is white under a black opaque bar.
    private func barPixel(_ device: HeadlessDevice) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        RGBAImage(device.screenshot())[100, 3]
    }

    private func blackBarOnWhite() throws -> HeadlessDevice {
        let info = ["UIStatusBarStyle": "UIStatusBarStyleBlackOpaque"]
        let (device, delegate) = try launchStatusBarApp(.iPhone3GS, info: info)
        delegate.controller.view.backgroundColor = .white
        device.advance(by: 0.05)
        return device
    }

    @Test("Hiding with .fade: the bar is half faded half-way through and gone at the end; the frame is zero at once")
    func fade() throws {
        let device = try blackBarOnWhite()
        let app = try #require(device.application)
        #expect(barPixel(device).r < 10)
        app.setStatusBarHidden(true, with: .fade)
        #expect(app.statusBarFrame == .zero)
        device.advance(by: StatusBarState.animationDuration / 2)
        let midway = barPixel(device).r
        #expect(midway > 80 && midway < 180)
        device.advance(by: StatusBarState.animationDuration)
        #expect(barPixel(device).r > 245)
        app.setStatusBarHidden(false, with: .fade)
        device.advance(by: StatusBarState.animationDuration / 2)
        let showing = barPixel(device).r
        #expect(showing > 80 && showing < 180)
        device.advance(by: StatusBarState.animationDuration)
        #expect(barPixel(device).r < 10)
    }

    @Test("Hiding with .slide: half-way, the bar's top rows have left the screen while its bottom rows remain")
    func slide() throws {
        let device = try blackBarOnWhite()
        let app = try #require(device.application)
        app.setStatusBarHidden(true, with: .slide)
        device.advance(by: StatusBarState.animationDuration / 2)
        let image = RGBAImage(device.screenshot())
        #expect(image[100, 16].r > 245)
        #expect(image[100, 3].r < 10)
        device.advance(by: StatusBarState.animationDuration)
        #expect(RGBAImage(device.screenshot())[100, 3].r > 245)
    }

    @Test("Hiding without animation: gone at the next frame")
    func noAnimation() throws {
        let device = try blackBarOnWhite()
        device.application?.isStatusBarHidden = true
        device.advance(by: 1.0 / 60)
        #expect(barPixel(device).r > 245)
    }

    @Test("The network activity spinner turns on the device clock; without it the bar does not change")
    func networkSpinner() throws {
        let device = try blackBarOnWhite()
        let app = try #require(device.application)
        let region = CGRect(x: 0, y: 0, width: 160, height: 20)
        func bar() -> RGBAImage { RGBAImage(device.screenshot().cropping(to: region)!) }
        let before = bar()
        device.advance(by: 0.25)
        #expect(bar() == before)
        app.isNetworkActivityIndicatorVisible = true
        device.advance(by: 1.0 / 60)
        let first = bar()
        #expect(first != before)
        device.advance(by: 0.1)
        let second = bar()
        #expect(second != first)
        app.isNetworkActivityIndicatorVisible = false
        device.advance(by: 1.0 / 60)
        #expect(bar() == before)
    }

    @Test("The bar shows the device clock's time")
    func clock() throws {
        let nine41 = Date(timeIntervalSince1970: 1_767_260_460)  // 2026-01-01 09:41 UTC
        let utc = try #require(TimeZone(identifier: "UTC"))
        #expect(StatusBarLayer.timeText(nine41, modern: false, timeZone: utc) == "9:41 AM")
        #expect(StatusBarLayer.timeText(nine41, modern: true, timeZone: utc) == "9:41")
        #expect(StatusBarLayer.timeText(nine41.addingTimeInterval(4 * 3600 + 19 * 60), modern: false, timeZone: utc)
                == "2:00 PM")
        let device = try blackBarOnWhite()
        let clockRegion = CGRect(x: 120, y: 0, width: 80, height: 20)
        let at941 = RGBAImage(device.screenshot().cropping(to: clockRegion)!)
        device.advance(by: 60)
        #expect(RGBAImage(device.screenshot().cropping(to: clockRegion)!) != at941)
    }

    @Test("A tap on the bar scrolls the scrollsToTop scroll view to its top, in portrait and turned",
          arguments: [UIInterfaceOrientation.portrait, .landscapeRight])
    func tapScrollsToTop(orientation: UIInterfaceOrientation) throws {
        let (device, delegate) = try launchStatusBarApp(.iPhone3GS)
        let scroll = UIScrollView(frame: delegate.controller.view.bounds)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 320, height: 3000)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        delegate.controller.view.addSubview(scroll)
        device.rotate(to: orientation)
        device.advance(by: 0.5)
        let bar = try #require(device.application?.statusBarFrame)
        device.tap(at: CGPoint(x: bar.midX, y: bar.midY))
        device.advance(by: 1)
        #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top)
    }
}

/// Who decides the bar, beyond the profiles' defaults.
@MainActor
@Suite("Status bar appearance")
struct StatusBarAppearanceTests {
    @Test("Controller-based appearance (YES) on an iPhone OS 3 profile: controllers decide; setNeeds… slides")
    func viewControllerBasedOnLegacyProfile() throws {
        let info = ["UIViewControllerBasedStatusBarAppearance": true]
        let (device, delegate) = try launchStatusBarApp(.iPhone3GS, info: info) {
            $0.style = .blackOpaque
            $0.animation = .slide
            $0.background = .white
        }
        let app = try #require(device.application)
        #expect(app.statusBarStyle == .blackOpaque)
        delegate.controller.hidden = true
        delegate.controller.setNeedsStatusBarAppearanceUpdate()
        #expect(app.isStatusBarHidden)
        #expect(app.statusBarState.transition?.animation == .slide)
        device.advance(by: StatusBarState.animationDuration / 2)
        let image = RGBAImage(device.screenshot())
        #expect(image[100, 16].r > 245 && image[100, 3].r < 10)
    }

    @Test("The modern profile shows no network activity spinner")
    func noSpinnerOnModern() throws {
        let (device, _) = try launchStatusBarApp(.modernPhone)
        let app = try #require(device.application)
        let before = RGBAImage(device.screenshot())
        app.isNetworkActivityIndicatorVisible = true
        device.advance(by: 0.2)
        #expect(RGBAImage(device.screenshot()) == before)
    }

    @Test("setStatusBarOrientation (iPhone OS 3) moves the bar and leaves the app's views to the app")
    func setStatusBarOrientation() throws {
        let (device, delegate) = try launchStatusBarApp(.iPhone3GS)
        let app = try #require(device.application)
        app.setStatusBarOrientation(.landscapeRight, animated: false)
        device.advance(by: 0.05)
        #expect(app.statusBarOrientation == .landscapeRight)
        #expect(app.statusBarFrame == CGRect(x: 300, y: 0, width: 20, height: 480))
        #expect(delegate.controller.view.transform == .identity)
        #expect(delegate.controller.view.bounds.size == CGSize(width: 320, height: 480))
        let (modern, _) = try launchStatusBarApp(.modernPhone)
        let (_, lines) = UIKitDiagnostics.capturing {
            modern.application?.setStatusBarOrientation(.landscapeLeft, animated: true)
        }
        #expect(modern.application?.statusBarOrientation == .portrait)
        #expect(lines.count == 1)
    }
}
