// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// The guide's representation type for a tile (listing 3-5's `ColorTileUTI`).
private let ColorTileUTI = "com.example.touchstone.colortile"

/// The model object of the guide's example: a coloured tile at a grid origin.
private struct ColorTile: Codable, Equatable, CustomStringConvertible {
    var tileOrigin: CGPoint
    var red: Double, green: Double, blue: Double
    var description: String { "Tile (\(red), \(green), \(blue))" }
}

/// The guide's §2.3.8 custom view (listings 3-4 to 3-7), in Swift: it becomes first responder on a double tap,
/// selects the grid square tapped, shows the edit menu over it, copies the selected tile as archived data plus a
/// string, cuts it, and pastes a tile only when the pasteboard holds one.
@MainActor
private final class ColorTileView: UIView {
    static let side: CGFloat = 64
    var tiles: [ColorTile] = []
    var currentSelection = CGPoint.zero

    override var canBecomeFirstResponder: Bool { true }

    func colorTile(forOrigin origin: CGPoint) -> ColorTile? { tiles.first { $0.tileOrigin == origin } }

    // Listing 3-4: double tap selects and shows the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let theTouch = touches.first else { return }
        if theTouch.tapCount == 2 && becomeFirstResponder() {
            let point = theTouch.location(in: self)
            currentSelection = CGPoint(x: (point.x / Self.side).rounded(.down) * Self.side,
                                       y: (point.y / Self.side).rounded(.down) * Self.side)
            setNeedsDisplay()
            let theMenu = UIMenuController.shared
            let selectionRect = CGRect(x: currentSelection.x, y: currentSelection.y, width: Self.side, height: Self.side)
            theMenu.setTargetRect(selectionRect, in: self)
            theMenu.setMenuVisible(true, animated: true)
        }
    }

    // Listing 3-5: which commands apply.
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        let tile = colorTile(forOrigin: currentSelection)
        if action == Selector("paste:") {
            return tile == nil && UIPasteboard.general.contains(pasteboardTypes: [ColorTileUTI])
        }
        if action == Selector("cut:") || action == Selector("copy:") { return tile != nil }
        return super.canPerformAction(action, withSender: sender)
    }

    // Listing 3-6: copy and cut.
    override func copy(_ sender: Any?) {
        guard let tile = colorTile(forOrigin: currentSelection), let tileData = try? PropertyListEncoder().encode(tile)
        else { return }
        UIPasteboard.general.items = [[ColorTileUTI: tileData, "public.utf8-plain-text": tile.description]]
    }

    override func cut(_ sender: Any?) {
        copy(sender)
        tiles.removeAll { $0.tileOrigin == currentSelection }
        setNeedsDisplay(CGRect(origin: currentSelection, size: CGSize(width: Self.side, height: Self.side)))
    }

    // Listing 3-7: paste.
    override func paste(_ sender: Any?) {
        let gpBoard = UIPasteboard.general
        guard gpBoard.contains(pasteboardTypes: [ColorTileUTI]),
            let tileData = gpBoard.data(forPasteboardType: ColorTileUTI),
            var tile = try? PropertyListDecoder().decode(ColorTile.self, from: tileData)
        else { return }
        tile.tileOrigin = currentSelection
        tiles.append(tile)
        setNeedsDisplay()
    }
}

@MainActor
@Suite("Guide §2.3.8: copy and paste in a custom view")
struct CopyPasteGuideExampleTests {
    @Test("Double tap selects and shows Cut/Copy over a tile; Copy puts archived data and a string on the pasteboard; Paste appears only on an empty square with a tile on the pasteboard")
    func colorTileExample() throws {
        let view = ColorTileView()
        view.tiles = [ColorTile(tileOrigin: CGPoint(x: 64, y: 192), red: 0.2, green: 0.4, blue: 0.8)]
        let (device, _) = try launchedMenuDevice(content: view)
        let menu = UIMenuController.shared

        // A double tap on the tile: the view becomes first responder and the menu shows over the selection.
        device.tap(at: CGPoint(x: 96, y: 224), count: 2)
        device.advance(by: 0.2)
        #expect(view.isFirstResponder && view.currentSelection == CGPoint(x: 64, y: 192))
        #expect(menuTitles() == ["Cut", "Copy"])
        #expect(menu.menuFrame.maxY <= 192)

        // Copy: the tile as archived data under its type, plus a plain-text representation in the same item.
        try tapMenuButton("Copy", on: device)
        let board = UIPasteboard.general
        #expect(board.numberOfItems == 1)
        #expect(Set(board.types) == [ColorTileUTI, "public.utf8-plain-text"])
        #expect(board.string == "Tile (0.2, 0.4, 0.8)")
        let archived = try #require(board.data(forPasteboardType: ColorTileUTI))
        #expect(try PropertyListDecoder().decode(ColorTile.self, from: archived) == view.tiles[0])

        // An empty square: only Paste applies.
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 224, y: 352), count: 2)
        device.advance(by: 0.2)
        #expect(menuTitles() == ["Paste"])
        try tapMenuButton("Paste", on: device)
        #expect(view.tiles.count == 2 && view.colorTile(forOrigin: CGPoint(x: 192, y: 320))?.blue == 0.8)

        // Cut the original: it leaves the model and the pasteboard still holds a tile.
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 96, y: 224), count: 2)
        device.advance(by: 0.2)
        try tapMenuButton("Cut", on: device)
        #expect(view.tiles.count == 1 && view.colorTile(forOrigin: CGPoint(x: 64, y: 192)) == nil)

        // Without a tile on the pasteboard, an empty square offers nothing: no menu.
        board.string = "just text"
        device.advance(by: 0.5)
        device.tap(at: CGPoint(x: 32, y: 416), count: 2)
        device.advance(by: 0.2)
        #expect(!menu.isMenuVisible)
    }
}
