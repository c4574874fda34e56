// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("UIPasteboard: items, representations and changes")
struct UIPasteboardTests {
    @Test("A device's general pasteboard starts empty, is one object, and is not another device's")
    func generalStartsEmptyPerDevice() throws {
        let first = try launchedPasteboardDevice()
        let general = UIPasteboard.general
        #expect(general === UIPasteboard.general)
        #expect(general.numberOfItems == 0 && general.types.isEmpty && general.string == nil)
        general.string = "on the first device"
        let second = try launchedPasteboardDevice()
        #expect(UIPasteboard.general !== general)
        #expect(UIPasteboard.general.string == nil)
        _ = (first, second)
    }

    @Test("An item holds several representations; readers take the type they support")
    func representations() throws {
        let device = try launchedPasteboardDevice()
        let board = UIPasteboard.general
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        board.items = [["public.html": "<b>Hi</b>", "public.utf8-plain-text": "Hi", "public.png": image]]
        #expect(board.numberOfItems == 1)
        #expect(Set(board.types) == ["public.html", "public.utf8-plain-text", "public.png"])
        #expect(board.value(forPasteboardType: "public.html") as? String == "<b>Hi</b>")
        #expect(board.string == "Hi")
        #expect(board.contains(pasteboardTypes: ["public.rtf", "public.png"]))
        #expect(!board.contains(pasteboardTypes: ["public.rtf"]))
        let png = try #require(board.data(forPasteboardType: "public.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(board.image?.size == CGSize(width: 4, height: 3))
        #expect(board.hasImages && board.hasStrings && !board.hasURLs && !board.hasColors)
        let item = try #require(board.items.first)
        #expect(item["public.utf8-plain-text"] as? String == "Hi")
        #expect(item["public.png"] is UIImage)
        _ = device
    }

    @Test("Every write replaces the whole contents, addItems and setValue included")
    func writesReplace() throws {
        let device = try launchedPasteboardDevice()
        let board = UIPasteboard.general
        board.setItems([["public.utf8-plain-text": "one"], ["public.utf8-plain-text": "two"]])
        #expect(board.strings == ["one", "two"])
        board.addItems([["public.utf8-plain-text": "three"]])
        #expect(board.strings == ["three"])
        board.setData(Data([1, 2, 3]), forPasteboardType: "com.example.bytes")
        board.setValue("text", forPasteboardType: "public.utf8-plain-text")
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.data(forPasteboardType: "com.example.bytes") == nil)
        board.url = URL(string: "https://example.com/a")
        #expect(board.url?.absoluteString == "https://example.com/a" && board.string == nil)
        board.color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        #expect(board.color == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1) && board.url == nil)
        board.strings = nil
        #expect(board.numberOfItems == 0)
        _ = device
    }

    @Test("changeCount increments on every change and each change posts changedNotification with its types")
    func changeCountAndNotifications() throws {
        let device = try launchedPasteboardDevice()
        let log = PasteboardNotificationLog()
        let board = UIPasteboard.general
        let start = board.changeCount
        board.string = "a"
        board.string = "a"
        board.setValue(URL(string: "https://example.com")!, forPasteboardType: "public.url")
        #expect(board.changeCount == start + 3)
        let entries = log.entries(for: board)
        #expect(entries.count == 3)
        #expect(entries.allSatisfy { $0.name == UIPasteboard.changedNotification })
        #expect(entries[0].added == ["public.utf8-plain-text"] && entries[0].removed.isEmpty)
        #expect(entries[1].added.isEmpty && entries[1].removed.isEmpty)
        #expect(entries[2].added == ["public.url"] && entries[2].removed == ["public.utf8-plain-text"])
        _ = device
    }

    @Test("Item sets: which items have which types, and their data")
    func itemSets() throws {
        let device = try launchedPasteboardDevice()
        let board = UIPasteboard.general
        board.items = [["public.utf8-plain-text": "a"], ["com.example.tile": Data([7])],
                       ["public.utf8-plain-text": "c", "com.example.tile": Data([9])]]
        #expect(board.itemSet(withPasteboardTypes: ["com.example.tile"]) == IndexSet([1, 2]))
        #expect(board.itemSet(withPasteboardTypes: ["public.png"]) == nil)
        #expect(board.types(forItemSet: IndexSet([0, 2]))?.map(Set.init) == [["public.utf8-plain-text"],
                                                                        ["public.utf8-plain-text", "com.example.tile"]])
        #expect(board.data(forPasteboardType: "com.example.tile", inItemSet: nil) == [Data([7]), Data([9])])
        #expect(board.values(forPasteboardType: "public.utf8-plain-text", inItemSet: IndexSet([2]))?
            .first as? String == "c")
        #expect(board.contains(pasteboardTypes: ["com.example.tile"], inItemSet: IndexSet([1, 2])))
        #expect(!board.contains(pasteboardTypes: ["com.example.tile"], inItemSet: nil))
        let (result, lines) = UIKitDiagnostics.capturing { board.types(forItemSet: IndexSet([5])) }
        #expect(result == nil && lines.contains { $0.contains("out of range") })
        _ = device
    }

    @Test("Bad input: an unknown type is kept and returned as data; a value that does not fit its type writes nothing")
    func badInput() throws {
        let device = try launchedPasteboardDevice()
        let board = UIPasteboard.general
        board.setData(Data([0xDE, 0xAD]), forPasteboardType: "org.example.mystery")
        #expect(board.value(forPasteboardType: "org.example.mystery") as? Data == Data([0xDE, 0xAD]))
        #expect(board.items.first?["org.example.mystery"] as? Data == Data([0xDE, 0xAD]))
        let count = board.changeCount
        let (_, lines) = UIKitDiagnostics.capturing {
            board.setValue(UIColor.red, forPasteboardType: "public.utf8-plain-text")
        }
        #expect(board.changeCount == count && board.types == ["org.example.mystery"])
        #expect(lines.contains { $0.contains("cannot be written as public.utf8-plain-text") })
        board.setData(Data([0x61, 0xFF, 0x62]), forPasteboardType: "public.utf8-plain-text")
        #expect(board.string == "a\u{FFFD}b")
        board.setValue(["count": 3, "name": "tile"], forPasteboardType: "com.example.plist")
        let plist = board.value(forPasteboardType: "com.example.plist") as? [String: Any]
        #expect(plist?["count"] as? Int == 3 && plist?["name"] as? String == "tile")
        _ = device
    }

    @Test("Items written with an expiration date go away when the device's clock passes it")
    func expiration() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let device = try HeadlessDevice(profile: .iPhone3GS, startDate: start)
        try device.launch(delegate: LoggingDelegate())
        let board = UIPasteboard.general
        let expiry = start.addingTimeInterval(device.now + 2)
        board.setItems([["public.utf8-plain-text": "soon gone"]],
                       options: [.expirationDate: expiry, .localOnly: true])
        #expect(board.string == "soon gone")
        device.advance(by: 1)
        #expect(board.string == "soon gone")
        let count = board.changeCount
        device.advance(by: 1.5)
        #expect(board.string == nil && board.changeCount == count + 1)
    }
}
