// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One haptic played on a device: what it was and when, on the device clock.
package struct HapticEvent: Equatable, Sendable {
    /// The kinds of haptics the feedback generators play.
    package enum Kind: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        case selection
    }

    package var kind: Kind
    /// Device time in seconds.
    package var time: Double
}

/// A device's stand-in for the Taptic Engine: the log of the haptics its app played, and the brief on-screen
/// indicator that shows each one (a border flashing around the screen, drawn over the app like the status bar).
///
/// One per app runtime (``AppRuntime/haptics``), so devices and tests never share haptics and nothing needs
/// resetting.
@MainActor
package final class HapticEngine {
    /// The haptics played, oldest first.
    package private(set) var events: [HapticEvent] = []
    /// How many times a generator was prepared.
    package private(set) var preparations = 0
    /// How long the indicator shows after a haptic, in seconds.
    package static let indicatorDuration = 0.15
    /// The indicator layer (placed on the screen by ``updateIndicator(in:at:)``), transparent between haptics.
    private let indicator = CALayer()
    private let clock: () -> Double

    package init(clock: @escaping () -> Double) {
        self.clock = clock
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        indicator.borderWidth = 4
        indicator.opacity = 0
        indicator.zPosition = 1_500_000
        CATransaction.commit()
    }

    /// The engine of the running app's device, nil with none.
    package static var current: HapticEngine? { UIApplication.sharedIfPresent?.runtime?.haptics }

    package func prepare() { preparations += 1 }

    /// Records `kind` at the device clock's time and flashes the indicator: it appears at once and fades out
    /// over ``indicatorDuration`` seconds, coloured by kind (green success, orange warning, red error, grey
    /// otherwise, fainter for lighter impacts).
    package func play(_ kind: HapticEvent.Kind) {
        events.append(HapticEvent(kind: kind, time: clock()))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        indicator.borderColor = Self.color(of: kind)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = Self.indicatorDuration
        indicator.add(fade, forKey: "haptic")
    }

    /// Keeps the indicator over the whole of `screen`: the screen's overlay layer (`ScreenRenderer.overlayLayer`),
    /// screen-sized and above the app and status bar. Sets nothing when it is already there, so an idle turn
    /// changes no layer.
    package func updateIndicator(in screen: CALayer, at time: Double) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if indicator.superlayer !== screen { screen.addSublayer(indicator) }
        if indicator.frame != screen.bounds { indicator.frame = screen.bounds }
    }

    /// The indicator's current look, for tests: its border colour while it shows, nil when it does not.
    package var indicatorColor: CGColor? {
        guard let shown = indicator.presentation(), shown.opacity > 0 else { return nil }
        return shown.borderColor
    }

    private static func color(of kind: HapticEvent.Kind) -> CGColor {
        switch kind {
        case .notification(.success): return CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.9)
        case .notification(.warning): return CGColor(red: 1, green: 0.58, blue: 0, alpha: 0.9)
        case .notification(.error): return CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 0.9)
        case .impact(_, let intensity): return CGColor(gray: 0.55, alpha: 0.4 + 0.5 * intensity)
        case .selection: return CGColor(gray: 0.55, alpha: 0.5)
        }
    }
}
