// SPDX-License-Identifier: Apache-2.0
//
// Core Audio's format identifiers (CoreAudioTypes.h on Apple platforms, which AudioToolbox re-exports): the
// four-character codes apps put under AVFormatIDKey in an AVAudioRecorder's settings.

/// A four-character code naming an audio data format (`AudioStreamBasicDescription.mFormatID`).
public typealias AudioFormatID = UInt32

/// Linear PCM, 'lpcm': uncompressed samples.
public let kAudioFormatLinearPCM: AudioFormatID = 0x6C70_636D
/// Apple Lossless, 'alac'.
public let kAudioFormatAppleLossless: AudioFormatID = 0x616C_6163
/// MPEG-4 AAC, 'aac '. Touchstone cannot write it (libsndfile has no AAC encoder): a recorder asked for it fails.
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
/// IMA 4:1 ADPCM, 'ima4'.
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696D_6134
/// µ-law 2:1, 'ulaw'.
public let kAudioFormatULaw: AudioFormatID = 0x756C_6177
/// A-law 2:1, 'alaw'.
public let kAudioFormatALaw: AudioFormatID = 0x616C_6177
/// MPEG-1/2 Layer 3, '.mp3'.
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2E6D_7033
/// Free Lossless Audio Codec, 'flac'.
public let kAudioFormatFLAC: AudioFormatID = 0x666C_6163
/// Opus, 'opus'.
public let kAudioFormatOpus: AudioFormatID = 0x6F70_7573
/// iLBC speech, 'ilbc' (not recordable in Touchstone).
public let kAudioFormatiLBC: AudioFormatID = 0x696C_6263
