// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The simulated device's mail and messages accounts (infrastructure, not Apple API): Linux has no Mail app, so a
/// message the user sends is written, as an RFC 5322 `.eml` file (mail) or a text file (messages), to an outbox
/// folder in the app's container, where tests and developers can read it.
///
/// Folders: `Library/Touchstone/Mail/Outbox/`, `Library/Touchstone/Mail/Drafts/` and
/// `Library/Touchstone/Messages/Outbox/` under the app's home folder (`NSHomeDirectory()`, the container when
/// launched), or under `TOUCHSTONE_MAIL_DIR` when that is set to an absolute path. The services are available
/// unless `TOUCHSTONE_MAIL_ACCOUNT` / `TOUCHSTONE_MESSAGES_ACCOUNT` is `none` (then `canSendMail()` /
/// `canSendText()` answer false, as on a device without an account).
package enum MailOutbox {
    /// The root of the mail and messages folders.
    package static var root: URL {
        let environment = ProcessInfo.processInfo.environment
        if let dir = environment["TOUCHSTONE_MAIL_DIR"], dir.hasPrefix("/") {
            return URL(fileURLWithPath: dir, isDirectory: true)
        }
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent("Library/Touchstone", isDirectory: true)
    }

    /// Where sent mail goes under `root`.
    package static func mailOutbox(in root: URL) -> URL { root.appendingPathComponent("Mail/Outbox", isDirectory: true) }
    /// Where saved drafts go under `root`.
    package static func mailDrafts(in root: URL) -> URL { root.appendingPathComponent("Mail/Drafts", isDirectory: true) }
    /// Where sent text messages go under `root`.
    package static func messagesOutbox(in root: URL) -> URL {
        root.appendingPathComponent("Messages/Outbox", isDirectory: true)
    }

    /// Whether the account named by `variable` is configured (anything but `none`).
    package static func accountAvailable(_ variable: String) -> Bool {
        ProcessInfo.processInfo.environment[variable]?.lowercased() != "none"
    }

    /// Writes `contents` as a new file in `folder` (created when missing) named after the time and a counter, so
    /// messages sort in the order they were sent; returns its URL, or nil (logged) when it cannot be written.
    @MainActor
    package static func write(_ contents: Data, to folder: URL, extension ext: String) -> URL? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            counter += 1
            let stamp = Int(Date().timeIntervalSince1970 * 1000)
            let sequence = String(counter % 10_000)
            let name = "\(stamp)-" + String(repeating: "0", count: 4 - sequence.count) + sequence + ".\(ext)"
            let url = folder.appendingPathComponent(name)
            try contents.write(to: url, options: .withoutOverwriting)
            return url
        } catch {
            UIKitDiagnostics.log("MessageUI: cannot write to \(folder.path): \(error)")
            return nil
        }
    }

    @MainActor private static var counter = 0
}
