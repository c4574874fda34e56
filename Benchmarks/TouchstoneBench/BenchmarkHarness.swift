// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One row of the benchmark table: a Touchstone figure measured beside a baseline doing the same work.
struct BenchmarkRow {
    /// What is measured, e.g. "1,000 rounded rects, CGContext vs Cairo".
    var name: String
    /// The target, as text, e.g. "ratio ≤ 1.10".
    var target: String
    /// Whether the measured ratio (or value) meets the target.
    var meets: (Measurement) -> Bool
    /// Runs the Touchstone workload once.
    var measured: () -> Void
    /// Runs the baseline workload once (nil when the row has no baseline and reports an absolute time).
    var baseline: (() -> Void)?
}

/// Median and minimum wall-clock times of a row's workloads, in milliseconds.
struct Measurement {
    var measuredMedian: Double
    var measuredMin: Double
    var baselineMedian: Double?
    var baselineMin: Double?

    /// Touchstone's median over the baseline's (nil without a baseline).
    var ratio: Double? { baselineMedian.map { measuredMedian / $0 } }
}

enum Harness {
    /// Times `work` `runs` times after `warmup` untimed runs; returns sorted durations in ms.
    static func time(_ work: () -> Void, runs: Int, warmup: Int) -> [Double] {
        for _ in 0..<warmup { work() }
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = realMilliseconds()
            work()
            samples.append(realMilliseconds() - start)
        }
        return samples.sorted()
    }

    /// Real elapsed time in ms. Not `ContinuousClock` or `Date()`: on the main thread, while a headless device
    /// runs, those read the device's simulated clock (docs/ARCHITECTURE.md, "Foundation's clocks and names");
    /// CLOCK_MONOTONIC_RAW is never simulated.
    static func realMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC_RAW, &now)
        return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
    }

    /// Measures a row, interleaving baseline and Touchstone runs so machine noise hits both alike.
    static func measure(_ row: BenchmarkRow, runs: Int, warmup: Int) -> Measurement {
        var measured: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<warmup {
            row.measured()
            row.baseline?()
        }
        for _ in 0..<runs {
            measured += time(row.measured, runs: 1, warmup: 0)
            if let b = row.baseline { baseline += time(b, runs: 1, warmup: 0) }
        }
        measured.sort()
        baseline.sort()
        return Measurement(
            measuredMedian: measured[measured.count / 2], measuredMin: measured[0],
            baselineMedian: baseline.isEmpty ? nil : baseline[baseline.count / 2], baselineMin: baseline.first)
    }

    /// Rows made on the main thread (where UIKit's main actor runs) by `make`, which may need a launched headless
    /// device: when it throws, the rows are skipped with a note naming `group`.
    static func mainActorRows(_ group: String, _ make: @MainActor () throws -> [BenchmarkRow]) -> [BenchmarkRow] {
        nonisolated(unsafe) var rows: [BenchmarkRow] = []
        MainActor.assumeIsolated {
            do { rows = try make() } catch { print("\(group) rows skipped: the headless device did not launch") }
        }
        return rows
    }

    /// Prints the table header.
    static func printHeader() {
        print(pad("figure", 52) + pad("Touchstone ms (p50/min)", 25) + pad("baseline ms (p50/min)", 23)
              + pad("ratio", 8) + pad("target", 16) + "meets")
        print(String(repeating: "-", count: 130))
    }

    static func printRow(_ row: BenchmarkRow, _ m: Measurement) {
        let measured = String(format: "%.2f / %.2f", m.measuredMedian, m.measuredMin)
        let base = m.baselineMedian.map { String(format: "%.2f / %.2f", $0, m.baselineMin ?? $0) } ?? "—"
        let ratio = m.ratio.map { String(format: "%.3f", $0) } ?? "—"
        print(pad(row.name, 52) + pad(measured, 25) + pad(base, 23) + pad(ratio, 8) + pad(row.target, 16)
              + (row.meets(m) ? "yes" : "NO"))
        fflush(nil)
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

/// A small deterministic random generator (SplitMix64), so every run draws the same scene.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}
