// SPDX-License-Identifier: Apache-2.0
//
// A "Contact us" screen as iOS apps write it, in Swift 5 mode: check `canSendMail()`, fall back to an alert,
// otherwise fill in a mail composer (recipients, subject, an HTML body, a log attached) and dismiss it from the
// delegate; and the same for a text message.

import Foundation
import MessageUI
import UIKit

/// Offers support by mail and by text message.
final class ContactViewController: UIViewController, MFMailComposeViewControllerDelegate,
    MFMessageComposeViewControllerDelegate
{
    private(set) var mailResult: MFMailComposeResult?
    private(set) var messageResult: MessageComposeResult?
    private(set) var showedNoMailAlert = false
    private(set) var availabilityObserver: NSObjectProtocol?

    func contactSupport() {
        guard MFMailComposeViewController.canSendMail() else {
            let alert = UIAlertController(title: "Mail is not set up", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
            present(alert, animated: true, completion: nil)
            showedNoMailAlert = true
            return
        }
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = self
        composer.setToRecipients(["support@example.com"])
        composer.setSubject("Feedback")
        composer.setMessageBody("<p>Hi!</p>", isHTML: true)
        if let data = "launch log".data(using: .utf8) {
            composer.addAttachmentData(data, mimeType: "text/plain", fileName: "log.txt")
        }
        present(composer, animated: true, completion: nil)
    }

    func textSupport() {
        guard MFMessageComposeViewController.canSendText() else { return }
        let composer = MFMessageComposeViewController()
        composer.messageComposeDelegate = self
        composer.recipients = ["5550100"]
        composer.body = "Help!"
        _ = composer.attachments?.first?[MFMessageComposeViewControllerAttachmentURL]
        availabilityObserver = NotificationCenter.default.addObserver(
            forName: .MFMessageComposeViewControllerTextMessageAvailabilityDidChange, object: nil, queue: .main
        ) { _ in }
        present(composer, animated: true, completion: nil)
    }

    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                               error: Error?) {
        mailResult = result
        switch result {
        case .sent, .saved, .cancelled:
            break
        case .failed:
            print(error?.localizedDescription ?? "failed")
        @unknown default:
            break
        }
        controller.dismiss(animated: true, completion: nil)
    }

    func messageComposeViewController(_ controller: MFMessageComposeViewController,
                                      didFinishWith result: MessageComposeResult) {
        messageResult = result
        controller.dismiss(animated: true, completion: nil)
    }
}

/// The app delegate: one window showing the contact screen.
final class ContactAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ContactViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
