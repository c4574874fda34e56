// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where persistent pasteboards are kept between launches: one binary property list per board in
/// `Library/Pasteboards/` in the app's container (see ``AppContainer``), written atomically (a temporary file
/// renamed over the old one), so a crash mid-write leaves the previous contents.
///
/// A file holds the board's name, change count and items (each representation's type, bytes and whether they are
/// a serialized property list). A file that does not read as one is logged and ignored; the board it held starts
/// empty.
package struct PasteboardStore: Sendable {
    /// The folder holding the files.
    package let folder: URL

    package init(dataDirectory: URL) {
        folder = dataDirectory.appendingPathComponent("Library/Pasteboards", isDirectory: true)
    }

    /// The file of board `name`: its percent-escaped name (anything but letters, digits, `.`, `-` and `_`).
    package func file(for name: String) -> URL {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        let escaped = name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "board"
        return folder.appendingPathComponent(escaped + ".pasteboard.plist")
    }

    /// Writes `board` as the file of `name` (logged when it cannot be written).
    package func save(_ board: PasteboardServer.Board, named name: String) {
        let items: [[[String: Any]]] = board.items.map { item in
            item.representations.map { ["type": $0.type, "data": $0.value.data, "plist": $0.value.isPropertyList] }
        }
        var plist: [String: Any] = ["name": name, "changeCount": board.changeCount, "items": items]
        if let expiration = board.expiration { plist["expiration"] = expiration }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
            try data.write(to: file(for: name), options: .atomic)
        } catch {
            UIKitDiagnostics.log("UIPasteboard: could not store the pasteboard \(name): \(error)")
        }
    }

    /// Deletes the file of `name`, if there is one.
    package func delete(_ name: String) {
        let url = file(for: name)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do { try FileManager.default.removeItem(at: url) } catch {
            UIKitDiagnostics.log("UIPasteboard: could not delete the stored pasteboard \(name): \(error)")
        }
    }

    /// The boards stored by earlier launches, by name; malformed files are logged and skipped.
    package func load() -> [String: PasteboardServer.Board] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var boards: [String: PasteboardServer.Board] = [:]
        for file in names.sorted() where file.hasSuffix(".pasteboard.plist") {
            let url = folder.appendingPathComponent(file)
            guard let (name, board) = Self.decode(FileManager.default.contents(atPath: url.path)) else {
                UIKitDiagnostics.log("UIPasteboard: ignored the malformed stored pasteboard \(file)")
                continue
            }
            boards[name] = board
        }
        return boards
    }

    /// The board a file's bytes describe, or nil when they are not one.
    private static func decode(_ data: Data?) -> (String, PasteboardServer.Board)? {
        guard let data,
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
            let name = plist["name"] as? String, let count = plist["changeCount"] as? Int,
            let rawItems = plist["items"] as? [[[String: Any]]]
        else { return nil }
        var items: [PasteboardItem] = []
        for rawItem in rawItems {
            var item = PasteboardItem()
            for entry in rawItem {
                guard let type = entry["type"] as? String, let bytes = entry["data"] as? Data else { return nil }
                let isPropertyList = entry["plist"] as? Bool ?? false
                item.set(PasteboardRepresentation(data: bytes, isPropertyList: isPropertyList), forType: type)
            }
            items.append(item)
        }
        var board = PasteboardServer.Board()
        board.items = items
        board.changeCount = count
        board.isPersistent = true
        board.expiration = plist["expiration"] as? Date
        return (name, board)
    }
}
