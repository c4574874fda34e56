// SPDX-License-Identifier: Apache-2.0

import MoveMeKit
import Testing
import TouchstoneTesting
import UIKit

/// MoveMe launched on a headless iPhone 4 (320×480 points at 2x) with its own app bundle, Info.plist and greetings.
/// The centre of the screen is c = (160, 240); the placard is 240×60 points.
@MainActor
struct MoveMeFixture {
    static let center = CGPoint(x: 160, y: 240)

    let device: HeadlessDevice
    let delegate: MoveMeAppDelegate
    let window: UIWindow
    let moveMeView: MoveMeView
    let placard: PlacardView

    init() throws {
        let bundle = try #require(MoveMeResources.bundle)
        AppBundle.main = bundle
        device = try HeadlessDevice(profile: .iPhone4)
        delegate = MoveMeTestDelegate()
        try device.launch(delegate: delegate, info: bundle.infoDictionary ?? [:])
        window = try #require(delegate.window)
        moveMeView = try #require(delegate.moveMeView)
        placard = try #require(moveMeView.placardView)
    }

    /// The placard's layer as it is on screen now.
    var shown: CALayer { placard.layer.presentation() ?? placard.layer }

    /// The on-screen scale of the placard (x).
    var shownScale: CGFloat { shown.affineTransform().a }

    /// The on-screen centre of the placard, in MoveMeView's (= the window's) coordinates.
    var shownCenter: CGPoint { shown.position }

    /// The snap-back group on the placard's layer, if one is running.
    var snapBack: CAAnimationGroup? {
        placard.layer.animation(forKey: MoveMeView.snapBackAnimationKey) as? CAAnimationGroup
    }

    /// Touches the placard at `point`, holds it until the pulse is over (0.3 s), and returns.
    func grabPlacard(at point: CGPoint = MoveMeFixture.center) {
        device.touchDown(at: point)
        device.advance(by: 0.3)
    }
}

/// MoveMe's delegate as these tests launch it. PlacardView reads its greetings from Foundation's `Bundle.main`,
/// which in this test process is the test runner's folder (as in an Xcode test without a host app), so it finds
/// only "Welcome"; at launch, before the first frame, this delegate gives the placard the greetings of the bundle
/// installed as `AppBundle.main` (MoveMe.app), which the moveme process finds in its own `Bundle.main`
/// (AppBundleTests checks that).
class MoveMeTestDelegate: MoveMeAppDelegate {
    override func applicationDidFinishLaunching(_ application: UIApplication) {
        super.applicationDidFinishLaunching(application)
        guard let placard = moveMeView?.placardView else { return }
        placard.displayStrings = PlacardView.loadDisplayStrings(from: AppBundle.main)
        placard.displayStringsIndex = 0
        placard.setupNextDisplayString()
    }
}

/// `a` and `b` agree to within `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool { abs(a - b) <= tolerance }

/// `a` and `b` agree on both axes to within `tolerance`.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}
