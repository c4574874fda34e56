// SPDX-License-Identifier: Apache-2.0
//
// The Settings app's entry point: `settings --app path/to/App.app [--app …] [--data-root DIR]`, then the usual
// launch flags (`--host headless`, `--language fr`, …).

import Foundation
import SettingsKit
import UIKit

var appBundles: [URL] = []
var dataRoot: URL?
var remaining: [String] = [CommandLine.arguments[0]]
var index = 1
let arguments = CommandLine.arguments
while index < arguments.count {
    let argument = arguments[index]
    if (argument == "--app" || argument == "--data-root") && index + 1 < arguments.count {
        let url = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
        if argument == "--app" { appBundles.append(url) } else { dataRoot = url }
        index += 2
    } else {
        remaining.append(argument)
        index += 1
    }
}
let environment = ProcessInfo.processInfo.environment
let root = dataRoot
    ?? environment["TOUCHSTONE_DATA_ROOT"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
    ?? SettingsConfiguration.defaultDataRoot(environment: environment)
MainActor.assumeIsolated {
    SettingsConfiguration.current = SettingsConfiguration(appBundles: appBundles, dataRoot: root)
}
if appBundles.isEmpty {
    FileHandle.standardError.write(Data("settings: no --app given; only the device's sections are shown\n".utf8))
}

var cArguments = remaining.map { strdup($0) }
cArguments.append(nil)
let status = cArguments.withUnsafeMutableBufferPointer { buffer in
    UIApplicationMain(Int32(remaining.count), buffer.baseAddress!, nil, NSStringFromClass(SettingsAppDelegate.self))
}
exit(status)
