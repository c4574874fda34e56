// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The list's prototype cell (`PlantCell` in Main.storyboard): the plant's picture, name and kind.
public final class PlantCell: UITableViewCell {
    /// The plant's picture.
    public weak var pictureView: UIImageView!
    /// The plant's name.
    public weak var nameLabel: UILabel!
    /// The plant's kind.
    public weak var kindLabel: UILabel!

    /// Shows `plant`.
    public func show(_ plant: Plant) {
        pictureView.image = UIImage(named: plant.kind.imageName)
        nameLabel.text = plant.name
        kindLabel.text = plant.kind.rawValue
    }

    /// The storyboard's outlets (what `@IBOutlet` gives on iOS; the `touchstone-port` command generates this).
    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "pictureView": pictureView = value as? UIImageView
        case "nameLabel": nameLabel = value as? UILabel
        case "kindLabel": kindLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
