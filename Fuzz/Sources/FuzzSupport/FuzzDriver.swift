// SPDX-License-Identifier: Apache-2.0

import CFuzzerDriver
import Foundation
import Logging

/// Runs a fuzz target: every target's `@main` calls ``run(_:)`` with its input function.
///
/// SwiftPM links an executable target's `main` to the module's own entry point, so libFuzzer's `main` never runs;
/// the target calls libFuzzer's `LLVMFuzzerRunDriver` itself, which reads the usual libFuzzer options
/// (`-runs=`, `-max_total_time=`, corpus folders, a single crash file to reproduce) from the command line.
public enum FuzzDriver {
    nonisolated(unsafe) private static var body: (Data) -> Void = { _ in }

    /// Hands `body` to libFuzzer, which calls it on the main thread with each input until it stops, then exits
    /// with libFuzzer's status. Touchstone's diagnostics (every refused input logs a line) are switched off
    /// unless `FUZZ_LOG=1`, since writing them would cost more than the parsing.
    public static func run(_ body: @escaping (Data) -> Void) -> Never {
        if ProcessInfo.processInfo.environment["FUZZ_LOG"] != "1" {
            LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        }
        self.body = body
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
    }

    fileprivate static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        body(size == 0 || data == nil ? Data() : Data(bytes: data!, count: size))
        return 0
    }
}

/// libFuzzer's input function. The fuzzer runtime's own `main` (linked in, though never run) needs the symbol.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.testOneInput(data, size)
}
