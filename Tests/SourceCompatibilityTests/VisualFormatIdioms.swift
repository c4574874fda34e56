// SPDX-License-Identifier: Apache-2.0
//
// Auto Layout's visual format language as iOS apps write it (Swift 5 mode): a label pinned between the margins and
// two stacked fields of equal height (VisualFormatIdiomsTests.swift).

import UIKit

class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let nameField = UIView()
    let passwordField = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Sign in"
        for subview in [titleLabel, nameField, passwordField] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let label = titleLabel
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[label]-|", options: [],
                                                           metrics: nil, views: ["label": label]))
        let views: [String: Any] = ["label": titleLabel, "a": nameField, "b": passwordField]
        let metrics = ["margin": 16]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(44)]-8-[b(==a)]",
                                           options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[a]-margin-|", options: [],
                                                 metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b]-[label]", metrics: nil, views: views))
    }
}
