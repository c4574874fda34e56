// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// What an `AVAudioRecorder`'s settings and file name ask for, as a libsndfile encoding.
struct RecordingFormat {
    var encoding: SoundFileEncoding
    var sampleRate: Double
    var channelCount: Int

    /// Reads `settings` (defaults: linear PCM, 44.1 kHz, one channel, 16 bits) and the container from `url`'s
    /// extension (.caf, .wav, .aif/.aiff/.aifc, .flac; others are written as CAF). Throws
    /// `SoundFileError.unsupportedFormat` for what libsndfile cannot write (AAC, iLBC, Apple Lossless outside CAF).
    init(url: URL, settings: [String: Any]) throws(SoundFileError) {
        func number(_ key: String) -> Double? {
            switch settings[key] {
            case let v as Double: return v
            case let v as Float: return Double(v)
            case let v as Int: return Double(v)
            case let v as UInt32: return Double(v)
            case let v as NSNumber: return v.doubleValue
            default: return nil
            }
        }
        let format = number(AVFormatIDKey).map { AudioFormatID(truncatingIfNeeded: Int64($0)) } ?? kAudioFormatLinearPCM
        sampleRate = number(AVSampleRateKey) ?? 44_100
        channelCount = Int(number(AVNumberOfChannelsKey) ?? 1)
        let container: SoundFileEncoding.Container
        switch url.pathExtension.lowercased() {
        case "wav", "wave": container = .wav
        case "aif", "aiff", "aifc": container = .aiff
        case "flac": container = .flac
        default: container = .caf
        }
        let codec: SoundFileEncoding.Codec
        switch format {
        case kAudioFormatLinearPCM:
            let bits = Int(number(AVLinearPCMBitDepthKey) ?? 16)
            if (settings[AVLinearPCMIsFloatKey] as? Bool) == true {
                codec = bits == 64 ? .float64 : .float32
            } else {
                codec = [8: .pcm8, 24: .pcm24, 32: .pcm32][bits] ?? .pcm16
            }
        case kAudioFormatAppleLossless:
            let bits = Int(number(AVEncoderBitDepthHintKey) ?? 16)
            codec = [20: .alac20, 24: .alac24, 32: .alac32][bits] ?? .alac16
        case kAudioFormatAppleIMA4: codec = .imaADPCM
        case kAudioFormatULaw: codec = .ulaw
        case kAudioFormatALaw: codec = .alaw
        case kAudioFormatFLAC: codec = .flac
        default:
            throw .unsupportedFormat("format \(Self.fourCharacterCode(format)) cannot be recorded in the simulation")
        }
        encoding = SoundFileEncoding(container: codec == .flac ? .flac : container, codec: codec)
        guard sampleRate.isFinite, sampleRate >= 8_000, sampleRate <= 192_000, (1...8).contains(channelCount) else {
            throw .unsupportedFormat("\(sampleRate) Hz with \(channelCount) channels cannot be recorded")
        }
    }

    /// 'alac' for `kAudioFormatAppleLossless`.
    static func fourCharacterCode(_ code: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> $0) }
        return bytes.allSatisfy { $0 >= 32 && $0 < 127 } ? "'" + String(decoding: bytes, as: UTF8.self) + "'" : "\(code)"
    }
}
