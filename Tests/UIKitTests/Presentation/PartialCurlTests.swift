// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `.partialCurl`: the presenter's page curls up from the bottom-right corner and rests over the upper part of the
/// screen; a tap on the page dismisses and the dismissal uncurls.
@MainActor
@Suite("Partial curl")
struct PartialCurlTests {
    private func curled(_ name: String = "modal", log: ModalCallLog) -> ModalLogController {
        let modal = ModalLogController(name, log)
        modal.modalPresentationStyle = .fullScreen
        modal.modalTransitionStyle = .partialCurl
        modal.view.backgroundColor = .systemRed
        return modal
    }

    private func curlView(in modal: UIViewController) -> PageCurlView? {
        modal.presentationController?.containerView?.subviews.last { $0 is PageCurlView } as? PageCurlView
    }

    /// The presenter of the goldens: blue, with a yellow band and a label at the top and a green band at the
    /// bottom, so the mirrored back and the fold are easy to see.
    private func decorate(_ root: UIViewController) {
        let size = root.view.bounds.size
        let top = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 90))
        top.backgroundColor = .systemYellow
        root.view.addSubview(top)
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: size.width - 40, height: 40))
        label.text = "Presenter's page"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 24)
        root.view.addSubview(label)
        let bottom = UIView(frame: CGRect(x: 0, y: size.height - 120, width: size.width, height: 120))
        bottom.backgroundColor = .systemGreen
        root.view.addSubview(bottom)
    }

    // MARK: Geometry

    @Test("Geometry: flat at 0; at rest the leading edge runs through the centre, rising to the right")
    func geometry() {
        let size = CGSize(width: 320, height: 480)
        let flat = PageCurlGeometry(size: size, progress: 0)
        #expect(flat.advance == 0 && flat.covers(CGPoint(x: 300, y: 470)))
        let rest = PageCurlGeometry(size: size, progress: 1)
        #expect(abs(rest.distance(of: CGPoint(x: 160, y: 240)) - rest.leadingEdge) < 0.001)
        #expect(rest.leadingEdge == rest.radius)
        #expect(rest.covers(CGPoint(x: 160, y: 200)) && !rest.covers(CGPoint(x: 160, y: 280)))
        // The fold rises to the right: further right, a point higher up is already uncovered.
        #expect(!rest.covers(CGPoint(x: 310, y: 230)) && rest.covers(CGPoint(x: 10, y: 230)))
        #expect(!rest.covers(CGPoint(x: -1, y: 10)) && !rest.covers(CGPoint(x: 10, y: 481)))
        // Progress is clamped; non-finite counts as flat.
        #expect(PageCurlGeometry(size: size, progress: 3) == rest)
        #expect(PageCurlGeometry(size: size, progress: .nan).advance == 0)
        // Halfway the fold has advanced part of the way, at a steeper tilt.
        let half = PageCurlGeometry(size: size, progress: 0.5)
        #expect(half.advance > 0 && half.advance < rest.advance)
        #expect(half.normal.dx > rest.normal.dx)
    }

    @Test("Geometry: the cylinder and the mirrored part map each band to where it is seen")
    func bandTransforms() {
        let g = PageCurlGeometry(size: CGSize(width: 320, height: 480), progress: 1)
        let r = g.radius
        #expect(g.projected(-5) == -5)
        #expect(abs(g.projected(r * .pi / 2) - r) < 0.001)
        #expect(abs(g.projected(r * .pi + 30) + 30 * PageCurlGeometry.tailForeshortening) < 0.001)
        // A point past the cylinder lands back over the flat page, mirrored and foreshortened.
        let point = CGPoint(x: 250, y: 470)
        let s = g.distance(of: point)
        #expect(s > r * .pi)
        let seen = point.applying(g.transform(forBand: r * .pi, s + 10))
        #expect(abs(g.distance(of: seen) + (s - r * .pi) * PageCurlGeometry.tailForeshortening) < 0.001)
        // Only motion along the normal: the component along the fold is kept.
        let along = { (p: CGPoint) in -g.normal.dy * p.x + g.normal.dx * p.y }
        #expect(abs(along(seen) - along(point)) < 0.001)
        // The band's polygon is inside the page and on the right side of both lines.
        let band = g.region(from: 10, to: 20)
        #expect(band.count >= 3)
        for corner in band { #expect(g.distance(of: corner) >= 9.999 && g.distance(of: corner) <= 20.001) }
    }

    // MARK: Presenting and dismissing

    @Test("Presenting curls the presenter's page up over 1 s and leaves it curled over the presented view")
    func presentCurls() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let modal = curled(log: log)
        var done = false
        root.present(modal, animated: true) { done = true }
        device.advance(by: 0.5)
        let curl = try #require(curlView(in: modal))
        #expect(curl.curlLayer.pageImage != nil)
        let shown = curl.presentedGeometry.progress
        #expect(shown > 0.1 && shown < 0.9)
        #expect(!curl.isUserInteractionEnabled)
        #expect(!done)
        device.advance(by: 0.6)
        #expect(done)
        #expect(log.entries == ["root.willDisappear", "modal.willAppear", "modal.didAppear", "root.didDisappear"])
        #expect(curl.progress == 1 && curl.presentedGeometry.progress == 1)
        #expect(curl.isUserInteractionEnabled)
        // The curl stays above the presented view; the presenter's own view has left the window.
        let container = try #require(curl.superview)
        #expect(container.subviews.firstIndex { $0 === modal.view }! < container.subviews.firstIndex { $0 === curl }!)
        #expect(root.view.window == nil && modal.view.window === window)
        #expect(curl.frame == window.bounds)
    }

    @Test("At rest the upper screen shows the page, the lower screen the presented view")
    func restingPixels() throws {
        let (device, _, root, log) = try modernPresentationSetUp(profile: .iPhone3GS)
        root.present(curled(log: log), animated: true)
        device.advance(by: 1.1)
        let shot = RGBAImage(device.screenshot())
        // Top (below the status bar): the presenter (systemBlue) flat.
        let top = shot[160, 40]
        #expect(top.2 > 200 && top.0 < 60, "top \(top)")
        // Bottom: the presented view (systemRed).
        let bottom = shot[160, 440]
        #expect(bottom.0 > 200 && bottom.2 < 90, "bottom \(bottom)")
        // Just above the centre, the curl: the page's back, light grey-ish (not the presenter's saturated blue).
        let fold = shot[160, 226]
        #expect(fold.0 > 90 && fold.1 > 90, "fold \(fold)")
    }

    @Test("A tap on the curled page dismisses: the page uncurls, then the presenter returns")
    func tapOnPageDismisses() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let modal = curled(log: log)
        root.present(modal, animated: true)
        device.advance(by: 1.1)
        log.entries = []
        let curl = try #require(curlView(in: modal))
        device.tap(at: CGPoint(x: window.bounds.midX, y: 120))
        #expect(modal.isBeingDismissed)
        #expect(log.entries == ["root.willAppear", "modal.willDisappear"])
        device.advance(by: 0.5)
        let shown = curl.presentedGeometry.progress
        #expect(shown > 0.1 && shown < 0.9)
        device.advance(by: 0.6)
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
        #expect(log.entries == ["root.willAppear", "modal.willDisappear", "modal.didDisappear", "root.didAppear"])
        #expect(curl.superview == nil && root.view.window === window)
    }

    @Test("A tap where the page has lifted reaches the presented view and does not dismiss")
    func tapOnRevealedArea() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let modal = curled(log: log)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: window.bounds.height - 200, width: window.bounds.width, height: 100)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        modal.view.addSubview(button)
        root.present(modal, animated: true)
        device.advance(by: 1.1)
        device.tap(at: CGPoint(x: window.bounds.midX, y: window.bounds.height - 150))
        device.advance(by: 1.1)
        #expect(taps == 1)
        #expect(root.presentedViewController === modal && !modal.isBeingDismissed)
    }

    @Test("Taps on the page during the curl do nothing; dismiss(animated:) uncurls too")
    func tapsWhileCurling() throws {
        let (device, window, root, log) = try modernPresentationSetUp()
        let modal = curled(log: log)
        var completions = 0
        root.present(modal, animated: true)
        device.advance(by: 0.3)
        device.tap(at: CGPoint(x: window.bounds.midX, y: 60))
        device.advance(by: 0.8)
        #expect(root.presentedViewController === modal && !modal.isBeingDismissed)
        root.dismiss(animated: true) { completions += 1 }
        device.advance(by: 0.5)
        #expect(try #require(curlView(in: modal)).presentedGeometry.progress < 0.9)
        device.advance(by: 0.6)
        #expect(completions == 1 && root.presentedViewController == nil)
    }

    @Test("Without animation the page is curled at once and goes at once")
    func unanimated() throws {
        let (_, window, root, log) = try modernPresentationSetUp()
        let modal = curled(log: log)
        root.present(modal, animated: false)
        let curl = try #require(curlView(in: modal))
        #expect(curl.progress == 1 && curl.window === window)
        root.dismiss(animated: false)
        #expect(curl.window == nil && root.presentedViewController == nil && root.view.window === window)
    }

    @Test("Refused (logged, state unchanged): non-full-screen styles, and presenting from the curled controller")
    func refusals() throws {
        let (device, _, root, log) = try modernPresentationSetUp()
        for style in [UIModalPresentationStyle.pageSheet, .overFullScreen, .formSheet] {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = style
            sheet.modalTransitionStyle = .partialCurl
            let (_, lines) = UIKitDiagnostics.capturing { root.present(sheet, animated: true) }
            #expect(lines.first?.contains("UIModalTransitionStylePartialCurl") == true)
            #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        }
        let modal = curled(log: log)
        root.present(modal, animated: true)
        device.advance(by: 1.1)
        let other = UIViewController()
        let (_, lines) = UIKitDiagnostics.capturing { modal.present(other, animated: true) }
        #expect(lines.count == 1 && lines.first?.contains("UIModalTransitionStylePartialCurl") == true)
        #expect(modal.presentedViewController == nil && other.presentingViewController == nil)
        #expect(root.presentedViewController === modal)
    }

    // MARK: Goldens

    @Test("Golden: the page mid-curl and at rest", arguments: ["mid", "rest"])
    func golden(_ state: String) throws {
        let (device, _, root, log) = try modernPresentationSetUp(profile: .iPhone3GS)
        decorate(root)
        let modal = curled(log: log)
        let label = UILabel(frame: CGRect(x: 20, y: 380, width: 280, height: 40))
        label.text = "Presented view"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 22)
        modal.view.addSubview(label)
        root.present(modal, animated: true)
        device.advance(by: state == "mid" ? 0.5 : 1.1)
        try assertGolden(device.screenshot(), named: "partial-curl-\(state)", suite: "Presentation",
                         filePath: uikitTestsRootFile())
    }
}
