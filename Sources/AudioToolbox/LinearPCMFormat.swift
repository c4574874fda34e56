// SPDX-License-Identifier: Apache-2.0

/// An interleaved linear PCM layout an `AudioStreamBasicDescription` names, with the conversions between its bytes
/// and the engine's 32-bit float samples: what audio queues and audio files read and write.
///
/// Supported: integers of 8 (unsigned unless `kAudioFormatFlagIsSignedInteger`), 16, 24 and 32 bits, and floats of
/// 32 and 64 bits, little- or big-endian, packed, 1…8 channels, at any positive rate.
struct LinearPCMFormat: Equatable {
    let sampleRate: Double
    let channelCount: Int
    let bitsPerChannel: Int
    let isFloat: Bool
    let isSigned: Bool
    let isBigEndian: Bool

    /// Bytes per sample of one channel.
    var bytesPerSample: Int { bitsPerChannel / 8 }
    /// Bytes per frame (= per packet).
    var bytesPerFrame: Int { bytesPerSample * channelCount }

    /// The layout `description` names, or nil when it is not linear PCM this type handles.
    init?(_ description: AudioStreamBasicDescription) {
        let flags = description.mFormatFlags
        let bits = Int(description.mBitsPerChannel), channels = Int(description.mChannelsPerFrame)
        let isFloat = flags & kAudioFormatFlagIsFloat != 0
        guard description.mFormatID == kAudioFormatLinearPCM,
              description.mSampleRate.isFinite, description.mSampleRate > 0, description.mSampleRate <= 384_000,
              (1...8).contains(channels), flags & kAudioFormatFlagIsNonInterleaved == 0,
              isFloat ? [32, 64].contains(bits) : [8, 16, 24, 32].contains(bits),
              description.mFramesPerPacket <= 1,
              description.mBytesPerFrame == 0 || Int(description.mBytesPerFrame) == bits / 8 * channels,
              description.mBytesPerPacket == 0 || Int(description.mBytesPerPacket) == bits / 8 * channels
        else { return nil }
        self.init(sampleRate: description.mSampleRate, channelCount: channels, bitsPerChannel: bits, isFloat: isFloat,
                  isSigned: isFloat || bits > 8 || flags & kAudioFormatFlagIsSignedInteger != 0,
                  isBigEndian: flags & kAudioFormatFlagIsBigEndian != 0)
    }

    init(sampleRate: Double, channelCount: Int, bitsPerChannel: Int, isFloat: Bool, isSigned: Bool, isBigEndian: Bool) {
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.bitsPerChannel = bitsPerChannel
        self.isFloat = isFloat
        self.isSigned = isSigned
        self.isBigEndian = isBigEndian
    }

    /// The description of this layout, packed, with one frame per packet.
    var streamDescription: AudioStreamBasicDescription {
        var flags: AudioFormatFlags = kAudioFormatFlagIsPacked
        if isFloat { flags |= kAudioFormatFlagIsFloat } else if isSigned { flags |= kAudioFormatFlagIsSignedInteger }
        if isBigEndian { flags |= kAudioFormatFlagIsBigEndian }
        return AudioStreamBasicDescription(
            mSampleRate: sampleRate, mFormatID: kAudioFormatLinearPCM, mFormatFlags: flags,
            mBytesPerPacket: UInt32(bytesPerFrame), mFramesPerPacket: 1, mBytesPerFrame: UInt32(bytesPerFrame),
            mChannelsPerFrame: UInt32(channelCount), mBitsPerChannel: UInt32(bitsPerChannel), mReserved: 0)
    }

    /// The samples of the whole frames in `bytes`, interleaved, in −1…1.
    func decode(_ bytes: UnsafeRawBufferPointer) -> [Float] {
        let size = bytesPerSample
        let count = bytes.count / bytesPerFrame * channelCount
        var out = [Float](repeating: 0, count: count)
        for i in 0..<count {
            var raw: UInt64 = 0
            for b in 0..<size {
                let byte = UInt64(bytes[i * size + (isBigEndian ? size - 1 - b : b)])
                raw |= byte << (8 * UInt64(b))
            }
            out[i] = sample(raw)
        }
        return out
    }

    private func sample(_ raw: UInt64) -> Float {
        if isFloat {
            return bitsPerChannel == 32 ? Float(bitPattern: UInt32(truncatingIfNeeded: raw))
                : Float(Double(bitPattern: raw))
        }
        let bits = UInt64(bitsPerChannel)
        let scale = Float(1 << (bits - 1))
        if !isSigned { return (Float(raw) - scale) / scale }
        let shift = 64 - bits
        let signed = Int64(bitPattern: raw << shift) >> shift
        return Float(signed) / scale
    }

    /// `samples` (interleaved, clipped to −1…1) as this layout's bytes, written to `destination`, which holds at
    /// least `samples.count × bytesPerSample` bytes.
    func encode(_ samples: [Float], into destination: UnsafeMutableRawPointer) {
        let size = bytesPerSample
        for (i, value) in samples.enumerated() {
            let raw = bits(of: value.isFinite ? value : 0)
            for b in 0..<size {
                let byte = UInt8(truncatingIfNeeded: raw >> (8 * UInt64(b)))
                destination.storeBytes(of: byte, toByteOffset: i * size + (isBigEndian ? size - 1 - b : b), as: UInt8.self)
            }
        }
    }

    private func bits(of value: Float) -> UInt64 {
        if isFloat {
            return bitsPerChannel == 32 ? UInt64(value.bitPattern) : Double(value).bitPattern
        }
        let clipped = Double(min(max(value, -1), 1))
        let scale = Double(Int64(1) << (bitsPerChannel - 1))
        let integer = Int64(max(-scale, min(scale - 1, (clipped * scale).rounded())))
        return isSigned ? UInt64(bitPattern: integer) : UInt64(integer + Int64(scale))
    }
}
