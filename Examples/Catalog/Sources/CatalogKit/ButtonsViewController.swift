// SPDX-License-Identifier: Apache-2.0

import UIKit

/// Buttons of each type in a vertical stack; a label counts the taps.
public final class ButtonsViewController: UIViewController {
    /// Shows how many times a button was tapped.
    public let tapCountLabel = UILabel()
    /// The buttons, top to bottom.
    public private(set) var buttons: [UIButton] = []
    private var taps = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom button", for: .normal)
        custom.setTitleColor(.white, for: .normal)
        custom.setTitleColor(.lightGray, for: .highlighted)
        custom.backgroundColor = .systemGreen
        custom.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let toggle = UIButton(type: .system)
        toggle.setTitle("Off (tap to select)", for: .normal)
        toggle.setTitle("On (tap to deselect)", for: .selected)
        toggle.addAction(UIAction { [weak toggle] _ in toggle?.isSelected.toggle() }, for: .touchUpInside)
        buttons = [system, disabled, custom, toggle]
        for button in buttons {
            button.addAction(UIAction { [weak self] _ in self?.countTap() }, for: .touchUpInside)
            stack.addArrangedSubview(button)
        }
        tapCountLabel.text = "No taps yet"
        tapCountLabel.textColor = .darkGray
        stack.addArrangedSubview(tapCountLabel)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    private func countTap() {
        taps += 1
        tapCountLabel.text = taps == 1 ? "1 tap" : "\(taps) taps"
    }
}
