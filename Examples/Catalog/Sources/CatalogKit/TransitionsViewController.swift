// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A table of modal presentation styles and transition styles; choosing a row presents a small screen with a
/// Done button that dismisses it.
public final class TransitionsViewController: UITableViewController {
    /// A presentation the table offers.
    public struct Option {
        /// The row's title.
        public let title: String
        /// The presentation style.
        public let presentationStyle: UIModalPresentationStyle
        /// The transition style.
        public let transitionStyle: UIModalTransitionStyle
    }

    /// The presentations, in the table's order.
    public static let options: [Option] = [
        Option(title: "Page sheet", presentationStyle: .pageSheet, transitionStyle: .coverVertical),
        Option(title: "Full screen, cover vertical", presentationStyle: .fullScreen, transitionStyle: .coverVertical),
        Option(title: "Full screen, flip horizontal", presentationStyle: .fullScreen, transitionStyle: .flipHorizontal),
        Option(title: "Full screen, cross dissolve", presentationStyle: .fullScreen, transitionStyle: .crossDissolve),
        Option(title: "Full screen, partial curl", presentationStyle: .fullScreen, transitionStyle: .partialCurl),
        Option(title: "Over full screen", presentationStyle: .overFullScreen, transitionStyle: .crossDissolve),
    ]
    private static let cellIdentifier = "Transition"

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.options.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel?.text = Self.options[indexPath.row].title
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let option = Self.options[indexPath.row]
        let modal = ModalScreenViewController()
        modal.title = option.title
        modal.modalPresentationStyle = option.presentationStyle
        modal.modalTransitionStyle = option.transitionStyle
        present(modal, animated: true)
    }
}

/// The presented screen: a title, a tinted background and a Done button that dismisses it.
public final class ModalScreenViewController: UIViewController {
    /// Dismisses the screen.
    public let doneButton = UIButton(type: .system)
    private let titleLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = modalPresentationStyle == .overFullScreen
            ? UIColor(white: 0, alpha: 0.5) : .systemIndigo
        titleLabel.text = title
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 20)
        view.addSubview(titleLabel)
        doneButton.setTitle("Done", for: .normal)
        doneButton.setTitleColor(.white, for: .normal)
        doneButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let middle = view.bounds.midY
        titleLabel.frame = CGRect(x: 0, y: middle - 40, width: view.bounds.width, height: 30)
        doneButton.frame = CGRect(x: view.bounds.midX - 60, y: middle + 10, width: 120, height: 44)
    }
}
