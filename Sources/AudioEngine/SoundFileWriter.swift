// SPDX-License-Identifier: Apache-2.0

import CSndFile
import Foundation

/// Writes a sound file through libsndfile, a stretch of frames at a time (the recorder appends as it records).
package final class SoundFileWriter {
    /// Where the file is.
    package let url: URL
    /// Its encoding.
    package let encoding: SoundFileEncoding
    /// Frames per second.
    package let sampleRate: Double
    /// Channels per frame.
    package let channelCount: Int
    private var file: OpaquePointer?
    /// Frames written so far.
    package private(set) var framesWritten = 0

    /// Creates (or replaces) the file. Throws `.unsupportedFormat` when libsndfile cannot write the encoding or
    /// the rate and channel count, `.unwritable` when the file cannot be created.
    package init(url: URL, encoding: SoundFileEncoding, sampleRate: Double, channelCount: Int) throws(SoundFileError) {
        self.url = url
        self.encoding = encoding
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        guard let format = encoding.sndfileFormat, sampleRate >= 1, sampleRate <= 384_000,
              (1...8).contains(channelCount) else {
            throw .unsupportedFormat("cannot write \(encoding) at \(sampleRate) Hz, \(channelCount) channels")
        }
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = Int32(channelCount)
        info.format = format
        guard sf_format_check(&info) != 0 else {
            throw .unsupportedFormat("libsndfile cannot write \(encoding) at \(sampleRate) Hz, \(channelCount) channels")
        }
        guard let file = sf_open(url.path, Int32(SFM_WRITE), &info) else {
            throw .unwritable("\(url.path): \(String(cString: sf_strerror(nil)))")
        }
        self.file = file
    }

    deinit { close() }

    /// Appends interleaved frames (`samples.count` must be a multiple of the channel count; extra samples are
    /// dropped).
    package func write(_ samples: [Float]) {
        append(samples) { file, pointer, frames in sf_writef_float(file, pointer, frames) }
    }

    /// Writes the whole frames of `samples` with libsndfile's `write` for their type.
    private func append<Sample>(_ samples: [Sample],
                                _ write: (OpaquePointer, UnsafePointer<Sample>?, sf_count_t) -> sf_count_t)
    {
        guard let file else { return }
        let frames = samples.count / channelCount
        guard frames > 0 else { return }
        let written = samples.withUnsafeBufferPointer { write(file, $0.baseAddress, sf_count_t(frames)) }
        framesWritten += Int(max(0, written))
    }

    /// Appends interleaved integer frames at 32-bit full scale (a 16-bit sample `s` is `s << 16`): libsndfile keeps
    /// their top bits exactly, where floats would be rescaled by 32767/32768 (Audio File Services' packet writes).
    package func writeIntegers(_ samples: [Int32]) {
        append(samples) { file, pointer, frames in sf_writef_int(file, pointer, frames) }
    }

    /// Finishes the file (headers, the codec's last packet). Writing after closing does nothing.
    package func close() {
        if let file { sf_close(file) }
        file = nil
    }

    /// Writes `buffer` to `url` in one go.
    package static func write(_ buffer: PCMBuffer, to url: URL, encoding: SoundFileEncoding) throws(SoundFileError) {
        let writer = try SoundFileWriter(url: url, encoding: encoding, sampleRate: buffer.sampleRate,
                                         channelCount: buffer.channelCount)
        writer.write(buffer.samples)
        writer.close()
    }
}
