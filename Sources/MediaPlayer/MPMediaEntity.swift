// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A media entity's persistent identifier: stable across launches for the same library entry.
public typealias MPMediaEntityPersistentID = UInt64

/// The abstract base of media items and collections: properties read by key.
open class MPMediaEntity: NSObject, @unchecked Sendable {
    /// The entity's properties (`MPMediaItemProperty…` and `MPMediaPlaylistProperty…` keys); immutable.
    package let properties: [String: Any]

    package init(properties: [String: Any]) {
        self.properties = properties
        super.init()
    }

    /// The value of `property` (an `MPMediaItemProperty…` or `MPMediaPlaylistProperty…` key), or nil.
    open func value(forProperty property: String) -> Any? { properties[property] }

    /// The value of a property by key, as `value(forProperty:)`.
    open subscript(key: Any) -> Any? { (key as? String).flatMap { properties[$0] } }

    /// Calls `block` with each of `properties` that has a value.
    open func enumerateValues(forProperties properties: Set<String>,
                              using block: (String, Any, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for key in properties.sorted() {
            guard let value = self.properties[key] else { continue }
            block(key, value, &stop)
            if stop.boolValue { return }
        }
    }

    /// Whether queries can filter on `property` (`MPMediaPropertyPredicate`).
    open class func canFilter(byProperty property: String) -> Bool { filterableProperties.contains(property) }

    package static let filterableProperties: Set<String> = [
        MPMediaItemPropertyPersistentID, MPMediaItemPropertyMediaType, MPMediaItemPropertyTitle,
        MPMediaItemPropertyAlbumTitle, MPMediaItemPropertyAlbumPersistentID, MPMediaItemPropertyArtist,
        MPMediaItemPropertyArtistPersistentID, MPMediaItemPropertyAlbumArtist, MPMediaItemPropertyGenre,
        MPMediaItemPropertyGenrePersistentID, MPMediaItemPropertyComposer, MPMediaItemPropertyIsCompilation,
        MPMediaItemPropertyIsCloudItem, MPMediaPlaylistPropertyPersistentID, MPMediaPlaylistPropertyName,
    ]

    /// The entity's persistent identifier.
    open var persistentID: MPMediaEntityPersistentID {
        (properties[MPMediaItemPropertyPersistentID] ?? properties[MPMediaPlaylistPropertyPersistentID])
            .flatMap { $0 as? MPMediaEntityPersistentID } ?? 0
    }
}

/// Kinds of media, combinable.
public struct MPMediaType: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a media type from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The music kind.
    public static let music = MPMediaType(rawValue: 1 << 0)
    /// The podcast kind.
    public static let podcast = MPMediaType(rawValue: 1 << 1)
    /// The audio book kind.
    public static let audioBook = MPMediaType(rawValue: 1 << 2)
    /// The audio iTunes U kind.
    public static let audioITunesU = MPMediaType(rawValue: 1 << 3)
    /// Every audio kind.
    public static let anyAudio = MPMediaType(rawValue: 0x00ff)
    /// The movie kind.
    public static let movie = MPMediaType(rawValue: 1 << 8)
    /// The tv show kind.
    public static let tvShow = MPMediaType(rawValue: 1 << 9)
    /// The video podcast kind.
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10)
    /// The music video kind.
    public static let musicVideo = MPMediaType(rawValue: 1 << 11)
    /// The video iTunes U kind.
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12)
    /// The home video kind.
    public static let homeVideo = MPMediaType(rawValue: 1 << 13)
    /// Every video kind.
    public static let anyVideo = MPMediaType(rawValue: 0xff00)
    /// Everything.
    public static let any = MPMediaType(rawValue: ~0)
}

/// How a query groups its items into collections.
public enum MPMediaGrouping: Int, Sendable {
    /// Grouped by title.
    case title = 0
    /// Grouped by album.
    case album = 1
    /// Grouped by artist.
    case artist = 2
    /// Grouped by album artist.
    case albumArtist = 3
    /// Grouped by composer.
    case composer = 4
    /// Grouped by genre.
    case genre = 5
    /// Grouped by playlist.
    case playlist = 6
    /// Grouped by podcast title.
    case podcastTitle = 7
}

// The property keys (the values are Apple's key strings).
/// The key of an item's persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyPersistentID = "persistentID"
/// The key of an item's media type (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyMediaType = "mediaType"
/// The key of an item's title (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyTitle = "title"
/// The key of an item's album title (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The key of an item's album persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumPersistentID = "albumPID"
/// The key of an item's artist (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyArtist = "artist"
/// The key of an item's artist persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyArtistPersistentID = "artistPID"
/// The key of an item's album artist (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The key of an item's album artist persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumArtistPersistentID = "albumArtistPID"
/// The key of an item's genre (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyGenre = "genre"
/// The key of an item's genre persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyGenrePersistentID = "genrePID"
/// The key of an item's composer (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyComposer = "composer"
/// The key of an item's composer persistent ID (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyComposerPersistentID = "composerPID"
/// The key of an item's playback duration (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The key of an item's album track number (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
/// The key of an item's album track count (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
/// The key of an item's disc number (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyDiscNumber = "discNumber"
/// The key of an item's disc count (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyDiscCount = "discCount"
/// The key of an item's artwork (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyArtwork = "artwork"
/// The key of whether an item is on a compilation album (`MPMediaItem.isCompilation`).
public let MPMediaItemPropertyIsCompilation = "isCompilation"
/// The key of an item's release date (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyReleaseDate = "releaseDate"
/// The key of an item's play count (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyPlayCount = "playCount"
/// The key of an item's skip count (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertySkipCount = "skipCount"
/// The key of an item's rating (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyRating = "rating"
/// The key of an item's last played date (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyLastPlayedDate = "lastPlayedDate"
/// The key of an item's date added (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyDateAdded = "dateAdded"
/// The key of an item's asset u r l (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyAssetURL = "assetURL"
/// The key of whether an item is in the cloud only (`MPMediaItem.isCloudItem`).
public let MPMediaItemPropertyIsCloudItem = "isCloudItem"
/// The key of whether an item's asset is protected (always false in the simulated library).
public let MPMediaItemPropertyHasProtectedAsset = "hasProtectedAsset"
/// The key of an item's podcast title (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
/// The key of an item's lyrics (see the matching `MPMediaItem` accessor).
public let MPMediaItemPropertyLyrics = "lyrics"
/// The key of a playlist's persistent ID.
public let MPMediaPlaylistPropertyPersistentID = "playlistPersistentID"
/// The key of a playlist's name.
public let MPMediaPlaylistPropertyName = "name"
/// The key of a playlist's playlist attributes.
public let MPMediaPlaylistPropertyPlaylistAttributes = "playlistAttributes"
/// The key of a playlist's seed items.
public let MPMediaPlaylistPropertySeedItems = "seedItems"
