// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The customising sheet More's Edit button opens: it lists the customizable view controllers' items under a
/// "Configure" bar with a Done button, and tells the delegate when it opens and closes.
///
/// Dragging items onto the bar to reorder the tabs is not implemented: the sheet always closes unchanged.
extension UITabBarController {
    /// Opens the customising sheet over the content area (the tab bar stays visible): the delegate hears
    /// `willBeginCustomizing`, then the bar starts customising (its own delegate calls) and the sheet shows.
    /// Does nothing while it is open or when nothing is customizable.
    package func beginCustomizing() {
        guard customizeSheet == nil, !bar.isCustomizing, let container = viewIfLoaded as? TabBarControllerView else {
            return
        }
        let customizable = customizableViewControllers ?? []
        guard !customizable.isEmpty else { return }
        delegate?.tabBarController(self, willBeginCustomizing: controllerList ?? [])
        bar.onBeginCustomizing = { [weak self, weak container] items in
            guard let self, let container else { return }
            let sheet = TabBarCustomizeView(frame: container.bounds)
            sheet.onDone = { [weak self] in self?.endCustomizing(changed: false) }
            sheet.show(items: items, topInset: container.safeAreaInsets.top,
                       bottomInset: container.bounds.maxY - self.bar.frame.minY)
            container.insertSubview(sheet, belowSubview: self.bar)
            self.customizeSheet = sheet
        }
        bar.beginCustomizingItems(customizable.map { $0.tabBarItem ?? $0.makeTabBarItem() })
        bar.onBeginCustomizing = nil
    }

    /// Closes the customising sheet: the delegate hears `willEndCustomizing`, the bar ends customising, the sheet
    /// goes, then `didEndCustomizing`, each with whether the order changed.
    package func endCustomizing(changed: Bool) {
        guard let sheet = customizeSheet else { return }
        let all = controllerList ?? []
        delegate?.tabBarController(self, willEndCustomizing: all, changed: changed)
        bar.endCustomizing(animated: true)
        sheet.removeFromSuperview()
        customizeSheet = nil
        delegate?.tabBarController(self, didEndCustomizing: all, changed: changed)
    }
}

/// The customising sheet's view: a title bar ("Configure", Done) and a grid of the customizable items.
@MainActor
package final class TabBarCustomizeView: UIView {
    package var onDone: (() -> Void)?
    package let doneButton = UIButton(type: .system)
    private let titleLabel = UILabel(frame: .zero)

    package func show(items: [UITabBarItem], topInset: CGFloat, bottomInset: CGFloat) {
        backgroundColor = UIScreen.main.profile.isClassic ? UIColor(white: 0.15, alpha: 1) : .systemBackground
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // The sheet covers the content above the bar.
        frame.size.height = max(0, frame.height - bottomInset)
        let width = bounds.width
        titleLabel.text = "Configure"
        titleLabel.textAlignment = .center
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = UIScreen.main.profile.isClassic ? .white : .label
        titleLabel.frame = CGRect(x: 80, y: topInset, width: max(0, width - 160), height: 44)
        addSubview(titleLabel)
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: width - 72, y: topInset, width: 64, height: 44)
        doneButton.autoresizingMask = [.flexibleLeftMargin]
        doneButton.addAction(UIAction { [weak self] _ in self?.onDone?() }, for: .touchUpInside)
        addSubview(doneButton)
        // Four items a row, each an icon over its title, as iOS's "Configure" sheet lays them out.
        let columns = 4
        let cell = CGSize(width: width / CGFloat(columns), height: 76)
        for (index, item) in items.enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * cell.width,
                                 y: topInset + 64 + CGFloat(index / columns) * cell.height)
            if let image = item.image {
                let icon = UIImageView(image: image)
                icon.frame = CGRect(x: origin.x + (cell.width - 30) / 2, y: origin.y + 8, width: 30, height: 30)
                icon.contentMode = .scaleAspectFit
                addSubview(icon)
            }
            let label = UILabel(frame: CGRect(x: origin.x, y: origin.y + 44, width: cell.width, height: 16))
            label.text = item.title
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 11)
            label.textColor = titleLabel.textColor
            addSubview(label)
        }
    }
}
