// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
import UIKit

/// The simulated iPod library (infrastructure, not Apple API): what `MPMediaQuery` searches, the media picker lists
/// and the music player plays.
///
/// The process's library (``shared``) follows the environment:
/// - `TOUCHSTONE_MEDIA_LIBRARY` unset: the built-in library, twelve songs on four albums by three artists (with
///   durations, track numbers, genres and generated artwork) and two playlists, the same on every run;
///   `none`: an empty library; a folder: one song per audio file in it (`.mp3 .m4a .m4b .aac .wav .aif .aiff
///   .caf .flac`, by name), titled from the file name `Artist - Title`, with the duration read from a WAV or MP4
///   (M4A) header, else 0. Anything else is logged and the built-in library is used.
/// - `TOUCHSTONE_MEDIA_AUTHORIZATION`: the user's answer, `allow` (default) or `deny`; other values are logged and
///   ignored. While the answer is deny, queries are empty.
package final class SimulatedMediaLibrary: @unchecked Sendable {
    /// The process's library, from its environment.
    package static let shared = SimulatedMediaLibrary(environment: ProcessInfo.processInfo.environment)

    package let items: [MPMediaItem]
    package let playlists: [MPMediaPlaylist]
    package let loadedDate = Date()
    /// The user's answer to the authorization request.
    package let answer: MPMediaLibraryAuthorizationStatus
    private let lock = NSLock()
    private var status = MPMediaLibraryAuthorizationStatus.notDetermined
    private var changeNotifications = false

    /// A library of `items` and `playlists` whose user answers `answer`.
    package init(items: [MPMediaItem], playlists: [MPMediaPlaylist] = [], answer: MPMediaLibraryAuthorizationStatus = .authorized) {
        self.items = items
        self.playlists = playlists
        self.answer = answer
    }

    /// The library `environment` describes (see the type's documentation).
    package convenience init(environment: [String: String]) {
        var answer = MPMediaLibraryAuthorizationStatus.authorized
        switch environment["TOUCHSTONE_MEDIA_AUTHORIZATION"]?.lowercased() {
        case nil, "allow": break
        case "deny": answer = .denied
        case let other?: UIKitDiagnostics.log("TOUCHSTONE_MEDIA_AUTHORIZATION=\(other) is not allow or deny; ignored")
        }
        switch environment["TOUCHSTONE_MEDIA_LIBRARY"] {
        case nil:
            let (items, playlists) = Self.builtIn()
            self.init(items: items, playlists: playlists, answer: answer)
        case "none":
            self.init(items: [], answer: answer)
        case let path?:
            var isFolder: ObjCBool = false
            if !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                self.init(items: Self.songs(inFolder: URL(fileURLWithPath: path, isDirectory: true)), answer: answer)
            } else {
                UIKitDiagnostics.log("TOUCHSTONE_MEDIA_LIBRARY=\(path) is not a folder or none; using the built-in library")
                let (items, playlists) = Self.builtIn()
                self.init(items: items, playlists: playlists, answer: answer)
            }
        }
    }

    /// The current authorization.
    package var authorizationStatus: MPMediaLibraryAuthorizationStatus { lock.withLock { status } }

    /// Answers the authorization request (once; later requests return the same status).
    package func requestAuthorization() -> MPMediaLibraryAuthorizationStatus {
        lock.withLock {
            if status == .notDetermined { status = answer }
            return status
        }
    }

    /// Whether queries see the songs: unless the user's answer is deny (asked or not, as iPhone OS 3 apps never
    /// ask).
    package var contentVisible: Bool { answer != .denied && authorizationStatus != .denied }

    package var generatesChangeNotifications: Bool {
        get { lock.withLock { changeNotifications } }
        set { lock.withLock { changeNotifications = newValue } }
    }

    // MARK: Identifiers

    /// A stable 64-bit identifier of `text` (FNV-1a), so persistent IDs are the same on every run.
    package static func persistentID(_ text: String) -> MPMediaEntityPersistentID {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// An item's properties.
    package static func song(title: String, artist: String?, album: String?, genre: String?, duration: TimeInterval,
                             track: Int, trackCount: Int, type: MPMediaType = .music, artwork: MPMediaItemArtwork?,
                             assetURL: URL? = nil, dateAdded: Date) -> MPMediaItem {
        var p: [String: Any] = [
            MPMediaItemPropertyPersistentID: persistentID("song|\(artist ?? "")|\(album ?? "")|\(title)"),
            MPMediaItemPropertyMediaType: type.rawValue,
            MPMediaItemPropertyTitle: title,
            MPMediaItemPropertyPlaybackDuration: duration,
            MPMediaItemPropertyAlbumTrackNumber: track,
            MPMediaItemPropertyAlbumTrackCount: trackCount,
            MPMediaItemPropertyDiscNumber: 1,
            MPMediaItemPropertyDiscCount: 1,
            MPMediaItemPropertyPlayCount: 0,
            MPMediaItemPropertyIsCompilation: false,
            MPMediaItemPropertyDateAdded: dateAdded,
            MPMediaItemPropertyAlbumPersistentID: persistentID("album|\(artist ?? "")|\(album ?? "")"),
            MPMediaItemPropertyArtistPersistentID: persistentID("artist|\(artist ?? "")"),
            MPMediaItemPropertyAlbumArtistPersistentID: persistentID("artist|\(artist ?? "")"),
            MPMediaItemPropertyGenrePersistentID: persistentID("genre|\(genre ?? "")"),
            MPMediaItemPropertyComposerPersistentID: persistentID("composer|\(artist ?? "")"),
        ]
        if let artist {
            p[MPMediaItemPropertyArtist] = artist
            p[MPMediaItemPropertyAlbumArtist] = artist
            p[MPMediaItemPropertyComposer] = artist
        }
        if let album { p[MPMediaItemPropertyAlbumTitle] = album }
        if let genre { p[MPMediaItemPropertyGenre] = genre }
        if let artwork { p[MPMediaItemPropertyArtwork] = artwork }
        if let assetURL { p[MPMediaItemPropertyAssetURL] = assetURL }
        return MPMediaItem(properties: p)
    }

    // MARK: The built-in library

    /// Artist, album, genre, artwork hue, and the songs (title, seconds).
    private static let catalogue: [(String, String, String, CGFloat, [(String, Double)])] = [
        ("The Lanterns", "Harbour Lights", "Rock", 0.58,
         [("Low Tide", 192), ("Salt and Rope", 245), ("Lighthouse Keeper", 227), ("Harbour Lights", 301)]),
        ("Mira Vale", "Paper Planets", "Pop", 0.92, [("Orbit", 210), ("Paper Planets", 238), ("Comet Tail", 169)]),
        ("Mira Vale", "Northbound", "Pop", 0.12, [("Northbound", 260), ("Snowline", 195)]),
        ("Quiet Engine", "Signals", "Electronic", 0.33,
         [("Carrier Wave", 333), ("Static Bloom", 284), ("Night Shift", 362)]),
    ]

    /// The built-in songs (in catalogue order) and playlists.
    package static func builtIn() -> ([MPMediaItem], [MPMediaPlaylist]) {
        var items: [MPMediaItem] = []
        let added = Date(timeIntervalSince1970: 1_262_304_000)  // 1 January 2010
        for (artist, album, genre, hue, songs) in catalogue {
            let art = artwork(hue: hue)
            for (index, (title, seconds)) in songs.enumerated() {
                items.append(song(title: title, artist: artist, album: album, genre: genre, duration: seconds,
                                  track: index + 1, trackCount: songs.count, artwork: art, dateAdded: added))
            }
        }
        func pick(_ titles: [String]) -> [MPMediaItem] { titles.compactMap { t in items.first { $0.title == t } } }
        let playlists = [
            MPMediaPlaylist(name: "Favourites", persistentID: persistentID("playlist|Favourites"),
                            items: pick(["Orbit", "Low Tide", "Night Shift"])),
            MPMediaPlaylist(name: "Road Trip", persistentID: persistentID("playlist|Road Trip"),
                            items: pick(["Northbound", "Carrier Wave", "Salt and Rope", "Comet Tail"])),
        ]
        return (items, playlists)
    }

    /// Generated cover art: a square of the album's hue with a lighter disc, drawn at any size.
    private static func artwork(hue: CGFloat) -> MPMediaItemArtwork {
        MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 600)) { size in
            let format = UIGraphicsImageRendererFormat.default()
            format.scale = 1
            return UIGraphicsImageRenderer(size: size, format: format).image { context in
                let cg = context.cgContext
                cg.setFillColor(UIColor(hue: hue, saturation: 0.6, brightness: 0.55, alpha: 1).cgColor)
                cg.fill(CGRect(origin: .zero, size: size))
                let side = min(size.width, size.height) * 0.6
                cg.setFillColor(UIColor(hue: hue, saturation: 0.35, brightness: 0.9, alpha: 1).cgColor)
                cg.fillEllipse(in: CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side))
            }
        }
    }

    // MARK: A folder of audio files

    package static let audioExtensions: Set<String> = ["mp3", "m4a", "m4b", "aac", "wav", "aif", "aiff", "caf", "flac"]

    /// One song per audio file in `folder`, in name order.
    package static func songs(inFolder folder: URL) -> [MPMediaItem] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        let album = folder.lastPathComponent
        return names.compactMap { name -> MPMediaItem? in
            let url = folder.appendingPathComponent(name)
            let ext = url.pathExtension.lowercased()
            guard !name.hasPrefix("."), audioExtensions.contains(ext) else { return nil }
            let base = url.deletingPathExtension().lastPathComponent
            let parts = base.components(separatedBy: " - ")
            let artist = parts.count > 1 ? parts[0].trimmingCharacters(in: .whitespaces) : nil
            let title = parts.count > 1 ? parts.dropFirst().joined(separator: " - ").trimmingCharacters(in: .whitespaces) : base
            return song(title: title, artist: artist, album: album, genre: nil, duration: duration(of: url),
                        track: 0, trackCount: 0, type: ext == "m4b" ? .audioBook : .music, artwork: nil,
                        assetURL: url, dateAdded: Date(timeIntervalSince1970: 1_262_304_000))
        }
    }

    /// An audio file's length from its header: WAV (data bytes ÷ bytes per second) or MP4 (`mvhd`); 0 otherwise.
    package static func duration(of url: URL) -> TimeInterval {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return 0 }
        switch url.pathExtension.lowercased() {
        case "wav": return wavDuration(data)
        case "m4a", "m4b", "aac":
            if case .success(let header) = MovieHeader.parse(data) { return header.duration }
            return 0
        default: return 0
        }
    }

    /// A RIFF/WAVE file's length: the `data` chunk's size over the `fmt ` chunk's byte rate.
    package static func wavDuration(_ data: Data) -> TimeInterval {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count >= 12, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x41, 0x56, 0x45]
        else { return 0 }
        func le32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        var offset = 12
        var byteRate = 0
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = le32(offset + 4)
            if id == "fmt ", offset + 16 <= bytes.count { byteRate = le32(offset + 16) }
            if id == "data" {
                let total = min(size, data.count - offset - 8)
                return byteRate > 0 ? Double(total) / Double(byteRate) : 0
            }
            offset += 8 + size + (size & 1)
        }
        return 0
    }
}
