// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The standard interface for writing and sending a text message (MessageUI).
///
/// Set ``recipients`` and ``body`` (and, where ``canSendSubject()`` says so, ``subject``), set
/// ``messageComposeDelegate`` and present it modally after checking ``canSendText()``. The user edits the
/// recipients and text and taps Send or Cancel; the delegate is told and dismisses the composer.
///
/// Touchstone's device has no Messages app: Send writes the message as a text file (recipients, subject,
/// attachments' names, then the body) to the simulated outbox (see `MailOutbox`:
/// `Library/Touchstone/Messages/Outbox/`, or under `TOUCHSTONE_MAIL_DIR`). ``canSendText()`` is false when
/// `TOUCHSTONE_MESSAGES_ACCOUNT=none`.
@preconcurrency @MainActor
open class MFMessageComposeViewController: UINavigationController {
    /// The object told how the composition ended.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients (phone numbers or email addresses), shown in the To field.
    open var recipients: [String]? {
        didSet { form.toField.text = (recipients ?? []).joined(separator: ", "); form.fieldsChanged() }
    }
    /// The message text, shown in the body.
    open var body: String? { didSet { form.bodyView.text = body ?? "" } }
    /// The subject (sent when ``canSendSubject()``).
    open var subject: String?
    /// The attachments added so far, each a dictionary with the keys Apple documents
    /// (`MFMessageComposeViewControllerAttachmentURL`, `…AttachmentAlternateFilename`).
    open var attachments: [[AnyHashable: Any]]? { attachmentList.isEmpty ? nil : attachmentList }
    private var attachmentList: [[AnyHashable: Any]] = []
    /// Whether the user may add attachments (see ``disableUserAttachments()``).
    package private(set) var allowsUserAttachments = true

    package let form = ComposeFormViewController(kind: .message)
    package private(set) var finished = false
    /// The folder the simulated account writes under (nil: ``MailOutbox/root``); tests give each composer its own.
    package var outboxRoot: URL?
    /// Where the last message was written (for tests).
    package private(set) var writtenFile: URL?

    /// Whether the device can send text messages (the simulated account; false with
    /// `TOUCHSTONE_MESSAGES_ACCOUNT=none`).
    open class func canSendText() -> Bool { MailOutbox.accountAvailable("TOUCHSTONE_MESSAGES_ACCOUNT") }
    /// Whether messages may have a subject: true when text can be sent.
    open class func canSendSubject() -> Bool { canSendText() }
    /// Whether messages may carry attachments: true when text can be sent.
    open class func canSendAttachments() -> Bool { canSendText() }
    /// Whether a file of uniform type `uti` may be attached: any type when attachments can be sent.
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { canSendAttachments() && !uti.isEmpty }

    /// Creates an empty composer.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Creates an empty composer (the form apps use: `MFMessageComposeViewController()`).
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates an empty composer (nothing is decoded).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        setViewControllers([form], animated: false)
        form.onCancel = { [unowned self] in finish(.cancelled) }
        form.onSend = { [unowned self] in send() }
    }

    /// Attaches the file at `attachmentURL`, shown as `alternateFilename` when given; false (logged) when the file
    /// cannot be read.
    @discardableResult
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
        guard attachmentURL.isFileURL, FileManager.default.isReadableFile(atPath: attachmentURL.path) else {
            UIKitDiagnostics.log("MFMessageComposeViewController: cannot attach \(attachmentURL); not a readable file")
            return false
        }
        var entry: [AnyHashable: Any] = [MFMessageComposeViewControllerAttachmentURL: attachmentURL]
        if let alternateFilename { entry[MFMessageComposeViewControllerAttachmentAlternateFilename] = alternateFilename }
        attachmentList.append(entry)
        return true
    }

    /// Attaches `attachmentData` of uniform type `uti` as `filename`; false when the type is not supported.
    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        guard Self.isSupportedAttachmentUTI(uti) else { return false }
        attachmentList.append([MFMessageComposeViewControllerAttachmentAlternateFilename: filename,
                               "data": attachmentData, "typeIdentifier": uti])
        return true
    }

    /// Stops the user from adding attachments in the interface (the simulated interface offers none anyway).
    open func disableUserAttachments() { allowsUserAttachments = false }

    private func send() {
        guard !finished else { return }
        recipients = MailMessage.addresses(in: form.toField.text ?? "")
        body = form.bodyView.text
        var lines = ["To: " + (recipients ?? []).joined(separator: ", ")]
        if let subject, Self.canSendSubject() { lines.append("Subject: " + subject) }
        for attachment in attachmentList {
            let name = attachment[MFMessageComposeViewControllerAttachmentAlternateFilename] as? String
                ?? (attachment[MFMessageComposeViewControllerAttachmentURL] as? URL)?.lastPathComponent ?? "attachment"
            lines.append("Attachment: " + name)
        }
        lines.append("")
        lines.append(body ?? "")
        if let url = MailOutbox.write(Data(lines.joined(separator: "\n").utf8), to: MailOutbox.messagesOutbox(in: outboxRoot ?? MailOutbox.root),
                                      extension: "txt") {
            writtenFile = url
            finish(.sent)
        } else {
            finish(.failed)
        }
    }

    private func finish(_ result: MessageComposeResult) {
        guard !finished else { return }
        finished = true
        messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
    }
}

/// The attachment dictionary key holding the file URL.
public let MFMessageComposeViewControllerAttachmentURL = "MFMessageComposeViewControllerAttachmentURL"
/// The attachment dictionary key holding the name shown.
public let MFMessageComposeViewControllerAttachmentAlternateFilename =
    "MFMessageComposeViewControllerAttachmentAlternateFilename"
extension NSNotification.Name {
    /// Posted when the device's ability to send text changes (never, on the simulated device).
    public static let MFMessageComposeViewControllerTextMessageAvailabilityDidChange = NSNotification.Name(
        "MFMessageComposeViewControllerTextMessageAvailabilityDidChangeNotification")
}
/// The notification's user-info key: whether text can be sent now.
public let MFMessageComposeViewControllerTextMessageAvailabilityKey =
    "MFMessageComposeViewControllerTextMessageAvailabilityKey"
