// SPDX-License-Identifier: Apache-2.0
//
// The settings dictionary keys of AVAudioRecorder and AVAudioPlayer (AVAudioSettings.h), with Apple's string values.

/// The format (an `AudioFormatID`: `kAudioFormatLinearPCM`, `kAudioFormatAppleLossless`, …).
public let AVFormatIDKey = "AVFormatIDKey"
/// The sample rate in hertz (a `Double` or `Float`).
public let AVSampleRateKey = "AVSampleRateKey"
/// The channel count (an `Int`).
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// Linear PCM's bits per sample: 8, 16, 24 or 32.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// Whether linear PCM is big-endian (the file type decides, in the simulation).
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// Whether linear PCM samples are floating point.
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// Whether linear PCM is non-interleaved (files are always interleaved, in the simulation).
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// The encoder's quality (an `AVAudioQuality` raw value).
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The encoder's quality for variable bit rate.
public let AVEncoderAudioQualityForVBRKey = "AVEncoderAudioQualityForVBRKey"
/// The encoder's bit rate in bits per second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The encoder's bit rate per channel.
public let AVEncoderBitRatePerChannelKey = "AVEncoderBitRatePerChannelKey"
/// The encoder's bit rate strategy.
public let AVEncoderBitRateStrategyKey = "AVEncoderBitRateStrategyKey"
/// Apple Lossless's bit depth: 16, 20, 24 or 32 (16 by default).
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
/// The sample rate converter's quality.
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"
/// The sample rate converter's algorithm.
public let AVSampleRateConverterAlgorithmKey = "AVSampleRateConverterAlgorithmKey"
/// The channel layout (an `AudioChannelLayout` in `Data`).
public let AVChannelLayoutKey = "AVChannelLayoutKey"

/// Encoder and sample rate converter quality levels.
public enum AVAudioQuality: Int, Sendable {
    case min = 0
    case low = 0x20
    case medium = 0x40
    case high = 0x60
    case max = 0x7F
}
