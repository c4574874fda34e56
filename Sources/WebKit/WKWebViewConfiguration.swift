// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// The settings a ``WKWebView`` is created with (copied at creation; later changes to this object do not reach
/// the web view).
@MainActor
open class WKWebViewConfiguration: NSObject, NSCopying {
    /// The process pool (one per process here: there is no content process).
    open var processPool = WKProcessPool()
    /// The web view's preferences.
    open var preferences = WKPreferences()
    /// The scripts and message handlers (stored; never run: there is no JavaScript engine).
    open var userContentController = WKUserContentController()
    /// The website data store.
    open var websiteDataStore: WKWebsiteDataStore = .default()
    /// The default preferences of each page load.
    open var defaultWebpagePreferences: WKWebpagePreferences! = WKWebpagePreferences()
    /// Whether the page renders only once complete (pages always render once loaded).
    open var suppressesIncrementalRendering = false
    /// The application name added to the user agent.
    open var applicationNameForUserAgent: String?
    /// Whether HTML5 video plays inline (stored; there is no media).
    open var allowsInlineMediaPlayback = false
    /// Whether AirPlay is allowed (stored).
    open var allowsAirPlayForMediaPlayback = true
    /// Whether picture in picture is allowed (stored).
    open var allowsPictureInPictureMediaPlayback = true
    /// Which media need a user action to play (stored).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// The kinds of data turned into links (stored; the page's own links are always live).
    open var dataDetectorTypes: WKDataDetectorTypes = []
    /// Whether the page may zoom past its viewport's limits (stored).
    open var ignoresViewportScaleLimits = false
    /// How finely the user selects (stored).
    open var selectionGranularity: WKSelectionGranularity = .dynamic
    /// Whether navigations are limited to the app's bound domains (stored).
    open var limitsNavigationsToAppBoundDomains = false
    /// Whether known hosts are loaded over https (stored).
    open var upgradeKnownHostsToHTTPS = true

    /// A configuration with WebKit's defaults.
    public override init() { super.init() }

    /// A copy with the same settings (the preferences, controller and store objects are shared, as Apple's are).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { ConfigurationBox(makeCopy()) }.configuration
    }

    private func makeCopy() -> WKWebViewConfiguration {
        let copy = WKWebViewConfiguration()
        copy.processPool = processPool
        copy.preferences = preferences
        copy.userContentController = userContentController
        copy.websiteDataStore = websiteDataStore
        copy.defaultWebpagePreferences = defaultWebpagePreferences
        copy.suppressesIncrementalRendering = suppressesIncrementalRendering
        copy.applicationNameForUserAgent = applicationNameForUserAgent
        copy.allowsInlineMediaPlayback = allowsInlineMediaPlayback
        copy.allowsAirPlayForMediaPlayback = allowsAirPlayForMediaPlayback
        copy.allowsPictureInPictureMediaPlayback = allowsPictureInPictureMediaPlayback
        copy.mediaTypesRequiringUserActionForPlayback = mediaTypesRequiringUserActionForPlayback
        copy.dataDetectorTypes = dataDetectorTypes
        copy.ignoresViewportScaleLimits = ignoresViewportScaleLimits
        copy.selectionGranularity = selectionGranularity
        copy.limitsNavigationsToAppBoundDomains = limitsNavigationsToAppBoundDomains
        copy.upgradeKnownHostsToHTTPS = upgradeKnownHostsToHTTPS
        return copy
    }

    private struct ConfigurationBox: @unchecked Sendable {
        let configuration: WKWebViewConfiguration
        init(_ configuration: WKWebViewConfiguration) { self.configuration = configuration }
    }
}

/// The process web content runs in (there is none here; the object exists so configurations can share one).
@MainActor
open class WKProcessPool: NSObject {
    /// A configuration with WebKit's defaults.
    public override init() { super.init() }
}

/// Page preferences shared by web views.
@MainActor
open class WKPreferences: NSObject {
    /// The smallest font size, in points (stored).
    open var minimumFontSize: CGFloat = 0
    /// Whether scripts may open windows (stored; there is no JavaScript engine).
    open var javaScriptCanOpenWindowsAutomatically = false
    /// Whether JavaScript is enabled (stored; there is no JavaScript engine, so scripts never run either way).
    open var javaScriptEnabled = true
    /// Whether fraudulent-site warnings show (stored).
    open var isFraudulentWebsiteWarningEnabled = true
    /// Whether elements may go full screen (stored).
    open var isElementFullscreenEnabled = false
    /// Whether text in pages can be selected (stored).
    open var isTextInteractionEnabled = true

    /// A configuration with WebKit's defaults.
    public override init() { super.init() }
}

/// Media kinds, for ``WKWebViewConfiguration/mediaTypesRequiringUserActionForPlayback``.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    /// The bits, with Apple's values.
    public let rawValue: UInt
    /// Media types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every kind.
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

/// Data kinds a web view may turn into links, for ``WKWebViewConfiguration/dataDetectorTypes``.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    /// The bits, with Apple's values.
    public let rawValue: UInt
    /// Detector types from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Detects phoneNumber data.
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    /// Detects link data.
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    /// Detects address data.
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    /// Detects calendarEvent data.
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    /// Detects trackingNumber data.
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    /// Detects flightNumber data.
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    /// Detects lookupSuggestion data.
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    /// Every kind.
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// How finely the user selects text in a page.
public enum WKSelectionGranularity: Int, Sendable {
    /// The granularity follows the selection.
    case dynamic = 0
    /// Character by character.
    case character
}
