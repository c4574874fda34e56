// SPDX-License-Identifier: Apache-2.0

import Foundation

/// `UIDevice.identifierForVendor`: a UUID that is the same for one vendor's apps on one simulated device, on every
/// launch, and differs between vendors and between devices.
///
/// As on iOS for apps not installed from the App Store, the vendor is the bundle identifier without its last
/// component (`com.example.notes` and `com.example.mail` share `com.example`; an identifier of one component is
/// its own vendor). The device is the simulated device's data folder (the data root its app containers live in,
/// `~/.local/share/touchstone` by default), so two devices with different data folders see different identifiers.
/// The UUID is a name-based hash (two 64-bit FNV-1a hashes of `vendor` + NUL + `device`) marked as an RFC 9562
/// version 8 (custom) UUID. Nothing is stored on disk, so deleting an app does not change it (as iOS does when the
/// vendor's last app is deleted).
package enum VendorIdentifier {
    /// The identifier for the running app: its bundle identifier (the process name when it has none) and its
    /// container's data root (the container folder itself for a container named directly; "" without one).
    @MainActor
    package static func current() -> UUID {
        let runtime = UIApplication.sharedIfPresent?.runtime
        let bundle = runtime?.container?.bundleIdentifier ?? Bundle.main.bundleIdentifier
            ?? ProcessInfo.processInfo.processName
        let container = runtime?.container
        let device = (container?.dataRoot ?? container?.root)?.standardizedFileURL.path ?? ""
        return uuid(bundleIdentifier: bundle, device: device)
    }

    /// The vendor of `bundleIdentifier`: all but its last dot-separated component (the whole identifier when it
    /// has one component).
    package static func vendor(of bundleIdentifier: String) -> String {
        let parts = bundleIdentifier.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 ? parts.dropLast().joined(separator: ".") : bundleIdentifier
    }

    /// The UUID for `bundleIdentifier`'s vendor on the device identified by `device`.
    package static func uuid(bundleIdentifier: String, device: String) -> UUID {
        let name = Array(vendor(of: bundleIdentifier).utf8) + [0] + Array(device.utf8)
        var bytes = withUnsafeBytes(of: fnv1a(name, basis: 0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
            + withUnsafeBytes(of: fnv1a(name, basis: 0x6c62_272e_07bb_0142).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0F) | 0x80  // version 8
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 9562 variant
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// The 64-bit FNV-1a hash of `bytes` from offset `basis`.
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.reduce(basis) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
