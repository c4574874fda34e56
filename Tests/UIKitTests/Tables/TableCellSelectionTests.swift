// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting

@testable import UIKit

@MainActor
@Suite("UITableViewCell: selection and highlight")
struct TableCellSelectionTests {
    /// The background the cell shows for selection now (the default grey one unless set).
    func selectionBackground(_ cell: UITableViewCell) -> UIView? {
        cell.selectedBackgroundView ?? cell.defaultSelectedBackground
    }

    @Test("Selecting shows a light grey background behind the content and highlights the labels and image")
    func selectShowsBackground() throws {
        let cell = laidOutCell(.subtitle, text: "Title", detail: "Detail")
        cell.textLabel?.highlightedTextColor = .white
        cell.imageView?.image = solidImage(10, 10)
        cell.setSelected(true, animated: false)
        let background = try #require(selectionBackground(cell))
        #expect(background.alpha == 1 && background.backgroundColor == .systemGray4)
        #expect(background.frame == cell.bounds)
        let index = try #require(cell.subviews.firstIndex { $0 === background })
        #expect(index < cell.subviews.firstIndex { $0 === cell.contentView }!)
        #expect(cell.textLabel?.isHighlighted == true && cell.detailTextLabel?.isHighlighted == true)
        #expect(cell.imageView?.isHighlighted == true)
        cell.isSelected = false
        #expect(background.alpha == 0 && cell.textLabel?.isHighlighted == false)
    }

    @Test("Highlighting looks like selection; the app's own labels in the content view follow too")
    func highlight() throws {
        let cell = laidOutCell(.default)
        let label = UILabel()
        cell.contentView.addSubview(label)
        cell.isHighlighted = true
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(selectionBackground(cell)?.alpha == 1 && label.isHighlighted)
        cell.setHighlighted(false, animated: false)
        #expect(selectionBackground(cell)?.alpha == 0 && !label.isHighlighted)
    }

    @Test("Selection style none shows nothing")
    func selectionStyleNone() {
        let cell = laidOutCell(.default)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        #expect((selectionBackground(cell)?.alpha ?? 0) == 0)
        #expect(cell.textLabel?.isHighlighted == false)
    }

    @Test("The app's selected background view replaces the grey one; the background view stays at the back")
    func customBackgrounds() throws {
        let cell = laidOutCell(.default)
        let back = UIView(), selected = UIView(), multiple = UIView()
        cell.backgroundView = back
        cell.selectedBackgroundView = selected
        cell.multipleSelectionBackgroundView = multiple
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === back && back.frame == cell.bounds)
        #expect(selected.alpha == 1 && cell.defaultSelectedBackground.map { $0.alpha == 0 } ?? true)
        let order = [back, selected, cell.contentView].map { view in cell.subviews.firstIndex { $0 === view }! }
        #expect(order == order.sorted())
        cell.usesMultipleSelectionBackground = true
        cell.setEditing(true, animated: false)
        #expect(multiple.alpha == 1 && selected.alpha == 0)
    }

    @Test("Animated selection fades the background in over 0.25 s")
    func animatedFade() throws {
        let device = try HeadlessDevice(profile: .iPhone3GS)
        try device.launch(delegate: LoggingDelegate())
        let window = try #require(device.application?.keyWindow)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 40, width: 320, height: 44)
        window.addSubview(cell)
        cell.layoutIfNeeded()
        device.advance(by: 1.0 / 60)
        cell.setSelected(true, animated: true)
        let background = try #require(selectionBackground(cell))
        #expect(background.alpha == 1)
        device.advance(by: 0.125)
        let midway = try #require(background.layer.presentation()).opacity
        #expect(midway > 0.1 && midway < 0.9)
        device.advance(by: 0.2)
        #expect(background.layer.presentation()?.opacity ?? 1 == 1)
    }

    @Test("prepareForReuse ends selection and highlight and keeps the content")
    func prepareForReuse() {
        let cell = laidOutCell(.default, text: "Kept")
        cell.setSelected(true, animated: false)
        cell.setHighlighted(true, animated: false)
        cell.accessoryType = .checkmark
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.defaultSelectedBackground?.alpha == 0)
        #expect(cell.textLabel?.text == "Kept" && cell.accessoryType == .checkmark)
    }

    @Test("Selection styles keep UIKit's raw values; the default is .default")
    func rawValues() {
        #expect([UITableViewCell.SelectionStyle.none, .blue, .gray, .default].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).selectionStyle == .default)
    }
}
