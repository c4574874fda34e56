// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a movie file's container header says (infrastructure, not Apple API): the duration from `moov/mvhd` and
/// the picture size from the first video track's `tkhd`.
///
/// Touchstone has no video decoder. An ISO base media file (MP4, MOV, M4V, M4A) is a sequence of boxes (a 32-bit
/// big-endian size, a four-character type, and for size 1 a 64-bit size after the type; size 0 runs to the end of
/// the file). This reader walks the top level, reads `moov`'s `mvhd` (timescale and duration, version 0 or 1) and
/// each `trak/tkhd` (width and height in 16.16 fixed point; the first non-zero one is the video track), and never
/// looks at samples. The file is memory-mapped, so a large `mdat` costs nothing.
package struct MovieHeader: Equatable, Sendable {
    /// The movie's length in seconds.
    package var duration: TimeInterval
    /// The video track's size in points (zero for a file with sound only).
    package var naturalSize: CGSize

    /// Why a movie could not be read.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case missing(String)
        case unreadable(String)
        case notAMovie(String)

        package var description: String {
            switch self {
            case .missing(let path): "no movie at \(path)"
            case .unreadable(let reason): "the movie cannot be read: \(reason)"
            case .notAMovie(let reason): "not a movie Touchstone can read: \(reason)"
            }
        }
    }

    /// Reads the header of the file at `url` (a `file:` URL).
    package static func read(contentsOf url: URL) -> Result<MovieHeader, Failure> {
        guard url.isFileURL else { return .failure(.unreadable("only file URLs can be played (\(url.absoluteString))")) }
        guard FileManager.default.fileExists(atPath: url.path) else { return .failure(.missing(url.path)) }
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            return .failure(.unreadable("cannot open \(url.path)"))
        }
        return parse(data)
    }

    /// Reads the header from a whole file's bytes.
    package static func parse(_ data: Data) -> Result<MovieHeader, Failure> {
        let file = data.startIndex == 0 ? data : Data(data)  // zero-based indices below
        guard let top = boxes(in: file, from: 0, to: file.count) else {
            return .failure(.notAMovie("the boxes are malformed"))
        }
        guard let moov = top.first(where: { $0.type == "moov" }) else {
            return .failure(.notAMovie("no moov box"))
        }
        guard let inner = boxes(in: file, from: moov.body, to: moov.end),
              let mvhd = inner.first(where: { $0.type == "mvhd" })
        else { return .failure(.notAMovie("no movie header (mvhd)")) }
        guard let (timescale, length) = movieHeader(file, mvhd), timescale > 0 else {
            return .failure(.notAMovie("the movie header is truncated or has no timescale"))
        }
        var size = CGSize.zero
        for trak in inner where trak.type == "trak" {
            guard let parts = boxes(in: file, from: trak.body, to: trak.end),
                  let tkhd = parts.first(where: { $0.type == "tkhd" }),
                  let trackSize = trackSize(file, tkhd)
            else { continue }
            if trackSize.width > 0 && trackSize.height > 0 {
                size = trackSize
                break
            }
        }
        return .success(MovieHeader(duration: Double(length) / Double(timescale), naturalSize: size))
    }

    /// One box: its type and where its body starts and ends in the file.
    private struct Box {
        var type: String
        var body: Int
        var end: Int
    }

    /// The boxes between `start` and `end`, or nil when one overruns its parent.
    private static func boxes(in data: Data, from start: Int, to end: Int) -> [Box]? {
        var result: [Box] = []
        var offset = start
        while offset < end {
            guard end - offset >= 8, let size32 = uint32(data, offset) else { return nil }
            let type = String(decoding: data[offset + 4 ..< offset + 8], as: UTF8.self)
            var header = 8
            var size = Int(size32)
            if size32 == 1 {
                guard end - offset >= 16, let large = uint64(data, offset + 8), large <= UInt64(Int.max) else { return nil }
                size = Int(large)
                header = 16
            } else if size32 == 0 {
                size = end - offset
            }
            guard size >= header, size <= end - offset else { return nil }
            result.append(Box(type: type, body: offset + header, end: offset + size))
            offset += size
        }
        return result
    }

    /// `mvhd`'s timescale and duration.
    private static func movieHeader(_ data: Data, _ box: Box) -> (UInt32, UInt64)? {
        guard box.end - box.body >= 4 else { return nil }
        if data[box.body] == 1 {
            guard box.end - box.body >= 32, let scale = uint32(data, box.body + 20),
                  let length = uint64(data, box.body + 24) else { return nil }
            return (scale, length)
        }
        guard box.end - box.body >= 20, let scale = uint32(data, box.body + 12),
              let length = uint32(data, box.body + 16) else { return nil }
        return (scale, UInt64(length))
    }

    /// `tkhd`'s width and height (16.16 fixed point, at the end of the box).
    private static func trackSize(_ data: Data, _ box: Box) -> CGSize? {
        guard box.end - box.body >= 4 else { return nil }
        // version 0: 4 flags + 20 (times, ID, reserved, duration) + 8 + 8 + 36 matrix = 76; version 1 adds 12.
        let sizeOffset = box.body + (data[box.body] == 1 ? 88 : 76)
        guard sizeOffset + 8 <= box.end, let width = uint32(data, sizeOffset),
              let height = uint32(data, sizeOffset + 4) else { return nil }
        return CGSize(width: Double(width) / 65536, height: Double(height) / 65536)
    }

    private static func uint32(_ data: Data, _ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= data.count else { return nil }
        return data[offset ..< offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func uint64(_ data: Data, _ offset: Int) -> UInt64? {
        guard offset >= 0, offset + 8 <= data.count else { return nil }
        return data[offset ..< offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
