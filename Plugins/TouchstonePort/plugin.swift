// SPDX-License-Identifier: Apache-2.0
//
// `swift package --allow-writing-to-package-directory touchstone-port [PATH…]`: runs the touchstone-port tool on
// the given paths (relative to the package), or on every source target of the package when none is given.

import Foundation
import PackagePlugin

@main
struct TouchstonePortPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "touchstone-port")
        let root = context.package.directoryURL
        var options = arguments.filter { $0.hasPrefix("-") }
        var paths = arguments.filter { !$0.hasPrefix("-") }.map { path in
            path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
        }
        if paths.isEmpty {
            paths = context.package.targets.compactMap { ($0 as? SourceModuleTarget)?.directoryURL.path }
        }
        guard !paths.isEmpty else {
            Diagnostics.error("touchstone-port: no paths given and the package has no source targets")
            return
        }
        options.removeAll { $0 == "--" }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = options + paths
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("touchstone-port exited with status \(process.terminationStatus)")
        }
    }
}
