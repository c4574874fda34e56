// SPDX-License-Identifier: Apache-2.0
//
// The Bluetooth accessory picker's errors.

import Foundation

/// The errors `EAAccessoryManager.showBluetoothAccessoryPicker(withNameFilter:completion:)` reports.
public struct EABluetoothAccessoryPickerError: CustomNSError, Hashable {
    /// What went wrong.
    public enum Code: Int, Sendable, Equatable {
        /// The accessory is already connected.
        case alreadyConnected = 0
        /// No accessory was found.
        case resultNotFound = 1
        /// The user cancelled the picker.
        case resultCancelled = 2
        /// Connecting to the accessory failed.
        case resultFailed = 3
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// `EABluetoothAccessoryPickerErrorDomain`.
    public static var errorDomain: String { "EABluetoothAccessoryPickerErrorDomain" }

    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// The error already connected.
    public static var alreadyConnected: Code { .alreadyConnected }
    /// The error no accessory found.
    public static var resultNotFound: Code { .resultNotFound }
    /// The error cancelled.
    public static var resultCancelled: Code { .resultCancelled }
    /// The error failed.
    public static var resultFailed: Code { .resultFailed }
}

/// Matches an error against a picker error code, so `catch EABluetoothAccessoryPickerError.resultNotFound` works.
public func ~= (code: EABluetoothAccessoryPickerError.Code, error: Error) -> Bool {
    (error as? EABluetoothAccessoryPickerError)?.code == code
}

/// The picker's completion: nil on success, else an ``EABluetoothAccessoryPickerError``.
public typealias EABluetoothAccessoryPickerCompletion = (Error?) -> Void
