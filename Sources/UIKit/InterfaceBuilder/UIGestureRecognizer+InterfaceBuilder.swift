// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Gesture recognizers in Interface Builder documents: top-level objects of the document (a scene's or a xib's
/// `<objects>`) that a view lists in its `gestureRecognizers` outlet collection and that send their `<action>`
/// connections to a target, as Xcode saves them:
///
///     <tapGestureRecognizer numberOfTapsRequired="2" cancelsTouchesInView="NO" id="Tap-00-001">
///         <connections><action selector="tapped:" destination="VC0-00-001" id="…"/></connections>
///     </tapGestureRecognizer>
///
/// Apple's `UIGestureRecognizer` has no required `init?(coder:)`, so the loader creates the element's UIKit class
/// with `init(target:action:)` and sets the archived attributes; a `customClass` cannot be created that way and is
/// logged, its UIKit class used instead.
@MainActor
package enum IBGestureRecognizers {
    /// The recognizer class of each element name Xcode writes.
    package static let classes: [String: UIGestureRecognizer.Type] = [
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self,
        "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
    ]

    /// A new recognizer for `element` with its archived attributes; nil for an element that is not one.
    /// `resolved` is the class the document names (its custom class when found).
    package static func make(_ element: IBElement, resolved: AnyClass, document: String) -> UIGestureRecognizer? {
        guard let base = classes[element.name] else { return nil }
        if resolved != base, let custom = element["customClass"] {
            UIKitDiagnostics.log("Interface Builder file '\(document)' line \(element.line): custom gesture recognizer "
                                     + "class \(custom) cannot be created from a document here; using \(base)")
        }
        let recognizer: UIGestureRecognizer = switch base {
        case is UIScreenEdgePanGestureRecognizer.Type: UIScreenEdgePanGestureRecognizer()
        case is UITapGestureRecognizer.Type: UITapGestureRecognizer()
        case is UIPanGestureRecognizer.Type: UIPanGestureRecognizer()
        case is UISwipeGestureRecognizer.Type: UISwipeGestureRecognizer()
        case is UIPinchGestureRecognizer.Type: UIPinchGestureRecognizer()
        case is UILongPressGestureRecognizer.Type: UILongPressGestureRecognizer()
        default: UIRotationGestureRecognizer()
        }
        decodeAttributes(element, into: recognizer)
        return recognizer
    }

    private static func decodeAttributes(_ element: IBElement, into recognizer: UIGestureRecognizer) {
        func int(_ key: String) -> Int? {
            IBValues.number(element[key]).flatMap { Int(exactly: $0.rounded(.towardZero)) }.map { max(0, $0) }
        }
        if let enabled = IBValues.bool(element["enabled"]) { recognizer.isEnabled = enabled }
        if let cancels = IBValues.bool(element["cancelsTouchesInView"]) { recognizer.cancelsTouchesInView = cancels }
        if let delays = IBValues.bool(element["delaysTouchesBegan"]) { recognizer.delaysTouchesBegan = delays }
        if let delays = IBValues.bool(element["delaysTouchesEnded"]) { recognizer.delaysTouchesEnded = delays }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = int("numberOfTapsRequired") { tap.numberOfTapsRequired = max(1, taps) }
            if let touches = int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = max(1, touches) }
        case let press as UILongPressGestureRecognizer:
            if let duration = IBValues.number(element["minimumPressDuration"]) {
                press.minimumPressDuration = max(0, duration)
            }
            if let movement = IBValues.number(element["allowableMovement"]) {
                press.allowableMovement = CGFloat(max(0, movement))
            }
            if let taps = int("numberOfTapsRequired") { press.numberOfTapsRequired = taps }
            if let touches = int("numberOfTouchesRequired") { press.numberOfTouchesRequired = max(1, touches) }
        case let edge as UIScreenEdgePanGestureRecognizer:
            let edges: [String: UIRectEdge] = ["top": .top, "left": .left, "bottom": .bottom, "right": .right]
            if let value = element["edges"].flatMap({ edges[$0] }) { edge.edges = value }
            decodePan(element, into: edge, int)
        case let pan as UIPanGestureRecognizer:
            decodePan(element, into: pan, int)
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = [
                "right": .right, "left": .left, "up": .up, "down": .down,
            ]
            if let direction = element["direction"].flatMap({ directions[$0] }) { swipe.direction = direction }
            if let touches = int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = max(1, touches) }
        default: break
        }
    }

    private static func decodePan(_ element: IBElement, into pan: UIPanGestureRecognizer, _ int: (String) -> Int?) {
        if let minimum = int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = max(1, minimum) }
        if let maximum = int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = max(1, maximum) }
    }
}
