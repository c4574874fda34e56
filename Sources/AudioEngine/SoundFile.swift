// SPDX-License-Identifier: Apache-2.0

import CSndFile
import Foundation

/// Reads whole sound files through libsndfile: WAV, AIFF, CAF (linear PCM, IMA4, Apple Lossless, µ-law, a-law),
/// FLAC, Ogg Vorbis/Opus and MP3.
package enum SoundFile {
    /// The file at `url`, decoded. Throws ``SoundFileError``: `.notFound` when nothing is there,
    /// `.unsupportedType` for an empty or unknown file, `.corrupt` when fewer frames decode than the header
    /// announces (a truncated file) or none at all.
    package static func decode(contentsOf url: URL) throws(SoundFileError) -> PCMBuffer {
        guard url.isFileURL else { throw .notFound("\(url.absoluteString) is not a file URL") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .notFound("no file at \(url.path)")
        }
        var info = SF_INFO()
        guard let file = sf_open(url.path, Int32(SFM_READ), &info) else {
            throw .unsupportedType("\(url.lastPathComponent): \(String(cString: sf_strerror(nil)))")
        }
        defer { sf_close(file) }
        return try decode(file, info: info, name: url.lastPathComponent)
    }

    /// `data` (a whole file's bytes), decoded; throws as ``decode(contentsOf:)``.
    package static func decode(data: Data) throws(SoundFileError) -> PCMBuffer {
        guard !data.isEmpty else { throw .unsupportedType("the data is empty") }
        let reader = MemoryReader(data)
        var io = SF_VIRTUAL_IO(
            get_filelen: { MemoryReader.from($0).length },
            seek: { offset, whence, user in MemoryReader.from(user).seek(offset, whence: whence) },
            read: { pointer, count, user in MemoryReader.from(user).read(into: pointer, count: count) },
            write: { _, _, _ in 0 },
            tell: { MemoryReader.from($0).position })
        var info = SF_INFO()
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard let file = sf_open_virtual(&io, Int32(SFM_READ), &info, unmanaged.toOpaque()) else {
            throw .unsupportedType("the data is not a sound file libsndfile reads")
        }
        defer { sf_close(file) }
        return try decode(file, info: info, name: "data")
    }

    private static func decode(_ file: OpaquePointer, info: SF_INFO, name: String) throws(SoundFileError) -> PCMBuffer {
        let channels = Int(info.channels)
        guard channels > 0, info.samplerate > 0 else { throw .corrupt("\(name): no channels or no sample rate") }
        let encoding = SoundFileEncoding(sndfileFormat: info.format)
        var samples: [Float] = []
        var chunk = [Float](repeating: 0, count: 4096 * channels)
        while true {
            let read = chunk.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, 4096) }
            if read <= 0 { break }
            samples.append(contentsOf: chunk.prefix(Int(read) * channels))
        }
        let frames = samples.count / channels
        if isCutShort(file) { throw .corrupt("\(name): the audio data is shorter than its header announces") }
        // MP3's frame count is an estimate; the other formats' headers are exact, so fewer frames is a cut file.
        let announced = Int(info.frames)
        if frames == 0 || (encoding.container != .mp3 && frames < announced) || sf_error(file) != 0 {
            throw .corrupt("\(name): \(frames) of \(announced) frames decoded")
        }
        return PCMBuffer(sampleRate: Double(info.samplerate), channelCount: channels, samples: samples,
                         encoding: encoding)
    }

    /// Whether libsndfile's header log says the data chunk is shorter than announced (a truncated WAVE or AIFF
    /// file, which libsndfile otherwise reads as a shorter sound: "data : 88200 (should be 44078)").
    private static func isCutShort(_ file: OpaquePointer) -> Bool {
        var log = [CChar](repeating: 0, count: 8192)
        _ = sf_command(file, Int32(SFC_GET_LOG_INFO), &log, Int32(log.count))
        let text = String(decoding: log.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.split(separator: "\n").contains { line in
            let trimmed = line.drop { $0 == " " }
            return (trimmed.hasPrefix("data") || trimmed.hasPrefix("SSND")) && trimmed.contains("(should be")
        }
    }

    /// The encoding and length of the file at `url` without decoding it (System Sound Services' checks).
    package static func inspect(contentsOf url: URL) throws(SoundFileError) -> (encoding: SoundFileEncoding, duration: Double) {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw .notFound("no file at \(url.path)")
        }
        var info = SF_INFO()
        guard let file = sf_open(url.path, Int32(SFM_READ), &info) else {
            throw .unsupportedType("\(url.lastPathComponent) is not a sound file libsndfile reads")
        }
        sf_close(file)
        let duration = info.samplerate > 0 ? Double(info.frames) / Double(info.samplerate) : 0
        return (SoundFileEncoding(sndfileFormat: info.format), duration)
    }
}

/// The bytes libsndfile's virtual I/O reads for ``SoundFile/decode(data:)``.
private final class MemoryReader {
    let bytes: [UInt8]
    var offset = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> MemoryReader {
        Unmanaged<MemoryReader>.fromOpaque(pointer!).takeUnretainedValue()
    }

    var length: sf_count_t { sf_count_t(bytes.count) }
    var position: sf_count_t { sf_count_t(offset) }

    func seek(_ delta: sf_count_t, whence: Int32) -> sf_count_t {
        let base: Int
        switch whence {
        case SEEK_CUR: base = offset
        case SEEK_END: base = bytes.count
        default: base = 0
        }
        offset = min(max(0, base + Int(delta)), bytes.count)
        return sf_count_t(offset)
    }

    func read(into pointer: UnsafeMutableRawPointer?, count: sf_count_t) -> sf_count_t {
        guard let pointer, count > 0 else { return 0 }
        let n = min(Int(count), bytes.count - offset)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBytes { pointer.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
        offset += n
        return sf_count_t(n)
    }
}
