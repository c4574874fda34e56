// SPDX-License-Identifier: Apache-2.0

/// An alert the device itself shows over the screen: the confirmation before calling, texting or mailing, or the
/// notice that no browser is installed. Any tap or Home dismisses it.
public struct SystemAlert: Equatable, Sendable {
    /// The bold first line.
    public var title: String
    /// The explanation, possibly empty.
    public var message: String
    /// The buttons' titles, left to right.
    public var buttons: [String]
}
