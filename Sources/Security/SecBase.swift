// SPDX-License-Identifier: Apache-2.0

import Foundation

// The Security framework's result codes (Apple's "Security Framework Result Codes") and their messages.

/// No error.
public var errSecSuccess: OSStatus { 0 }
/// The function or operation is not implemented.
public var errSecUnimplemented: OSStatus { -4 }
/// The disk is full.
public var errSecDiskFull: OSStatus { -34 }
/// An input/output error.
public var errSecIO: OSStatus { -36 }
/// A file is already open with write permission.
public var errSecOpWr: OSStatus { -49 }
/// One or more parameters are not valid.
public var errSecParam: OSStatus { -50 }
/// A write permissions error.
public var errSecWrPerm: OSStatus { -61 }
/// Memory could not be allocated.
public var errSecAllocate: OSStatus { -108 }
/// The user canceled the operation.
public var errSecUserCanceled: OSStatus { -128 }
/// A bad parameter or an invalid state for the operation.
public var errSecBadReq: OSStatus { -909 }
/// An internal component failed.
public var errSecInternalComponent: OSStatus { -2070 }
/// Core Foundation failed for an unknown reason.
public var errSecCoreFoundationUnknown: OSStatus { -4960 }
/// A required entitlement is missing.
public var errSecMissingEntitlement: OSStatus { -34018 }
/// The client is restricted from this API.
public var errSecRestrictedAPI: OSStatus { -34020 }
/// No keychain is available.
public var errSecNotAvailable: OSStatus { -25291 }
/// The keychain is read only.
public var errSecReadOnly: OSStatus { -25292 }
/// The user name or passphrase is not correct.
public var errSecAuthFailed: OSStatus { -25293 }
/// The keychain does not exist.
public var errSecNoSuchKeychain: OSStatus { -25294 }
/// The keychain is not valid.
public var errSecInvalidKeychain: OSStatus { -25295 }
/// A keychain with the same name already exists.
public var errSecDuplicateKeychain: OSStatus { -25296 }
/// The callback is already registered.
public var errSecDuplicateCallback: OSStatus { -25297 }
/// The callback is not valid.
public var errSecInvalidCallback: OSStatus { -25298 }
/// The item already exists in the keychain.
public var errSecDuplicateItem: OSStatus { -25299 }
/// The item could not be found in the keychain.
public var errSecItemNotFound: OSStatus { -25300 }
/// The buffer is too small.
public var errSecBufferTooSmall: OSStatus { -25301 }
/// The data is too large.
public var errSecDataTooLarge: OSStatus { -25302 }
/// The attribute does not exist.
public var errSecNoSuchAttr: OSStatus { -25303 }
/// The item reference is not valid.
public var errSecInvalidItemRef: OSStatus { -25304 }
/// The search reference is not valid.
public var errSecInvalidSearchRef: OSStatus { -25305 }
/// The keychain item class does not exist.
public var errSecNoSuchClass: OSStatus { -25306 }
/// No default keychain exists.
public var errSecNoDefaultKeychain: OSStatus { -25307 }
/// User interaction is not allowed.
public var errSecInteractionNotAllowed: OSStatus { -25308 }
/// The attribute is read only.
public var errSecReadOnlyAttr: OSStatus { -25309 }
/// The version is not compatible.
public var errSecWrongSecVersion: OSStatus { -25310 }
/// The key size is not allowed.
public var errSecKeySizeNotAllowed: OSStatus { -25311 }
/// User interaction is required.
public var errSecInteractionRequired: OSStatus { -25315 }
/// The data is not available.
public var errSecDataNotAvailable: OSStatus { -25316 }
/// The data cannot be modified.
public var errSecDataNotModifiable: OSStatus { -25317 }
/// The data could not be decoded.
public var errSecDecode: OSStatus { -26275 }
/// A required service is not available.
public var errSecServiceNotAvailable: OSStatus { -67585 }

/// Apple's message for each result code above.
private let messages: [OSStatus: String] = [
    0: "No error.",
    -4: "Function or operation not implemented.",
    -34: "The disk is full.",
    -36: "I/O error.",
    -49: "File already open with write permission.",
    -50: "One or more parameters passed to a function were not valid.",
    -61: "Write permissions error.",
    -108: "Failed to allocate memory.",
    -128: "User canceled the operation.",
    -909: "Bad parameter or invalid state for operation.",
    -2070: "An internal component failed.",
    -4960: "An unknown Core Foundation error occurred.",
    -34018: "A required entitlement isn't present.",
    -34020: "Client is restricted and is not permitted to perform this operation.",
    -25291: "No keychain is available.",
    -25292: "This keychain cannot be modified.",
    -25293: "The user name or passphrase you entered is not correct.",
    -25294: "The specified keychain could not be found.",
    -25295: "The specified keychain is not a valid keychain file.",
    -25296: "A keychain with the same name already exists.",
    -25297: "The specified callback function is already installed.",
    -25298: "The specified callback function is not valid.",
    -25299: "The specified item already exists in the keychain.",
    -25300: "The specified item could not be found in the keychain.",
    -25301: "There is not enough memory available to use the specified item.",
    -25302: "This item contains information which is too large or in a format that cannot be displayed.",
    -25303: "The specified attribute does not exist.",
    -25304: "The specified item is no longer valid. It may have been deleted from the keychain.",
    -25305: "Unable to search the current keychain.",
    -25306: "The specified item does not appear to be a valid keychain item.",
    -25307: "A default keychain could not be found.",
    -25308: "User interaction is not allowed.",
    -25309: "The specified attribute could not be modified.",
    -25310: "This keychain was created by a different version of the system software and cannot be opened.",
    -25311: "This item specifies a key size which is too large or too small.",
    -25315: "User interaction is required, but is currently not allowed.",
    -25316: "The contents of this item cannot be retrieved.",
    -25317: "The contents of this item cannot be modified.",
    -26275: "Unable to decode the provided data.",
    -67585: "The required service is not available.",
]

/// A person-readable description of `status`, a result code returned by a Security function; nil when Security has
/// no message for it. `reserved` must be nil.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    messages[status].map { $0 as NSString }
}
