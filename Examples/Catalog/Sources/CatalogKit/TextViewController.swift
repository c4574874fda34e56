// SPDX-License-Identifier: Apache-2.0

import UIKit

/// Labels in several fonts, alignments and line-break modes.
public final class TextViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let samples: [(String, UIFont, NSTextAlignment)] = [
            ("Headline", .preferredFont(forTextStyle: .headline), .left),
            ("Body text wraps onto as many lines as it needs when numberOfLines is zero.",
             .preferredFont(forTextStyle: .body), .left),
            ("Centred caption", .preferredFont(forTextStyle: .caption1), .center),
            ("Bold 20 pt, right aligned", .boldSystemFont(ofSize: 20), .right),
            ("Italic 15 pt", .italicSystemFont(ofSize: 15), .left),
        ]
        for (text, font, alignment) in samples {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textAlignment = alignment
            label.numberOfLines = 0
            stack.addArrangedSubview(label)
        }
        let truncated = UILabel()
        truncated.text = "A single line that is far too long to fit is truncated in the middle"
        truncated.lineBreakMode = .byTruncatingMiddle
        stack.addArrangedSubview(truncated)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
}
