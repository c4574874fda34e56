// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation

/// `touchstone`: runs and drives a simulated device, in the spirit of `xcrun simctl` (issue 19;
/// docs/ARCHITECTURE.md, "The touchstone command").
///
/// `boot` starts a device process for a device folder (`--home`, `TOUCHSTONE_DEVICE_HOME`, or
/// `~/.touchstone/device`); every other verb talks to it over the folder's control socket.
@main
struct TouchstoneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone",
        abstract: "Run and drive a simulated iPhone: boot it, install and launch apps, open URLs, take screenshots.",
        discussion: """
            Exit statuses: 0 success; 1 the verb failed (the reason is printed); 3 no device is booted at the \
            device folder; 4 a device is already booted there; 5 the device did not understand the request; \
            64 usage error.
            """,
        subcommands: [Boot.self, Shutdown.self, Install.self, Uninstall.self, List.self, Launch.self, Terminate.self,
                      OpenURL.self, Home.self, IO.self, StatusBar.self, Spawn.self, Erase.self, Advance.self,
                      New.self, Serve.self])
}

/// The device folder every verb takes.
struct DeviceFolderOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The device folder (default: $TOUCHSTONE_DEVICE_HOME, else ~/.touchstone/device).",
                                            valueName: "folder"))
    var home: String?

    /// The device folder, absolute.
    var folder: DeviceFolder {
        if let home { return DeviceFolder(path: home) }
        if let fromEnvironment = ProcessInfo.processInfo.environment["TOUCHSTONE_DEVICE_HOME"], !fromEnvironment.isEmpty {
            return DeviceFolder(path: fromEnvironment)
        }
        return DeviceFolder(path: FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".touchstone/device").path)
    }

    /// Sends `request` to the booted device and prints its answer; exits with the device's status.
    func send(_ request: ControlRequest, timeout: Double = 120) throws {
        let response: ControlResponse
        do {
            response = try ControlClient.send(request, to: folder.socketPath, timeout: timeout)
        } catch ControlSocketError.noDevice {
            printError("No device is booted at \(folder.path) (run `touchstone boot`).")
            throw ExitCode(ControlExitCode.notBooted.rawValue)
        } catch {
            printError("The device at \(folder.path) did not answer: \(error)")
            throw ExitCode(ControlExitCode.notBooted.rawValue)
        }
        if !response.output.isEmpty { print(response.output, terminator: "") }
        if !response.error.isEmpty { printError(response.error) }
        if response.status != 0 { throw ExitCode(response.status) }
    }
}

/// A line on standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}

/// An absolute path for `path` typed relative to the current folder.
func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        .standardizedFileURL.path
}
