// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A subtitle cell, registered by class: the table creates it with `init(style:reuseIdentifier:)`, which asks
/// for the subtitle style.
public final class ContactCell: UITableViewCell {
    /// The reuse identifier the Contacts table registers this class under.
    public static let reuseIdentifier = "Contact"

    /// How many contact cells were ever created (the benchmark compares it with the visible rows).
    public static var instancesCreated = 0

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        ContactCell.instancesCreated += 1
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `contact` with its initial's `image`.
    public func show(_ contact: Contact, image: UIImage) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.number
        imageView?.image = image
    }

    /// A 30-point disc in a colour of its own for each of the 26 letters (drawn once per letter and kept).
    public static func avatar(for letter: String) -> UIImage {
        if let image = avatars[letter] { return image }
        let hue = CGFloat((letter.unicodeScalars.first?.value ?? 65) % 26) / 26
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor(hue: hue, saturation: 0.6, brightness: 0.85, alpha: 1).setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        avatars[letter] = image
        return image
    }

    private static var avatars: [String: UIImage] = [:]
}
