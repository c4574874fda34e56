// SPDX-License-Identifier: Apache-2.0

/// Which assets a photo picker offers: a kind of media, or a combination of filters.
///
/// Touchstone's simulated library holds still images only (no Live Photos, videos, screenshots, bursts…), so
/// `.images` matches every picture and the other kinds none; combinations follow from that.
public struct PHPickerFilter: Hashable, Sendable {
    private indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    private let rule: Rule
    private init(_ rule: Rule) { self.rule = rule }

    /// Images, Live Photos included.
    public static let images = PHPickerFilter(.kind("images"))
    /// Videos.
    public static let videos = PHPickerFilter(.kind("videos"))
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(.kind("livePhotos"))
    /// Screenshots (iOS 15).
    public static let screenshots = PHPickerFilter(.kind("screenshots"))
    /// Panoramas (iOS 15).
    public static let panoramas = PHPickerFilter(.kind("panoramas"))
    /// Bursts (iOS 16).
    public static let bursts = PHPickerFilter(.kind("bursts"))
    /// Depth-effect photos (iOS 16).
    public static let depthEffectPhotos = PHPickerFilter(.kind("depthEffectPhotos"))
    /// Slow-motion videos (iOS 15).
    public static let slomoVideos = PHPickerFilter(.kind("slomoVideos"))
    /// Time-lapse videos (iOS 15).
    public static let timelapseVideos = PHPickerFilter(.kind("timelapseVideos"))
    /// Cinematic videos (iOS 16).
    public static let cinematicVideos = PHPickerFilter(.kind("cinematicVideos"))
    /// Screen recordings (iOS 15).
    public static let screenRecordings = PHPickerFilter(.kind("screenRecordings"))

    /// Assets any of `subfilters` matches (none when empty).
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.any(subfilters.map(\.rule)))
    }

    /// Assets all of `subfilters` match (all when empty).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.all(subfilters.map(\.rule)))
    }

    /// Assets `filter` does not match.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(.not(filter.rule)) }

    /// Whether a still image (what the simulated library holds) passes the filter.
    var matchesStillImage: Bool { Self.matchesStillImage(rule) }

    private static func matchesStillImage(_ rule: Rule) -> Bool {
        switch rule {
        case .kind(let kind): return kind == "images"
        case .any(let rules): return rules.contains(where: matchesStillImage)
        case .all(let rules): return rules.allSatisfy(matchesStillImage)
        case .not(let rule): return !matchesStillImage(rule)
        }
    }
}
