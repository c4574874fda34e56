// SPDX-License-Identifier: Apache-2.0

import Foundation
import HostInterface

/// The pasteboards of one running app (one device): what iPhone OS's pasteboard server holds for it.
///
/// Every `UIPasteboard` object is a handle naming a board here; the contents, change counts and persistence live
/// in the server, behind one lock, so pasteboards may be used from any thread. The runtime that is current
/// (`AppRuntime.install()`) makes its server the one `UIPasteboard.general` and `UIPasteboard(name:create:)` use;
/// code running outside any app gets a memory-only server of its own. A headless device's general pasteboard thus
/// starts empty and is not shared with other devices.
///
/// Persistent boards (the general and find pasteboards, and named ones made persistent) are written after each
/// change to the app's data folder (see ``PasteboardStore``) and read back when the next launch's server starts.
package final class PasteboardServer: @unchecked Sendable {
    /// One board's state.
    package struct Board {
        package var items: [PasteboardItem] = []
        package var changeCount = 0
        package var isPersistent = false
        /// When the items expire (`setItems(_:options:)`'s `.expirationDate`), if they do.
        package var expiration: Date?
        /// Whether the items were written `.localOnly`.
        package var isLocalOnly = false
    }

    /// What a change did, for the notification sent after the lock is released.
    package struct Change {
        package let name: String
        package let added: [String]
        package let removed: [String]
    }

    /// The find pasteboard's name (``UIPasteboard/Name/find`` without its deprecation).
    package static let findName = "com.apple.UIKit.pboard.find"

    private let lock = NSLock()
    private var boards: [String: Board] = [:]
    /// The first handle made for each name: the object of its notifications.
    private var canonical: [String: UIPasteboard] = [:]
    private var uniqueCounter = 0
    /// Where persistent boards are kept (nil: memory only).
    private let store: PasteboardStore?
    /// The current date (the device's clock), for expiration dates.
    private let now: @Sendable () -> Date
    /// What the bridge to the desktop clipboard saw and gave last (main thread only, ``synchronize(with:)``).
    package var hostSync = HostClipboardSync()

    /// A server whose persistent boards live under `dataDirectory` (nil: nothing is stored) and which reads the
    /// date from `now`. Loads the boards a previous launch stored.
    package init(dataDirectory: URL?, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = dataDirectory.map(PasteboardStore.init(dataDirectory:))
        self.now = now
        for (name, board) in store?.load() ?? [:] { boards[name] = board }
        for name in [UIPasteboard.Name.general.rawValue, PasteboardServer.findName] {
            boards[name, default: Board()].isPersistent = true
        }
    }

    // MARK: The current server

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static weak var installed: PasteboardServer?
    /// The server of code that runs outside any app (memory only).
    private static let detached = PasteboardServer(dataDirectory: nil)

    /// The server of the current app, or the detached one.
    package static var current: PasteboardServer { currentLock.withLock { installed } ?? detached }

    /// Makes `server` the current one.
    package static func makeCurrent(_ server: PasteboardServer) { currentLock.withLock { installed = server } }

    /// Stops `server` being current, if it is.
    package static func resign(_ server: PasteboardServer) {
        currentLock.withLock { if installed === server { installed = nil } }
    }

    // MARK: Boards

    /// Whether a board named `name` exists.
    package func exists(_ name: String) -> Bool { lock.withLock { boards[name] != nil } }

    /// Creates the board `name` if needed.
    package func create(_ name: String) { lock.withLock { if boards[name] == nil { boards[name] = Board() } } }

    /// The object notifications about `name` carry: the first handle made for it (`handle` when it is the first).
    package func canonicalHandle(_ name: String, else handle: UIPasteboard) -> UIPasteboard {
        lock.withLock {
            if let existing = canonical[name] { return existing }
            canonical[name] = handle
            return handle
        }
    }

    /// A name no board has yet.
    package func uniqueName() -> String {
        lock.withLock {
            while true {
                uniqueCounter += 1
                let name = "com.apple.UIKit.pboard.unique.\(uniqueCounter)"
                if boards[name] == nil {
                    boards[name] = Board()
                    return name
                }
            }
        }
    }

    /// Removes the board `name` (and its stored file); returns the handle to notify about, or nil when there was
    /// no such board. The general and find boards are emptied rather than removed.
    package func remove(_ name: String) -> UIPasteboard? {
        let handle: UIPasteboard? = lock.withLock {
            guard boards[name] != nil else { return nil }
            if name == UIPasteboard.Name.general.rawValue || name == PasteboardServer.findName {
                boards[name]?.items = []
                boards[name]?.changeCount += 1
                persist(name)
            } else {
                boards[name] = nil
                store?.delete(name)
            }
            return canonical.removeValue(forKey: name) ?? UIPasteboard(handleFor: name, server: self)
        }
        return handle
    }

    /// Reads the board `name` (expired items are dropped first).
    package func read<T>(_ name: String, _ body: (Board) -> T) -> T {
        let (result, change) = lock.withLock { () -> (T, Change?) in
            let change = expireIfNeeded(name)
            return (body(boards[name] ?? Board()), change)
        }
        if let change { post(change) }
        return result
    }

    /// Replaces the items of board `name` (any write replaces the whole contents), bumps its change count,
    /// stores it when persistent and posts `UIPasteboard.changedNotification`.
    package func replaceItems(_ name: String, with items: [PasteboardItem], expiration: Date? = nil,
                              localOnly: Bool = false)
    {
        let change = lock.withLock { () -> Change in
            var board = boards[name] ?? Board()
            let before = Self.allTypes(board.items)
            board.items = items
            board.changeCount += 1
            board.expiration = expiration
            board.isLocalOnly = localOnly
            boards[name] = board
            persist(name)
            let after = Self.allTypes(items)
            return Change(name: name, added: after.filter { !before.contains($0) },
                          removed: before.filter { !after.contains($0) })
        }
        post(change)
    }

    /// Makes board `name` persistent or not (storing or deleting its file).
    package func setPersistent(_ name: String, _ persistent: Bool) {
        lock.withLock {
            guard boards[name] != nil else { return }
            boards[name]?.isPersistent = persistent
            if persistent { persist(name) } else { store?.delete(name) }
        }
    }

    // MARK: Internals (under the lock)

    private func persist(_ name: String) {
        guard let store, let board = boards[name], board.isPersistent else { return }
        store.save(board, named: name)
    }

    private func expireIfNeeded(_ name: String) -> Change? {
        guard let expiration = boards[name]?.expiration, now() >= expiration, let board = boards[name] else {
            return nil
        }
        let removed = Self.allTypes(board.items)
        boards[name]?.items = []
        boards[name]?.expiration = nil
        boards[name]?.changeCount += 1
        persist(name)
        return Change(name: name, added: [], removed: removed)
    }

    private static func allTypes(_ items: [PasteboardItem]) -> [String] {
        var seen: [String] = []
        for item in items { for type in item.types where !seen.contains(type) { seen.append(type) } }
        return seen
    }

    private func post(_ change: Change) {
        let object = lock.withLock { canonical[change.name] } ?? UIPasteboard(handleFor: change.name, server: self)
        NotificationCenter.default.post(
            name: UIPasteboard.changedNotification, object: object,
            userInfo: [UIPasteboard.changedTypesAddedUserInfoKey: change.added,
                       UIPasteboard.changedTypesRemovedUserInfoKey: change.removed])
    }
}
