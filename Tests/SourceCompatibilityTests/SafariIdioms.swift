// SPDX-License-Identifier: Apache-2.0
//
// A links screen that opens its links in an in-app browser and saves them to the Reading List, as iOS apps write
// it (Swift 5 mode): it compiles unchanged (SafariIdiomsTests.swift checks what it builds).

import SafariServices
import UIKit

class WebLinksViewController: UITableViewController, SFSafariViewControllerDelegate {
    private(set) var browserClosed = false

    func makeBrowser(for url: URL) -> SFSafariViewController {
        let configuration = SFSafariViewController.Configuration()
        configuration.entersReaderIfAvailable = true
        configuration.barCollapsingEnabled = false
        let browser = SFSafariViewController(url: url, configuration: configuration)
        browser.delegate = self
        browser.preferredBarTintColor = .systemBackground
        browser.preferredControlTintColor = view.tintColor
        browser.dismissButtonStyle = .close
        browser.modalPresentationStyle = .pageSheet
        return browser
    }

    func showTerms() {
        guard let url = URL(string: "https://example.com/terms") else { return }
        present(makeBrowser(for: url), animated: true)
    }

    func saveForLater(_ url: URL) -> Bool {
        do {
            try SSReadingList.default()?.addItem(with: url, title: "Terms", previewText: nil)
            return true
        } catch {
            return false
        }
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
        browserClosed = true
        controller.dismiss(animated: true)
    }

    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        if !didLoadSuccessfully { title = "Offline" }
    }
}
