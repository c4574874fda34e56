// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The standard interface for writing and sending an email (guide chapter 8, "Sending Mail"; MessageUI).
///
/// Create it, fill in what you know (``setToRecipients(_:)``, ``setSubject(_:)``,
/// ``setMessageBody(_:isHTML:)``, ``addAttachmentData(_:mimeType:fileName:)``), set
/// ``mailComposeDelegate`` and present it modally. Check ``canSendMail()`` first, as on iOS. The user edits the
/// message and taps Send or Cancel; the delegate is told the result and dismisses the composer (it does not
/// dismiss itself). Set the fields before presenting: as on iOS, changes after the interface appears are ignored.
///
/// Touchstone's device has no Mail app: Send queues the message as an RFC 5322 `.eml` file in the simulated
/// outbox, and Save Draft writes it to the drafts folder (see `MailOutbox`: `Library/Touchstone/Mail/` in the
/// app's container, or `TOUCHSTONE_MAIL_DIR`). Cancel on a message with content asks, in an action sheet,
/// whether to delete or save the draft; on a blank one it cancels at once.
@preconcurrency @MainActor
open class MFMailComposeViewController: UINavigationController {
    /// The object told how the composition ended.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?

    /// The message as the app filled it in (and, once sent or saved, as the user finished it).
    package private(set) var message = MailMessage()
    /// The compose screen.
    package let form = ComposeFormViewController(kind: .mail)
    /// Whether the interface has appeared (later field changes are ignored, as on iOS).
    private var appeared = false
    /// Whether the delegate has been told (once per composer).
    package private(set) var finished = false
    /// The folder the simulated account writes under (nil: ``MailOutbox/root``); tests give each composer its own.
    package var outboxRoot: URL?
    /// Where the last message or draft was written (for tests).
    package private(set) var writtenFile: URL?

    /// Whether the device can send mail: true when the simulated mail account is configured (unless
    /// `TOUCHSTONE_MAIL_ACCOUNT=none`).
    open class func canSendMail() -> Bool { MailOutbox.accountAvailable("TOUCHSTONE_MAIL_ACCOUNT") }

    /// Creates an empty composer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Creates an empty composer (the form apps use: `MFMailComposeViewController()`).
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates an empty composer (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setViewControllers([form], animated: false)
        form.onCancel = { [unowned self] in cancelTapped() }
        form.onSend = { [unowned self] in send() }
    }

    // MARK: Filling in the message

    /// Sets the subject line.
    open func setSubject(_ subject: String) {
        guard editable("setSubject") else { return }
        message.subject = subject
        form.subjectField.text = subject
        form.fieldsChanged()
    }

    /// Sets the To recipients (email addresses; nil clears them).
    open func setToRecipients(_ toRecipients: [String]?) {
        guard editable("setToRecipients") else { return }
        message.to = toRecipients ?? []
        form.toField.text = message.to.joined(separator: ", ")
        form.fieldsChanged()
    }

    /// Sets the Cc recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) {
        guard editable("setCcRecipients") else { return }
        message.cc = ccRecipients ?? []
        form.ccField.text = message.cc.joined(separator: ", ")
        form.fieldsChanged()
    }

    /// Sets the Bcc recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) {
        guard editable("setBccRecipients") else { return }
        message.bcc = bccRecipients ?? []
        form.bccField.text = message.bcc.joined(separator: ", ")
        form.fieldsChanged()
    }

    /// Sets the body, plain text or HTML (the form shows HTML as its source text; the sent message keeps the
    /// `text/html` type).
    open func setMessageBody(_ body: String, isHTML: Bool) {
        guard editable("setMessageBody") else { return }
        message.body = body
        message.isHTML = isHTML
        form.bodyView.text = body
    }

    /// Attaches `attachment` as a file named `filename` of MIME type `mimeType`.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        guard editable("addAttachmentData") else { return }
        message.attachments.append(.init(data: attachment, mimeType: mimeType, fileName: filename))
    }

    /// The address to send from when the account has it (the simulated account accepts any).
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {
        guard editable("setPreferredSendingEmailAddress") else { return }
        message.from = emailAddress
    }

    /// Whether the fields may still be set: not after the interface appeared (logged, as iOS ignores it).
    private func editable(_ call: String) -> Bool {
        if appeared { UIKitDiagnostics.log("MFMailComposeViewController.\(call) after the interface appeared; ignored") }
        return !appeared
    }

    /// Notes that the interface appeared: from now on the fields can no longer be set by the app.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared = true
    }

    // MARK: Finishing

    /// The message as the form now shows it.
    private func currentMessage() -> MailMessage {
        var m = message
        m.to = MailMessage.addresses(in: form.toField.text ?? "")
        m.cc = MailMessage.addresses(in: form.ccField.text ?? "")
        m.bcc = MailMessage.addresses(in: form.bccField.text ?? "")
        m.subject = form.subjectField.text ?? ""
        m.body = form.bodyView.text ?? ""
        return m
    }

    private func send() {
        guard !finished else { return }
        message = currentMessage()
        write(to: MailOutbox.mailOutbox(in: outboxRoot ?? MailOutbox.root), success: .sent, failure: .sendFailed)
    }

    private func cancelTapped() {
        guard !finished else { return }
        let current = currentMessage()
        if current.isBlank {
            finish(.cancelled, error: nil)
            return
        }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { [unowned self] _ in
            finish(.cancelled, error: nil)
        })
        sheet.addAction(UIAlertAction(title: "Save Draft", style: .default) { [unowned self] _ in
            message = current
            write(to: MailOutbox.mailDrafts(in: outboxRoot ?? MailOutbox.root), success: .saved, failure: .saveFailed)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = form.cancelItem
        form.present(sheet, animated: true)
    }

    private func write(to folder: URL, success: MFMailComposeResult, failure: MFMailComposeError.Code) {
        let boundary = "touchstone-" + UUID().uuidString
        if let url = MailOutbox.write(message.rfc5322(date: Date(), boundary: boundary), to: folder, extension: "eml") {
            writtenFile = url
            finish(success, error: nil)
        } else {
            finish(.failed, error: MFMailComposeError(failure))
        }
    }

    private func finish(_ result: MFMailComposeResult, error: Error?) {
        guard !finished else { return }
        finished = true
        mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: error)
    }
}
