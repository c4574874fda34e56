// SPDX-License-Identifier: Apache-2.0

import Foundation

// Security-scoped access to files outside the app's container, as Foundation offers it on Apple platforms (Linux
// Foundation has none). A URL the document picker returns is security-scoped on iOS: apps bracket their reads with
// these calls. Touchstone's sandbox already lets the app reach the Files folder the picker shows, so access is
// always granted; UIKit declares the calls so that code compiles and behaves as it does with picker URLs on iOS.
extension URL {
    /// Starts access to a security-scoped resource; returns whether access was granted (always, on Touchstone:
    /// the files the document picker hands out are already reachable). Balance with
    /// ``stopAccessingSecurityScopedResource()``.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends access started by ``startAccessingSecurityScopedResource()``.
    public func stopAccessingSecurityScopedResource() {}
}
