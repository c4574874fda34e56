// SPDX-License-Identifier: Apache-2.0

import Foundation
import TouchstoneSnapshotTesting
import TouchstoneTesting
import UIKit

/// Views and controllers the snapshot tests take pictures of.
@MainActor
enum SnapshotFixtures {
    /// A 100×60 card: a coloured background, a white 40×20 box and a label.
    static func card(color: UIColor = .systemBlue) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.backgroundColor = color
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        box.backgroundColor = .white
        card.addSubview(box)
        let label = UILabel(frame: CGRect(x: 10, y: 34, width: 80, height: 20))
        label.text = "Hello"
        label.textColor = .white
        card.addSubview(label)
        return card
    }

    /// A 120×40 view whose background is `.systemBackground` (white in light mode, black in dark) with a label
    /// in the body text style that follows the text size.
    static func adaptiveLabel() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.backgroundColor = .systemBackground
        let label = TextSizeLabel(frame: view.bounds)
        label.textColor = .label
        label.text = "Aa"
        view.addSubview(label)
        return view
    }

    /// A label that sets its body-style font from its own traits when laid out.
    final class TextSizeLabel: UILabel {
        override func layoutSubviews() {
            super.layoutSubviews()
            font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        }
    }

    /// A navigation controller showing a titled screen with a button.
    static func screen() -> UIViewController {
        let content = UIViewController()
        content.title = "Snapshots"
        content.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        content.view.addSubview(button)
        return UINavigationController(rootViewController: content)
    }

    /// A fresh temporary folder for references a test records itself.
    static func temporaryFolder() -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("TouchstoneSnapshotTestingTests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The pixels of a PNG file.
    static func pixels(at path: String) -> RGBAImage? {
        FileManager.default.contents(atPath: path).flatMap { RGBAImage(pngData: $0) }
    }
}
