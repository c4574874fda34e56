// SPDX-License-Identifier: Apache-2.0

import CSndFile

/// A sound file's container and codec, as libsndfile names them (`SF_INFO.format`).
package struct SoundFileEncoding: Equatable, Sendable {
    /// The file type.
    package enum Container: Equatable, Sendable { case wav, aiff, caf, flac, ogg, mp3, other }
    /// How samples are encoded inside it.
    package enum Codec: Equatable, Sendable {
        case pcm8, pcm16, pcm24, pcm32, float32, float64, imaADPCM, alac16, alac20, alac24, alac32, ulaw, alaw
        case vorbis, opus, flac, mpegLayer3, other
    }

    package var container: Container
    package var codec: Codec

    package init(container: Container, codec: Codec) {
        self.container = container
        self.codec = codec
    }

    /// Whether the samples are linear PCM (integer or float).
    package var isLinearPCM: Bool { [.pcm8, .pcm16, .pcm24, .pcm32, .float32, .float64].contains(codec) }
    /// Whether the samples are Apple Lossless.
    package var isAppleLossless: Bool { [.alac16, .alac20, .alac24, .alac32].contains(codec) }

    /// The encoding libsndfile reports in `format`.
    init(sndfileFormat format: Int32) {
        let major = Int(format) & Int(SF_FORMAT_TYPEMASK)
        let minor = Int(format) & Int(SF_FORMAT_SUBMASK)
        switch major {
        case Int(SF_FORMAT_WAV), Int(SF_FORMAT_WAVEX), Int(SF_FORMAT_RF64): container = .wav
        case Int(SF_FORMAT_AIFF): container = .aiff
        case Int(SF_FORMAT_CAF): container = .caf
        case Int(SF_FORMAT_FLAC): container = .flac
        case Int(SF_FORMAT_OGG): container = .ogg
        case Int(SF_FORMAT_MPEG): container = .mp3
        default: container = .other
        }
        let codecs: [Int: Codec] = [
            Int(SF_FORMAT_PCM_S8): .pcm8, Int(SF_FORMAT_PCM_U8): .pcm8,
            Int(SF_FORMAT_PCM_16): .pcm16, Int(SF_FORMAT_PCM_24): .pcm24,
            Int(SF_FORMAT_PCM_32): .pcm32, Int(SF_FORMAT_FLOAT): .float32,
            Int(SF_FORMAT_DOUBLE): .float64, Int(SF_FORMAT_IMA_ADPCM): .imaADPCM,
            Int(SF_FORMAT_ALAC_16): .alac16, Int(SF_FORMAT_ALAC_20): .alac20,
            Int(SF_FORMAT_ALAC_24): .alac24, Int(SF_FORMAT_ALAC_32): .alac32,
            Int(SF_FORMAT_ULAW): .ulaw, Int(SF_FORMAT_ALAW): .alaw,
            Int(SF_FORMAT_VORBIS): .vorbis, Int(SF_FORMAT_OPUS): .opus,
            Int(SF_FORMAT_MPEG_LAYER_III): .mpegLayer3,
        ]
        codec = container == .flac ? .flac : codecs[minor] ?? .other
    }

    /// The `SF_INFO.format` that writes this encoding, or nil when libsndfile cannot write it.
    var sndfileFormat: Int32? {
        let majors: [Container: Int] = [
            .wav: SF_FORMAT_WAV, .aiff: SF_FORMAT_AIFF, .caf: SF_FORMAT_CAF,
            .flac: SF_FORMAT_FLAC, .ogg: SF_FORMAT_OGG, .mp3: SF_FORMAT_MPEG,
        ]
        let minors: [Codec: Int] = [
            .pcm8: container == .wav ? SF_FORMAT_PCM_U8 : SF_FORMAT_PCM_S8,
            .pcm16: SF_FORMAT_PCM_16, .pcm24: SF_FORMAT_PCM_24, .pcm32: SF_FORMAT_PCM_32,
            .float32: SF_FORMAT_FLOAT, .float64: SF_FORMAT_DOUBLE,
            .imaADPCM: SF_FORMAT_IMA_ADPCM, .alac16: SF_FORMAT_ALAC_16,
            .alac20: SF_FORMAT_ALAC_20, .alac24: SF_FORMAT_ALAC_24,
            .alac32: SF_FORMAT_ALAC_32, .ulaw: SF_FORMAT_ULAW, .alaw: SF_FORMAT_ALAW,
            .vorbis: SF_FORMAT_VORBIS, .opus: SF_FORMAT_OPUS,
            .flac: SF_FORMAT_PCM_16, .mpegLayer3: SF_FORMAT_MPEG_LAYER_III,
        ]
        guard let major = majors[container], let minor = minors[codec] else { return nil }
        return Int32(major | minor)
    }
}
