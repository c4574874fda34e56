// SPDX-License-Identifier: Apache-2.0

import UIKit

/// A VoiceOver-like screen reader driving a ``HeadlessDevice``'s app: a cursor over the accessibility elements
/// in reading order, moved and used with VoiceOver's gestures as methods.
///
/// ```swift
/// let voiceOver = device.voiceOver
/// voiceOver.moveToFirst()            // "Settings, heading"
/// voiceOver.moveNext()               // swipe right: "Wi-Fi, 1, button"
/// voiceOver.activate()               // double tap
/// ```
///
/// The cursor follows the app as VoiceOver does: after `UIAccessibility.post(notification: .screenChanged, …)` it
/// moves to the posted element (the first element for nil), after `.layoutChanged` with an element to that
/// element; when its element leaves the screen, the next move starts from the first element. Elements hear
/// `accessibilityElementDidBecomeFocused()`/`DidLoseFocus()` and answer `accessibilityElementIsFocused()`.
@preconcurrency @MainActor
public final class VoiceOver {
    private unowned let device: HeadlessDevice
    private weak var focusedObject: AnyObject?
    private var postsSeen = 0

    init(device: HeadlessDevice) { self.device = device }

    /// The element under the cursor, as it reads now; nil before the first move or after it left the screen.
    public var focusedElement: AccessibilityNode? { focusedItem().map(AccessibilityNode.init) }

    /// What VoiceOver says for the focused element (nil when there is none).
    public var spokenText: String? { focusedItem()?.spokenText }

    /// Moves the cursor to the first element on the screen (a four-finger tap near the top).
    @discardableResult
    public func moveToFirst() -> AccessibilityNode? {
        followPosts()
        return focus(items().first)
    }

    /// Moves the cursor to the next element (a swipe right). At the last element it stays (VoiceOver's
    /// boundary sound) and returns nil.
    @discardableResult
    public func moveNext() -> AccessibilityNode? { step(by: 1) }

    /// Moves the cursor to the previous element (a swipe left). At the first element it stays and returns nil.
    @discardableResult
    public func movePrevious() -> AccessibilityNode? { step(by: -1) }

    /// Moves the cursor to the frontmost element whose frame contains `point` (touch exploration), or leaves it
    /// where it is and returns nil when none does.
    @discardableResult
    public func focus(at point: CGPoint) -> AccessibilityNode? {
        followPosts()
        guard let item = items().last(where: { $0.frame.contains(point) }) else { return nil }
        return focus(item)
    }

    /// Moves the cursor to the first element whose label is `label`; nil (cursor unchanged) when none has it.
    @discardableResult
    public func focus(label: String) -> AccessibilityNode? {
        followPosts()
        guard let item = items().first(where: { $0.label == label }) else { return nil }
        return focus(item)
    }

    /// Double tap: asks the focused element to `accessibilityActivate()`, and when it declines taps its
    /// `accessibilityActivationPoint`, as VoiceOver does. Returns false when nothing is focused.
    @discardableResult
    public func activate() -> Bool {
        guard let item = focusedItem() else { return false }
        if !item.activate() { device.tap(at: item.activationPoint) }
        device.advance(by: 0)
        return true
    }

    /// Swipe up on an adjustable element: `accessibilityIncrement()`.
    public func increment() {
        focusedItem()?.increment()
        device.advance(by: 0)
    }

    /// Swipe down on an adjustable element: `accessibilityDecrement()`.
    public func decrement() {
        focusedItem()?.decrement()
        device.advance(by: 0)
    }

    /// The two-finger scrub: `accessibilityPerformEscape()` on the focused element, its containers and up the
    /// responder chain until one returns true. When none does, a navigation controller in the chain with more
    /// than one controller pops, as VoiceOver's scrub goes back on iOS. Returns whether something handled it.
    @discardableResult
    public func escape() -> Bool {
        guard let item = focusedItem() else { return false }
        var handled = item.performUpTheChain { $0.performEscape() }
        if !handled, let navigation = enclosingNavigationController(of: item) {
            navigation.popViewController(animated: true)
            handled = true
        }
        device.advance(by: 0)
        return handled
    }

    /// The two-finger double tap: `accessibilityPerformMagicTap()` up the chain from the focused element (or
    /// from the key window's root view controller when nothing is focused). Returns whether one handled it.
    @discardableResult
    public func magicTap() -> Bool {
        let handled: Bool
        if let item = focusedItem() {
            handled = item.performUpTheChain { $0.performMagicTap() }
        } else if let root = device.application?.keyWindow?.rootViewController {
            handled = AccessibilityItem.view(root.view).performUpTheChain { $0.performMagicTap() }
        } else {
            handled = false
        }
        device.advance(by: 0)
        return handled
    }

    /// The three-finger swipe: `accessibilityScroll(_:)` up the chain from the focused element; scroll views
    /// page. Returns whether one scrolled.
    @discardableResult
    public func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let item = focusedItem() else { return false }
        let handled = item.performUpTheChain { $0.scroll(direction) }
        device.advance(by: 0)
        return handled
    }

    /// Runs the focused element's custom action called `name` (picked from the Actions rotor); returns its
    /// result, or false when the element has no such action.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        guard let action = focusedItem()?.customActions.first(where: { $0.name == name }) else { return false }
        let result = action.perform()
        device.advance(by: 0)
        return result
    }

    // MARK: Cursor

    private func items() -> [AccessibilityItem] {
        guard let app = device.application else { return [] }
        return AccessibilityTree.elements(in: app)
    }

    private func focusedItem() -> AccessibilityItem? {
        followPosts()
        guard let focusedObject else { return nil }
        return items().first { $0.object === focusedObject }
    }

    private func step(by delta: Int) -> AccessibilityNode? {
        followPosts()
        let all = items()
        guard let current = focusedObject, let index = all.firstIndex(where: { $0.object === current }) else {
            return focus(delta > 0 ? all.first : all.last)
        }
        let next = index + delta
        guard all.indices.contains(next) else { return nil }
        return focus(all[next])
    }

    @discardableResult
    private func focus(_ item: AccessibilityItem?) -> AccessibilityNode? {
        guard let item else { return nil }
        if let old = focusedObject, old !== item.object, let previous = items().first(where: { $0.object === old }) {
            previous.setFocused(false)
        }
        if focusedObject !== item.object {
            focusedObject = item.object
            item.setFocused(true)
        }
        return AccessibilityNode(item)
    }

    /// Moves the cursor as the app's screen-changed and layout-changed notifications ask.
    private func followPosts() {
        let posts = device.accessibilityPosts
        guard posts.count > postsSeen else { return }
        let fresh = posts[postsSeen...]
        postsSeen = posts.count
        guard let last = fresh.last(where: { $0.notification == .screenChanged || $0.notification == .layoutChanged })
        else { return }
        let all = items()
        if let target = last.argument as AnyObject?, let item = all.first(where: { $0.object === target }) {
            focus(item)
        } else if last.notification == .screenChanged {
            focus(all.first)
        }
    }

    private func enclosingNavigationController(of item: AccessibilityItem) -> UINavigationController? {
        var responder: UIResponder?
        switch item {
        case .view(let view): responder = view
        case .element(let element): responder = element.accessibilityContainer as? UIResponder
        }
        while let current = responder {
            if let navigation = current as? UINavigationController, navigation.viewControllers.count > 1 {
                return navigation
            }
            responder = current.next
        }
        return nil
    }
}
