// SPDX-License-Identifier: Apache-2.0

import Testing

@testable import UIKit

/// The standard labels of the four styles in a 390 × 44 cell, against frames computed by hand: 16-point leading and
/// trailing margins (so 358 points of text width), parts centred vertically, a 16-point gap after an image.
@MainActor
@Suite("UITableViewCell: standard styles")
struct TableCellStyleTests {
    @Test("Default style: the text spans the margins, centred; no detail label")
    func defaultStyle() {
        let cell = laidOutCell(.default)
        let h = lineHeight(17)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: ((44 - h) / 2).rounded(), width: 358, height: h))
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.textLabel?.font.pointSize == 17)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test("An image stands at the leading margin, centred, and the text starts 16 points after it")
    func image() {
        let cell = laidOutCell(.default)
        cell.imageView?.image = solidImage(30, 30)
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(cell.textLabel?.frame.minX == 62)
        #expect(cell.textLabel?.frame.width == 312)  // 390 − 16 − 62
        #expect(cell.separatorInset.left == 62)
    }

    @Test("Value 1: the text at the leading margin, the grey detail right-aligned at the trailing margin")
    func value1() throws {
        let cell = laidOutCell(.value1, text: "Wi-Fi", detail: "Home")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let textWidth = text.sizeThatFits(CGSize(width: 358, height: 1000)).width
        let detailWidth = detail.sizeThatFits(CGSize(width: 358, height: 1000)).width
        let y = ((44 - lineHeight(17)) / 2).rounded()
        #expect(text.frame == CGRect(x: 16, y: y, width: textWidth, height: lineHeight(17)))
        #expect(detail.frame == CGRect(x: 374 - detailWidth, y: y, width: detailWidth, height: lineHeight(17)))
        #expect(detail.textColor == .secondaryLabel && detail.textAlignment == .right)
    }

    @Test("Value 2: a blue right-aligned text in a 67-point column, the detail 6 points after it")
    func value2() throws {
        let cell = laidOutCell(.value2, text: "mobile", detail: "555-0100")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.frame.origin.x == 16 && text.frame.width == 67)
        #expect(text.textColor == .systemBlue && text.textAlignment == .right && text.font.pointSize == 15)
        #expect(detail.frame.minX == 89 && detail.frame.width == 390 - 16 - 89)
        #expect(detail.frame.height == lineHeight(15))
    }

    @Test("Subtitle: a 17-point text with a 12-point detail directly below, the pair centred")
    func subtitle() throws {
        let cell = laidOutCell(.subtitle, text: "Title", detail: "Subtitle")
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        let pair = lineHeight(17) + lineHeight(12)
        #expect(text.frame == CGRect(x: 16, y: ((44 - pair) / 2).rounded(), width: 358, height: lineHeight(17)))
        #expect(detail.frame == CGRect(x: 16, y: text.frame.maxY, width: 358, height: lineHeight(12)))
        #expect(detail.font.pointSize == 12)
    }

    @Test("Subtitle without detail text centres the text alone")
    func subtitleWithoutDetail() {
        let cell = laidOutCell(.subtitle)
        _ = cell.detailTextLabel
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minY == ((44 - lineHeight(17)) / 2).rounded())
        #expect(cell.detailTextLabel?.isHidden == true)
    }

    @Test("Fitting height: at least 44; margins plus the subtitle pair; a multi-line subtitle grows the row")
    func fittingHeight() throws {
        let target = CGSize(width: 390, height: 0)
        #expect(laidOutCell(.default).systemLayoutSizeFitting(target).height == 44)
        let cell = laidOutCell(.subtitle, text: "Title", detail: "Subtitle")
        let pair = lineHeight(17) + lineHeight(12)
        #expect(cell.systemLayoutSizeFitting(target) == CGSize(width: 390, height: (22 + pair).rounded(.up)))
        cell.detailTextLabel?.numberOfLines = 0
        cell.detailTextLabel?.text = String(repeating: "A long subtitle that wraps onto more lines. ", count: 6)
        let tall = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(tall.height > 22 + lineHeight(17) + 3 * lineHeight(12))
        #expect(cell.sizeThatFits(target) == tall)
        cell.frame.size.height = tall.height
        cell.layoutIfNeeded()
        #expect(cell.detailTextLabel!.frame.maxY <= tall.height - 11 + 0.5)
    }

    @Test("A content view holding the app's constrained views is sized by its constraints")
    func autoLayoutContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.heightAnchor.constraint(equalToConstant: 80),
        ])
        #expect(cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0)).height == 100)
    }

    @Test("Indentation moves the content's leading margin by level × width (10 points by default)")
    func indentation() {
        let cell = laidOutCell(.default)
        #expect(cell.indentationWidth == 10)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame.minX == 36)
        #expect(cell.contentView.layoutMargins.left == 36)
    }

    @Test("Right to left mirrors the labels and the image")
    func rightToLeft() {
        let cell = laidOutCell(.value1, text: "Wi-Fi", detail: "Home")
        cell.semanticContentAttribute = .forceRightToLeft
        cell.contentView.semanticContentAttribute = .forceRightToLeft
        cell.imageView?.image = solidImage(30, 30)
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame.maxX == 374)
        #expect(cell.textLabel?.frame.maxX == 328)  // 374 − 30 − 16
        #expect(cell.detailTextLabel?.frame.minX == 16)
    }

    @Test("Content view margins are 11 points top and bottom and 16 leading and trailing; cells are white")
    func margins() {
        let cell = laidOutCell(.default)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.frame.size == CGSize(width: 390, height: 44))
        let fresh = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(fresh.frame.size == CGSize(width: 320, height: 44))
        #expect(fresh.backgroundColor == .systemBackground && fresh.contentView.backgroundColor == nil)
    }
}
