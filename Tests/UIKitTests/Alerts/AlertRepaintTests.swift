// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A drawn view that counts its `draw(_:)` calls.
private final class DrawCountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.systemTeal.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("Alert repainting")
struct AlertRepaintTests {
    @Test("Presenting and dismissing an alert over 1,000 drawn views redraws none of them; the alert draws once")
    func onlyAlertRepaints() throws {
        let (device, window) = try launchedAlertDevice(.iPhone4)
        let root = UIViewController()
        window.rootViewController = root
        let views = (0..<1_000).map { i in
            DrawCountingView(frame: CGRect(x: CGFloat(i % 25) * 12.8, y: CGFloat(i / 25) * 12, width: 12.8, height: 12))
        }
        for view in views { root.view.addSubview(view) }
        device.advance(by: 2.0 / 60)
        #expect(views.allSatisfy { $0.draws == 1 })

        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        let frames = device.framesPresented
        device.advance(by: 0.5)
        #expect(device.framesPresented - frames >= 24)  // every frame of the fade is composited
        let content = try #require(alert.content)
        device.tap(at: try screenCenter(ofButton: 0, in: content))
        device.advance(by: 0.4)
        #expect(root.presentedViewController == nil)
        #expect(views.allSatisfy { $0.draws == 1 })
    }
}
