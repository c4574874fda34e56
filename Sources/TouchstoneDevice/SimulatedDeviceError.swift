// SPDX-License-Identifier: Apache-2.0

/// Why the simulated device refused a request; the description is the reason, ready to print.
public struct SimulatedDeviceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, one sentence.
    public let description: String

    /// An error whose description is `reason`.
    public init(_ reason: String) { description = reason }
}
