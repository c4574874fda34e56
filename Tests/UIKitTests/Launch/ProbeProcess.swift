// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The probe app, built beside the test bundle.
let probeAppURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("probe-app")

/// Runs `executable` (the probe app unless given) headless with `arguments`, this process's environment with
/// `environment` over it and the `removing` variables taken out; returns the exit status and the standard output
/// and error together. Unless the arguments or `environment` name a data root, the app's container goes under a
/// temporary one (`TOUCHSTONE_DATA_ROOT`), removed afterwards, so tests never write into the user's home.
func runProbe(_ arguments: [String] = [], environment: [String: String] = [:], removing: [String] = [],
              executable: URL = probeAppURL) throws -> (status: Int32, output: String)
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment.merging(["TOUCHSTONE_HOST": "headless"]) { $1 }
        .merging(environment) { $1 }
    for key in removing { env[key] = nil }
    var temporaryRoot: URL?
    if environment["TOUCHSTONE_DATA_ROOT"] == nil, !arguments.prefix(while: { $0 != "--" }).contains("--data-root") {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("probe-data-\(UUID().uuidString)")
        env["TOUCHSTONE_DATA_ROOT"] = root.path
        temporaryRoot = root
    }
    defer { if let temporaryRoot { try? FileManager.default.removeItem(at: temporaryRoot) } }
    process.environment = env
    let pipe = Pipe()
    (process.standardOutput, process.standardError) = (pipe, pipe)
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
