// SPDX-License-Identifier: Apache-2.0

import AudioEngine
import Foundation

/// A periodic or boundary time observer: the token ``AVPlayer/addPeriodicTimeObserver(forInterval:queue:using:)``
/// returns (infrastructure).
final class AVPlayerTimeObserver: NSObject, @unchecked Sendable {
    /// The period in seconds (nil: a boundary observer).
    let interval: Double?
    /// The boundary times in seconds, ascending.
    let boundaries: [Double]
    private let queue: DispatchQueue?
    private let periodic: ((CMTime) -> Void)?
    private let boundary: (() -> Void)?

    init(interval: Double?, boundaries: [Double], queue: DispatchQueue?, periodic: ((CMTime) -> Void)?,
         boundary: (() -> Void)?) {
        self.interval = interval
        self.boundaries = boundaries.sorted()
        self.queue = queue
        self.periodic = periodic
        self.boundary = boundary
    }

    /// The next item time strictly after `position` (moving forward or backward) and strictly inside the item,
    /// at which the observer fires, or nil.
    func nextTime(after position: Double, forward: Bool, end: Double) -> Double? {
        if let interval {
            let steps = (position / interval).rounded(.down)
            var next = forward ? (steps + 1) * interval : (position.remainder(dividingBy: interval) == 0 ? steps - 1 : steps) * interval
            if forward && next <= position + 1e-9 { next += interval }
            return next > 0 && next < end ? next : nil
        }
        return forward ? boundaries.first { $0 > position + 1e-9 && $0 < end } : boundaries.last { $0 < position - 1e-9 && $0 > 0 }
    }

    /// Calls the block on its queue (the main queue when none was given). On the main queue `direct` calls it at
    /// once (the player's main-queue timers fire in the device's turn); otherwise it is queued for the next turn.
    func fire(at time: CMTime, direct: Bool) {
        let handoff = Unchecked(value: self)
        let body = { () -> Void in
            if let periodic = handoff.value.periodic { periodic(time) } else { handoff.value.boundary?() }
        }
        if let queue, queue !== DispatchQueue.main, queue.label != DispatchQueue.main.label {
            let work = Unchecked(value: body)
            queue.async { work.value() }
        } else if direct {
            body()
        } else {
            MainQueue.nextTurn(body)
        }
    }
}

extension AVPlayer {
    /// Calls `block` every `interval` of item time while the player plays, at the multiples of `interval`, and
    /// whenever time jumps or playback starts or stops, on `queue` (nil: the main queue). Keep the returned token
    /// to ``removeTimeObserver(_:)``. An interval that is not a positive time is refused (logged; the token does
    /// nothing).
    public func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping (CMTime) -> Void) -> Any {
        let seconds = interval.seconds
        guard seconds.isFinite, seconds > 0 else {
            AudioDiagnostics.log("AVPlayer.addPeriodicTimeObserver: \(timeDescription(interval)) is not a positive interval")
            return AVPlayerTimeObserver(interval: nil, boundaries: [], queue: queue, periodic: nil, boundary: nil)
        }
        let observer = AVPlayerTimeObserver(interval: seconds, boundaries: [], queue: queue, periodic: block,
                                            boundary: nil)
        add(observer)
        return observer
    }

    /// Calls `block` when playback crosses one of `times` (`NSValue(time:)`s) during normal playback, on `queue`
    /// (nil: the main queue). Seeking past a time does not fire it.
    public func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping () -> Void) -> Any {
        let seconds = times.map(\.timeValue.seconds).filter(\.isFinite)
        let observer = AVPlayerTimeObserver(interval: nil, boundaries: seconds, queue: queue, periodic: nil,
                                            boundary: block)
        add(observer)
        return observer
    }

    /// Removes an observer returned by ``addPeriodicTimeObserver(forInterval:queue:using:)`` or
    /// ``addBoundaryTimeObserver(forTimes:queue:using:)``; anything else is ignored (logged).
    public func removeTimeObserver(_ observer: Any) {
        guard let token = observer as? AVPlayerTimeObserver else {
            return AudioDiagnostics.log("AVPlayer.removeTimeObserver: \(type(of: observer)) is not a time observer")
        }
        observers.removeAll { $0 === token }
    }

    private func add(_ observer: AVPlayerTimeObserver) {
        observers.append(observer)
        update()
    }
}

/// How an `NSValue` holds a `CMTime`'s 24 bytes: Foundation on Linux encodes scalars and arrays, not structs, so as
/// three 64-bit words (a range as six).
private let timeEncoding = "[3q]"
private let timeRangeEncoding = "[6q]"

extension NSValue {
    /// A value holding `time` (for boundary observers).
    public convenience init(time: CMTime) {
        var time = time
        self.init(bytes: &time, objCType: timeEncoding)
    }

    /// A value holding `timeRange`.
    public convenience init(timeRange: CMTimeRange) {
        var range = timeRange
        self.init(bytes: &range, objCType: timeRangeEncoding)
    }

    /// The time held (`.invalid` when the value holds something else).
    public var timeValue: CMTime {
        guard String(cString: objCType) == timeEncoding else { return .invalid }
        var time = CMTime.invalid
        getValue(&time)
        return time
    }

    /// The time range held (`.invalid` when the value holds something else).
    public var timeRangeValue: CMTimeRange {
        guard String(cString: objCType) == timeRangeEncoding else { return .invalid }
        var range = CMTimeRange.invalid
        getValue(&range)
        return range
    }
}
