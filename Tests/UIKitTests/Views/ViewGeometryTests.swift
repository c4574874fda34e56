// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

/// Spec behaviours 29–35 and 42–43: how frame, bounds, center and transform are coupled (guide §2.2.5), and
/// conversion between views (§2.2.7).
@MainActor
@Suite("UIView geometry (guide §2.2.5)")
struct ViewGeometryTests {
    private func sample() -> UIView { UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50)) }

    @Test("29: init(frame:) derives bounds and center")
    func initFrame() {
        let v = sample()
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
    }

    @Test("30: setting frame sets bounds.size and center, keeping bounds.origin")
    func setFrame() {
        let v = sample()
        v.bounds.origin = CGPoint(x: 3, y: 4)
        v.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(v.bounds == CGRect(x: 3, y: 4, width: 200, height: 100))
        #expect(v.center == CGPoint(x: 100, y: 50))
    }

    @Test("31: setting center moves the frame and leaves bounds alone")
    func setCenter() {
        let v = sample()
        v.center = CGPoint(x: 110, y: 45)
        #expect(v.frame.origin == CGPoint(x: 60, y: 20))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("32: setting bounds resizes about the unchanged center")
    func setBounds() {
        let v = sample()
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(v.frame == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
    }

    @Test("33: bounds.origin scrolls the content: frame and center stay, a child at the origin shows top-left")
    func boundsOrigin() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let v = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        v.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 8, y: 24, width: 10, height: 10))
        child.backgroundColor = .red
        v.addSubview(child)
        window.addSubview(v)
        v.bounds.origin = CGPoint(x: 8, y: 24)
        #expect(v.frame == CGRect(x: 100, y: 200, width: 100, height: 100))
        #expect(v.center == CGPoint(x: 150, y: 250))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 200))
        let image = RGBAImage(device.screenshot())
        #expect(image[102, 202] == (255, 0, 0, 255))
        #expect(image[112, 202] == (255, 255, 255, 255))
    }

    @Test("34: a scale transform keeps center and bounds and scales about the centre")
    func scaleAboutCenter() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let v = UIView(frame: CGRect(x: 100, y: 200, width: 40, height: 20))
        v.backgroundColor = .red
        window.addSubview(v)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.center == CGPoint(x: 120, y: 210))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(v.frame == CGRect(x: 80, y: 190, width: 80, height: 40))
        let image = RGBAImage(device.screenshot())
        for (x, y) in [(81, 191), (158, 228)] { #expect(image[x, y] == (255, 0, 0, 255)) }
        for (x, y) in [(78, 210), (162, 210), (120, 188), (120, 232)] { #expect(image[x, y] != (255, 0, 0, 255)) }
    }

    @Test("35: subviews draw outside their parent unless clipsToBounds")
    func clipping() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let parent = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        #expect(parent.clipsToBounds == false)
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.backgroundColor = .red
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(RGBAImage(device.screenshot())[170, 270] == (255, 0, 0, 255))
        parent.clipsToBounds = true
        let clipped = RGBAImage(device.screenshot())
        #expect(clipped[170, 270] != (255, 0, 0, 255))
        #expect(clipped[140, 240] == (255, 0, 0, 255))
    }

    @Test("42: point conversion through superviews and to the window, with from: as the inverse")
    func convertPoints() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 60, y: 60))
        #expect(child.convert(CGPoint(x: 60, y: 60), from: nil) == .zero)
        #expect(parent.convert(CGPoint(x: 10, y: 10), to: child) == .zero)
        let sibling = UIView(frame: CGRect(x: 200, y: 0, width: 10, height: 10))
        window.addSubview(sibling)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: sibling) == CGPoint(x: -139, y: 62))
    }

    @Test("43: converting a rect out of a rotated view gives its axis-aligned bounding box")
    func convertRotatedRect() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        parent.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let r = v.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent)
        #expect(abs(r.width - 14.142) < 0.01 && abs(r.height - 14.142) < 0.01)
        #expect(abs(r.midX - 55) < 0.001 && abs(r.midY - 55) < 0.001)
    }

    @Test("Bad geometry: NaN and infinite frames, bounds and centers are ignored; alpha is clamped")
    func badGeometry() {
        let v = sample()
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        v.bounds = CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan)
        v.center = CGPoint(x: CGFloat.nan, y: 1)
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        v.frame = CGRect(x: 10, y: 20, width: -100, height: -50)
        #expect(v.frame == CGRect(x: -90, y: -30, width: 100, height: 50))
        v.alpha = -1
        #expect(v.alpha == 0)
        v.alpha = 3
        #expect(v.alpha == 1)
        v.alpha = .nan
        #expect(v.alpha == 1)
    }
}
