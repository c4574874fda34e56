// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The HelloWorld example's app bundle in the source tree.
let helloWorldAppURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/HelloWorld/Sources/HelloWorld/HelloWorld.app")

/// Runs the probe app as HelloWorld with `arguments` and `PROBE_LOCALIZATION=1`; returns the probe's `key=value`
/// lines. HelloWorld is a package of its own, so the probe stands in for its executable: the probe is linked into a
/// fresh folder beside a copy of `HelloWorld.app` whose Info.plist names it, so the `.app` becomes the probe's main
/// bundle exactly as HelloWorld's does. `prepare` may add files to the copied `.app` first.
func runHelloWorldProbe(_ arguments: [String], environment: [String: String] = [:],
                        prepare: (URL) throws -> Void = { _ in }) throws -> [String: String]
{
    let folder = probeAppURL.deletingLastPathComponent().appendingPathComponent("languages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = folder.appendingPathComponent("probe-app")
    try FileManager.default.linkItem(at: probeAppURL, to: executable)
    let app = folder.appendingPathComponent("HelloWorld.app")
    try FileManager.default.copyItem(at: helloWorldAppURL, to: app)
    let plistURL = app.appendingPathComponent("Info.plist")
    var info = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: plistURL), format: nil) as? [String: Any])
    info["CFBundleExecutable"] = "probe-app"
    try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: plistURL)
    try prepare(app)

    let run = try runProbe(arguments + ["--seconds", "0.1"],
                           environment: environment.merging(["PROBE_LOCALIZATION": "1"]) { $1 },
                           removing: ["TOUCHSTONE_LANGUAGE", "TOUCHSTONE_REGION", "TOUCHSTONE_NETWORK"],
                           executable: executable)
    #expect(run.status == 0, "\(run.output)")
    var answers: [String: String] = [:]
    for line in run.output.split(separator: "\n") where line.hasPrefix("probe: ") && line.contains("=") {
        let pair = line.dropFirst("probe: ".count).split(separator: "=", maxSplits: 1)
        answers[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
    }
    return answers
}
