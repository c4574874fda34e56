// SPDX-License-Identifier: Apache-2.0

/// A keyframe animation's keyframes prepared for sampling: values converted, key times validated, splines and
/// arc-length tables built once.
package struct KeyframeEvaluator {
    /// A sampled value, with the path's tangent angle when following a path.
    package struct Sample {
        package var value: AnimationValue
        package var angle: Double?
    }

    private enum Source {
        case none
        case values([AnimationValue])
        case path(KeyframePath)
    }

    private let source: Source
    private let mode: CAAnimationCalculationMode
    /// Key times per keyframe (linear and cubic), or per boundary (discrete: one more than keyframes).
    private let times: [Double]
    private let segmentFunctions: [CAMediaTimingFunction]
    private let spline: KeyframeSpline?
    /// For cubicPaced values: cumulative arc length at evenly spaced spline parameters.
    private let splineLengths: [Double]

    /// The first and last keyframe values (for cumulative repeats).
    package let firstValue: AnimationValue?
    package let lastValue: AnimationValue?

    /// Spline samples per segment for cubicPaced arc lengths.
    private static let samplesPerSegment = 32

    package init(_ animation: CAKeyframeAnimation) {
        mode = animation.calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        segmentFunctions = paced ? [] : animation.timingFunctions ?? []
        var spline: KeyframeSpline?
        var splineLengths: [Double] = []
        if let path = animation.path {
            let track = KeyframePath(path)
            source = track.start == nil ? .none : .path(track)
            let vertices = track.vertices
            firstValue = vertices.first.map { .point($0) }
            lastValue = vertices.last.map { .point($0) }
            times = Self.times(mode: mode, count: vertices.count, keyTimes: animation.keyTimes) { [] }
        } else {
            let values = (animation.values ?? []).map { AnimationValue($0) }
            source = values.isEmpty ? .none : .values(values)
            firstValue = values.first
            lastValue = values.last
            times = Self.times(mode: mode, count: values.count, keyTimes: animation.keyTimes) {
                zip(values, values.dropFirst()).map { $0.distance(to: $1) }
            }
            if mode == .cubic || mode == .cubicPaced, values.count > 1 {
                let splineTimes = mode == .cubic ? times : KeyframeTimeline.uniform(count: values.count)
                spline = KeyframeSpline(values: values, times: splineTimes, tension: animation.tensionValues,
                                        continuity: animation.continuityValues, bias: animation.biasValues)
                if mode == .cubicPaced, let spline { splineLengths = Self.arcLengths(of: spline) }
            }
        }
        self.spline = spline
        self.splineLengths = splineLengths
    }

    /// The key times for `count` keyframes under `mode`; `distances` gives the gaps for the paced mode.
    private static func times(mode: CAAnimationCalculationMode, count: Int, keyTimes: [NSNumber]?,
                              distances: () -> [Double]) -> [Double]
    {
        guard count > 0 else { return [] }
        switch mode {
        case .discrete: return KeyframeTimeline.discreteBoundaries(keyTimes, count: count)
        case .paced:
            let gaps = distances()
            return gaps.isEmpty ? KeyframeTimeline.uniform(count: count) : KeyframeTimeline.paced(distances: gaps)
        case .cubicPaced: return KeyframeTimeline.uniform(count: count)
        default: return KeyframeTimeline.keyTimes(keyTimes, count: count) ?? KeyframeTimeline.uniform(count: count)
        }
    }

    /// Cumulative lengths along `spline` at parameters k / samplesPerSegment.
    private static func arcLengths(of spline: KeyframeSpline) -> [Double] {
        let steps = (spline.count - 1) * samplesPerSegment
        var lengths = [0.0]
        var previous = spline.value(atParameter: 0)
        for k in 1...max(1, steps) {
            let next = spline.value(atParameter: Double(k) / Double(samplesPerSegment))
            lengths.append(lengths[k - 1] + previous.distance(to: next))
            previous = next
        }
        return lengths
    }

    /// The value at fraction `f` (0…1) of the iteration, nil when there are no keyframes.
    package func sample(at f: Double) -> Sample? {
        switch source {
        case .none: return nil
        case .values(let values): return Sample(value: value(at: f, values), angle: nil)
        case .path(let track): return sample(at: f, track)
        }
    }

    private func value(at f: Double, _ values: [AnimationValue]) -> AnimationValue {
        guard values.count > 1 else { return values[0] }
        switch mode {
        case .discrete:
            return values[KeyframeTimeline.discreteIndex(at: f, boundaries: times)]
        case .cubicPaced where spline != nil:
            return spline!.value(atParameter: parameter(atLengthFraction: f))
        default:
            let (index, local) = segment(at: f)
            if mode == .cubic, let spline { return spline.value(segment: index, local: local) }
            return values[index].interpolated(to: values[index + 1], local)
        }
    }

    private func sample(at f: Double, _ track: KeyframePath) -> Sample {
        guard !track.pieces.isEmpty else {
            return Sample(value: .point(track.start ?? .zero), angle: nil)
        }
        switch mode {
        case .discrete:
            let index = KeyframeTimeline.discreteIndex(at: f, boundaries: times)
            let (point, angle) = index < track.pieces.count
                ? track.sample(piece: index, local: 0) : track.sample(piece: index - 1, local: 1)
            return Sample(value: .point(point), angle: angle)
        case .paced, .cubicPaced:
            let (point, angle) = track.samplePaced(at: f)
            return Sample(value: .point(point), angle: angle)
        default:
            let (index, local) = segment(at: f)
            let (point, angle) = track.sample(piece: index, local: local)
            return Sample(value: .point(point), angle: angle)
        }
    }

    /// The segment containing `f` and the fraction through it after that segment's timing function.
    private func segment(at f: Double) -> (index: Int, local: Double) {
        let (index, local) = KeyframeTimeline.locate(f, in: times)
        guard index < segmentFunctions.count else { return (index, local) }
        return (index, segmentFunctions[index].solve(local))
    }

    /// The spline parameter at which the arc length reaches fraction `f` of the whole.
    private func parameter(atLengthFraction f: Double) -> Double {
        guard let total = splineLengths.last, total > 0 else { return f * Double((spline?.count ?? 1) - 1) }
        let target = min(max(0, f), 1) * total
        var lo = 0, hi = splineLengths.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if splineLengths[mid] < target { lo = mid } else { hi = mid }
        }
        let span = splineLengths[hi] - splineLengths[lo]
        let within = span > 0 ? (target - splineLengths[lo]) / span : 0
        return (Double(lo) + within) / Double(Self.samplesPerSegment)
    }
}
