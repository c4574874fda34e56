// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// The object behind an `AudioFileID`: a linear PCM file read whole through libsndfile (its audio data held as the
/// file's packets, in the file's own format), or one being written packet by packet.
final class AudioFileObject: @unchecked Sendable {
    static let table = HandleTable<AudioFileObject>()

    let fileType: AudioFileTypeID
    let format: LinearPCMFormat
    let permissions: AudioFilePermissions
    /// The audio data of a file opened for reading.
    private(set) var data: [UInt8]
    private let writer: SoundFileWriter?
    let lock = NSLock()
    private(set) var reference: AudioFileID!

    private init(fileType: AudioFileTypeID, format: LinearPCMFormat, permissions: AudioFilePermissions, data: [UInt8],
                 writer: SoundFileWriter?)
    {
        self.fileType = fileType
        self.format = format
        self.permissions = permissions
        self.data = data
        self.writer = writer
        reference = Self.table.insert(self)
    }

    /// The file behind `reference`, or nil for a closed or unknown one (logged).
    static func find(_ reference: AudioFileID?, _ function: String = #function) -> AudioFileObject? {
        guard let file = table.object(reference) else {
            AudioDiagnostics.log("\(function): not an open audio file (nil, unknown or closed)")
            return nil
        }
        return file
    }

    // MARK: Reading

    /// Opens the file at `url` for reading, or returns Audio File Services' status for why not.
    static func open(_ url: URL, permissions: AudioFilePermissions) -> Result<AudioFileObject, OSStatusError> {
        let buffer: PCMBuffer
        do {
            buffer = try SoundFile.decode(contentsOf: url)
        } catch {
            AudioDiagnostics.log("AudioFileOpenURL: \(error.reason)")
            switch error {
            case .notFound: return .failure(OSStatusError(status: kAudioFileFileNotFoundError))
            case .unsupportedType: return .failure(OSStatusError(status: kAudioFileUnsupportedFileTypeError))
            default: return .failure(OSStatusError(status: kAudioFileInvalidFileError))
            }
        }
        guard let type = fileType(of: buffer.encoding.container),
              let format = pcmFormat(of: buffer) else {
            AudioDiagnostics.log("AudioFileOpenURL: \(url.lastPathComponent) is not linear PCM in WAVE, AIFF or CAF")
            return .failure(OSStatusError(status: kAudioFileUnsupportedDataFormatError))
        }
        var bytes = [UInt8](repeating: 0, count: buffer.samples.count * format.bytesPerSample)
        bytes.withUnsafeMutableBytes { format.encode(buffer.samples, into: $0.baseAddress!) }
        return .success(AudioFileObject(fileType: type, format: format, permissions: permissions, data: bytes,
                                        writer: nil))
    }

    private static func fileType(of container: SoundFileEncoding.Container) -> AudioFileTypeID? {
        switch container {
        case .wav: return kAudioFileWAVEType
        case .aiff: return kAudioFileAIFFType
        case .caf: return kAudioFileCAFType
        default: return nil
        }
    }

    /// The layout a decoded linear PCM file's packets are read in: AIFF big-endian, WAVE (8-bit unsigned) and CAF
    /// little-endian (the native order apps create CAF files in).
    private static func pcmFormat(of buffer: PCMBuffer) -> LinearPCMFormat? {
        let bits: Int, isFloat: Bool
        switch buffer.encoding.codec {
        case .pcm8: (bits, isFloat) = (8, false)
        case .pcm16: (bits, isFloat) = (16, false)
        case .pcm24: (bits, isFloat) = (24, false)
        case .pcm32: (bits, isFloat) = (32, false)
        case .float32: (bits, isFloat) = (32, true)
        case .float64: (bits, isFloat) = (64, true)
        default: return nil
        }
        let isWAV = buffer.encoding.container == .wav
        return LinearPCMFormat(sampleRate: buffer.sampleRate, channelCount: buffer.channelCount, bitsPerChannel: bits,
                               isFloat: isFloat, isSigned: !(isWAV && bits == 8),
                               isBigEndian: buffer.encoding.container == .aiff && bits > 8)
    }

    /// Packets (= frames) of audio data.
    var packetCount: Int { lock.withLock { writer.map { $0.framesWritten } ?? data.count / format.bytesPerFrame } }

    /// Copies up to `count` packets from `start` into `destination` (`maxBytes` long); returns the packets and bytes
    /// copied, or nil for a start past the end.
    func readPackets(from start: Int64, count: Int, maxBytes: Int, into destination: UnsafeMutableRawPointer)
        -> (packets: Int, bytes: Int)?
    {
        let total = packetCount
        guard start >= 0, start <= Int64(total) else { return nil }
        let packets = max(0, min(count, total - Int(start), maxBytes / format.bytesPerFrame))
        let bytes = packets * format.bytesPerFrame
        if bytes > 0 {
            data.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + Int(start) * format.bytesPerFrame,
                                                          byteCount: bytes) }
        }
        return (packets, bytes)
    }

    /// Copies up to `count` bytes of audio data from `start`; returns the bytes copied, or nil for a bad start.
    func readBytes(from start: Int64, count: Int, into destination: UnsafeMutableRawPointer) -> Int? {
        guard start >= 0, start <= Int64(data.count) else { return nil }
        let bytes = max(0, min(count, data.count - Int(start)))
        if bytes > 0 {
            data.withUnsafeBytes { destination.copyMemory(from: $0.baseAddress! + Int(start), byteCount: bytes) }
        }
        return bytes
    }

    // MARK: Writing

    /// Creates (or replaces) a `type` file at `url` for `description`'s linear PCM, or returns why not.
    static func create(_ url: URL, type: AudioFileTypeID, description: AudioStreamBasicDescription)
        -> Result<AudioFileObject, OSStatusError>
    {
        let containers: [AudioFileTypeID: SoundFileEncoding.Container] = [
            kAudioFileWAVEType: .wav, kAudioFileAIFFType: .aiff, kAudioFileAIFCType: .aiff, kAudioFileCAFType: .caf,
        ]
        guard let container = containers[type] else { return .failure(OSStatusError(status: kAudioFileUnsupportedFileTypeError)) }
        guard let format = LinearPCMFormat(description),
              container != .wav || !format.isBigEndian, container != .wav || format.bitsPerChannel > 8 || !format.isSigned,
              type != kAudioFileAIFFType || ((format.isBigEndian || format.bitsPerChannel == 8) && !format.isFloat)
        else { return .failure(OSStatusError(status: kAudioFileUnsupportedDataFormatError)) }
        let codecs: [Int: SoundFileEncoding.Codec] = [8: .pcm8, 16: .pcm16, 24: .pcm24, 32: .pcm32]
        let codec: SoundFileEncoding.Codec = format.isFloat ? (format.bitsPerChannel == 32 ? .float32 : .float64)
            : codecs[format.bitsPerChannel] ?? .pcm16
        do {
            let writer = try SoundFileWriter(url: url, encoding: SoundFileEncoding(container: container, codec: codec),
                                             sampleRate: format.sampleRate, channelCount: format.channelCount)
            return .success(AudioFileObject(fileType: type, format: format, permissions: .writePermission, data: [],
                                            writer: writer))
        } catch {
            AudioDiagnostics.log("AudioFileCreateWithURL: \(error.reason)")
            if case .unsupportedFormat = error { return .failure(OSStatusError(status: kAudioFileUnsupportedDataFormatError)) }
            return .failure(OSStatusError(status: kAudioFilePermissionsError))
        }
    }

    /// Whether the file accepts packets.
    var isWritable: Bool { writer != nil }

    /// Appends the whole packets in `bytes`, which must start at the packet count written so far; returns the
    /// packets written or nil for another start.
    func writePackets(_ bytes: UnsafeRawBufferPointer, at start: Int64) -> Int? {
        guard let writer, start == Int64(writer.framesWritten) else { return nil }
        let samples = format.decode(bytes)
        if format.isFloat {
            writer.write(samples)
        } else {
            writer.writeIntegers(samples.map { Int32(clamping: Int64((Double($0) * 2_147_483_648).rounded())) })
        }
        return samples.count / format.channelCount
    }

    /// Finishes a written file and leaves the table.
    func close() {
        writer?.close()
        Self.table.remove(reference)
    }
}
