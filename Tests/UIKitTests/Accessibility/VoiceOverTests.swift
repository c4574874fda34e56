// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The headless device's VoiceOver-like reader: cursor moves, activation, adjusting, escape, magic tap, scrolling
/// and custom actions (issue 16, "Accessibility").
@MainActor
@Suite("VoiceOver reader")
struct VoiceOverTests {
    private final class Screen: UIViewController {
        let first = RecordingElementView(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        let second = RecordingElementView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let button = UIButton(type: .system)
        var log: [String] = []
        var escapes = true

        override func viewDidLoad() {
            super.viewDidLoad()
            first.accessibilityLabel = "First"
            second.accessibilityLabel = "Second"
            second.accessibilityTraits = .adjustable
            button.frame = CGRect(x: 0, y: 160, width: 200, height: 44)
            button.setTitle("Send", for: .normal)
            button.addAction(UIAction { [unowned self] _ in log.append("send") }, for: .touchUpInside)
            [first, second, button].forEach(view.addSubview)
        }

        override func accessibilityPerformEscape() -> Bool {
            log.append("escape")
            return escapes
        }

        override func accessibilityPerformMagicTap() -> Bool {
            log.append("magic")
            return true
        }
    }

    @Test("Swipes move the cursor in reading order, stop at the ends and tell elements they are focused")
    func cursorMoves() throws {
        let screen = Screen()
        let device = try AccessibilityTestApp.launch(screen)
        let voiceOver = device.voiceOver

        #expect(voiceOver.focusedElement == nil)
        #expect(voiceOver.moveNext()?.label == "First")
        #expect(screen.first.accessibilityElementIsFocused())
        #expect(voiceOver.moveNext()?.spokenText == "Second, 5, adjustable")
        #expect(screen.first.events == ["focused", "unfocused"])
        #expect(!screen.first.accessibilityElementIsFocused())
        #expect(voiceOver.moveNext()?.label == "Send")
        #expect(voiceOver.moveNext() == nil)
        #expect(voiceOver.spokenText == "Send, button")
        #expect(voiceOver.movePrevious()?.label == "Second")
        #expect(voiceOver.moveToFirst()?.label == "First")
        #expect(voiceOver.movePrevious() == nil)
        #expect(voiceOver.focus(at: CGPoint(x: 50, y: 180))?.label == "Send")
        #expect(voiceOver.focus(label: "Second")?.label == "Second")
        #expect(voiceOver.focus(label: "Nowhere") == nil)
        #expect(voiceOver.focusedElement?.label == "Second")
    }

    @Test("Double tap activates an element that handles it, and taps the activation point of one that does not")
    func activation() throws {
        let screen = Screen()
        let device = try AccessibilityTestApp.launch(screen)
        let voiceOver = device.voiceOver

        voiceOver.focus(label: "First")
        #expect(voiceOver.activate())
        #expect(screen.first.events.suffix(1) == ["activate"])

        screen.first.handlesActivate = false
        voiceOver.activate()
        #expect(screen.first.events.suffix(2) == ["activate", "tapped"])

        voiceOver.focus(label: "Send")
        voiceOver.activate()
        #expect(screen.log == ["send"])
    }

    @Test("Swipe up and down adjust an adjustable element, and the new value is read")
    func adjusting() throws {
        let screen = Screen()
        let device = try AccessibilityTestApp.launch(screen)
        let voiceOver = device.voiceOver
        voiceOver.focus(label: "Second")
        voiceOver.increment()
        voiceOver.increment()
        #expect(voiceOver.spokenText == "Second, 7, adjustable")
        voiceOver.decrement()
        #expect(screen.second.level == 6)
    }

    @Test("Escape and magic tap go up the responder chain to the view controller")
    func escapeAndMagicTap() throws {
        let screen = Screen()
        let device = try AccessibilityTestApp.launch(screen)
        let voiceOver = device.voiceOver
        #expect(!voiceOver.escape())  // nothing focused
        voiceOver.moveToFirst()
        #expect(voiceOver.escape())
        #expect(voiceOver.magicTap())
        #expect(screen.log == ["escape", "magic"])
        screen.escapes = false
        #expect(!voiceOver.escape())
    }

    @Test("Escape with no handler pops the enclosing navigation controller")
    func escapePopsNavigation() throws {
        let bottom = UIViewController()
        bottom.title = "Inbox"
        let navigation = UINavigationController(rootViewController: bottom)
        let device = try AccessibilityTestApp.launch(navigation)
        let top = UIViewController()
        top.view.addSubview(accessibleLabel("Message", CGRect(x: 0, y: 200, width: 200, height: 30)))
        navigation.pushViewController(top, animated: false)
        device.advance(by: 0.1)

        device.voiceOver.focus(label: "Message")
        #expect(device.voiceOver.escape())
        device.advance(by: 1)
        #expect(navigation.viewControllers == [bottom])
        #expect(!device.voiceOver.escape())  // "Message" is gone, nothing focused
    }

    @Test("The three-finger swipe pages a scroll view and stops at the edge")
    func scrolling() throws {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 320, height: 1200)
        scroll.addSubview(accessibleLabel("Top", CGRect(x: 0, y: 40, width: 200, height: 30)))
        controller.view.addSubview(scroll)
        let device = try AccessibilityTestApp.launch(controller)
        let voiceOver = device.voiceOver
        voiceOver.focus(label: "Top")

        #expect(voiceOver.scroll(.up))
        device.advance(by: 1)
        #expect(scroll.contentOffset.y == 480)
        #expect(voiceOver.scroll(.next))
        device.advance(by: 1)
        #expect(scroll.contentOffset.y == 720)  // clamped to the end
        #expect(!scroll.accessibilityScroll(.up))
        #expect(scroll.accessibilityScroll(.down))
        device.advance(by: 1)
        #expect(scroll.contentOffset.y == 240)
        #expect(!scroll.accessibilityScroll(.left))  // no horizontal room
    }

    @Test("Custom actions run their handler or their target's selector, by name")
    func customActions() throws {
        final class Mailbox: UIView {
            var deleted = 0
            func delete(_ action: UIAccessibilityCustomAction) -> Bool {
                deleted += 1
                return true
            }
        }
        let controller = UIViewController()
        let row = Mailbox(frame: CGRect(x: 0, y: 60, width: 320, height: 44))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Lunch?"
        var flagged = false
        row.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Flag") { _ in
                flagged = true
                return true
            },
            UIAccessibilityCustomAction(name: "Delete", target: row,
                                        selector: Selector("delete:", Mailbox.delete(_:))),
        ]
        controller.view.addSubview(row)
        let device = try AccessibilityTestApp.launch(controller)
        let voiceOver = device.voiceOver
        #expect(voiceOver.moveToFirst()?.customActionNames == ["Flag", "Delete"])
        #expect(voiceOver.performCustomAction(named: "Flag"))
        #expect(flagged)
        #expect(voiceOver.performCustomAction(named: "Delete"))
        #expect(row.deleted == 1)
        #expect(!voiceOver.performCustomAction(named: "Archive"))
    }

    @Test("A screen-changed post moves the cursor to its element, or to the first one for nil")
    func followsScreenChanges() throws {
        let screen = Screen()
        let device = try AccessibilityTestApp.launch(screen)
        let voiceOver = device.voiceOver
        voiceOver.focus(label: "First")
        UIAccessibility.post(notification: .layoutChanged, argument: screen.button)
        #expect(voiceOver.focusedElement?.label == "Send")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(voiceOver.focusedElement?.label == "First")
        UIAccessibility.post(notification: .announcement, argument: "Hello")
        #expect(voiceOver.focusedElement?.label == "First")
    }
}
