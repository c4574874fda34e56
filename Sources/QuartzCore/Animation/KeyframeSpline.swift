// SPDX-License-Identifier: Apache-2.0

/// The smooth curve through keyframe values used by the cubic calculation modes: a Catmull-Rom spline shaped by
/// Kochanek–Bartels tension, continuity and bias, as Apple documents for `kCAAnimationCubic`.
///
/// Each segment is a cubic Hermite curve between two keyframes. At keyframe i, with neighbour differences
/// a = Pᵢ − Pᵢ₋₁ and b = Pᵢ₊₁ − Pᵢ and tension T, continuity C, bias B (0 when not given):
/// - outgoing tangent: (1−T)(1+B)(1−C)/2 · a + (1−T)(1−B)(1+C)/2 · b
/// - incoming tangent: (1−T)(1+B)(1+C)/2 · a + (1−T)(1−B)(1−C)/2 · b
///
/// The end keyframes repeat themselves as their missing neighbours. With uneven key times each tangent is
/// scaled by the neighbouring segments' durations, so the speed stays continuous across keyframes. Only vector
/// values (numbers, points, sizes, rectangles, colours) have a spline; others interpolate linearly.
package struct KeyframeSpline {
    private let template: AnimationValue
    private let points: [[Double]]
    private let outgoing: [[Double]]
    private let incoming: [[Double]]

    /// The spline through `values` at `times` (same count), or nil when the values are not all vectors of the
    /// same kind and size.
    package init?(values: [AnimationValue], times: [Double], tension: [NSNumber]?, continuity: [NSNumber]?,
                  bias: [NSNumber]?)
    {
        guard let first = values.first, let firstComponents = first.components else { return nil }
        var points: [[Double]] = []
        for value in values {
            guard let c = value.components, c.count == firstComponents.count,
                value.withComponents(c) != nil, Self.sameKind(value, first)
            else { return nil }
            points.append(c)
        }
        let n = points.count
        func parameter(_ list: [NSNumber]?, _ i: Int) -> Double {
            guard let list, i < list.count else { return 0 }
            let v = list[i].doubleValue
            return v.isFinite ? v : 0
        }
        var outgoing: [[Double]] = [], incoming: [[Double]] = []
        for i in 0..<n {
            let previous = points[max(0, i - 1)], next = points[min(n - 1, i + 1)]
            let a = zip(points[i], previous).map { $0 - $1 }, b = zip(next, points[i]).map { $0 - $1 }
            let t = parameter(tension, i), c = parameter(continuity, i), bb = parameter(bias, i)
            let outA = (1 - t) * (1 + bb) * (1 - c) / 2, outB = (1 - t) * (1 - bb) * (1 + c) / 2
            let inA = (1 - t) * (1 + bb) * (1 + c) / 2, inB = (1 - t) * (1 - bb) * (1 - c) / 2
            // Uneven spacing: scale by the segment each tangent serves (Kochanek–Bartels' adjustment).
            var outScale = 1.0, inScale = 1.0
            if i > 0, i < n - 1, times.count == n {
                let before = times[i] - times[i - 1], after = times[i + 1] - times[i]
                if before + after > 0 {
                    outScale = 2 * after / (before + after)
                    inScale = 2 * before / (before + after)
                }
            }
            outgoing.append(zip(a, b).map { outScale * (outA * $0 + outB * $1) })
            incoming.append(zip(a, b).map { inScale * (inA * $0 + inB * $1) })
        }
        self.template = first
        self.points = points
        self.outgoing = outgoing
        self.incoming = incoming
    }

    private static func sameKind(_ a: AnimationValue, _ b: AnimationValue) -> Bool {
        switch (a, b) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color): return true
        default: return false
        }
    }

    /// The number of keyframes.
    package var count: Int { points.count }

    /// The value `u` (0…1) of the way through the segment from keyframe `index` to `index + 1`.
    package func value(segment index: Int, local u: Double) -> AnimationValue {
        let i = min(max(0, index), points.count - 1)
        let j = min(i + 1, points.count - 1)
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        let c = (0..<points[i].count).map {
            h00 * points[i][$0] + h10 * outgoing[i][$0] + h01 * points[j][$0] + h11 * incoming[j][$0]
        }
        return template.withComponents(c) ?? template
    }

    /// The value at global parameter `s` (0…count − 1: keyframe index plus fraction), for arc-length sampling.
    package func value(atParameter s: Double) -> AnimationValue {
        let clamped = min(max(0, s), Double(max(0, count - 1)))
        let index = min(Int(clamped), max(0, count - 2))
        return value(segment: index, local: clamped - Double(index))
    }
}
