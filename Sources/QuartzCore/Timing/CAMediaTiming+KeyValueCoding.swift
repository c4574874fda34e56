// SPDX-License-Identifier: Apache-2.0

/// Key-value coding of the `CAMediaTiming` properties, which layers and animations share.
enum MediaTimingKeys {
    /// The timing property `key` of `timing`, or nil when `key` is not one.
    static func value(forKey key: String, of timing: some CAMediaTiming) -> Any? {
        switch key {
        case "beginTime": return timing.beginTime
        case "duration": return timing.duration
        case "speed": return timing.speed
        case "timeOffset": return timing.timeOffset
        case "repeatCount": return timing.repeatCount
        case "repeatDuration": return timing.repeatDuration
        case "autoreverses": return timing.autoreverses
        case "fillMode": return timing.fillMode
        default: return nil
        }
    }

    /// Sets the timing property `key` of `timing` from `value` (nil for `NSNull`); returns false when `key` is
    /// not a timing property. A value that is not a finite number (or a Boolean, or a fill mode) is ignored and
    /// passed to `reject`.
    static func setValue(
        _ value: Any?, forKey key: String, of timing: some CAMediaTiming, reject: (String, Any?) -> Void
    ) -> Bool {
        func number(_ set: (Double) -> Void) {
            guard let n = KeyValueBoxing.number(value), n.isFinite else { return reject(key, value) }
            set(n)
        }
        switch key {
        case "beginTime": number { timing.beginTime = $0 }
        case "duration": number { timing.duration = $0 }
        case "speed": number { timing.speed = Float($0) }
        case "timeOffset": number { timing.timeOffset = $0 }
        case "repeatCount": number { timing.repeatCount = Float($0) }
        case "repeatDuration": number { timing.repeatDuration = $0 }
        case "autoreverses":
            guard let b = KeyValueBoxing.bool(value) else { reject(key, value); break }
            timing.autoreverses = b
        case "fillMode":
            guard let mode = KeyValueBoxing.option(value, CAMediaTimingFillMode.self) else { reject(key, value); break }
            timing.fillMode = mode
        default: return false
        }
        return true
    }
}
