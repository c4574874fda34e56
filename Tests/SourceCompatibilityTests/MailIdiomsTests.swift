// SPDX-License-Identifier: Apache-2.0

import Foundation
import MessageUI
import Testing
import TouchstoneTesting
import UIKit

/// The idioms of MailIdioms.swift run: the composers come up filled in, and the delegate's dismissal returns to the
/// contact screen with the result.
@MainActor
@Suite("Source compatibility: mail and message composers")
struct MailIdiomsTests {
    private func launched() throws -> (HeadlessDevice, ContactViewController) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(ContactAppDelegate.self)
        let window = try #require((device.application?.delegate as? ContactAppDelegate)?.window)
        device.advance(by: 0.1)
        return (device, try #require(window.rootViewController as? ContactViewController))
    }

    @Test("Contact support by mail: the composer is filled in, Send reports .sent and the delegate dismisses it")
    func mail() throws {
        let (device, contact) = try launched()
        contact.contactSupport()
        device.advance(by: 0.6)
        let composer = try #require(contact.presentedViewController as? MFMailComposeViewController)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        composer.outboxRoot = folder
        #expect(composer.message.to == ["support@example.com"])
        #expect(composer.message.isHTML && composer.message.attachments.map(\.fileName) == ["log.txt"])
        composer.form.sendItem.primaryAction?.perform(sender: nil)
        device.advance(by: 0.6)
        #expect(contact.mailResult == .sent)
        #expect(contact.presentedViewController == nil)
        #expect(!contact.showedNoMailAlert)
    }

    @Test("Text support: the message composer shows the recipient and body; Cancel reports .cancelled")
    func message() throws {
        let (device, contact) = try launched()
        contact.textSupport()
        device.advance(by: 0.6)
        let composer = try #require(contact.presentedViewController as? MFMessageComposeViewController)
        #expect(composer.form.toField.text == "5550100" && composer.form.bodyView.text == "Help!")
        #expect(contact.availabilityObserver != nil)
        composer.form.cancelItem.primaryAction?.perform(sender: nil)
        device.advance(by: 0.6)
        #expect(contact.messageResult == .cancelled)
        #expect(contact.presentedViewController == nil)
    }
}
