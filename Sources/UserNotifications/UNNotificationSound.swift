// SPDX-License-Identifier: Apache-2.0
//
// The sound a notification plays.

import Foundation

/// The name of a sound file in the app's bundle or `Library/Sounds`.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The file name.
    public let rawValue: String
    /// A sound name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sound name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A sound name from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The sound played when a notification is delivered. The simulated device records which sound a delivered
/// notification asked for; it plays nothing.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    /// The sound file's name; nil for the system's default sound.
    let named: UNNotificationSoundName?
    /// Whether the sound plays even when the device is muted.
    let isCritical: Bool
    /// The volume of a critical sound, 0…1.
    let volume: Float

    init(named: UNNotificationSoundName?, critical: Bool, volume: Float) {
        self.named = named
        self.isCritical = critical
        self.volume = min(max(volume.isNaN ? 1 : volume, 0), 1)
        super.init()
    }

    /// The system's default notification sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(named: nil, critical: false, volume: 1) }

    /// The default sound for critical alerts.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(named: nil, critical: true, volume: 1) }

    /// The default ringtone sound.
    open class var defaultRingtone: UNNotificationSound {
        UNNotificationSound(named: UNNotificationSoundName("Ringtone"), critical: false, volume: 1)
    }

    /// A sound from the file `name` in the app's bundle or `Library/Sounds`.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(named: name, critical: false, volume: 1)
    }

    /// A critical sound from the file `name`.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(named: name, critical: true, volume: 1)
    }

    /// A critical sound from the file `name` at `volume` (0…1).
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(named: name, critical: true, volume: volume)
    }

    /// The default critical sound at `volume` (0…1).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(named: nil, critical: true, volume: volume)
    }

    /// Sounds are immutable: the copy is the sound.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when they name the same sound the same way.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return named == other.named && isCritical == other.isCritical && volume == other.volume
    }

    /// A hash of the name.
    open override var hash: Int { named?.rawValue.hashValue ?? 0 }
}
