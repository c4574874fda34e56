// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import DeviceControl
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `touchstone boot`: starts a device process for the device folder and returns once it answers.
struct Boot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Boot a simulated device: a window (or --headless), its home screen, the installed apps.",
        discussion: """
            The device runs in the background until `touchstone shutdown`; its log is logs/device.log in the \
            device folder. --foreground runs it in this process instead (Ctrl+C shuts it down).
            """)
    @OptionGroup var device: DeviceFolderOptions
    @Option(name: .customLong("device"), help: "The device profile: iphone3g, iphone4, or modern.") var profile = "iphone4"
    @Flag(help: "Run without a window (for CI).") var headless = false
    @Flag(help: "Headless only: the clock moves only with `touchstone advance` (deterministic runs).") var manualClock = false
    @Flag(help: "Hide the drawn device bezel around the screen.") var noBezel = false
    @Flag(help: "Run the device in this process instead of in the background.") var foreground = false

    /// How long `boot` waits for a background device to answer, in real seconds.
    static let bootTimeout = 30.0

    func validate() throws {
        if manualClock && !headless { throw ValidationError("--manual-clock needs --headless") }
    }

    func run() throws {
        let folder = device.folder
        if ControlClient.isListening(at: folder.socketPath) {
            printError("A device is already booted at \(folder.path).")
            throw ExitCode(ControlExitCode.alreadyBooted.rawValue)
        }
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        let serveArguments = ["serve", "--home", folder.path, "--device", profile] + (headless ? ["--headless"] : [])
            + (manualClock ? ["--manual-clock"] : []) + (noBezel ? ["--no-bezel"] : [])
        if foreground {
            let serve = try Serve.parse(Array(serveArguments.dropFirst()))
            return try serve.run()
        }
        let pid = try Self.spawnDetached(arguments: serveArguments, log: folder.deviceLogPath)
        let deadline = Date().addingTimeInterval(Self.bootTimeout)
        while Date() < deadline {
            if ControlClient.isListening(at: folder.socketPath) {
                print("Booted \(profile)\(headless ? " (headless)" : "") at \(folder.path) (pid \(pid))")
                return
            }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                printError("The device stopped while booting; its log (\(folder.deviceLogPath)) ends:")
                printError(Self.tail(of: folder.deviceLogPath))
                throw ExitCode.failure
            }
            usleep(20_000)
        }
        kill(pid, SIGTERM)
        printError("The device did not answer within \(Int(Self.bootTimeout)) s; see \(folder.deviceLogPath).")
        throw ExitCode.failure
    }

    /// glibc's `POSIX_SPAWN_SETSID` (a GNU extension Swift's Glibc module does not export): the child starts a
    /// session of its own, so the terminal's Ctrl+C and hang-up do not reach the background device.
    private static let spawnSetSID: Int16 = 0x80

    /// Starts this executable with `arguments` in a session of its own, output appended to `log`.
    private static func spawnDetached(arguments: [String], log: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // Descriptors this process inherited without close-on-exec (a caller's pipes) must not live on in the
        // background device, or the caller would wait for their end forever.
        for descriptor in inheritedDescriptors() { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.spawnSetSID)
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            printError("cannot start the device process: \(String(cString: strerror(result)))")
            throw ExitCode.failure
        }
        return pid
    }

    /// This process's open descriptors above standard error that an exec would keep.
    private static func inheritedDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.filter { $0 > 2 && fcntl($0, F_GETFD) >= 0 && fcntl($0, F_GETFD) & FD_CLOEXEC == 0 }
    }

    /// The last lines of a file.
    static func tail(of path: String, lines: Int = 20) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "(no log)" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
