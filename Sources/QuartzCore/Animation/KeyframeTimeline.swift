// SPDX-License-Identifier: Apache-2.0

/// The timing of a keyframe animation: when each keyframe applies, and where a given fraction of the iteration
/// falls between keyframes.
package enum KeyframeTimeline {
    /// Validated `keyTimes`: the given numbers when there are exactly `count` of them, each in 0…1 and none less
    /// than the one before; nil otherwise (logged), so the caller falls back to evenly spaced times.
    package static func keyTimes(_ given: [NSNumber]?, count: Int) -> [Double]? {
        guard let given else { return nil }
        let times = given.map(\.doubleValue)
        guard times.count == count else {
            Diagnostics.log("CAKeyframeAnimation: \(times.count) keyTimes for \(count) keyframes; keyTimes ignored")
            return nil
        }
        let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), ordered else {
            Diagnostics.log("CAKeyframeAnimation: keyTimes must rise from 0 to 1; keyTimes ignored")
            return nil
        }
        return times
    }

    /// `count` evenly spaced times from 0 to 1 (a single keyframe sits at 0).
    package static func uniform(count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Times proportional to the cumulative distances between keyframes (paced modes); uniform when the total
    /// distance is 0.
    package static func paced(distances: [Double]) -> [Double] {
        let total = distances.reduce(0, +)
        guard total > 0, total.isFinite else { return uniform(count: distances.count + 1) }
        var times = [0.0]
        var sum = 0.0
        for d in distances {
            sum += d
            times.append(min(1, sum / total))
        }
        return times
    }

    /// The start time of each of `count` discrete keyframes plus the end (count + 1 entries).
    ///
    /// Apple: discrete animations take one more key time than values, "each value/keyTime pair represents the
    /// value from the specified time until the next keyframe". Touchstone also accepts `count` key times (the last
    /// value then lasts until the end); any other count is ignored in favour of equal slots.
    package static func discreteBoundaries(_ given: [NSNumber]?, count: Int) -> [Double] {
        if let given, given.count == count {
            if let times = keyTimes(given, count: count) { return times + [1] }
        } else if let times = keyTimes(given, count: count + 1) {
            return times
        }
        return (0...count).map { Double($0) / Double(max(count, 1)) }
    }

    /// The index of the discrete keyframe showing at fraction `f`: the last one whose start is at or before `f`.
    package static func discreteIndex(at f: Double, boundaries: [Double]) -> Int {
        let count = boundaries.count - 1
        guard count > 0 else { return 0 }
        let index = lastIndex(atOrBefore: f, in: boundaries, limit: count - 1)
        return max(0, index)
    }

    /// The segment (between keyframes `index` and `index + 1`) containing fraction `f`, and how far through it
    /// `f` is (0…1). `times` needs at least two entries.
    package static func locate(_ f: Double, in times: [Double]) -> (index: Int, local: Double) {
        let last = times.count - 2
        guard last >= 0 else { return (0, 0) }
        if f <= times[0] { return (0, 0) }
        if f >= times[last + 1] { return (last, 1) }
        let index = max(0, lastIndex(atOrBefore: f, in: times, limit: last))
        let span = times[index + 1] - times[index]
        return (index, span > 0 ? min(1, max(0, (f - times[index]) / span)) : 1)
    }

    /// The largest index ≤ `limit` whose time is ≤ `f` (−1 when none), by binary search over sorted `times`.
    private static func lastIndex(atOrBefore f: Double, in times: [Double], limit: Int) -> Int {
        var lo = 0, hi = limit, found = -1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if times[mid] <= f {
                found = mid
                lo = mid + 1
            } else {
                hi = mid - 1
            }
        }
        return found
    }
}
