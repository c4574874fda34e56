// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The compose screen inside ``MFMailComposeViewController`` and ``MFMessageComposeViewController``
/// (infrastructure, not Apple API): recipient fields, a subject field for mail, and the body, under a navigation
/// bar with Cancel and Send. Send is enabled once there is a recipient, as on iOS.
@MainActor
package final class ComposeFormViewController: UIViewController {
    /// Which composer the form belongs to.
    package enum Kind { case mail, message }

    package let kind: Kind
    package let toField = UITextField()
    package let ccField = UITextField()
    package let bccField = UITextField()
    package let subjectField = UITextField()
    package let bodyView = UITextView()
    private var labels: [UILabel] = []
    private var separators: [UIView] = []
    package private(set) var cancelItem: UIBarButtonItem!
    package private(set) var sendItem: UIBarButtonItem!
    /// Called for Cancel and Send.
    package var onCancel: () -> Void = {}
    package var onSend: () -> Void = {}

    package init(kind: Kind) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
        cancelItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in onCancel() })
        sendItem = UIBarButtonItem(title: "Send", primaryAction: UIAction { [unowned self] _ in onSend() })
        sendItem.style = .done
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = sendItem
        title = kind == .mail ? "New Message" : "New iMessage"
        for field in [toField, ccField, bccField, subjectField] {
            field.addAction(UIAction { [unowned self] _ in fieldsChanged() }, for: .editingChanged)
        }
        fieldsChanged()
    }

    package required init?(coder: NSCoder) {
        kind = .mail
        super.init(coder: coder)
    }

    /// The rows shown, with their captions.
    private var rows: [(String, UITextField)] {
        switch kind {
        case .mail: [("To:", toField), ("Cc:", ccField), ("Bcc:", bccField), ("Subject:", subjectField)]
        case .message: [("To:", toField)]
        }
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for (caption, field) in rows {
            let label = UILabel()
            label.text = caption
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
            labels.append(label)
            field.font = .systemFont(ofSize: 15)
            field.autocapitalizationType = .none
            field.keyboardType = field === subjectField ? .default : .emailAddress
            let separator = UIView()
            separator.backgroundColor = .separator
            separators.append(separator)
            view.addSubview(label)
            view.addSubview(field)
            view.addSubview(separator)
        }
        bodyView.font = .systemFont(ofSize: 15)
        view.addSubview(bodyView)
        fieldsChanged()
    }

    package override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let rowHeight: CGFloat = 44
        for (i, (_, field)) in rows.enumerated() {
            let y = area.minY + CGFloat(i) * rowHeight
            labels[i].frame = CGRect(x: area.minX + 16, y: y, width: 64, height: rowHeight)
            field.frame = CGRect(x: area.minX + 84, y: y, width: max(0, area.width - 100), height: rowHeight)
            separators[i].frame = CGRect(x: area.minX + 16, y: y + rowHeight - 0.5, width: max(0, area.width - 16),
                                         height: 0.5)
        }
        let top = area.minY + CGFloat(rows.count) * rowHeight
        bodyView.frame = CGRect(x: area.minX + 12, y: top + 4, width: max(0, area.width - 24),
                                height: max(0, area.maxY - top - 8))
    }

    /// Keeps Send enabled only while some recipient is filled in, and the title showing the subject.
    package func fieldsChanged() {
        let recipients = [toField, ccField, bccField].contains { !MailMessage.addresses(in: $0.text ?? "").isEmpty }
        sendItem.isEnabled = kind == .mail ? recipients : !MailMessage.addresses(in: toField.text ?? "").isEmpty
        if kind == .mail {
            let subject = subjectField.text ?? ""
            title = subject.isEmpty ? "New Message" : subject
        }
    }
}
