// SPDX-License-Identifier: Apache-2.0

import Foundation
import MessageUI
import Testing
import TouchstoneTesting
@testable import UIKit

/// Records what a composer's delegate is told, and dismisses the composer as apps do.
@MainActor
final class ComposeRecorder: NSObject, MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate {
    var mailResults: [(MFMailComposeResult, Error?)] = []
    var messageResults: [MessageComposeResult] = []

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                               error: Error?) {
        mailResults.append((result, error))
        controller.dismiss(animated: true)
    }

    func messageComposeViewController(_ controller: MFMessageComposeViewController,
                                      didFinishWith result: MessageComposeResult) {
        messageResults.append(result)
        controller.dismiss(animated: true)
    }
}

@MainActor
@Suite("MessageUI: mail and message composers")
struct MailComposeTests {
    /// A fresh folder for one composer's outbox.
    private func scratchFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mail-\(UUID().uuidString)", isDirectory: true)
    }

    /// Launches a device and presents `composer` from its root controller, letting the slide finish.
    private func present(_ composer: UIViewController) throws -> (HeadlessDevice, UIViewController) {
        let device = try HeadlessDevice(profile: .modernPhone)
        try device.launch(delegate: LoggingDelegate())
        let root = UIViewController()
        let window = try #require(device.application?.keyWindow)
        window.rootViewController = root
        device.advance(by: 1.0 / 60)
        root.present(composer, animated: true)
        device.advance(by: 0.6)
        return (device, root)
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The Cancel (left) and Send (right) buttons of `navigation`'s bar.
    private func buttons(_ navigation: UINavigationController) throws -> (cancel: UIView, send: UIView) {
        let content = try #require(navigation.navigationBar.currentContent)
        return (try #require(content.leftViews.first), try #require(content.rightViews.first))
    }

    @Test("The simulated accounts can send mail and text")
    func availability() {
        #expect(MFMailComposeViewController.canSendMail())
        #expect(MFMessageComposeViewController.canSendText())
        #expect(MFMessageComposeViewController.canSendSubject())
        #expect(MFMessageComposeViewController.isSupportedAttachmentUTI("public.png"))
        #expect(!MFMessageComposeViewController.isSupportedAttachmentUTI(""))
    }

    @Test("What the app fills in shows in the form; Send is enabled only with a recipient")
    func formShowsFields() throws {
        let mail = MFMailComposeViewController()
        #expect(!mail.form.sendItem.isEnabled)
        mail.setSubject("Weekly report")
        mail.setToRecipients(["ann@example.org", "bob@example.org"])
        mail.setCcRecipients(["cc@example.org"])
        mail.setMessageBody("Numbers attached.", isHTML: false)
        #expect(mail.form.toField.text == "ann@example.org, bob@example.org")
        #expect(mail.form.ccField.text == "cc@example.org")
        #expect(mail.form.subjectField.text == "Weekly report")
        #expect(mail.form.bodyView.text == "Numbers attached.")
        #expect(mail.form.title == "Weekly report")
        #expect(mail.form.sendItem.isEnabled)
        #expect(mail.viewControllers.first === mail.form)
    }

    @Test("Send queues an RFC 5322 message in the outbox and tells the delegate, which dismisses the composer")
    func sendWritesOutbox() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = ComposeRecorder()
        let mail = MFMailComposeViewController()
        mail.outboxRoot = folder
        mail.mailComposeDelegate = recorder
        mail.setToRecipients(["ann@example.org"])
        mail.setSubject("Grüße")
        mail.setMessageBody("<p>Hello</p>", isHTML: true)
        mail.addAttachmentData(Data([1, 2, 3]), mimeType: "application/octet-stream", fileName: "a.bin")
        let (device, root) = try present(mail)
        device.tap(at: centre(of: try buttons(mail).send))
        device.advance(by: 0.6)
        #expect(recorder.mailResults.count == 1)
        #expect(recorder.mailResults.first?.0 == .sent && recorder.mailResults.first?.1 == nil)
        #expect(root.presentedViewController == nil)
        let file = try #require(mail.writtenFile)
        #expect(file.deletingLastPathComponent().path == folder.appendingPathComponent("Mail/Outbox").path)
        // Named by the time in milliseconds and a sequence number, so the outbox sorts in sending order.
        let name = file.deletingPathExtension().lastPathComponent.split(separator: "-")
        #expect(file.pathExtension == "eml" && name.count == 2 && name[1].count == 4)
        #expect(abs((Double(name.first ?? "") ?? 0) / 1000 - Date().timeIntervalSince1970) < 3600)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("To: ann@example.org\r\n"))
        #expect(text.contains("Subject: =?utf-8?B?\(Data("Grüße".utf8).base64EncodedString())?=\r\n"))
        #expect(text.contains("Content-Type: text/html; charset=utf-8"))
        #expect(text.contains("<p>Hello</p>"))
        #expect(text.contains("filename=\"a.bin\"") && text.contains("AQID"))
    }

    @Test("Fields set after the interface appeared are ignored, as on iOS")
    func lateChangesIgnored() throws {
        let mail = MFMailComposeViewController()
        mail.setSubject("Before")
        let (device, _) = try present(mail)
        let logged = UIKitDiagnostics.capturing { mail.setSubject("After") }.lines
        #expect(mail.form.subjectField.text == "Before")
        #expect(logged.contains { $0.contains("after the interface appeared") })
        withExtendedLifetime(device) {}
    }

    @Test("Cancel on a blank message cancels at once; with content it offers Delete Draft and Save Draft")
    func cancelAndDrafts() throws {
        let blank = MFMailComposeViewController()
        let recorder = ComposeRecorder()
        blank.mailComposeDelegate = recorder
        let (device, _) = try present(blank)
        device.tap(at: centre(of: try buttons(blank).cancel))
        device.advance(by: 0.6)
        #expect(recorder.mailResults.map(\.0) == [.cancelled])

        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let draft = MFMailComposeViewController()
        draft.outboxRoot = folder
        draft.mailComposeDelegate = recorder
        draft.setSubject("Half written")
        let root = try #require(device.application?.keyWindow?.rootViewController)
        root.present(draft, animated: true)
        device.advance(by: 0.6)
        device.tap(at: centre(of: try buttons(draft).cancel))
        device.advance(by: 0.6)
        let sheet = try #require(draft.form.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.actions.map(\.title) == ["Delete Draft", "Save Draft", "Cancel"])
        #expect(recorder.mailResults.count == 1, "nothing reported while the sheet is up")
        sheet.actions[1].handler?(sheet.actions[1])
        device.advance(by: 0.6)
        #expect(recorder.mailResults.map(\.0) == [.cancelled, .saved])
        let file = try #require(draft.writtenFile)
        #expect(file.deletingLastPathComponent().path == folder.appendingPathComponent("Mail/Drafts").path)
    }

    @Test("An outbox that cannot be written reports failed with a send error")
    func unwritableOutbox() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A file where the folder should be.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("Mail"))
        let recorder = ComposeRecorder()
        let mail = MFMailComposeViewController()
        mail.outboxRoot = folder
        mail.mailComposeDelegate = recorder
        mail.setToRecipients(["ann@example.org"])
        let (device, _) = try present(mail)
        device.tap(at: centre(of: try buttons(mail).send))
        device.advance(by: 0.6)
        #expect(recorder.mailResults.first?.0 == .failed)
        #expect((recorder.mailResults.first?.1 as? MFMailComposeError)?.code == .sendFailed)
    }

    @Test("A text message is sent to the messages outbox; Cancel reports cancelled")
    func textMessage() throws {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = ComposeRecorder()
        let message = MFMessageComposeViewController()
        message.outboxRoot = folder
        message.messageComposeDelegate = recorder
        message.recipients = ["+1 555 0100"]
        message.body = "On my way"
        message.subject = "ETA"
        #expect(message.form.toField.text == "+1 555 0100")
        #expect(message.form.sendItem.isEnabled)
        #expect(!message.addAttachmentURL(folder.appendingPathComponent("missing.png"), withAlternateFilename: nil))
        #expect(message.addAttachmentData(Data([0]), typeIdentifier: "public.data", filename: "x.dat"))
        #expect(message.attachments?.count == 1)
        let (device, root) = try present(message)
        device.tap(at: centre(of: try buttons(message).send))
        device.advance(by: 0.6)
        #expect(recorder.messageResults == [.sent])
        #expect(root.presentedViewController == nil)
        let text = try String(contentsOf: try #require(message.writtenFile), encoding: .utf8)
        #expect(text == "To: +1 555 0100\nSubject: ETA\nAttachment: x.dat\n\nOn my way")

        let second = MFMessageComposeViewController()
        second.messageComposeDelegate = recorder
        root.present(second, animated: true)
        device.advance(by: 0.6)
        device.tap(at: centre(of: try buttons(second).cancel))
        device.advance(by: 0.6)
        #expect(recorder.messageResults == [.sent, .cancelled])
    }

    @Test("Recipient fields split on commas and semicolons and drop blanks")
    func addressParsing() {
        #expect(MailMessage.addresses(in: " a@x, b@y;c@z ,, ") == ["a@x", "b@y", "c@z"])
        #expect(MailMessage.addresses(in: "") == [])
        var message = MailMessage()
        message.subject = "Line\r\nBcc: evil@x"
        let text = String(decoding: message.rfc5322(date: Date(timeIntervalSince1970: 0), boundary: "b"), as: UTF8.self)
        #expect(!text.contains("\r\nBcc: evil@x"), "a line break in a field cannot add a header")
        #expect(text.contains("Date: Thu, 01 Jan 1970 00:00:00 +0000"))
    }
}
