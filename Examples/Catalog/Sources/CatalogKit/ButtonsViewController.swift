// SPDX-License-Identifier: Apache-2.0

import UIKit

/// Buttons of each type in a vertical stack: titled system, disabled, custom and toggling buttons, a row of the
/// glyph types (detail disclosure, info light and dark, contact add, close), a rounded-rect button, a row of
/// iOS 15 configurations (plain, filled, tinted, gray) and a button whose menu opens on tap; a label counts the
/// taps. The new rows sit below the first four buttons, which keep the places Catalog's demo session taps.
public final class ButtonsViewController: UIViewController {
    /// Shows how many times a button was tapped.
    public let tapCountLabel = UILabel()
    /// The titled buttons, top to bottom: system, disabled, custom, the toggle.
    public private(set) var buttons: [UIButton] = []
    /// The glyph buttons, left to right: detail disclosure, info light, info dark, contact add, close.
    public private(set) var glyphButtons: [UIButton] = []
    /// The iPhone OS 3 rounded-rect button (a system button on iOS 7 and later).
    public let roundedRectButton = UIButton(type: .roundedRect)
    /// The configured buttons, left to right: plain, filled, tinted, gray.
    public private(set) var configuredButtons: [UIButton] = []
    /// A button showing a menu of three sizes when tapped; its title follows the pick.
    public let menuButton = UIButton(type: .system)
    private var taps = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
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
        buttons.forEach(stack.addArrangedSubview)

        glyphButtons = [.detailDisclosure, .infoLight, .infoDark, .contactAdd, .close].map { UIButton(type: $0) }
        let glyphRow = UIStackView(arrangedSubviews: glyphButtons)
        glyphRow.spacing = 20
        glyphRow.alignment = .center
        // Read left to right, though the glyphs' heights differ (VoiceOver would otherwise go by their top edges).
        glyphRow.accessibilityElements = glyphButtons
        stack.addArrangedSubview(glyphRow)

        roundedRectButton.setTitle("Rounded rect", for: .normal)
        stack.addArrangedSubview(roundedRectButton)

        let styles: [(String, UIButton.Configuration)] = [
            ("Plain", .plain()), ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()),
        ]
        configuredButtons = styles.map { title, style in
            var configuration = style
            configuration.title = title
            return UIButton(configuration: configuration)
        }
        let configuredRow = UIStackView(arrangedSubviews: configuredButtons)
        configuredRow.spacing = 8
        configuredRow.alignment = .center
        stack.addArrangedSubview(configuredRow)

        menuButton.setTitle("Size: Medium", for: .normal)
        menuButton.showsMenuAsPrimaryAction = true
        menuButton.menu = UIMenu(title: "Size", children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size) { [weak self] _ in self?.menuButton.setTitle("Size: \(size)", for: .normal) }
        })
        stack.addArrangedSubview(menuButton)

        for button in buttons + glyphButtons + [roundedRectButton] + configuredButtons {
            button.addAction(UIAction { [weak self] _ in self?.countTap() }, for: .touchUpInside)
        }
        tapCountLabel.text = "No taps yet"
        tapCountLabel.textColor = .secondaryLabel
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
