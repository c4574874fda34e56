// SPDX-License-Identifier: Apache-2.0
//
// The Settings app's entry point: `settings --app path/to/App.app [--app …] [--data-root DIR]`, then the usual
// launch flags (`--host headless`, `--language fr`, …).
//
// UIApplicationMain parses the launch flags from the process's own arguments and refuses flags it does not know,
// so Settings' flags travel in the environment: when given on the command line, the process runs itself again
// without them, with `TOUCHSTONE_SETTINGS_APPS` (paths separated by `:`) and `TOUCHSTONE_DATA_ROOT` set.

import Foundation
import SettingsKit
import UIKit

var appPaths: [String] = []
var dataRootPath: String?
var remaining: [String] = [CommandLine.arguments[0]]
var index = 1
let arguments = CommandLine.arguments
while index < arguments.count {
    let argument = arguments[index]
    if (argument == "--app" || argument == "--data-root") && index + 1 < arguments.count {
        if argument == "--app" { appPaths.append(arguments[index + 1]) } else { dataRootPath = arguments[index + 1] }
        index += 2
    } else {
        remaining.append(argument)
        index += 1
    }
}
if remaining.count != arguments.count {
    let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
    if !appPaths.isEmpty { setenv("TOUCHSTONE_SETTINGS_APPS", appPaths.map(absolute).joined(separator: ":"), 1) }
    if let dataRootPath { setenv("TOUCHSTONE_DATA_ROOT", absolute(dataRootPath), 1) }
    var cArguments = remaining.map { strdup($0) }
    cArguments.append(nil)
    execv("/proc/self/exe", &cArguments)
    FileHandle.standardError.write(Data("settings: cannot run again without Settings' own flags (errno \(errno))\n".utf8))
    exit(1)
}

let environment = ProcessInfo.processInfo.environment
let appBundles = (environment["TOUCHSTONE_SETTINGS_APPS"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0), isDirectory: true) }
let root = environment["TOUCHSTONE_DATA_ROOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    ?? SettingsConfiguration.defaultDataRoot(environment: environment)
MainActor.assumeIsolated {
    SettingsConfiguration.current = SettingsConfiguration(appBundles: appBundles, dataRoot: root)
}
// Settings edits other apps' defaults and the device's settings: its sandbox also opens the data root's containers
// and device folder read-write and the apps' bundles read-only (Landlock rules need folders that exist).
let shared = [root.appendingPathComponent("Containers", isDirectory: true), root.appendingPathComponent("Device", isDirectory: true)]
for folder in shared { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
MainActor.assumeIsolated {
    AppProcessContainer.additionalPolicy = SandboxPolicy(readWrite: shared.map(\.path), readOnly: appBundles.map(\.path))
}
if appBundles.isEmpty {
    FileHandle.standardError.write(Data("settings: no --app given; only the device's sections are shown\n".utf8))
}
exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(SettingsAppDelegate.self)))
