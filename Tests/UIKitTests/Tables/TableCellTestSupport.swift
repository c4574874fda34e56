// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// A cell of `style`, 390 × 44 points (the modern phone's row), laid out, with `text` and `detail` set.
@MainActor
func laidOutCell(_ style: UITableViewCell.CellStyle, text: String? = "Title", detail: String? = nil,
                 width: CGFloat = 390, height: CGFloat = 44) -> UITableViewCell
{
    let cell = UITableViewCell(style: style, reuseIdentifier: "cell")
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    cell.textLabel?.text = text
    if let detail { cell.detailTextLabel?.text = detail }
    cell.layoutIfNeeded()
    return cell
}

/// A one-line label's height at `size` points of the system font, as `sizeThatFits` gives it.
@MainActor
func lineHeight(_ size: CGFloat) -> CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = "Ag"
    return label.sizeThatFits(CGSize(width: 1000, height: 1000)).height
}

/// A `width` × `height` point image (scale 1) filled with `color`.
@MainActor
func solidImage(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .systemOrange) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    }
}
