// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UserNotifications

/// Content values, copies, archiving, sounds and attachments.
@Suite("Notification content")
struct ContentTests {
    @Test("Mutable content copies into immutable content; mutableCopy gives it back")
    func copies() throws {
        let content = UNMutableNotificationContent()
        content.title = "Title"
        content.subtitle = "Sub"
        content.body = "Body"
        content.badge = 7
        content.sound = .default
        content.userInfo = ["id": 42]
        content.threadIdentifier = "thread"
        let frozen = try #require(content.copy() as? UNNotificationContent)
        #expect(!(frozen is UNMutableNotificationContent) && frozen.title == "Title" && frozen.badge == 7)
        #expect(frozen.userInfo["id"] as? Int == 42 && frozen.sound == UNNotificationSound.default)
        let again = try #require(frozen.mutableCopy() as? UNMutableNotificationContent)
        again.title = "Other"
        #expect(frozen.title == "Title" && again.body == "Body" && frozen == content)
        #expect(UNNotificationSound(named: UNNotificationSoundName("chime.caf")) != .default)
    }

    @Test("Content archives with NSKeyedArchiver and secure coding")
    func archiving() throws {
        let content = UNMutableNotificationContent()
        content.title = "Saved"
        content.body = "Kept across launches"
        content.badge = 2
        content.userInfo = ["url": "app://item/3"]
        let data = try NSKeyedArchiver.archivedData(withRootObject: content, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UNNotificationContent.self, from: data))
        #expect(back.title == "Saved" && back.body == "Kept across launches" && back.badge == 2)
        #expect(back.userInfo["url"] as? String == "app://item/3")
    }

    @Test("Attachments: a file URL of a known type and size; everything else is refused with Apple's codes")
    func attachments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("un-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("picture.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: png)
        let attachment = try UNNotificationAttachment(identifier: "", url: png)
        #expect(attachment.type == "public.png" && !attachment.identifier.isEmpty)
        let text = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: text)
        #expect(throws: UNError(.attachmentUnrecognizedType)) { try UNNotificationAttachment(identifier: "t", url: text) }
        let hinted = try UNNotificationAttachment(identifier: "h", url: text,
                                                  options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
        #expect(hinted.type == "public.jpeg")
        #expect(throws: UNError(.attachmentNotInDataStore)) {
            try UNNotificationAttachment(identifier: "m", url: folder.appendingPathComponent("missing.png"))
        }
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "w", url: URL(string: "https://example.com/a.png")!)
        }
        let large = folder.appendingPathComponent("large.mp3")
        _ = FileManager.default.createFile(atPath: large.path, contents: nil)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 5_000_001)
        try handle.close()
        #expect(throws: UNError(.attachmentInvalidFileSize)) { try UNNotificationAttachment(identifier: "l", url: large) }
    }

    @Test("Errors bridge to NSError in UNErrorDomain with Apple's codes and match in catch clauses")
    func errors() {
        let error = UNError.make(.notificationsNotAllowed, "Notifications are not allowed for this application") as NSError
        #expect(error.domain == UNErrorDomain && error.code == 1)
        #expect(error.localizedDescription == "Notifications are not allowed for this application")
        var matched = false
        do { throw UNError(.attachmentCorrupt) } catch UNError.attachmentCorrupt { matched = true } catch {}
        #expect(matched && UNError.Code.badgeInputInvalid.rawValue == 1600)
    }

    @Test("localizedUserNotificationString falls back to the key and formats its arguments")
    func localizedString() {
        #expect(NSString.localizedUserNotificationString(forKey: "Wake up!", arguments: nil) == "Wake up!")
        #expect(NSString.localizedUserNotificationString(forKey: "Hello %@", arguments: ["Ann"]) == "Hello Ann")
    }
}
