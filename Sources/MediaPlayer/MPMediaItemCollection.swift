// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An ordered set of media items: an album, an artist's songs, a playlist, or the user's pick.
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// The items, in order.
    public let items: [MPMediaItem]

    /// A collection of `items`.
    public init(items: [MPMediaItem]) {
        self.items = items
        super.init(properties: [:])
    }

    package init(items: [MPMediaItem], properties: [String: Any]) {
        self.items = items
        super.init(properties: properties)
    }

    /// A collection of `items` (the class-method form).
    open class func collection(with items: [MPMediaItem]) -> MPMediaItemCollection { MPMediaItemCollection(items: items) }

    /// An item whose properties stand for the whole collection (its first).
    open var representativeItem: MPMediaItem? { items.first }
    /// How many items it holds.
    open var count: Int { items.count }
    /// The union of its items' media types.
    open var mediaTypes: MPMediaType { items.reduce([]) { $0.union($1.mediaType) } }

    /// Collection properties fall back to the representative item's (an album's title is its first song's).
    open override func value(forProperty property: String) -> Any? {
        super.value(forProperty: property) ?? representativeItem?.value(forProperty: property)
    }

    /// Two collections are equal when they hold the same items in the same order.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MPMediaItemCollection else { return false }
        return type(of: other) == type(of: self) && other.items.map(\.persistentID) == items.map(\.persistentID)
            && other.persistentID == persistentID
    }

    /// Hashes the items' persistent IDs.
    open override var hash: Int { items.map(\.persistentID).hashValue }
}

/// Attributes of a playlist.
public struct MPMediaPlaylistAttribute: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An On-The-Go playlist.
    public static let onTheGo = MPMediaPlaylistAttribute(rawValue: 1 << 0)
    /// A smart playlist.
    public static let smart = MPMediaPlaylistAttribute(rawValue: 1 << 1)
    /// A Genius playlist.
    public static let genius = MPMediaPlaylistAttribute(rawValue: 1 << 2)
}

/// A named playlist of the iPod library.
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    /// The playlist's name.
    open var name: String? { properties[MPMediaPlaylistPropertyName] as? String }
    /// Its attributes (none for the simulated playlists).
    open var playlistAttributes: MPMediaPlaylistAttribute { [] }
    /// The seed items of a Genius playlist (nil).
    open var seedItems: [MPMediaItem]? { nil }
    /// The playlist's description text.
    open var descriptionText: String? { nil }

    package init(name: String, persistentID: MPMediaEntityPersistentID, items: [MPMediaItem]) {
        super.init(items: items, properties: [MPMediaPlaylistPropertyName: name,
                                              MPMediaPlaylistPropertyPersistentID: persistentID])
    }

    /// A playlist is its own: properties do not fall back to its first item.
    open override func value(forProperty property: String) -> Any? { properties[property] }
}
