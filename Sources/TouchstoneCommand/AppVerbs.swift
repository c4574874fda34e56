// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation

/// A verb that is one request to the device, printed as the device answers.
protocol DeviceVerb: ParsableCommand {
    var device: DeviceFolderOptions { get }
    /// The request the verb sends.
    var request: ControlRequest { get }
}

extension DeviceVerb {
    func run() throws { try device.send(request) }
}

/// `touchstone install <executable>`.
struct Install: DeviceVerb {
    static let configuration = CommandConfiguration(
        abstract: "Install an app: its executable, with its .app folder (Info.plist, icons, resources) beside it.",
        discussion: "Refuses a bundle without an Info.plist, without an executable, or with a bundle identifier already installed.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The app's executable.") var executable: String

    var request: ControlRequest { ControlRequest(verb: "install", arguments: [absolutePath(executable)]) }
}

/// `touchstone uninstall <bundle id>`.
struct Uninstall: DeviceVerb {
    static let configuration = CommandConfiguration(abstract: "Remove an installed app and its container.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The app's bundle identifier.") var bundleIdentifier: String

    var request: ControlRequest { ControlRequest(verb: "uninstall", arguments: [bundleIdentifier]) }
}

/// `touchstone list`.
struct List: DeviceVerb {
    static let configuration = CommandConfiguration(
        abstract: "List the installed apps: bundle identifier, name, whether it runs, executable.")
    @OptionGroup var device: DeviceFolderOptions

    var request: ControlRequest { ControlRequest(verb: "list") }
}

/// `touchstone launch <bundle id> [-- args…]`.
struct Launch: DeviceVerb {
    static let configuration = CommandConfiguration(
        abstract: "Launch an app (or bring it to the front); prints `<bundle id>: <pid>`.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The app's bundle identifier.") var bundleIdentifier: String
    @Argument(parsing: .postTerminator, help: "Arguments for the app, after --.") var arguments: [String] = []

    var request: ControlRequest { ControlRequest(verb: "launch", arguments: [bundleIdentifier] + arguments) }
}

/// `touchstone terminate <bundle id>`.
struct Terminate: DeviceVerb {
    static let configuration = CommandConfiguration(abstract: "Terminate a running app.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The app's bundle identifier.") var bundleIdentifier: String

    var request: ControlRequest { ControlRequest(verb: "terminate", arguments: [bundleIdentifier]) }
}

/// `touchstone openurl <url>`.
struct OpenURL: DeviceVerb {
    static let configuration = CommandConfiguration(
        commandName: "openurl",
        abstract: "Open a URL as the system would: the app that declares its scheme, else the system's handling.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "The URL.") var url: String

    var request: ControlRequest { ControlRequest(verb: "openurl", arguments: [url]) }
}

/// `touchstone home`.
struct Home: DeviceVerb {
    static let configuration = CommandConfiguration(abstract: "Press the Home button.")
    @OptionGroup var device: DeviceFolderOptions

    var request: ControlRequest { ControlRequest(verb: "home") }
}

/// `touchstone erase`.
struct Erase: DeviceVerb {
    static let configuration = CommandConfiguration(
        abstract: "Terminate every app and wipe their containers (documents, preferences, caches); apps stay installed.")
    @OptionGroup var device: DeviceFolderOptions

    var request: ControlRequest { ControlRequest(verb: "erase") }
}

/// `touchstone advance <seconds>`.
struct Advance: DeviceVerb {
    static let configuration = CommandConfiguration(
        abstract: "Advance a device booted with --manual-clock by some seconds, running every app in step.")
    @OptionGroup var device: DeviceFolderOptions
    @Argument(help: "Seconds, 0 to 3600.") var seconds: Double

    var request: ControlRequest { ControlRequest(verb: "advance", arguments: [String(seconds)]) }
}

/// `touchstone shutdown`.
struct Shutdown: DeviceVerb {
    static let configuration = CommandConfiguration(abstract: "Terminate every app and stop the device.")
    @OptionGroup var device: DeviceFolderOptions

    var request: ControlRequest { ControlRequest(verb: "shutdown") }
}
