// SPDX-License-Identifier: Apache-2.0
//
// Extended Audio File Services (ExtendedAudioFile.h; guide §2.7.4 "Extended Audio File Services on 2.1+"): read any
// file libsndfile decodes (linear PCM, IMA4, Apple Lossless, µ/a-law, FLAC, MP3, …) converted to a linear PCM
// client format the app chooses. Writing is not supported.

import AudioEngine
import Foundation

/// The object behind an `ExtAudioFileRef`: the decoded file and the read position, in client frames.
final class ExtAudioFileObject: @unchecked Sendable {
    static let table = HandleTable<ExtAudioFileObject>()

    let source: PCMBuffer
    let fileFormat: AudioStreamBasicDescription
    let lock = NSLock()
    /// The client format and the file's samples converted to it (interleaved float), once chosen.
    var client: (description: AudioStreamBasicDescription, samples: [Float], channels: Int)?
    var position = 0
    private(set) var reference: ExtAudioFileRef!

    init(source: PCMBuffer, fileFormat: AudioStreamBasicDescription) {
        self.source = source
        self.fileFormat = fileFormat
        reference = Self.table.insert(self)
    }

    /// The file's own format: its linear PCM layout, or the compressed format's ID, rate and channels.
    static func fileFormat(of buffer: PCMBuffer) -> AudioStreamBasicDescription {
        let codec = buffer.encoding.codec
        let pcmBits: [SoundFileEncoding.Codec: (UInt32, Bool)] = [
            .pcm8: (8, false), .pcm16: (16, false), .pcm24: (24, false), .pcm32: (32, false),
            .float32: (32, true), .float64: (64, true),
        ]
        let channels = UInt32(buffer.channelCount)
        if let (bits, isFloat) = pcmBits[codec] {
            return LinearPCMFormat(sampleRate: buffer.sampleRate, channelCount: buffer.channelCount,
                                   bitsPerChannel: Int(bits), isFloat: isFloat,
                                   isSigned: !(buffer.encoding.container == .wav && bits == 8),
                                   isBigEndian: buffer.encoding.container == .aiff && bits > 8).streamDescription
        }
        let compressed: [SoundFileEncoding.Codec: (AudioFormatID, UInt32)] = [
            .imaADPCM: (kAudioFormatAppleIMA4, 64), .alac16: (kAudioFormatAppleLossless, 4_096),
            .alac20: (kAudioFormatAppleLossless, 4_096), .alac24: (kAudioFormatAppleLossless, 4_096),
            .alac32: (kAudioFormatAppleLossless, 4_096), .ulaw: (kAudioFormatULaw, 1), .alaw: (kAudioFormatALaw, 1),
            .mpegLayer3: (kAudioFormatMPEGLayer3, 1_152), .flac: (kAudioFormatFLAC, 4_096),
            .opus: (kAudioFormatOpus, 960),
        ]
        let (id, frames) = compressed[codec] ?? (0, 0)
        return AudioStreamBasicDescription(mSampleRate: buffer.sampleRate, mFormatID: id, mFormatFlags: 0,
                                           mBytesPerPacket: 0, mFramesPerPacket: frames, mBytesPerFrame: 0,
                                           mChannelsPerFrame: channels, mBitsPerChannel: 0, mReserved: 0)
    }

    /// Chooses the client format: linear PCM with the file's channel count (or mono, mixed down; or any count from a
    /// mono file), at any rate (resampled linearly).
    func setClientFormat(_ description: AudioStreamBasicDescription) -> OSStatus {
        guard description.mFormatID == kAudioFormatLinearPCM else { return kExtAudioFileError_NonPCMClientFormat }
        var interleaved = description
        let planar = description.mFormatFlags & kAudioFormatFlagIsNonInterleaved != 0
        if planar {
            interleaved.mFormatFlags &= ~kAudioFormatFlagIsNonInterleaved
            interleaved.mBytesPerFrame *= description.mChannelsPerFrame
            interleaved.mBytesPerPacket *= description.mChannelsPerFrame
        }
        guard let format = LinearPCMFormat(interleaved) else { return kExtAudioFileError_InvalidDataFormat }
        let from = source.channelCount, to = format.channelCount
        guard from == to || from == 1 || to == 1 else { return kExtAudioFileError_InvalidDataFormat }
        let ratio = source.sampleRate / format.sampleRate
        let frames = Int((Double(source.frameCount) / ratio).rounded())
        var samples = [Float](repeating: 0, count: frames * to)
        for frame in 0..<frames {
            let position = Double(frame) * ratio
            let index = min(Int(position), max(0, source.frameCount - 1))
            let next = min(index + 1, max(0, source.frameCount - 1))
            let fraction = Float(position - Double(index))
            func value(_ channel: Int) -> Float {
                let a = source.samples[index * from + channel], b = source.samples[next * from + channel]
                return a + (b - a) * fraction
            }
            for channel in 0..<to {
                samples[frame * to + channel] = to == 1 && from > 1
                    ? (0..<from).reduce(0) { $0 + value($1) } / Float(from) : value(from == 1 ? 0 : channel)
            }
        }
        lock.withLock {
            // The position carries over, in file frames.
            let oldRate = client?.description.mSampleRate ?? source.sampleRate
            let fileFrame = Double(position) * source.sampleRate / oldRate
            client = (description, samples, to)
            position = min(Int((fileFrame / ratio).rounded()), frames)
        }
        return kAudio_NoError
    }
}

/// Opens the sound file at `inURL` for reading and writes its reference to `outExtAudioFile`. Returns
/// `kAudioFileFileNotFoundError`, `kAudioFileUnsupportedFileTypeError` or `kAudioFileInvalidFileError` as
/// `AudioFileOpenURL` does. The client format starts as the file's format for linear PCM files; a compressed file
/// needs `kExtAudioFileProperty_ClientDataFormat` set before reading.
public func ExtAudioFileOpenURL(_ inURL: CFURL, _ outExtAudioFile: UnsafeMutablePointer<ExtAudioFileRef?>) -> OSStatus {
    let buffer: PCMBuffer
    do {
        buffer = try SoundFile.decode(contentsOf: inURL as URL)
    } catch {
        AudioDiagnostics.log("ExtAudioFileOpenURL: \(error.reason)")
        switch error {
        case .notFound: return kAudioFileFileNotFoundError
        case .unsupportedType: return kAudioFileUnsupportedFileTypeError
        default: return kAudioFileInvalidFileError
        }
    }
    let file = ExtAudioFileObject(source: buffer, fileFormat: ExtAudioFileObject.fileFormat(of: buffer))
    if file.fileFormat.mFormatID == kAudioFormatLinearPCM { _ = file.setClientFormat(file.fileFormat) }
    outExtAudioFile.pointee = file.reference
    return kAudio_NoError
}

/// Closes the file. Returns `kAudio_ParamError` for an unknown reference.
@discardableResult
public func ExtAudioFileDispose(_ inExtAudioFile: ExtAudioFileRef) -> OSStatus {
    ExtAudioFileObject.table.remove(inExtAudioFile) == nil ? kAudio_ParamError : kAudio_NoError
}

/// Sets a property: `kExtAudioFileProperty_ClientDataFormat` (an `AudioStreamBasicDescription`; linear PCM else
/// `kExtAudioFileError_NonPCMClientFormat`, a channel count that is neither the file's nor 1, or an unsupported
/// layout, `kExtAudioFileError_InvalidDataFormat`). Others return `kExtAudioFileError_InvalidProperty`.
@discardableResult
public func ExtAudioFileSetProperty(_ inExtAudioFile: ExtAudioFileRef, _ inPropertyID: ExtAudioFilePropertyID,
                                    _ inPropertyDataSize: UInt32, _ inPropertyData: UnsafeRawPointer) -> OSStatus
{
    guard let file = ExtAudioFileObject.table.object(inExtAudioFile) else { return kAudio_ParamError }
    guard inPropertyID == kExtAudioFileProperty_ClientDataFormat else { return kExtAudioFileError_InvalidProperty }
    guard Int(inPropertyDataSize) >= MemoryLayout<AudioStreamBasicDescription>.size else {
        return kExtAudioFileError_InvalidPropertySize
    }
    return file.setClientFormat(inPropertyData.loadUnaligned(as: AudioStreamBasicDescription.self))
}

/// Reads a property into `outPropertyData` (`ioPropertyDataSize` bytes, set to the bytes written): the file and
/// client data formats and the length in file frames.
@discardableResult
public func ExtAudioFileGetProperty(_ inExtAudioFile: ExtAudioFileRef, _ inPropertyID: ExtAudioFilePropertyID,
                                    _ ioPropertyDataSize: UnsafeMutablePointer<UInt32>,
                                    _ outPropertyData: UnsafeMutableRawPointer) -> OSStatus
{
    guard let file = ExtAudioFileObject.table.object(inExtAudioFile) else { return kAudio_ParamError }
    let size: Int
    switch inPropertyID {
    case kExtAudioFileProperty_FileDataFormat, kExtAudioFileProperty_ClientDataFormat:
        size = MemoryLayout<AudioStreamBasicDescription>.size
        guard Int(ioPropertyDataSize.pointee) >= size else { return kExtAudioFileError_InvalidPropertySize }
        let description = inPropertyID == kExtAudioFileProperty_FileDataFormat
            ? file.fileFormat : file.lock.withLock { file.client?.description ?? file.fileFormat }
        outPropertyData.storeBytes(of: description, as: AudioStreamBasicDescription.self)
    case kExtAudioFileProperty_FileLengthFrames:
        size = MemoryLayout<Int64>.size
        guard Int(ioPropertyDataSize.pointee) >= size else { return kExtAudioFileError_InvalidPropertySize }
        outPropertyData.storeBytes(of: Int64(file.source.frameCount), as: Int64.self)
    default:
        return kExtAudioFileError_InvalidProperty
    }
    ioPropertyDataSize.pointee = UInt32(size)
    return kAudio_NoError
}

/// Reads up to `ioNumberFrames` client frames into `ioData`'s buffers (one interleaved buffer, or one per channel for
/// a non-interleaved client format), limited by each buffer's `mDataByteSize`, and sets `ioNumberFrames` and the
/// byte sizes to what was read: 0 frames at the end of the file.
public func ExtAudioFileRead(_ inExtAudioFile: ExtAudioFileRef, _ ioNumberFrames: UnsafeMutablePointer<UInt32>,
                             _ ioData: UnsafeMutablePointer<AudioBufferList>) -> OSStatus
{
    guard let file = ExtAudioFileObject.table.object(inExtAudioFile) else { return kAudio_ParamError }
    guard let client = file.lock.withLock({ file.client }) else { return kExtAudioFileError_InvalidOperationOrder }
    let planar = client.description.mFormatFlags & kAudioFormatFlagIsNonInterleaved != 0
    let buffers = UnsafeMutableAudioBufferListPointer(ioData)
    let layoutChannels = planar ? 1 : client.channels
    guard buffers.count == (planar ? client.channels : 1) else { return kExtAudioFileError_InvalidDataFormat }
    var sample = client.description
    sample.mFormatFlags &= ~kAudioFormatFlagIsNonInterleaved
    sample.mChannelsPerFrame = UInt32(layoutChannels)
    sample.mBytesPerFrame = client.description.mBitsPerChannel / 8 * UInt32(layoutChannels)
    sample.mBytesPerPacket = sample.mBytesPerFrame
    guard let format = LinearPCMFormat(sample) else { return kExtAudioFileError_InvalidDataFormat }
    let room = buffers.map { Int($0.mDataByteSize) / format.bytesPerFrame }.min() ?? 0
    let start = file.lock.withLock { file.position }
    let total = client.samples.count / client.channels
    let frames = max(0, min(Int(ioNumberFrames.pointee), room, total - start))
    for index in 0..<buffers.count {
        guard let data = buffers[index].mData else { return kAudio_ParamError }
        var samples = [Float](repeating: 0, count: frames * layoutChannels)
        for frame in 0..<frames {
            for channel in 0..<layoutChannels {
                let source = planar ? index : channel
                samples[frame * layoutChannels + channel] = client.samples[(start + frame) * client.channels + source]
            }
        }
        format.encode(samples, into: data)
        buffers[index].mDataByteSize = UInt32(frames * format.bytesPerFrame)
    }
    file.lock.withLock { file.position = start + frames }
    ioNumberFrames.pointee = UInt32(frames)
    return kAudio_NoError
}

/// Moves the read position to file frame `inFrameOffset` (`kExtAudioFileError_InvalidSeek` outside the file).
@discardableResult
public func ExtAudioFileSeek(_ inExtAudioFile: ExtAudioFileRef, _ inFrameOffset: Int64) -> OSStatus {
    guard let file = ExtAudioFileObject.table.object(inExtAudioFile) else { return kAudio_ParamError }
    guard inFrameOffset >= 0, inFrameOffset <= Int64(file.source.frameCount) else { return kExtAudioFileError_InvalidSeek }
    file.lock.withLock {
        let ratio = file.client.map { $0.description.mSampleRate / file.source.sampleRate } ?? 1
        file.position = Int((Double(inFrameOffset) * ratio).rounded())
    }
    return kAudio_NoError
}

/// Writes the read position, in file frames, to `outFrameOffset`.
@discardableResult
public func ExtAudioFileTell(_ inExtAudioFile: ExtAudioFileRef, _ outFrameOffset: UnsafeMutablePointer<Int64>) -> OSStatus {
    guard let file = ExtAudioFileObject.table.object(inExtAudioFile) else { return kAudio_ParamError }
    outFrameOffset.pointee = file.lock.withLock {
        let ratio = file.client.map { file.source.sampleRate / $0.description.mSampleRate } ?? 1
        return Int64((Double(file.position) * ratio).rounded())
    }
    return kAudio_NoError
}
