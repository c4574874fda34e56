// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why a sound file could not be read or written, with the OSStatus Apple's Audio File Services report for it.
package enum SoundFileError: Error, Equatable, Sendable {
    /// No file at the URL (`fnfErr`, −43, as `AVAudioPlayer(contentsOf:)` reports a missing file).
    case notFound(String)
    /// Not a sound file libsndfile knows, or empty (`kAudioFileUnsupportedFileTypeError`, 'typ?').
    case unsupportedType(String)
    /// A known type whose data is damaged or cut short (`kAudioFileInvalidFileError`, 'dta?').
    case corrupt(String)
    /// The file could not be created or written (`kAudioFilePermissionsError`, 'prm?', or the codec is not one
    /// libsndfile writes: `kAudioFileUnsupportedDataFormatError`, 'fmt?').
    case unwritable(String)
    case unsupportedFormat(String)

    /// The OSStatus Apple's frameworks put in the `NSOSStatusErrorDomain` error.
    package var status: Int32 {
        switch self {
        case .notFound: return -43
        case .unsupportedType: return 1_954_115_647  // 'typ?'
        case .corrupt: return 1_685_348_671  // 'dta?'
        case .unwritable: return 1_886_547_263  // 'prm?'
        case .unsupportedFormat: return 1_718_449_215  // 'fmt?'
        }
    }

    /// What went wrong, for logs.
    package var reason: String {
        switch self {
        case .notFound(let s), .unsupportedType(let s), .corrupt(let s), .unwritable(let s),
            .unsupportedFormat(let s):
            return s
        }
    }

    /// The error as Apple's frameworks throw it: domain `NSOSStatusErrorDomain`, code ``status``.
    package var nsError: NSError {
        NSError(domain: "NSOSStatusErrorDomain", code: Int(status), userInfo: [NSDebugDescriptionErrorKey: reason])
    }
}
