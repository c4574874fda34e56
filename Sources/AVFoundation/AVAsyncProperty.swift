// SPDX-License-Identifier: Apache-2.0

import CoreGraphics
import Foundation

/// A property of an asset or track that loads asynchronously, without its value type (Apple's
/// `AVPartialAsyncProperty`, iOS 15).
public class AVPartialAsyncProperty<Root>: @unchecked Sendable {
    /// The property's key, as in `loadValuesAsynchronously(forKeys:)`.
    public let key: String
    package init(key: String) { self.key = key }
}

/// A property of `Root` holding a `Value`, for `load(_:)` (Apple's `AVAsyncProperty`, iOS 15):
/// `let duration = try await asset.load(.duration)`.
public final class AVAsyncProperty<Root, Value>: AVPartialAsyncProperty<Root>, @unchecked Sendable {
    let read: (Root) throws -> Value
    package init(key: String, read: @escaping (Root) throws -> Value) {
        self.read = read
        super.init(key: key)
    }
}

/// Whether a key's value has loaded (Apple's `AVKeyValueStatus`).
public enum AVKeyValueStatus: Int, Sendable {
    /// Not asked for yet.
    case unknown = 0
    /// Loading.
    case loading = 1
    /// Loaded.
    case loaded = 2
    /// Loading failed; `statusOfValue(forKey:error:)` gives the error.
    case failed = 3
    /// Loading was cancelled.
    case cancelled = 4
}

extension AVPartialAsyncProperty where Root: AVAsset {
    /// The asset's length.
    public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty(key: "duration") { try $0.checked().duration } }
    /// Whether the asset can be played (false rather than an error for a file that cannot be read).
    public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty(key: "playable") { $0.isPlayable } }
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<Root, [AVAssetTrack]> { AVAsyncProperty(key: "tracks") { try $0.checked().tracks } }
    /// The natural rate.
    public static var preferredRate: AVAsyncProperty<Root, Float> { AVAsyncProperty(key: "preferredRate") { $0.preferredRate } }
    /// The natural transform.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
        AVAsyncProperty(key: "preferredTransform") { $0.preferredTransform }
    }
}

extension AVPartialAsyncProperty where Root: AVAssetTrack {
    /// The picture's size.
    public static var naturalSize: AVAsyncProperty<Root, CGSize> { AVAsyncProperty(key: "naturalSize") { $0.naturalSize } }
    /// The track's span.
    public static var timeRange: AVAsyncProperty<Root, CMTimeRange> { AVAsyncProperty(key: "timeRange") { $0.timeRange } }
    /// Frames per second.
    public static var nominalFrameRate: AVAsyncProperty<Root, Float> {
        AVAsyncProperty(key: "nominalFrameRate") { $0.nominalFrameRate }
    }
    /// The picture's transform.
    public static var preferredTransform: AVAsyncProperty<Root, CGAffineTransform> {
        AVAsyncProperty(key: "preferredTransform") { $0.preferredTransform }
    }
}

extension AVAsset {
    /// Self, or the error reading the header met.
    fileprivate func checked() throws -> Self {
        if let loadError { throw loadError }
        return self
    }

    /// Loads one property (iOS 15): `try await asset.load(.duration)`. Throws the asset's error (a missing file as
    /// `NSURLErrorFileDoesNotExist`, a corrupt one as ``AVError/Code/fileFormatNotRecognized``).
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { try property.read(self) }

    /// Loads two properties at once.
    public func load<A, B>(_ a: AVAsyncProperty<AVAsset, A>, _ b: AVAsyncProperty<AVAsset, B>) async throws -> (A, B) {
        (try a.read(self), try b.read(self))
    }

    /// The tracks of `mediaType`, loaded (iOS 15).
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] {
        try checked().tracks(withMediaType: mediaType)
    }

    /// Where `key`'s value stands: `.loaded`, or `.failed` with the asset's error for a file that cannot be read
    /// (`playable` always loads).
    public func statusOfValue(forKey key: String, error outError: UnsafeMutablePointer<NSError?>?) -> AVKeyValueStatus {
        guard key != "playable", let loadError else { return .loaded }
        outError?.pointee = loadError
        return .failed
    }

    /// Loads `keys` and calls `handler` later on a background queue, as iOS does (the header is read at once).
    public func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)? = nil) {
        _ = header
        guard let handler else { return }
        DispatchQueue.global().async { handler() }
    }

    /// Cancels loading (nothing is pending: the header is read synchronously).
    public func cancelLoading() {}
}

extension AVAssetTrack {
    /// Loads one property (iOS 15): `try await track.load(.naturalSize)`.
    public func load<T>(_ property: AVAsyncProperty<AVAssetTrack, T>) async throws -> T { try property.read(self) }
}
