// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The pasteboard type of the guide's tiles (listing 3-5's `ColorTileUTI`).
let GuideColorTileUTI = "com.example.touchstone.colortile"

/// The guide's model object, archived with NSKeyedArchiver as listing 3-6 does.
final class GuideColorTile: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var tileOrigin: CGPoint
    var tileColor: String

    init(tileOrigin: CGPoint, tileColor: String) {
        self.tileOrigin = tileOrigin
        self.tileColor = tileColor
    }

    init?(coder: NSCoder) {
        guard let color = coder.decodeObject(of: NSString.self, forKey: "color") else { return nil }
        tileOrigin = CGPoint(x: coder.decodeDouble(forKey: "x"), y: coder.decodeDouble(forKey: "y"))
        tileColor = color as String
    }

    func encode(with coder: NSCoder) {
        coder.encode(Double(tileOrigin.x), forKey: "x")
        coder.encode(Double(tileOrigin.y), forKey: "y")
        coder.encode(tileColor as NSString, forKey: "color")
    }

    override var description: String { "\(tileColor) tile" }
}

/// The guide's §2.3.8 custom view in today's Swift, selecting with a touch and hold: the long press selects the
/// grid square and shows the edit menu over it; copy writes the tile archived and as a string in one item, cut
/// also removes it, paste reads the archive back. Actions it does not handle go up the responder chain.
final class GuideTileView: UIView {
    static let side: CGFloat = 64
    var tiles: [GuideColorTile] = []
    var currentSelection = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self) { [weak self] recognizer in
            self?.handleLongPress(recognizer)
        })
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var canBecomeFirstResponder: Bool { true }

    func colorTile(forOrigin origin: CGPoint) -> GuideColorTile? { tiles.first { $0.tileOrigin == origin } }

    func handleLongPress(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began, becomeFirstResponder() else { return }
        let point = recognizer.location(in: self)
        currentSelection = CGPoint(x: (point.x / Self.side).rounded(.down) * Self.side,
                                   y: (point.y / Self.side).rounded(.down) * Self.side)
        setNeedsDisplay()
        let menu = UIMenuController.shared
        menu.showMenu(from: self, rect: CGRect(origin: currentSelection, size: CGSize(width: Self.side, height: Self.side)))
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let tile = colorTile(forOrigin: currentSelection)
        if action == Selector("paste:") {
            return tile == nil && UIPasteboard.general.contains(pasteboardTypes: [GuideColorTileUTI])
        }
        if action == Selector("cut:") || action == Selector("copy:") { return tile != nil }
        return super.canPerformAction(action, withSender: sender)
    }

    override func copy(_ sender: Any?) {
        guard let tile = colorTile(forOrigin: currentSelection),
              let tileData = try? NSKeyedArchiver.archivedData(withRootObject: tile, requiringSecureCoding: true)
        else { return }
        UIPasteboard.general.setItems([[GuideColorTileUTI: tileData, "public.utf8-plain-text": tile.description]])
    }

    override func cut(_ sender: Any?) {
        copy(sender)
        tiles.removeAll { $0.tileOrigin == currentSelection }
        setNeedsDisplay()
    }

    override func paste(_ sender: Any?) {
        let board = UIPasteboard.general
        guard let tileData = board.data(forPasteboardType: GuideColorTileUTI),
              let tile = try? NSKeyedUnarchiver.unarchivedObject(ofClass: GuideColorTile.self, from: tileData)
        else { return }
        tile.tileOrigin = currentSelection
        tiles.append(tile)
        setNeedsDisplay()
    }
}

/// The board holding the tile view: Select All is its command, reached up the responder chain.
final class GuideBoardView: UIView {
    var selectedAll = false
    override func selectAll(_ sender: Any?) { selectedAll = true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("selectAll:") { return !selectedAll }
        return super.canPerformAction(action, withSender: sender)
    }
}

@MainActor
@Suite("Guide §2.3.8: copy and paste in a custom view, by touch and hold")
struct CopyPasteTouchAndHoldGuideTests {
    private func hold(_ point: CGPoint, on device: HeadlessDevice) {
        device.touchDown(at: point)
        device.advance(by: 0.7)
        device.touchUp(at: point)
        device.advance(by: 0.2)
    }

    @Test("Touch and hold shows the menu over a tile; copy writes the archive and a string; paste reads it back; Select All comes from the board up the chain")
    func touchAndHold() throws {
        let board = GuideBoardView()
        let view = GuideTileView(frame: .zero)
        view.tiles = [GuideColorTile(tileOrigin: CGPoint(x: 64, y: 192), tileColor: "blue")]
        let (device, window) = try launchedMenuDevice(content: board)
        view.frame = window.bounds
        board.addSubview(view)
        device.advance(by: 1.0 / 60)

        hold(CGPoint(x: 96, y: 224), on: device)
        #expect(view.isFirstResponder && view.currentSelection == CGPoint(x: 64, y: 192))
        #expect(menuTitles() == ["Cut", "Copy", "Select All"])
        try tapMenuButton("Copy", on: device)
        let pasteboard = UIPasteboard.general
        #expect(pasteboard.numberOfItems == 1)
        #expect(Set(pasteboard.types) == [GuideColorTileUTI, "public.utf8-plain-text"])
        #expect(pasteboard.string == "blue tile")
        let archived = try #require(pasteboard.data(forPasteboardType: GuideColorTileUTI))
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: GuideColorTile.self, from: archived))
        #expect(decoded.tileColor == "blue" && decoded.tileOrigin == CGPoint(x: 64, y: 192))

        // An empty square: Paste (the pasteboard holds a tile) and the board's Select All.
        hold(CGPoint(x: 224, y: 352), on: device)
        #expect(menuTitles() == ["Select All", "Paste"])
        try tapMenuButton("Paste", on: device)
        #expect(view.colorTile(forOrigin: CGPoint(x: 192, y: 320))?.tileColor == "blue")

        // Select All goes to the board; afterwards the board no longer offers it.
        hold(CGPoint(x: 32, y: 416), on: device)
        try tapMenuButton("Select All", on: device)
        #expect(board.selectedAll)

        // Cut the first tile; a plain string on the pasteboard then offers nothing on an empty square.
        hold(CGPoint(x: 96, y: 224), on: device)
        try tapMenuButton("Cut", on: device)
        #expect(view.colorTile(forOrigin: CGPoint(x: 64, y: 192)) == nil && view.tiles.count == 1)
        pasteboard.string = "just text"
        hold(CGPoint(x: 32, y: 416), on: device)
        #expect(!UIMenuController.shared.isMenuVisible)
    }
}
