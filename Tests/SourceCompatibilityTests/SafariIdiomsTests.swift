// SPDX-License-Identifier: Apache-2.0

import Foundation
import SafariServices
import Testing
import UIKit

@MainActor
@Suite("Source compatibility: Safari Services")
struct SafariIdiomsTests {
    @Test("A links screen's browser keeps the app's configuration, and file URLs stay out of the Reading List")
    func aboutScreen() {
        let about = WebLinksViewController(style: .plain)
        let browser = about.makeBrowser(for: URL(string: "https://example.com/terms")!)
        #expect(browser.configuration.entersReaderIfAvailable && !browser.configuration.barCollapsingEnabled)
        #expect(browser.dismissButtonStyle == .close)
        #expect(browser.delegate === about)
        #expect(!about.saveForLater(URL(fileURLWithPath: "/tmp/terms.html")))
    }
}
