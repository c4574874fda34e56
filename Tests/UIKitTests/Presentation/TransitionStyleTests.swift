// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Modal transition styles")
struct TransitionStyleTests {
    private func fullScreen(_ style: UIModalTransitionStyle) -> UIViewController {
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = style
        modal.view.backgroundColor = .systemRed
        return modal
    }

    @Test(".flipHorizontal turns the presenter edge-on in 3-D, then the presented view from edge-on to flat, in 0.75 s")
    func flip() throws {
        let (device, window, root, _) = try modernPresentationSetUp(profile: .iPhone3GS)
        let modal = fullScreen(.flipHorizontal)
        var done = false
        root.present(modal, animated: true) { done = true }
        device.advance(by: 0.2)
        // First half: the presenter turns about the vertical axis with perspective; the modal is not shown yet.
        let outgoing = root.view.layer.presentation()!.transform
        #expect(outgoing.m34 != 0 || outgoing.m14 != 0)
        #expect(outgoing.m11 < 0.9 && outgoing.m11 > 0)
        #expect(modal.view.isHidden)
        #expect(!root.view.layer.isDoubleSided)
        device.advance(by: 0.4)
        // Second half: the presented view turns in.
        #expect(!modal.view.isHidden)
        let incoming = modal.view.layer.presentation()!.transform
        #expect(incoming.m11 < 1 && incoming.m11 > 0)
        device.advance(by: 0.2)
        #expect(done)
        #expect(CATransform3DIsIdentity(modal.view.layer.transform))
        #expect(modal.view.layer.isDoubleSided)
        #expect(root.view.window == nil)
        #expect(CATransform3DIsIdentity(root.view.layer.transform) && !root.view.isHidden)

        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        device.advance(by: 0.2)
        #expect(modal.view.layer.presentation()!.transform.m11 < 0.9)
        device.advance(by: 0.6)
        #expect(dismissed && root.view.window === window)
        #expect(CATransform3DIsIdentity(root.view.layer.transform))
    }

    @Test("The flip's midpoint frame shows the window's backdrop where the turning view no longer covers")
    func flipRendersIn3D() throws {
        let (device, _, root, _) = try modernPresentationSetUp(profile: .iPhone3GS)
        root.present(fullScreen(.flipHorizontal), animated: true)
        device.advance(by: 0.3)
        let shot = RGBAImage(device.screenshot())
        // Both side columns: the turned presenter (systemBlue) is narrower than the screen there.
        for x in [4, 316] {
            let pixel = shot[x, 240]
            #expect(!(pixel.2 > 200 && pixel.0 < 60), "column \(x) still covered: \(pixel)")
        }
        // The middle is still the presenter.
        let middle = shot[160, 240]
        #expect(middle.2 > 200 && middle.0 < 60)
    }

    @Test(".crossDissolve fades the presented view in and out")
    func crossDissolve() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let modal = fullScreen(.crossDissolve)
        root.present(modal, animated: true)
        device.advance(by: 0.25)
        let opacity = modal.view.layer.presentation()!.opacity
        #expect(opacity > 0 && opacity < 1)
        device.advance(by: 0.4)
        modal.dismiss(animated: true)
        device.advance(by: 0.25)
        #expect(modal.view.layer.presentation()!.opacity < 1)
        device.advance(by: 0.4)
        #expect(root.presentedViewController == nil)
        #expect(modal.view.alpha == 1)
    }

    @Test(".partialCurl presents full screen with the page curl and is refused for other styles")
    func partialCurl() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let sheet = UIViewController()
        sheet.modalTransitionStyle = .partialCurl
        let (_, lines) = UIKitDiagnostics.capturing { root.present(sheet, animated: true) }
        #expect(lines.first?.contains("UIModalTransitionStylePartialCurl") == true)
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)

        let modal = fullScreen(.partialCurl)
        var done = false
        root.present(modal, animated: true) { done = true }
        device.advance(by: 0.5)
        #expect(!done)
        device.advance(by: 0.6)
        #expect(done && root.presentedViewController === modal)
        modal.dismiss(animated: true)
        device.advance(by: 1.1)
        #expect(root.presentedViewController == nil && !modal.view.isHidden)
    }

    @Test("Presenting while a presentation runs is refused; the state is unchanged")
    func presentWhileRunning() throws {
        let (device, _, root, _) = try modernPresentationSetUp()
        let first = UIViewController()
        root.present(first, animated: true)
        let second = UIViewController()
        let (_, lines) = UIKitDiagnostics.capturing { first.present(second, animated: true) }
        #expect(lines.count == 1)
        #expect(first.presentedViewController == nil && second.presentingViewController == nil)
        device.advance(by: 0.6)
        #expect(root.presentedViewController === first)
    }
}
