// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// A haptic the device's app played through a feedback generator, with the device clock's time.
public struct DeviceHaptic: Equatable, Sendable, CustomStringConvertible {
    /// What was played.
    public enum Kind: Equatable, Sendable {
        /// `UIImpactFeedbackGenerator.impactOccurred()` (intensity 1) or `impactOccurred(intensity:)`.
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`.
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        /// `UISelectionFeedbackGenerator.selectionChanged()`.
        case selection
    }

    /// What was played.
    public var kind: Kind
    /// When, in device seconds (``HeadlessDevice/now``).
    public var time: Double

    /// The feedback for a test's failure message: its kind and device time, such as `selection at 1.25`.
    public var description: String { "\(kind) at \(time)" }
}

@MainActor
extension HeadlessDevice {
    /// The haptics the app has played on this device, oldest first (a desktop has no Taptic Engine: each one is
    /// recorded instead, and flashes the screen's border). Empty before launch.
    public var hapticEvents: [DeviceHaptic] {
        (application?.runtime?.haptics.events ?? []).map { event in
            let kind: DeviceHaptic.Kind = switch event.kind {
            case .impact(let style, let intensity): .impact(style, intensity: intensity)
            case .notification(let type): .notification(type)
            case .selection: .selection
            }
            return DeviceHaptic(kind: kind, time: event.time)
        }
    }

    /// How many times the app prepared a feedback generator on this device.
    public var hapticPreparations: Int { application?.runtime?.haptics.preparations ?? 0 }
}
