// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import CoreGraphics
import Foundation

/// A timed media resource: its duration and tracks (Apple's `AVAsset`).
///
/// Touchstone decodes nothing: the duration and the video track's size come from the MP4/MOV header
/// (`MovieHeader`), read once, on first use. A missing, unreadable or corrupt file makes an asset that is not
/// playable, whose duration is `.invalid` and which has no tracks; ``load(_:)`` throws its error.
open class AVAsset: NSObject, @unchecked Sendable {
    /// The resource's URL.
    package let assetURL: URL
    private let lock = NSLock()
    private var readHeader: Result<MovieHeader, MovieHeader.Failure>?

    /// An asset for the media at `url` (Apple's convenience initialiser; prefer ``AVURLAsset``).
    public init(url URL: URL) {
        assetURL = URL
        super.init()
    }

    /// The header, read on first use.
    package var header: Result<MovieHeader, MovieHeader.Failure> {
        lock.lock()
        defer { lock.unlock() }
        if let readHeader { return readHeader }
        let result = MovieHeader.read(contentsOf: assetURL)
        if case .failure(let failure) = result { AudioDiagnostics.log("AVAsset(\(assetURL.lastPathComponent)): \(failure)") }
        readHeader = result
        return result
    }

    /// The error reading the asset met, or nil when it reads.
    package var loadError: NSError? {
        if case .failure(let failure) = header { return failure.avError }
        return nil
    }

    /// The asset's length (timescale 600), or `.invalid` when it cannot be read.
    open var duration: CMTime {
        guard case .success(let movie) = header else { return .invalid }
        return CMTime(seconds: movie.duration, preferredTimescale: 600)
    }

    /// Whether the asset can be played: its header reads.
    open var isPlayable: Bool { loadError == nil }
    /// Whether the asset may be exported (no DRM here): as ``isPlayable``.
    open var isExportable: Bool { isPlayable }
    /// Whether the asset can be read: as ``isPlayable``.
    open var isReadable: Bool { isPlayable }
    /// Whether the asset can be composed: as ``isPlayable``.
    open var isComposable: Bool { isPlayable }
    /// Whether timing must be exact to play (never needed here).
    open var providesPreciseDurationAndTiming: Bool { true }
    /// The natural rate (1).
    open var preferredRate: Float { 1 }
    /// The natural volume (1).
    open var preferredVolume: Float { 1 }
    /// The natural transform (identity).
    open var preferredTransform: CGAffineTransform { .identity }

    /// The asset's tracks: one video track when the header names a picture size, else one sound track; none when
    /// the asset cannot be read.
    open var tracks: [AVAssetTrack] {
        guard case .success(let movie) = header else { return [] }
        let type: AVMediaType = movie.naturalSize.width > 0 && movie.naturalSize.height > 0 ? .video : .audio
        return [AVAssetTrack(asset: self, trackID: 1, mediaType: type, naturalSize: movie.naturalSize,
                             timeRange: CMTimeRange(start: .zero, duration: duration))]
    }

    /// The tracks of `mediaType`.
    open func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] {
        tracks.filter { $0.mediaType == mediaType }
    }

    /// The track with `trackID`, if any.
    open func track(withTrackID trackID: CMPersistentTrackID) -> AVAssetTrack? {
        tracks.first { $0.trackID == trackID }
    }
}

/// A track's identifier in its asset.
public typealias CMPersistentTrackID = Int32

/// A named asset resource at a URL (Apple's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The resource's URL.
    public var url: URL { assetURL }

    /// An asset for the media at `URL`; `options` (such as `AVURLAssetPreferPreciseDurationAndTimingKey`) are
    /// accepted and have no effect.
    public init(url URL: URL, options: [String: Any]? = nil) {
        super.init(url: URL)
    }

    /// The file types Touchstone reads: MPEG-4 and QuickTime movies.
    open class func audiovisualTypes() -> [String] { ["public.mpeg-4", "com.apple.quicktime-movie", "com.apple.m4v-video"] }
}

/// Asks for precise duration and timing (accepted; timing is always exact here).
public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"

/// One track of an asset (Apple's `AVAssetTrack`).
open class AVAssetTrack: NSObject, @unchecked Sendable {
    /// The asset holding the track.
    public private(set) weak var asset: AVAsset?
    /// The track's identifier.
    public let trackID: CMPersistentTrackID
    /// What the track carries.
    public let mediaType: AVMediaType
    /// The picture's size (zero for sound).
    public let naturalSize: CGSize
    /// The span the track covers.
    public let timeRange: CMTimeRange

    package init(asset: AVAsset, trackID: CMPersistentTrackID, mediaType: AVMediaType, naturalSize: CGSize,
                 timeRange: CMTimeRange) {
        self.asset = asset
        self.trackID = trackID
        self.mediaType = mediaType
        self.naturalSize = naturalSize
        self.timeRange = timeRange
    }

    /// Whether the track can be played (always, once read).
    open var isPlayable: Bool { true }
    /// Whether the track is enabled.
    open var isEnabled: Bool { true }
    /// Frames per second (30 for video, 0 for sound: no samples are read).
    open var nominalFrameRate: Float { mediaType == .video ? 30 : 0 }
    /// The transform to apply when showing the picture (identity).
    open var preferredTransform: CGAffineTransform { .identity }
    /// The track's volume (1).
    open var preferredVolume: Float { 1 }

    /// Whether the track has media of `mediaCharacteristic` (`"AVMediaCharacteristicVisual"` for video,
    /// `"AVMediaCharacteristicAudible"` for sound).
    open func hasMediaCharacteristic(_ mediaCharacteristic: String) -> Bool {
        switch mediaCharacteristic {
        case "AVMediaCharacteristicVisual": mediaType == .video
        case "AVMediaCharacteristicAudible": mediaType == .audio
        default: false
        }
    }
}
