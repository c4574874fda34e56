// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// One song (or other media) in the iPod library, with its metadata.
///
/// Read properties with the Swift accessors or `value(forProperty:)` and the `MPMediaItemProperty…` keys.
/// Touchstone's items come from the simulated library (`MPMediaLibrary`).
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    /// Creates an item with these properties (the simulated library's entries).
    package override init(properties: [String: Any]) { super.init(properties: properties) }

    /// The item's media type (`MPMediaItemPropertyMediaType`).
    open var mediaType: MPMediaType { MPMediaType(rawValue: (properties[MPMediaItemPropertyMediaType] as? UInt) ?? 0) }
    /// The item's title (`MPMediaItemPropertyTitle`).
    open var title: String? { properties[MPMediaItemPropertyTitle] as? String }
    /// The item's album title (`MPMediaItemPropertyAlbumTitle`).
    open var albumTitle: String? { properties[MPMediaItemPropertyAlbumTitle] as? String }
    /// The item's album persistent ID (`MPMediaItemPropertyAlbumPersistentID`).
    open var albumPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyAlbumPersistentID) }
    /// The item's artist (`MPMediaItemPropertyArtist`).
    open var artist: String? { properties[MPMediaItemPropertyArtist] as? String }
    /// The item's artist persistent ID (`MPMediaItemPropertyArtistPersistentID`).
    open var artistPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyArtistPersistentID) }
    /// The item's album artist (`MPMediaItemPropertyAlbumArtist`).
    open var albumArtist: String? { properties[MPMediaItemPropertyAlbumArtist] as? String }
    /// The item's album artist persistent ID (`MPMediaItemPropertyAlbumArtistPersistentID`).
    open var albumArtistPersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyAlbumArtistPersistentID) }
    /// The item's genre (`MPMediaItemPropertyGenre`).
    open var genre: String? { properties[MPMediaItemPropertyGenre] as? String }
    /// The item's genre persistent ID (`MPMediaItemPropertyGenrePersistentID`).
    open var genrePersistentID: MPMediaEntityPersistentID { id(MPMediaItemPropertyGenrePersistentID) }
    /// The item's composer (`MPMediaItemPropertyComposer`).
    open var composer: String? { properties[MPMediaItemPropertyComposer] as? String }
    /// The length in seconds.
    open var playbackDuration: TimeInterval { (properties[MPMediaItemPropertyPlaybackDuration] as? TimeInterval) ?? 0 }
    /// The item's album track number (`MPMediaItemPropertyAlbumTrackNumber`).
    open var albumTrackNumber: Int { int(MPMediaItemPropertyAlbumTrackNumber) }
    /// The item's album track count (`MPMediaItemPropertyAlbumTrackCount`).
    open var albumTrackCount: Int { int(MPMediaItemPropertyAlbumTrackCount) }
    /// The item's disc number (`MPMediaItemPropertyDiscNumber`).
    open var discNumber: Int { int(MPMediaItemPropertyDiscNumber) }
    /// The item's disc count (`MPMediaItemPropertyDiscCount`).
    open var discCount: Int { int(MPMediaItemPropertyDiscCount) }
    /// The item's artwork (`MPMediaItemPropertyArtwork`).
    open var artwork: MPMediaItemArtwork? { properties[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork }
    /// Whether the item is on a compilation album (`MPMediaItemPropertyIsCompilation`).
    open var isCompilation: Bool { (properties[MPMediaItemPropertyIsCompilation] as? Bool) ?? false }
    /// The item's release date (`MPMediaItemPropertyReleaseDate`).
    open var releaseDate: Date? { properties[MPMediaItemPropertyReleaseDate] as? Date }
    /// The item's play count (`MPMediaItemPropertyPlayCount`).
    open var playCount: Int { int(MPMediaItemPropertyPlayCount) }
    /// The item's skip count (`MPMediaItemPropertySkipCount`).
    open var skipCount: Int { int(MPMediaItemPropertySkipCount) }
    /// The item's rating (`MPMediaItemPropertyRating`).
    open var rating: Int { int(MPMediaItemPropertyRating) }
    /// The item's last played date (`MPMediaItemPropertyLastPlayedDate`).
    open var lastPlayedDate: Date? { properties[MPMediaItemPropertyLastPlayedDate] as? Date }
    /// The item's date added (`MPMediaItemPropertyDateAdded`).
    open var dateAdded: Date { (properties[MPMediaItemPropertyDateAdded] as? Date) ?? Date(timeIntervalSince1970: 0) }
    /// The file's URL (a folder library's file; nil for the built-in songs, which have no file).
    open var assetURL: URL? { properties[MPMediaItemPropertyAssetURL] as? URL }
    /// Whether the item is in the cloud only (never, in the simulated library).
    open var isCloudItem: Bool { false }
    /// Whether the item's asset is protected (never, in the simulated library).
    open var hasProtectedAsset: Bool { false }
    /// The item's podcast title (`MPMediaItemPropertyPodcastTitle`).
    open var podcastTitle: String? { properties[MPMediaItemPropertyPodcastTitle] as? String }
    /// The item's lyrics (`MPMediaItemPropertyLyrics`).
    open var lyrics: String? { properties[MPMediaItemPropertyLyrics] as? String }

    private func id(_ key: String) -> MPMediaEntityPersistentID { (properties[key] as? MPMediaEntityPersistentID) ?? 0 }
    private func int(_ key: String) -> Int { (properties[key] as? Int) ?? 0 }

    /// The property key for a persistent-ID grouping (`MPMediaItem.persistentIDProperty(forGroupingType:)`).
    open class func persistentIDProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyPersistentID
        case .album: MPMediaItemPropertyAlbumPersistentID
        case .artist: MPMediaItemPropertyArtistPersistentID
        case .albumArtist: MPMediaItemPropertyAlbumArtistPersistentID
        case .composer: MPMediaItemPropertyComposerPersistentID
        case .genre: MPMediaItemPropertyGenrePersistentID
        case .playlist: MPMediaPlaylistPropertyPersistentID
        case .podcastTitle: MPMediaItemPropertyPodcastTitle
        }
    }

    /// The property key for a grouping's title (`MPMediaItem.titleProperty(forGroupingType:)`).
    open class func titleProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyTitle
        case .album: MPMediaItemPropertyAlbumTitle
        case .artist: MPMediaItemPropertyArtist
        case .albumArtist: MPMediaItemPropertyAlbumArtist
        case .composer: MPMediaItemPropertyComposer
        case .genre: MPMediaItemPropertyGenre
        case .playlist: MPMediaPlaylistPropertyName
        case .podcastTitle: MPMediaItemPropertyPodcastTitle
        }
    }
}

/// An item's cover art, drawn at the size asked for.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    /// The artwork's natural bounds.
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage

    /// Artwork of `boundsSize` whose images `requestHandler` draws at the size asked for.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// Artwork of a fixed image (the iOS 5 form).
    public convenience init(image: UIImage) {
        self.init(boundsSize: image.size) { _ in image }
    }

    /// The artwork drawn at `size` (nil for an empty size).
    open func image(at size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        return requestHandler(size)
    }

    /// The part of the image that is artwork (the whole bounds).
    open var imageCropRect: CGRect { bounds }
}
