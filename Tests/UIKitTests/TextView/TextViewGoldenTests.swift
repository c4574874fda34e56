// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// Goldens of the text view: a selection across lines with its handles, and detected links in the tint colour.
@MainActor
@Suite("UITextView rendering")
struct TextViewGoldenTests {
    private func shot(_ device: HeadlessDevice, _ rect: CGRect) throws -> CGImage {
        device.advance(by: 1.0 / 60)
        let s = DeviceProfile.modernPhone.scale
        return try #require(device.screenshot().cropping(to: CGRect(x: rect.minX * s, y: rect.minY * s,
                                                                    width: rect.width * s, height: rect.height * s)))
    }

    @Test("Golden: a selection over two paragraphs with its handles")
    func selection() throws {
        let text = "Text views hold many lines.\nSelect across paragraphs and the highlight runs to the line's end.\nThird."
        let (device, window, textView) = try launchedTextView(text: text, frame: CGRect(x: 20, y: 100, width: 280, height: 150))
        window.backgroundColor = .systemGroupedBackground
        #expect(textView.becomeFirstResponder())
        device.advance(by: 0.5)
        textView.selectedRange = NSRange(location: 11, length: 30)
        let image = try shot(device, CGRect(x: 10, y: 90, width: 300, height: 170))
        try assertGolden(image, named: "textview-selection", suite: "TextView", filePath: uikitTestsRootFile())
    }

    @Test("Golden: detected links and a phone number in the tint colour, in a view that is not editable")
    func links() throws {
        let text = "Read https://swift.org/documentation or www.example.com.\nCall 555-123-4567 for help.\nPlain text stays plain."
        let (device, window, textView) = try launchedTextView(text: text, frame: CGRect(x: 20, y: 100, width: 280, height: 130))
        window.backgroundColor = .systemGroupedBackground
        textView.isEditable = false
        textView.dataDetectorTypes = .all
        let image = try shot(device, CGRect(x: 10, y: 90, width: 300, height: 150))
        try assertGolden(image, named: "textview-links", suite: "TextView", filePath: uikitTestsRootFile())
    }
}
