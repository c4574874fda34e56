// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// Where web views keep website data (cookies, caches, storage). Pages here are static and keep no data, so
/// every store is empty: fetching finds no records and removing completes at once (on the main queue).
@MainActor
open class WKWebsiteDataStore: NSObject {
    /// Whether the store writes to disk (the default store does; a non-persistent one does not).
    open private(set) var isPersistent: Bool

    private init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }

    private static let shared = WKWebsiteDataStore(persistent: true)

    /// The persistent store web views use unless configured otherwise.
    open class func `default`() -> WKWebsiteDataStore { shared }
    /// A new store that keeps nothing on disk (private browsing).
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    /// Every kind of website data, by Apple's names.
    open class func allWebsiteDataTypes() -> Set<String> {
        [WKWebsiteDataTypeCookies, WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache,
         WKWebsiteDataTypeLocalStorage, WKWebsiteDataTypeSessionStorage, WKWebsiteDataTypeIndexedDBDatabases,
         WKWebsiteDataTypeWebSQLDatabases, WKWebsiteDataTypeOfflineWebApplicationCache]
    }

    /// Finds the records of `dataTypes`: none. `completionHandler` runs on the main queue.
    open func fetchDataRecords(ofTypes dataTypes: Set<String>,
                               completionHandler: @escaping @MainActor ([WKWebsiteDataRecord]) -> Void)
    {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler([]) } }
    }

    /// Removes the data of `dataTypes` changed since `date` (there is none); `completionHandler` runs on the main
    /// queue.
    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date,
                         completionHandler: @escaping @MainActor () -> Void)
    {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler() } }
    }

    /// Removes the data of `dataTypes` in `dataRecords` (there is none); `completionHandler` runs on the main queue.
    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord],
                         completionHandler: @escaping @MainActor () -> Void)
    {
        DispatchQueue.main.async { MainActor.assumeIsolated { completionHandler() } }
    }
}

/// The website data of one site.
@MainActor
open class WKWebsiteDataRecord: NSObject {
    /// The site's name.
    open private(set) var displayName: String
    /// The kinds of data kept.
    open private(set) var dataTypes: Set<String>

    package init(displayName: String, dataTypes: Set<String>) {
        self.displayName = displayName
        self.dataTypes = dataTypes
        super.init()
    }
}

/// The website data type of cookies.
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
/// The website data type of the disk cache.
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
/// The website data type of the memory cache.
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
/// The website data type of local storage.
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
/// The website data type of session storage.
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
/// The website data type of IndexedDB databases.
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
/// The website data type of WebSQL databases.
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
/// The website data type of the offline application cache.
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
