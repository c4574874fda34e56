// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A toolbar of system items along the bottom, and the navigation controller's own toolbar with a counter.
public final class ToolbarsViewController: UIViewController {
    /// The standalone toolbar.
    public let toolbar = UIToolbar()
    /// Names the last item tapped.
    public let statusLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        statusLabel.text = "Tap an item"
        statusLabel.textAlignment = .center
        view.addSubview(statusLabel)
        let systemItems: [(UIBarButtonItem.SystemItem, String)] = [
            (.compose, "Compose"), (.reply, "Reply"), (.action, "Action"), (.organize, "Organize"),
            (.trash, "Trash"),
        ]
        var items: [UIBarButtonItem] = []
        for (index, (systemItem, name)) in systemItems.enumerated() {
            if index > 0 { items.append(UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)) }
            items.append(UIBarButtonItem(systemItem: systemItem, primaryAction: UIAction { [weak self] _ in
                self?.statusLabel.text = name
            }))
        }
        toolbar.items = items
        view.addSubview(toolbar)

        toolbarItems = [
            UIBarButtonItem(barButtonSystemItem: .rewind, target: nil, action: nil),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .play, target: nil, action: nil),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .fastForward, target: nil, action: nil),
        ]
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Bar", primaryAction: UIAction { [weak self] _ in
            self?.toggleToolbar()
        })
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        toolbar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
        statusLabel.frame = CGRect(x: 0, y: top + 80, width: view.bounds.width, height: 30)
    }

    /// Shows or hides the navigation controller's toolbar.
    public func toggleToolbar() {
        guard let navigationController else { return }
        navigationController.setToolbarHidden(!navigationController.isToolbarHidden, animated: true)
    }
}
