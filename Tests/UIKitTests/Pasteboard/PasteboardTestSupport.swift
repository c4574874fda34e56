// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// A launched device whose pasteboards the test uses (its general pasteboard starts empty).
@MainActor
func launchedPasteboardDevice(dataRoot: URL? = nil) throws -> HeadlessDevice {
    let device = try HeadlessDevice(profile: .iPhone3GS)
    device.dataRoot = dataRoot
    try device.launch(delegate: LoggingDelegate())
    return device
}

/// A fresh empty folder under the temporary directory.
func temporaryDataFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pasteboard-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Records the pasteboard notifications posted while it lives.
final class PasteboardNotificationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(name: Notification.Name, object: AnyObject?, added: [String], removed: [String])] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for name in [UIPasteboard.changedNotification, UIPasteboard.removedNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [self] note in
                let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
                let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
                lock.withLock { entries.append((note.name, note.object as AnyObject?, added, removed)) }
            })
        }
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

    /// The notifications about `pasteboard`, in order.
    func entries(for pasteboard: UIPasteboard) -> [(name: Notification.Name, added: [String], removed: [String])] {
        lock.withLock {
            entries.filter { ($0.object as? UIPasteboard)?.name == pasteboard.name && ($0.object as? UIPasteboard)?
                .server === pasteboard.server }
                .map { ($0.name, $0.added, $0.removed) }
        }
    }
}
