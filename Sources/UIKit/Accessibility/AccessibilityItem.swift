// SPDX-License-Identifier: Apache-2.0

/// One element of the accessibility tree — a view that is an element or a `UIAccessibilityElement` — with the
/// attributes and actions a screen reader uses, whichever of the two it is.
@MainActor
package enum AccessibilityItem {
    case view(UIView)
    case element(UIAccessibilityElement)

    /// The underlying object, for identity.
    package var object: AnyObject {
        switch self {
        case .view(let view): return view
        case .element(let element): return element
        }
    }

    package var label: String? {
        switch self {
        case .view(let view): return view.accessibilityLabel
        case .element(let element): return element.accessibilityLabel
        }
    }

    package var value: String? {
        switch self {
        case .view(let view): return view.accessibilityValue
        case .element(let element): return element.accessibilityValue
        }
    }

    package var hint: String? {
        switch self {
        case .view(let view): return view.accessibilityHint
        case .element(let element): return element.accessibilityHint
        }
    }

    package var identifier: String? {
        switch self {
        case .view(let view): return view.accessibilityIdentifier
        case .element(let element): return element.accessibilityIdentifier
        }
    }

    package var traits: UIAccessibilityTraits {
        switch self {
        case .view(let view): return view.accessibilityTraits
        case .element(let element): return element.accessibilityTraits
        }
    }

    /// The frame in screen coordinates.
    package var frame: CGRect {
        switch self {
        case .view(let view): return view.accessibilityFrame
        case .element(let element): return element.accessibilityFrame
        }
    }

    /// Where a double tap touches when activation is declined, in screen coordinates.
    package var activationPoint: CGPoint {
        switch self {
        case .view(let view): return view.accessibilityActivationPoint
        case .element(let element): return element.accessibilityActivationPoint
        }
    }

    package var customActions: [UIAccessibilityCustomAction] {
        switch self {
        case .view(let view): return view.accessibilityCustomActions ?? []
        case .element(let element): return element.accessibilityCustomActions ?? []
        }
    }

    /// What VoiceOver reads for the element (see ``AccessibilitySpeech``).
    package var spokenText: String {
        AccessibilitySpeech.text(label: label, value: value, traits: traits, hint: hint)
    }

    /// Asks the element to activate itself; false means the reader should tap its activation point.
    package func activate() -> Bool {
        switch self {
        case .view(let view): return view.accessibilityActivate()
        case .element(let element): return element.accessibilityActivate()
        }
    }

    package func increment() {
        switch self {
        case .view(let view): view.accessibilityIncrement()
        case .element(let element): element.accessibilityIncrement()
        }
    }

    package func decrement() {
        switch self {
        case .view(let view): view.accessibilityDecrement()
        case .element(let element): element.accessibilityDecrement()
        }
    }

    /// Tells the element the reader's cursor arrived (`true`) or left.
    package func setFocused(_ focused: Bool) {
        switch self {
        case .view(let view):
            view.accessibilityFocusedStorage = focused
            if focused { view.accessibilityElementDidBecomeFocused() } else { view.accessibilityElementDidLoseFocus() }
        case .element(let element):
            element.isFocused = focused
            if focused {
                element.accessibilityElementDidBecomeFocused()
            } else {
                element.accessibilityElementDidLoseFocus()
            }
        }
    }

    /// Offers `action` — escape, magic tap or a scroll — to the element and then up its containers and responder
    /// chain, as VoiceOver does, until one handles it; returns whether one did.
    package func performUpTheChain(_ action: (AccessibilityActionReceiver) -> Bool) -> Bool {
        var responder: UIResponder?
        switch self {
        case .view(let view):
            responder = view
        case .element(let element):
            if action(.element(element)) { return true }
            var container = element.accessibilityContainer
            while let outer = container as? UIAccessibilityElement {
                if action(.element(outer)) { return true }
                container = outer.accessibilityContainer
            }
            responder = container as? UIResponder
        }
        while let current = responder {
            if action(.responder(current)) { return true }
            responder = current.next
        }
        return false
    }
}

/// Something up an element's chain that may handle an escape, a magic tap or a scroll.
@MainActor
package enum AccessibilityActionReceiver {
    case responder(UIResponder)
    case element(UIAccessibilityElement)

    package func performEscape() -> Bool {
        switch self {
        case .responder(let responder): return responder.accessibilityPerformEscape()
        case .element(let element): return element.accessibilityPerformEscape()
        }
    }

    package func performMagicTap() -> Bool {
        switch self {
        case .responder(let responder): return responder.accessibilityPerformMagicTap()
        case .element(let element): return element.accessibilityPerformMagicTap()
        }
    }

    package func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        switch self {
        case .responder(let responder): return responder.accessibilityScroll(direction)
        case .element(let element): return element.accessibilityScroll(direction)
        }
    }
}
