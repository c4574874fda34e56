// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
import UIKit

/// A delegate with a window and nothing else, for tests that need a launched application.
private final class PlainAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// UIKit's Swift names as the iOS SDK spells them, with UIKit's raw values, used the way iOS code writes them.
@MainActor
@Suite("UIKit SDK names")
struct UIKitSDKNameTests {
    @Test("UIStatusBarStyle and UIStatusBarAnimation: raw values; the application takes them")
    func statusBar() throws {
        #expect(UIStatusBarStyle.default.rawValue == 0 && UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        #expect(UIStatusBarAnimation.none.rawValue == 0 && UIStatusBarAnimation.slide.rawValue == 2)
        let style: UIApplication.StatusBarStyle = .darkContent
        #expect(style == UIStatusBarStyle.darkContent)

        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: PlainAppDelegate())
        let app = try #require(device.application)
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(app.statusBarStyle == .lightContent)
        app.setStatusBarHidden(true, with: .fade)
        #expect(app.isStatusBarHidden && app.statusBarFrame == .zero)
        app.setStatusBarHidden(false, with: UIStatusBarAnimation.slide)
        #expect(!app.isStatusBarHidden)
    }

    @Test("UIRectCorner and UIRectEdge: bit values and all-corner sets")
    func rectCornersAndEdges() {
        #expect(UIRectCorner.allCorners.rawValue == UInt.max)
        #expect(UIRectCorner.allCorners.contains(.bottomRight))
        let corners: UIRectCorner = [.topLeft, .bottomRight]
        #expect(corners.rawValue == 0b1001)
        #expect(UIRectEdge.top.rawValue == 1 && UIRectEdge.left.rawValue == 2)
        #expect(UIRectEdge.bottom.rawValue == 4 && UIRectEdge.right.rawValue == 8)
        #expect(UIRectEdge.all.rawValue == 15)
        let edges: UIRectEdge = [.left, .right]
        #expect(edges.contains(.left) && !edges.contains(.top))
    }

    @Test("A rounded rect with .allCorners rounds all four corners, as with the explicit set")
    func allCornersPath() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners,
                               cornerRadii: CGSize(width: 8, height: 8))
        let explicit = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, .bottomLeft, .bottomRight],
                                    cornerRadii: CGSize(width: 8, height: 8))
        #expect(!all.contains(CGPoint(x: 0.5, y: 0.5)) && !all.contains(CGPoint(x: 39.5, y: 29.5)))
        #expect(all.cgPath == explicit.cgPath)
    }

    @Test("UIInterfaceOrientationMask and UIDeviceOrientation: UIKit's values")
    func orientations() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue
            == 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue
            == 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        let supported: UIInterfaceOrientationMask = .portrait
        #expect(!supported.contains(.landscape))

        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3 && UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape && UIDeviceOrientation.portrait.isPortrait)
    }

    @Test("UIEdgeInsets, CGRect.inset(by:), UIOffset, NSDirectionalEdgeInsets")
    func insets() {
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.inset(by: insets) == CGRect(x: 20, y: 10, width: 40, height: 60))
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsetsInsetRect(rect, insets) == rect.inset(by: insets))
        #expect(UIEdgeInsetsMake(10, 20, 30, 40) == insets)
        #expect(UIEdgeInsets() == .zero)
        // Negative insets grow the rectangle; over-large ones give a negative size, as UIKit's inline function does.
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
            == CGRect(x: -5, y: -5, width: 110, height: 110))
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 80)).size.width == -60)

        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(offset.horizontal == 3 && offset.vertical == -2 && UIOffset.zero == UIOffset())
        #expect(UIOffsetMake(3, -2) == offset)

        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.leading == 2 && directional.trailing == 4)
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
    }

    @Test("Nested UIKit names: view, control, button, font and text types")
    func nestedNames() {
        let curve: UIView.AnimationCurve = .easeOut
        #expect(curve.rawValue == 2)
        let mode: UIView.ContentMode = .scaleAspectFit
        #expect(mode.rawValue == 1)
        let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(mask.rawValue == 18)
        let state: UIControl.State = .highlighted
        #expect(state.rawValue == 1)
        let event: UIControl.Event = .touchUpInside
        #expect(event.rawValue == 1 << 6)
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        let key: NSAttributedString.Key = .foregroundColor
        #expect(key.rawValue == "NSColor")
        #expect(NSTextAlignment.natural.rawValue == 4 && NSLineBreakMode.byTruncatingTail.rawValue == 4)
    }
}
