// SPDX-License-Identifier: Apache-2.0

import DeviceLink
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts each app as a child process with `posix_spawn` (issue 19's contract, item 1): the app's end of the link
/// is descriptor 3 in the child, named by `TOUCHSTONE_DEVICE_LINK_FD`; standard output and error are appended to
/// the request's log file; every other descriptor of the device is closed in the child (they are close-on-exec).
public final class SpawnedAppLauncher: AppProcessLauncher {
    /// The descriptor number the app's end of the link has in the child.
    public static let linkDescriptor: Int32 = 3

    /// A launcher.
    public init() {}

    /// Starts the app's executable with `posix_spawn`: the link's app end as descriptor 3 (named in
    /// `TOUCHSTONE_DEVICE_LINK_FD`), standard output and error appended to the request's log; throws when it cannot start.
    public func launch(_ request: AppLaunchRequest) throws -> (process: AppProcessHandle, link: DeviceLinkConnection) {
        let (device, app) = try DeviceLinkConnection.pair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, request.logURL.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // dup2 onto a new number clears close-on-exec, so only this copy reaches the app.
        posix_spawn_file_actions_adddup2(&actions, app.fileDescriptor, Self.linkDescriptor)
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in request.environment { environment[key] = value }
        environment["TOUCHSTONE_DEVICE_LINK_FD"] = String(Self.linkDescriptor)
        let argv = [request.app.executableURL.path] + request.arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let result = withCStrings(argv) { argvPointers in
            withCStrings(envp) { envPointers in
                posix_spawn(&pid, request.app.executableURL.path, &actions, nil, argvPointers, envPointers)
            }
        }
        app.close()
        guard result == 0 else {
            device.close()
            throw SimulatedDeviceError(
                "could not start \(request.app.executableURL.path): \(String(cString: strerror(result)))")
        }
        return (SpawnedProcess(pid: pid), device)
    }

    private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}

/// A child process started by ``SpawnedAppLauncher``.
final class SpawnedProcess: AppProcessHandle {
    let processIdentifier: Int32
    private var status: String?

    init(pid: Int32) { processIdentifier = pid }

    deinit {
        // A process the device lets go of is killed and reaped, never left a zombie.
        if status == nil {
            kill(processIdentifier, SIGKILL)
            var code: Int32 = 0
            waitpid(processIdentifier, &code, 0)
        }
    }

    func send(signal: Int32) {
        guard exitStatus() == nil else { return }
        kill(processIdentifier, signal)
    }

    func exitStatus() -> String? {
        if let status { return status }
        var code: Int32 = 0
        let result = waitpid(processIdentifier, &code, WNOHANG)
        guard result == processIdentifier else { return nil }
        let signalled = code & 0x7f
        status = signalled == 0 ? "exit \((code >> 8) & 0xff)" : "signal \(signalled)"
        return status
    }
}
