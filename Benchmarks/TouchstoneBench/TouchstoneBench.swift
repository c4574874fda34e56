// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import Foundation

/// `make bench`: runs every benchmark row and prints one table (figure, baseline, ratio, target).
///
/// Build in release mode (`swift run -c release touchstone-bench`); debug timings are meaningless.
@main
struct TouchstoneBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone-bench", abstract: "Touchstone's benchmarks, each beside a same-run baseline.")

    @Option(help: "Timed runs per row (the median is reported).")
    var runs = 15

    @Option(help: "Untimed warm-up runs per row.")
    var warmup = 3

    @Option(help: "Run only rows whose name contains this text.")
    var filter: String?

    @Option(help: "Instead of the table: replay MoveMe's session in a loop for this many minutes (make soak).")
    var soakMinutes: Double?

    @Option(help: "The session the soak replays.")
    var soakSession = "Examples/MoveMe/demo-session.json"

    func run() throws {
        if let soakMinutes {
            let passed = try MainActor.assumeIsolated { try MoveMeSoak.run(minutes: soakMinutes, sessionPath: soakSession) }
            guard passed else { throw ExitCode.failure }
            return
        }
        let all = CoreGraphicsBenchmarks.rows + QuartzCoreBenchmarks.rows + LaunchBenchmarks.rows + EventBenchmarks.rows
            + HierarchyBenchmarks.rows + AutoLayoutBenchmarks.rows + MoveMeBenchmarks.rows + ScrollingBenchmarks.rows
            + AlertBenchmarks.rows + SpellingBenchmarks.rows + EffectsBenchmarks.rows + PreferencesBenchmarks.rows
            + DeviceBenchmarks.rows + InterfaceBuilderBenchmarks.rows + RenderServerBenchmarks.rows
        let rows = all.filter { row in filter.map { row.name.contains($0) } ?? true }
        #if DEBUG
        print("warning: debug build; use `swift run -c release touchstone-bench` for real numbers")
        #endif
        Harness.printHeader()
        for row in rows {
            let measurement = Harness.measure(row, runs: runs, warmup: warmup)
            Harness.printRow(row, measurement)
            EventBenchmarks.printPerUnit(row, measurement)
            HierarchyBenchmarks.printPerUnit(row, measurement)
            AutoLayoutBenchmarks.printPerUnit(row, measurement)
            ScrollingBenchmarks.printPerUnit(row, measurement)
            AlertBenchmarks.printPerUnit(row, measurement)
            SpellingBenchmarks.printPerUnit(row, measurement)
            EffectsBenchmarks.printPerUnit(row, measurement)
            InterfaceBuilderBenchmarks.printPerUnit(row, measurement)
            RenderServerBenchmarks.printPerUnit(row, measurement)
        }
        if filter.map({ "MoveMe drag frame".contains($0) }) ?? true { MoveMeBenchmarks.printFrameTimes() }
        if filter.map({ "Auto Layout rotation".contains($0) }) ?? true { AutoLayoutBenchmarks.printRotationFrameTimes() }
        if filter.map({ "flick".contains($0) }) ?? true { ScrollingBenchmarks.printFrameTimes() }
        if filter.map({ "Navigation push pop frame".contains($0) }) ?? true { NavigationBenchmarks.printFrameTimes() }
        if filter.map({ "Appearance switch".contains($0) }) ?? true { AppearanceBenchmarks.printFrameTimes() }
        if filter.map({ "Keyboard slide".contains($0) }) ?? true { KeyboardBenchmarks.printFrameTimes() }
        if filter.map({ "Text view keystroke".contains($0) }) ?? true { TextViewBenchmarks.printFrameTimes() }
        if filter.map({ "Remote device".contains($0) }) ?? true { RemoteDeviceBenchmarks.printTimes() }
        if filter.map({ "Idle device".contains($0) }) ?? true { DeviceBenchmarks.printIdleCPU() }
        if filter.map({ "(render b) main-thread stall".contains($0) }) ?? true {
            RenderServerBenchmarks.printStall()
            MainActor.assumeIsolated { WindowStallBenchmark.printStall() }
        }
    }
}
