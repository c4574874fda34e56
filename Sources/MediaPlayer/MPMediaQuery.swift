// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A filter a media query applies.
open class MPMediaPredicate: NSObject, @unchecked Sendable {
    /// Whether `item` passes (the base predicate passes everything).
    package func matches(_ entity: MPMediaEntity) -> Bool { true }
}

/// How a property predicate compares.
public enum MPMediaPredicateComparison: Int, Sendable {
    /// The property equals the value.
    case equalTo = 0
    /// The property (a string) contains the value, ignoring case.
    case contains = 1
}

/// Keeps the items whose property equals, or contains, a value.
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    /// The property key compared (an `MPMediaItemProperty…` key).
    public let property: String
    /// The value compared with.
    public let value: Any?
    /// How they are compared.
    public let comparisonType: MPMediaPredicateComparison

    /// A predicate keeping items whose `property` equals `value`.
    public convenience init(value: Any?, forProperty property: String) {
        self.init(value: value, forProperty: property, comparisonType: .equalTo)
    }

    /// A predicate keeping items whose `property` equals or contains `value`.
    public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {
        self.property = property
        self.value = value
        self.comparisonType = comparisonType
        super.init()
    }

    package override func matches(_ entity: MPMediaEntity) -> Bool {
        let actual = entity.value(forProperty: property)
        switch comparisonType {
        case .contains:
            guard let text = actual.map({ "\($0)" }), let needle = value.map({ "\($0)" }) else { return false }
            return needle.isEmpty || text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        case .equalTo:
            return Self.key(actual) == Self.key(value)
        }
    }

    /// A comparable form of a property value: numbers by value whatever their type, strings as they are.
    private static func key(_ value: Any?) -> String? {
        switch value {
        case nil: nil
        case let number as NSNumber: "n\(number.stringValue)"
        case let number as UInt64: "n\(number)"
        case let number as Int: "n\(number)"
        case let number as UInt: "n\(number)"
        case let number as Double: "n\(number)"
        case let flag as Bool: "n\(flag ? 1 : 0)"
        case let text as String: "s\(text)"
        case let some?: "o\(some)"
        }
    }

    /// Predicates are equal when they compare the same property with the same value the same way.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MPMediaPropertyPredicate else { return false }
        return other.property == property && other.comparisonType == comparisonType
            && Self.key(other.value) == Self.key(value)
    }

    /// Hashes the property, value and comparison.
    open override var hash: Int { [property, Self.key(value) ?? ""].hashValue ^ comparisonType.rawValue }
}

/// A search of the iPod library: the items passing every filter predicate, and those items grouped into
/// collections by ``groupingType``.
///
/// The class methods give the iPod app's lists (``songs()``, ``albums()``, ``artists()``, ``genres()``,
/// ``playlists()`` and others): music only, grouped accordingly. Items are ordered as the iPod app lists them:
/// by title for songs, otherwise by group title, then track number, then title. While the user denies library
/// access (`TOUCHSTONE_MEDIA_AUTHORIZATION=deny`) every query is empty.
open class MPMediaQuery: NSObject, @unchecked Sendable {
    /// The predicates an item must all pass (nil: none).
    open var filterPredicates: Set<MPMediaPredicate>?
    /// How ``collections`` groups the items (default ``MPMediaGrouping/title``).
    open var groupingType: MPMediaGrouping = .title
    /// The library searched (the process's simulated library unless a test gives another).
    package var library: SimulatedMediaLibrary = .shared

    /// A query matching the whole library.
    public override init() { super.init() }

    /// A query matching the items that pass `filterPredicates`.
    public init(filterPredicates: Set<MPMediaPredicate>?) {
        self.filterPredicates = filterPredicates
        super.init()
    }

    /// Adds a predicate.
    open func addFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates = (filterPredicates ?? []).union([predicate])
    }

    /// Removes a predicate.
    open func removeFilterPredicate(_ predicate: MPMediaPredicate) {
        filterPredicates?.remove(predicate)
    }

    /// The matching items, ordered (empty while access is denied).
    open var items: [MPMediaItem]? {
        guard library.contentVisible else { return [] }
        let predicates = filterPredicates ?? []
        let matching = library.items.filter { item in predicates.allSatisfy { $0.matches(item) } }
        return Self.ordered(matching, by: groupingType)
    }

    /// The matching items grouped by ``groupingType``, groups ordered by title; for playlists, the library's
    /// playlists holding their matching items.
    open var collections: [MPMediaItemCollection]? {
        guard let items else { return [] }
        if groupingType == .playlist {
            let kept = Set(items.map(\.persistentID))
            return library.playlists.map { playlist in
                MPMediaPlaylist(name: playlist.name ?? "", persistentID: playlist.persistentID,
                                items: playlist.items.filter { kept.contains($0.persistentID) })
            }
        }
        if groupingType == .title { return items.map { MPMediaItemCollection(items: [$0]) } }
        let idKey = MPMediaItem.persistentIDProperty(forGroupingType: groupingType)
        var groups: [MPMediaEntityPersistentID: [MPMediaItem]] = [:]
        var order: [MPMediaEntityPersistentID] = []
        for item in items {
            let id = (item.value(forProperty: idKey) as? MPMediaEntityPersistentID) ?? 0
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(item)
        }
        return order.map { MPMediaItemCollection(items: groups[$0] ?? []) }
    }

    /// Items in the iPod app's order for `grouping`.
    package static func ordered(_ items: [MPMediaItem], by grouping: MPMediaGrouping) -> [MPMediaItem] {
        let titleKey = MPMediaItem.titleProperty(forGroupingType: grouping)
        func text(_ item: MPMediaItem, _ key: String) -> String {
            ((item.value(forProperty: key) as? String) ?? "").lowercased()
        }
        return items.sorted { a, b in
            if grouping != .title && grouping != .playlist {
                let (ga, gb) = (text(a, titleKey), text(b, titleKey))
                if ga != gb { return ga < gb }
                if a.albumTitle != b.albumTitle { return text(a, MPMediaItemPropertyAlbumTitle) < text(b, MPMediaItemPropertyAlbumTitle) }
                if a.albumTrackNumber != b.albumTrackNumber { return a.albumTrackNumber < b.albumTrackNumber }
            }
            let (ta, tb) = (text(a, MPMediaItemPropertyTitle), text(b, MPMediaItemPropertyTitle))
            return ta != tb ? ta < tb : a.persistentID < b.persistentID
        }
    }

    private static func music(grouping: MPMediaGrouping) -> MPMediaQuery {
        let query = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: MPMediaType.music.rawValue, forProperty: MPMediaItemPropertyMediaType),
        ])
        query.groupingType = grouping
        return query
    }

    /// Every song, by title.
    open class func songs() -> MPMediaQuery { music(grouping: .title) }
    /// Songs grouped by album.
    open class func albums() -> MPMediaQuery { music(grouping: .album) }
    /// Songs grouped by artist.
    open class func artists() -> MPMediaQuery { music(grouping: .artist) }
    /// Songs grouped by genre.
    open class func genres() -> MPMediaQuery { music(grouping: .genre) }
    /// Songs grouped by composer.
    open class func composers() -> MPMediaQuery { music(grouping: .composer) }
    /// Compilation albums.
    open class func compilations() -> MPMediaQuery {
        let query = music(grouping: .album)
        query.addFilterPredicate(MPMediaPropertyPredicate(value: true, forProperty: MPMediaItemPropertyIsCompilation))
        return query
    }
    /// The playlists.
    open class func playlists() -> MPMediaQuery {
        let query = MPMediaQuery()
        query.groupingType = .playlist
        return query
    }
    /// Podcasts grouped by podcast (none in the simulated library unless a folder holds them).
    open class func podcasts() -> MPMediaQuery {
        let query = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: MPMediaType.podcast.rawValue, forProperty: MPMediaItemPropertyMediaType),
        ])
        query.groupingType = .podcastTitle
        return query
    }
    /// Audiobooks by title.
    open class func audiobooks() -> MPMediaQuery {
        MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: MPMediaType.audioBook.rawValue, forProperty: MPMediaItemPropertyMediaType),
        ])
    }
}
