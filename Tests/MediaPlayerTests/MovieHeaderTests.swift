// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
@testable import MediaPlayer
import Testing

/// The container-header reader behind the movie player's duration and natural size.
@Suite("Movie header")
struct MovieHeaderTests {
    @Test("An MP4 header: the duration from mvhd's timescale and duration, the size from the video tkhd")
    func mp4() throws {
        let header = try MovieHeader.parse(movieFile(duration: 3000, timescale: 600,
                                                     tracks: [CGSize(width: 640, height: 360)])).get()
        #expect(header.duration == 5)
        #expect(header.naturalSize == CGSize(width: 640, height: 360))
    }

    @Test("A MOV with version-1 boxes, a 64-bit mdat and the sound track first: the video track's size")
    func movVersion1() throws {
        let data = movieFile(duration: 2_500_000, timescale: 1_000_000, tracks: [.zero, CGSize(width: 480, height: 270)],
                             version: 1, brand: "qt  ", largeMediaBox: true, mediaBytes: 100)
        let header = try MovieHeader.parse(data).get()
        #expect(header.duration == 2.5)
        #expect(header.naturalSize == CGSize(width: 480, height: 270))
    }

    @Test("Sound only: the duration, and a zero natural size")
    func soundOnly() throws {
        let header = try MovieHeader.parse(movieFile(duration: 441_000, timescale: 44_100, tracks: [.zero])).get()
        #expect(header.duration == 10)
        #expect(header.naturalSize == .zero)
    }

    @Test("Corrupt, truncated, empty and non-movie data are refused with a reason", arguments: [
        ("empty", Data()),
        ("text", Data("This is not a movie at all, just some words.".utf8)),
        ("truncated", movieFile(duration: 600).prefix(60)),
        ("no timescale", movieFile(duration: 600, timescale: 0)),
        ("box overruns", Data([0, 0, 0, 200]) + Data("ftyp".utf8) + Data(repeating: 0, count: 20)),
    ])
    func refused(_ name: String, _ data: Data) {
        guard case .failure(let failure) = MovieHeader.parse(data) else {
            Issue.record("\(name) was accepted")
            return
        }
        #expect(!failure.description.isEmpty)
    }

    @Test("A missing file and a remote URL are refused without reading anything")
    func missingAndRemote() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/movie-\(UUID().uuidString).m4v")
        #expect(MovieHeader.read(contentsOf: missing) == .failure(.missing(missing.path)))
        guard case .failure(.unreadable) = MovieHeader.read(contentsOf: try #require(URL(string: "https://example.com/a.mp4")))
        else {
            Issue.record("a remote URL was accepted")
            return
        }
    }
}
