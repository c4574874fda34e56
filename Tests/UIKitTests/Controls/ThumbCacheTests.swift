// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The modern switch and slider thumbs are composited from cached images: what they look like, when the cache is
/// used, and how large it may grow.
@MainActor
@Suite("Control thumb cache")
struct ThumbCacheTests {
    /// Switches (off, on, disabled, tinted, pressed) and sliders at positions that put the thumb on fractional
    /// device pixels, in a modern window.
    private func makeScreen() throws -> (HeadlessDevice, [UIView]) {
        let (device, window) = try launchedControlsWindow(.modernPhone)
        var views: [UIView] = []
        for i in 0..<4 {
            let toggle = UISwitch(frame: CGRect(x: 20 + CGFloat(i) * 70, y: 100, width: 0, height: 0))
            toggle.isOn = i > 0
            toggle.isEnabled = i != 2
            if i == 3 { toggle.thumbTintColor = .systemYellow }
            window.addSubview(toggle)
            views.append(toggle)
        }
        for (i, value) in [Float(0.13), 0.5, 0.771].enumerated() {
            let slider = UISlider(frame: CGRect(x: 20.33, y: 150 + CGFloat(i) * 40, width: 280.5, height: 31))
            slider.value = value
            if i == 2 { slider.thumbTintColor = .systemGreen }
            window.addSubview(slider)
            views.append(slider)
        }
        device.advance(by: 1.0 / 60)
        return (device, views)
    }

    private func redisplay(_ views: [UIView], _ device: HeadlessDevice) -> RGBAImage {
        for view in views { view.setNeedsDisplay() }
        device.advance(by: 1.0 / 60)
        return RGBAImage(device.screenshot())
    }

    @Test("Thumbs composited from the cache match thumbs drawn directly to within two levels per channel")
    func cachedMatchesDirect() throws {
        let (device, views) = try makeScreen()
        defer { ControlThumbCache.isEnabled = true }
        ControlThumbCache.isEnabled = false
        let direct = redisplay(views, device)
        ControlThumbCache.isEnabled = true
        ControlThumbCache.removeAll()
        let cached = redisplay(views, device)
        #expect(ControlThumbCache.misses > 0)
        var largest = 0
        for (a, b) in zip(direct.pixels, cached.pixels) { largest = max(largest, abs(Int(a) - Int(b))) }
        // The shadows are blended onto transparency before the track, so 8-bit rounding may differ slightly (the
        // goldens' tolerance is 2).
        #expect(largest <= 2)
    }

    @Test("A control drawn again composites its cached thumb instead of drawing it")
    func redisplayHits() throws {
        let (device, views) = try makeScreen()
        ControlThumbCache.removeAll()
        _ = redisplay(views, device)
        let misses = ControlThumbCache.misses
        #expect(misses > 0)
        _ = redisplay(views, device)
        #expect(ControlThumbCache.misses == misses)
        #expect(ControlThumbCache.hits >= misses)
    }

    @Test("Switching to dark and back draws again only the thumbs whose colour changed")
    func appearanceSwitchHits() throws {
        let (device, views) = try makeScreen()
        ControlThumbCache.removeAll()
        _ = redisplay(views, device)
        let misses = ControlThumbCache.misses
        let hits = ControlThumbCache.hits
        device.userInterfaceStyle = .dark
        device.advance(by: 1.0 / 60)
        // Only the two thumbs tinted with dynamic colours (yellow, green) change colour and are drawn anew.
        #expect(ControlThumbCache.hits > hits)
        #expect(ControlThumbCache.misses == misses + 2)
        device.userInterfaceStyle = .light
        device.advance(by: 1.0 / 60)
        #expect(ControlThumbCache.misses == misses + 2)
    }

    @Test("A thumb moving through many positions keeps at most the cache's capacity of images")
    func bounded() throws {
        let (device, views) = try makeScreen()
        ControlThumbCache.removeAll()
        let slider = try #require(views.last as? UISlider)
        for step in 0..<(ControlThumbCache.capacity + 40) {
            slider.value = Float(step) / Float(ControlThumbCache.capacity + 40)
            device.advance(by: 1.0 / 60)
        }
        #expect(ControlThumbCache.misses > ControlThumbCache.capacity)
        #expect(ControlThumbCache.count == ControlThumbCache.capacity)
    }
}
