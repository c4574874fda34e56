// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
import UIKit

@MainActor
@Suite("Source compatibility: the visual format language")
struct VisualFormatIdiomsTests {
    @Test("Visual format constraints made in viewDidLoad lay out the controller's views")
    func signInScreen() {
        let controller = SignInViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        // Windowless views take the direction of the app launched last, which a right-to-left launch flips.
        for view in [controller.view!] + controller.view.subviews { view.semanticContentAttribute = .forceLeftToRight }
        controller.view.layoutIfNeeded()
        let margins = controller.view.layoutMargins
        #expect(controller.nameField.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
        #expect(controller.passwordField.frame == CGRect(x: 16, y: 72, width: 288, height: 44))
        #expect(controller.titleLabel.frame.minX == margins.left)
        #expect(controller.titleLabel.frame.maxX == 320 - margins.right)
        #expect(controller.titleLabel.frame.minY == 124)
    }
}
