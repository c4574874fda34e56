// SPDX-License-Identifier: Apache-2.0
//
// Core Audio's format flags and Core Audio's general result codes (CoreAudioTypes.h), with Apple's values.

/// The samples are floating point (else integers).
public let kAudioFormatFlagIsFloat: AudioFormatFlags = 1 << 0
/// The samples are big-endian (else little-endian, the native order here).
public let kAudioFormatFlagIsBigEndian: AudioFormatFlags = 1 << 1
/// Integer samples are signed.
public let kAudioFormatFlagIsSignedInteger: AudioFormatFlags = 1 << 2
/// The sample bits fill their bytes.
public let kAudioFormatFlagIsPacked: AudioFormatFlags = 1 << 3
/// Unpacked samples sit in the high bits.
public let kAudioFormatFlagIsAlignedHigh: AudioFormatFlags = 1 << 4
/// Channels are in separate buffers (else interleaved).
public let kAudioFormatFlagIsNonInterleaved: AudioFormatFlags = 1 << 5
/// The stream cannot be mixed.
public let kAudioFormatFlagIsNonMixable: AudioFormatFlags = 1 << 6
/// No flags are set (to tell "none" from "not given").
public let kAudioFormatFlagsAreAllClear: AudioFormatFlags = 0x8000_0000
/// Linear PCM: floating-point samples.
public let kLinearPCMFormatFlagIsFloat = kAudioFormatFlagIsFloat
/// Linear PCM: big-endian samples.
public let kLinearPCMFormatFlagIsBigEndian = kAudioFormatFlagIsBigEndian
/// Linear PCM: signed integer samples.
public let kLinearPCMFormatFlagIsSignedInteger = kAudioFormatFlagIsSignedInteger
/// Linear PCM: packed samples.
public let kLinearPCMFormatFlagIsPacked = kAudioFormatFlagIsPacked
/// Linear PCM: samples aligned high.
public let kLinearPCMFormatFlagIsAlignedHigh = kAudioFormatFlagIsAlignedHigh
/// Linear PCM: non-interleaved channels.
public let kLinearPCMFormatFlagIsNonInterleaved = kAudioFormatFlagIsNonInterleaved
/// Linear PCM: not mixable.
public let kLinearPCMFormatFlagIsNonMixable = kAudioFormatFlagIsNonMixable
/// Linear PCM: no flags.
public let kLinearPCMFormatFlagsAreAllClear = kAudioFormatFlagsAreAllClear
/// The host's byte order: little-endian, so no flag.
public let kAudioFormatFlagsNativeEndian: AudioFormatFlags = 0
/// Native-endian packed 32-bit floats.
public let kAudioFormatFlagsNativeFloatPacked: AudioFormatFlags =
    kAudioFormatFlagIsFloat | kAudioFormatFlagsNativeEndian | kAudioFormatFlagIsPacked

/// No error.
public let kAudio_NoError: OSStatus = 0
/// The function is not implemented.
public let kAudio_UnimplementedError: OSStatus = -4
/// The file was not found.
public let kAudio_FileNotFoundError: OSStatus = -43
/// The file could not be accessed with the permissions asked for.
public let kAudio_FilePermissionError: OSStatus = -54
/// Too many files are open.
public let kAudio_TooManyFilesOpenError: OSStatus = -42
/// A path is malformed ('!pth').
public let kAudio_BadFilePathError: OSStatus = 0x2170_7468
/// A parameter is invalid (a nil pointer, an unknown object).
public let kAudio_ParamError: OSStatus = -50
/// Memory ran out.
public let kAudio_MemFullError: OSStatus = -108
/// The data format is not supported ('fmt?'): Audio Format Services' code, which audio queues return for a format
/// they cannot play or record.
public let kAudioFormatUnsupportedDataFormatError: OSStatus = 0x666D_743F
