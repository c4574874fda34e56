// SPDX-License-Identifier: Apache-2.0

import AVFoundation
import Foundation
@testable import MediaPlayer
import Testing
import UIKit

/// The simulated iPod library: the built-in songs, queries, grouping, ordering, predicates and the environment
/// knobs.
@Suite("Media library")
struct MediaLibraryTests {
    @Test("songs(): the twelve built-in songs, ordered by title")
    func songs() throws {
        let items = try #require(MPMediaQuery.songs().items)
        #expect(items.count == 12)
        let titles = items.compactMap(\.title)
        #expect(titles == titles.sorted { $0.lowercased() < $1.lowercased() })
        #expect(titles.first == "Carrier Wave" && titles.last == "Static Bloom")
        #expect(MPMediaQuery.songs().collections?.count == 12)
    }

    @Test("albums(), artists(), genres(): grouped and ordered as the iPod app lists them")
    func grouping() throws {
        let albums = try #require(MPMediaQuery.albums().collections)
        #expect(albums.map { $0.representativeItem?.albumTitle } == ["Harbour Lights", "Northbound", "Paper Planets", "Signals"])
        #expect(albums.map(\.count) == [4, 2, 3, 3])
        #expect(albums[0].items.map(\.albumTrackNumber) == [1, 2, 3, 4])
        #expect(albums[0].value(forProperty: MPMediaItemPropertyAlbumTitle) as? String == "Harbour Lights")
        let artists = try #require(MPMediaQuery.artists().collections)
        #expect(artists.map { $0.representativeItem?.artist } == ["Mira Vale", "Quiet Engine", "The Lanterns"])
        #expect(artists[0].items.map(\.albumTitle) == ["Northbound", "Northbound", "Paper Planets", "Paper Planets", "Paper Planets"])
        let genres = try #require(MPMediaQuery.genres().collections)
        #expect(genres.map { $0.representativeItem?.genre } == ["Electronic", "Pop", "Rock"])
        #expect(MPMediaQuery.albums().groupingType == .album)
    }

    @Test("playlists(): the two built-in playlists with their songs in playlist order")
    func playlists() throws {
        let lists = try #require(MPMediaQuery.playlists().collections as? [MPMediaPlaylist])
        #expect(lists.map(\.name) == ["Favourites", "Road Trip"])
        #expect(lists[0].items.map(\.title) == ["Orbit", "Low Tide", "Night Shift"])
        #expect(lists[1].value(forProperty: MPMediaPlaylistPropertyName) as? String == "Road Trip")
        #expect(lists[0].persistentID != lists[1].persistentID)
    }

    @Test("Predicates: equalTo and contains, several together, by persistent ID; add and remove")
    func predicates() throws {
        let query = MPMediaQuery.songs()
        query.addFilterPredicate(MPMediaPropertyPredicate(value: "Mira Vale", forProperty: MPMediaItemPropertyArtist))
        #expect(query.items?.count == 5)
        let contains = MPMediaPropertyPredicate(value: "plan", forProperty: MPMediaItemPropertyTitle, comparisonType: .contains)
        query.addFilterPredicate(contains)
        #expect(query.items?.map(\.title) == ["Paper Planets"])
        query.removeFilterPredicate(contains)
        #expect(query.items?.count == 5)
        #expect(query.filterPredicates?.count == 2)  // the music type and the artist
        query.addFilterPredicate(MPMediaPropertyPredicate(value: "Mira Vale", forProperty: MPMediaItemPropertyArtist))
        #expect(query.filterPredicates?.count == 2)

        let night = try #require(MPMediaQuery.songs().items?.first { $0.title == "Night Shift" })
        let byID = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: night.persistentID, forProperty: MPMediaItemPropertyPersistentID),
        ])
        #expect(byID.items?.map(\.title) == ["Night Shift"])
        #expect(MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: "Nobody", forProperty: MPMediaItemPropertyArtist),
        ]).items?.isEmpty == true)
        #expect(MPMediaEntity.canFilter(byProperty: MPMediaItemPropertyGenre))
        #expect(!MPMediaEntity.canFilter(byProperty: MPMediaItemPropertyPlaybackDuration))
    }

    @Test("An item's properties through value(forProperty:) and the Swift accessors; stable IDs; generated artwork")
    func itemProperties() throws {
        let items = try #require(MPMediaQuery.songs().items)
        let orbit = try #require(items.first { $0.title == "Orbit" })
        #expect(orbit.artist == "Mira Vale" && orbit.albumArtist == "Mira Vale" && orbit.albumTitle == "Paper Planets")
        #expect(orbit.genre == "Pop" && orbit.playbackDuration == 210 && orbit.albumTrackNumber == 1)
        #expect(orbit.mediaType == .music && orbit.playCount == 0 && orbit.assetURL == nil)
        #expect(orbit.value(forProperty: MPMediaItemPropertyTitle) as? String == "Orbit")
        #expect(orbit.value(forProperty: MPMediaItemPropertyPlaybackDuration) as? TimeInterval == 210)
        #expect(orbit[MPMediaItemPropertyArtist] as? String == "Mira Vale")
        #expect(Set(items.map(\.persistentID)).count == 12)
        #expect(orbit.persistentID == SimulatedMediaLibrary.persistentID("song|Mira Vale|Paper Planets|Orbit"))
        let artwork = try #require(orbit.artwork)
        #expect(artwork.bounds.size == CGSize(width: 600, height: 600))
        let image = try #require(artwork.image(at: CGSize(width: 60, height: 60)))
        #expect(image.size == CGSize(width: 60, height: 60))
        #expect(artwork.image(at: .zero) == nil)
        var seen: [String] = []
        orbit.enumerateValues(forProperties: [MPMediaItemPropertyTitle, MPMediaItemPropertyLyrics]) { key, _, _ in
            seen.append(key)
        }
        #expect(seen == [MPMediaItemPropertyTitle])
    }

    @Test("TOUCHSTONE_MEDIA_LIBRARY=none is an empty library; a folder lists its audio files as Artist - Title")
    func environmentLibrary() throws {
        #expect(SimulatedMediaLibrary(environment: ["TOUCHSTONE_MEDIA_LIBRARY": "none"]).items.isEmpty)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try wavFile(seconds: 1.5).write(to: folder.appendingPathComponent("Ada Lane - Morning Song.wav"))
        try movieFile(duration: 132_300, timescale: 44_100, tracks: [.zero])
            .write(to: folder.appendingPathComponent("Field Notes.m4a"))
        try Data("not audio".utf8).write(to: folder.appendingPathComponent("cover.txt"))
        try Data().write(to: folder.appendingPathComponent("Broken - Empty.mp3"))
        let library = SimulatedMediaLibrary(environment: ["TOUCHSTONE_MEDIA_LIBRARY": folder.path])
        #expect(library.items.map(\.title) == ["Morning Song", "Empty", "Field Notes"])
        #expect(library.items.map(\.artist) == ["Ada Lane", "Broken", nil])
        #expect(library.items.map(\.playbackDuration) == [1.5, 0, 3])
        #expect(library.items[0].assetURL?.lastPathComponent == "Ada Lane - Morning Song.wav")
        #expect(library.items[0].albumTitle == folder.lastPathComponent)
    }

    @Test("Malformed knobs are logged and ignored: a path that is no folder gives the built-in library, an unknown answer allows")
    func malformedKnobs() {
        let (library, lines) = UIKitDiagnostics.capturing {
            SimulatedMediaLibrary(environment: ["TOUCHSTONE_MEDIA_LIBRARY": "/nonexistent/music",
                                                "TOUCHSTONE_MEDIA_AUTHORIZATION": "maybe"])
        }
        #expect(library.items.count == 12)
        #expect(library.answer == .authorized)
        #expect(lines.count == 2)
        #expect(lines.contains { $0.contains("TOUCHSTONE_MEDIA_LIBRARY=/nonexistent/music") })
        #expect(lines.contains { $0.contains("TOUCHSTONE_MEDIA_AUTHORIZATION=maybe") })
    }

    @Test("TOUCHSTONE_MEDIA_AUTHORIZATION=deny: the request answers denied and queries are empty")
    func denied() {
        let library = SimulatedMediaLibrary(environment: ["TOUCHSTONE_MEDIA_AUTHORIZATION": "deny"])
        #expect(library.authorizationStatus == .notDetermined)
        let query = MPMediaQuery.songs()
        query.library = library
        #expect(query.items?.isEmpty == true && query.collections?.isEmpty == true)
        #expect(library.requestAuthorization() == .denied)
        #expect(library.authorizationStatus == .denied)
        let allowed = SimulatedMediaLibrary(environment: [:])
        #expect(allowed.requestAuthorization() == .authorized)
    }

    @Test("requestAuthorization answers on another queue; the default library is shared")
    func requestAuthorization() async {
        let status = await withCheckedContinuation { done in MPMediaLibrary.requestAuthorization { done.resume(returning: $0) } }
        #expect(status == .authorized)
        #expect(MPMediaLibrary.authorizationStatus() == .authorized)
        #expect(MPMediaLibrary.default() === MPMediaLibrary.default())
        MPMediaLibrary.default().beginGeneratingLibraryChangeNotifications()
        #expect(MPMediaLibrary.default().lastModifiedDate <= Date())
        MPMediaLibrary.default().endGeneratingLibraryChangeNotifications()
    }
}
