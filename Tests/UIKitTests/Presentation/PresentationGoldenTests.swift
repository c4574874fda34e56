// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Presentation rendering")
struct PresentationGoldenTests {
    /// A blue presenter with a yellow band at its top, and a white sheet with a green band at its top.
    private func setUp() throws -> (HeadlessDevice, UIViewController, UIViewController) {
        let (device, _, root, _) = try modernPresentationSetUp()
        let band = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 120))
        band.backgroundColor = .systemYellow
        root.view.addSubview(band)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
        header.backgroundColor = .systemGreen
        sheet.view.addSubview(header)
        root.present(sheet, animated: true)
        device.advance(by: 0.6)
        return (device, root, sheet)
    }

    @Test("Golden: a page sheet at rest over a colored presenter on the modern profile")
    func sheetAtRest() throws {
        let (device, _, _) = try setUp()
        try assertGolden(device.screenshot(), named: "page-sheet-at-rest", suite: "Presentation",
                         filePath: uikitTestsRootFile())
    }

    @Test("Golden: a page sheet mid-swipe, the presenter growing back and the dimming fading")
    func sheetMidSwipe() throws {
        let (device, root, sheet) = try setUp()
        device.touchDown(at: CGPoint(x: 200, y: 300))
        for step in 1...12 {
            device.advance(by: 1.0 / 60)
            device.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(step) * 20))
        }
        // Structure: the card has moved down with the finger, the presenter is between shrunk and full size.
        let top = sheet.view.frame.minY
        #expect(top > 69 + 200 && top <= 69 + 240)
        let scale = root.view.transform.a
        #expect(scale > (393 - 32) / 393 && scale < 1)
        let dimming = try #require((sheet.presentationController as? UISheetPresentationController)?.dimmingView)
        #expect(dimming.alpha > 0.5 && dimming.alpha < 1)
        try assertGolden(device.screenshot(), named: "page-sheet-mid-swipe", suite: "Presentation",
                         filePath: uikitTestsRootFile())
        device.touchUp()
        device.advance(by: 0.6)
    }
}
