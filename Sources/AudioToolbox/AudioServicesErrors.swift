// SPDX-License-Identifier: Apache-2.0
//
// Audio Services' result codes (AudioServices.h), with Apple's values.

/// No error.
public let kAudioServicesNoError: OSStatus = 0
/// The property is not supported ('pty?').
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
/// The size of the property data was not correct ('!siz').
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
/// The size of the specifier data was not correct ('!spc').
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
/// An unspecified error: Touchstone returns it for a file that is missing, unreadable or not linear PCM or IMA4
/// in a CAF, AIFF or WAVE container (guide §2.7.4), and for an unknown sound ID.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// System sound client message timed out.
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
/// The sound is longer than System Sound Services plays (30 seconds).
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502
