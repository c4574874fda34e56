// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The screen reader's reading order and spoken text (docs/ARCHITECTURE.md, "Accessibility").
@MainActor
@Suite("Accessibility reading order")
struct ReadingOrderTests {
    /// Two columns of two labels each, in column containers; the left column's views are added last.
    private func columns(grouped: Bool) -> UIViewController {
        let controller = UIViewController()
        let left = UIView(frame: CGRect(x: 0, y: 100, width: 160, height: 100))
        let right = UIView(frame: CGRect(x: 160, y: 100, width: 160, height: 100))
        right.addSubview(accessibleLabel("B1", CGRect(x: 10, y: 0, width: 100, height: 30)))
        right.addSubview(accessibleLabel("B2", CGRect(x: 10, y: 50, width: 100, height: 30)))
        left.addSubview(accessibleLabel("A2", CGRect(x: 10, y: 50, width: 100, height: 30)))
        left.addSubview(accessibleLabel("A1", CGRect(x: 10, y: 0, width: 100, height: 30)))
        left.shouldGroupAccessibilityChildren = grouped
        right.shouldGroupAccessibilityChildren = grouped
        controller.view.addSubview(right)
        controller.view.addSubview(left)
        return controller
    }

    @Test("Elements of plain containers are read row by row across the containers, as VoiceOver does")
    func flattenedRows() throws {
        let device = try AccessibilityTestApp.launch(columns(grouped: false))
        #expect(device.accessibilityElements().map(\.label) == ["A1", "B1", "A2", "B2"])
    }

    @Test("shouldGroupAccessibilityChildren reads each container as a block")
    func groupedColumns() throws {
        let device = try AccessibilityTestApp.launch(columns(grouped: true))
        #expect(device.accessibilityElements().map(\.label) == ["A1", "A2", "B1", "B2"])
    }

    @Test("A right-to-left application reads each row from the right")
    func rightToLeftRows() throws {
        let device = try AccessibilityTestApp.launch(columns(grouped: false), language: "ar")
        // The columns themselves are laid out by frames the test gave, so "B" stays on the right.
        #expect(device.accessibilityElements().map(\.label) == ["B1", "A1", "B2", "A2"])
    }

    @Test("A container answering the older accessibilityElementCount/accessibilityElement(at:) is read in its order")
    func legacyContainer() throws {
        final class Chart: UIView {
            lazy var bars: [UIAccessibilityElement] = ["Tue", "Mon"].enumerated().map { index, day in
                let bar = UIAccessibilityElement(accessibilityContainer: self)
                bar.accessibilityLabel = day
                bar.accessibilityFrameInContainerSpace = CGRect(x: 100 - index * 50, y: 0, width: 40, height: 40)
                return bar
            }
            override func accessibilityElementCount() -> Int { bars.count }
            override func accessibilityElement(at index: Int) -> Any? { bars[index] }
            override func index(ofAccessibilityElement element: Any) -> Int {
                bars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
            }
        }
        let controller = UIViewController()
        let chart = Chart(frame: CGRect(x: 0, y: 300, width: 320, height: 40))
        controller.view.addSubview(chart)
        controller.view.addSubview(accessibleLabel("Below", CGRect(x: 0, y: 400, width: 100, height: 20)))
        controller.view.addSubview(accessibleLabel("Title", CGRect(x: 0, y: 40, width: 100, height: 20)))
        let device = try AccessibilityTestApp.launch(controller)

        #expect(device.accessibilityElements().map(\.label) == ["Title", "Tue", "Mon", "Below"])
        #expect(chart.index(ofAccessibilityElement: chart.bars[1]) == 1)
    }

    @Test("A modal view hides its siblings; hidden and transparent views are skipped")
    func modalAndHidden() throws {
        let controller = UIViewController()
        controller.view.addSubview(accessibleLabel("Behind", CGRect(x: 0, y: 40, width: 100, height: 20)))
        let faded = accessibleLabel("Faded", CGRect(x: 0, y: 60, width: 100, height: 20))
        faded.alpha = 0
        let panel = UIView(frame: CGRect(x: 20, y: 200, width: 280, height: 100))
        panel.accessibilityViewIsModal = true
        panel.addSubview(accessibleLabel("Alert", CGRect(x: 0, y: 0, width: 100, height: 20)))
        controller.view.addSubview(faded)
        controller.view.addSubview(panel)
        let device = try AccessibilityTestApp.launch(controller)

        #expect(device.accessibilityElements().map(\.label) == ["Alert"])
        panel.accessibilityViewIsModal = false
        #expect(device.accessibilityElements().map(\.label) == ["Behind", "Alert"])
    }

    @Test("Spoken text: Selected, label, value, kind, dimmed, hint")
    func spokenText() throws {
        let controller = UIViewController()
        let play = UIButton(type: .system)
        play.frame = CGRect(x: 0, y: 40, width: 100, height: 44)
        play.setTitle("Play", for: .normal)
        play.accessibilityHint = "Plays the song"
        let stop = UIButton(type: .system)
        stop.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        stop.setTitle("Stop", for: .normal)
        stop.isEnabled = false
        let tab = UIButton(type: .system)
        tab.frame = CGRect(x: 0, y: 160, width: 100, height: 44)
        tab.setTitle("Favorites", for: .normal)
        tab.isSelected = true
        let volume = RecordingElementView(frame: CGRect(x: 0, y: 220, width: 200, height: 30))
        volume.accessibilityLabel = "Volume"
        volume.accessibilityTraits = .adjustable
        let heading = accessibleLabel("Settings", CGRect(x: 0, y: 300, width: 100, height: 20))
        heading.accessibilityTraits = [.staticText, .header]
        [play, stop, tab, volume, heading].forEach(controller.view.addSubview)
        let device = try AccessibilityTestApp.launch(controller)

        #expect(device.spokenScreen() == [
            "Play, button, Plays the song",
            "Stop, button, dimmed",
            "Selected, Favorites, button",
            "Volume, 5, adjustable",
            "Settings, heading",
        ])
    }

    @Test("Views' UIAccessibilityContainer answers and attributed spellings follow the plain properties")
    func containerAnswersAndAttributedSpellings() {
        let view = UIView()
        let first = UIAccessibilityElement(accessibilityContainer: view)
        let second = UIAccessibilityElement(accessibilityContainer: view)
        view.accessibilityElements = [first, second]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as AnyObject === second)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.index(ofAccessibilityElement: second) == 1)
        #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)

        let label = accessibleLabel("Inbox", CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(label.accessibilityAttributedLabel?.string == "Inbox")
        #expect(label.accessibilityUserInputLabels == ["Inbox"])
        label.accessibilityAttributedHint = NSAttributedString(string: "Opens the inbox")
        #expect(label.accessibilityHint == "Opens the inbox")
        UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).addSubview(label)
        #expect(label.accessibilityActivationPoint == CGPoint(x: 60, y: 40))  // the frame's centre
        #expect(UIButton().accessibilityRespondsToUserInteraction)
        #expect(!label.accessibilityRespondsToUserInteraction)
    }
}
