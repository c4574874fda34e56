// SPDX-License-Identifier: Apache-2.0

import CoreFoundation
import Foundation

/// One persistent defaults domain as Foundation holds it in memory: the app's own (what `UserDefaults.standard`
/// reads and writes) or a suite's (`UserDefaults(suiteName:)`).
///
/// On Linux, Foundation keeps each domain in Core Foundation's preferences cache and would persist it to
/// `$XDG_CONFIG_HOME/<name>.plist`, a path it reads from the environment once, when the process starts, and
/// writes in place (truncate, write, `fsync`), so a crash can tear it. Touchstone therefore leaves the in-memory
/// domain to Foundation — app code calls `UserDefaults` unchanged — and does the persistence itself
/// (``AppPreferences``): it fills the domain from the container's file at launch and snapshots it to write it back.
package struct DefaultsDomain {
    /// The suite's name, or nil for the app's own domain.
    package let suiteName: String?

    /// The app's own domain (`UserDefaults.standard`).
    package static let standard = DefaultsDomain(suiteName: nil)

    /// A suite's domain.
    package init(suiteName: String?) { self.suiteName = suiteName }

    /// The `UserDefaults` object app code uses for this domain.
    package var defaults: UserDefaults {
        guard let suiteName else { return .standard }
        return UserDefaults(suiteName: suiteName) ?? .standard
    }

    private var applicationID: CoreFoundation.CFString {
        guard let suiteName else { return kCFPreferencesCurrentApplication }
        return unsafeBitCast(NSString(string: suiteName), to: CoreFoundation.CFString.self)
    }

    /// The domain's persistent values (no registered defaults, no argument domain), as Foundation holds them now.
    package func snapshot() -> NSDictionary {
        let values = CFPreferencesCopyMultiple(nil, applicationID, kCFPreferencesCurrentUser, kCFPreferencesAnyHost)
        // Core Foundation answers NULL for a domain it has never held, though Swift imports the result as non-optional.
        guard unsafeBitCast(values, to: Int.self) != 0 else { return NSDictionary() }
        return unsafeBitCast(values, to: NSDictionary.self)
    }

    /// The domain's keys now.
    package func keys() -> [String] {
        snapshot().allKeys.compactMap { ($0 as? String) ?? ($0 as? NSString).map { String($0) } }
    }

    /// Makes the domain hold exactly `values`: keys it has and `values` lacks are removed, the rest set through
    /// `UserDefaults`, which boxes them as Foundation expects.
    package func replace(with values: [String: Any]) {
        let defaults = self.defaults
        for key in keys() where values[key] == nil { defaults.removeObject(forKey: key) }
        for (key, value) in values { defaults.set(value, forKey: key) }
    }
}
