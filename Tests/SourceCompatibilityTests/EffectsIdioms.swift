// SPDX-License-Identifier: Apache-2.0
//
// Visual effects, haptics and context menus as iOS apps write them, in Swift 5 mode: a blurred header pinned over
// a list with a vibrant caption, a medium impact when a button is tapped, a success notification, and a context
// menu on each cell (an interaction added to the cell, its delegate the view controller, a destructive action
// in a submenu).

import UIKit

/// A list of notes under a blurred header, with haptics and a context menu per note.
final class NotesViewController: UIViewController, UITableViewDataSource, UIContextMenuInteractionDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemChromeMaterial))
    let caption = UILabel()
    let pinButton = UIButton(type: .system)
    var notes = ["Groceries", "Ideas", "Trip"]
    private(set) var pinned: [String] = []
    private let impact = UIImpactFeedbackGenerator(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 88),
        ])
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemChromeMaterial),
                                                                   style: .secondaryLabel))
        vibrancy.frame = CGRect(x: 0, y: 44, width: 320, height: 44)
        vibrancy.autoresizingMask = [.flexibleWidth]
        caption.text = "3 notes"
        caption.frame = vibrancy.bounds.insetBy(dx: 16, dy: 8)
        vibrancy.contentView.addSubview(caption)
        header.contentView.addSubview(vibrancy)

        pinButton.setTitle("Pin", for: .normal)
        pinButton.frame = CGRect(x: 240, y: 50, width: 60, height: 30)
        pinButton.addAction(UIAction { [weak self] _ in self?.pinFirst() }, for: .touchUpInside)
        header.contentView.addSubview(pinButton)
    }

    func pinFirst() {
        impact.prepare()
        impact.impactOccurred()
        pinned.append(notes[0])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row]
        if cell.interactions.isEmpty {
            cell.addInteraction(UIContextMenuInteraction(delegate: self))
        }
        return cell
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let cell = interaction.view as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else {
            return nil
        }
        return UIContextMenuConfiguration(identifier: indexPath.row as NSNumber, previewProvider: nil) { _ in
            let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { [weak self] _ in
                self?.pinned.append(self?.notes[indexPath.row] ?? "")
                UINotificationFeedbackGenerator().notificationOccurred(.success)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
                [weak self] _ in
                self?.notes.remove(at: indexPath.row)
                self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return UIMenu(title: "", children: [pin, UIMenu(title: "More", options: .displayInline, children: [delete])])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        animator?.addCompletion { [weak self] in self?.caption.text = "\(self?.notes.count ?? 0) notes" }
    }
}

/// The app delegate showing the notes screen.
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = NotesViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
