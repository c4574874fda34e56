// SPDX-License-Identifier: Apache-2.0
//
// Swift 5-mode code that touches UIKit outside `@MainActor`, which Apple's SDK (its UIKit imported
// `@preconcurrency`) accepts (issue 11 §4). These functions are deliberately not main-actor isolated: if UIKit's
// isolation were enforced in Swift 5 mode, this target would not compile.

import UIKit

/// A free function reading the application's state.
func currentApplicationState() -> UIApplication.State {
    return UIApplication.shared.applicationState
}

/// A helper that makes a label.
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.textAlignment = .center
    label.sizeToFit()
    return label
}

/// A plain class (no actor) that configures views.
final class ViewStyler {
    func style(_ view: UIView) {
        view.layer.cornerRadius = 4
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.alpha = 0.5
    }
}
