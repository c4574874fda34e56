// SPDX-License-Identifier: Apache-2.0

import CProcessHooks
import Foundation

/// The app sandbox (guide §2.1.2, "The Application Sandbox"): an app process may read and write its container,
/// read its bundle and the system's folders, and nothing else; opening another app's container or the user's home
/// fails with `EACCES`, as an iPhone OS app gets "Operation not permitted".
///
/// Enforced with Linux's Landlock (kernel 5.13 and later, when enabled at boot) through raw system calls in
/// `CProcessHooks` (include/Sandbox.h). Once enforced it lasts for the life of the process and binds every process
/// it starts. Without Landlock (`ENOSYS`, `EOPNOTSUPP`) the sandbox is advisory: logged once, nothing is refused.
/// `--no-sandbox` (or `TOUCHSTONE_NO_SANDBOX=1`) turns it off for debugging. Only a real app launch
/// (`UIApplicationMain`, `@main`) enforces it; an in-process `HeadlessDevice` cannot restrict its test process.
///
/// Limits: Landlock restricts the thread that enforces it and the threads and processes it starts later, so the
/// launcher enforces it on the main thread before the app's code runs (threads that already exist then are
/// logged); it governs file access only (sockets, including the X server's, and device ioctls stay open); and
/// `/dev` stays writable (`/dev/null`, terminals, the GPU), which includes the `/dev/shm` shared-memory folder.
package enum AppSandbox {
    /// What enforcing a policy did.
    package enum Outcome: Equatable, Sendable {
        /// The kernel enforces the policy (Landlock ABI `abi`).
        case enforced(abi: Int)
        /// The kernel cannot enforce it; the sandbox is advisory (`reason` says why).
        case advisory(reason: String)
        /// The sandbox was turned off (`--no-sandbox`).
        case disabled
    }

    /// The Landlock ABI version the running kernel offers, or nil when it has no Landlock (not built in, or
    /// disabled at boot): then the sandbox is advisory.
    package static var kernelLandlockABI: Int? {
        let abi = touchstone_landlock_abi()
        return abi > 0 ? Int(abi) : nil
    }

    /// Restricts this process to `policy` (see the type's limits). Paths of the policy that do not exist are
    /// skipped. Logs an advisory sandbox when the kernel has no Landlock, and any failure; never throws.
    @discardableResult
    package static func enforce(_ policy: SandboxPolicy) -> Outcome {
        let abi = touchstone_landlock_abi()
        guard abi > 0 else {
            let reason = abi == -ENOSYS ? "the kernel has no Landlock (ENOSYS)"
                : abi == -EOPNOTSUPP ? "Landlock is disabled in this kernel (EOPNOTSUPP)"
                : "Landlock is unavailable (\(String(cString: strerror(-abi))))"
            UIKitDiagnostics.log("sandbox: \(reason); the app sandbox is advisory, nothing outside the container is refused")
            return .advisory(reason: reason)
        }
        let ruleset = makeRuleset(policy, abi: abi)
        guard ruleset >= 0 else {
            let reason = "cannot create a Landlock ruleset (\(String(cString: strerror(-ruleset))))"
            UIKitDiagnostics.log("sandbox: \(reason); the app sandbox is advisory")
            return .advisory(reason: reason)
        }
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count) ?? 1
        let result = touchstone_landlock_enforce(ruleset)
        guard result == 0 else {
            let reason = "the kernel refused the Landlock ruleset (\(String(cString: strerror(-result))))"
            UIKitDiagnostics.log("sandbox: \(reason); the app sandbox is advisory")
            return .advisory(reason: reason)
        }
        if threads > 1 {
            UIKitDiagnostics.log("sandbox: \(threads - 1) thread(s) started before the sandbox stay unrestricted")
        }
        return .enforced(abi: Int(abi))
    }

    /// Builds `policy`'s ruleset and throws it away without restricting anything: the sandbox's launch cost, for
    /// the benchmark. Returns whether the kernel took it (false without Landlock).
    package static func buildWithoutEnforcing(_ policy: SandboxPolicy) -> Bool {
        let abi = touchstone_landlock_abi()
        guard abi > 0 else { return false }
        let ruleset = makeRuleset(policy, abi: abi)
        guard ruleset >= 0 else { return false }
        touchstone_landlock_discard(ruleset)
        return true
    }

    /// A ruleset file descriptor allowing `policy` (missing paths skipped, other failures logged), or a negative
    /// errno.
    private static func makeRuleset(_ policy: SandboxPolicy, abi: Int32) -> Int32 {
        let ruleset = touchstone_landlock_create_ruleset(abi)
        guard ruleset >= 0 else { return ruleset }
        for (paths, writable) in [(policy.readWrite, Int32(1)), (policy.readOnly, Int32(0))] {
            for path in paths {
                let result = touchstone_landlock_allow(ruleset, path, writable, abi)
                if result < 0, result != -ENOENT {
                    UIKitDiagnostics.log("sandbox: cannot allow \(path) (\(String(cString: strerror(-result))))")
                }
            }
        }
        return ruleset
    }
}

/// The folders and files an app process may use under the sandbox: ``readWrite`` (its container, the recordings
/// it was asked to write) and ``readOnly`` (its bundle, its executable's folder, the libraries it runs on and the
/// system folders). Each entry covers everything beneath it.
package struct SandboxPolicy: Equatable, Sendable {
    /// Paths the app may read, write, create in and remove from.
    package var readWrite: [String] = []
    /// Paths the app may read and execute.
    package var readOnly: [String] = []

    package init(readWrite: [String] = [], readOnly: [String] = []) {
        self.readWrite = readWrite
        self.readOnly = readOnly
    }

    /// The system folders every app reads: programs and libraries, configuration, fonts, the kernel's `/proc` and
    /// `/sys`, run-time sockets and the X server's socket folder.
    package static let systemReadOnly = [
        "/usr", "/lib", "/lib32", "/lib64", "/libx32", "/bin", "/sbin", "/etc", "/opt", "/proc", "/sys", "/run",
        "/var/cache/fontconfig", "/tmp/.X11-unix", "/tmp/.ICE-unix",
    ]

    /// The policy of an app process: `container` read-write, plus `/dev` and the simulated photo library named by
    /// `TOUCHSTONE_PHOTO_LIBRARY` (an absolute path); the bundle folder, the executable's
    /// folder, the folders of the libraries mapped into the process (the Swift toolchain wherever it is
    /// installed), the user's X authority file and font folders and ``systemReadOnly`` read-only. `environment`
    /// is the process's environment before the container's variables replaced `HOME`.
    package static func forApp(container: AppContainer, bundle: URL?, executable: URL?,
                               environment: [String: String]) -> SandboxPolicy
    {
        var policy = SandboxPolicy(readWrite: [container.root.path, "/dev"], readOnly: systemReadOnly)
        if let bundle { policy.readOnly.append(bundle.path) }
        if let executable { policy.readOnly.append(executable.deletingLastPathComponent().path) }
        policy.readOnly += mappedLibraryFolders()
        // The simulated photo library, when it lives outside the container (UIImagePickerController).
        if let photos = environment[SimulatedPhotoLibrary.environmentKey], photos.hasPrefix("/") {
            policy.readWrite.append(photos)
        }
        if let xauthority = environment["XAUTHORITY"], !xauthority.isEmpty { policy.readOnly.append(xauthority) }
        if let home = environment["HOME"], home.hasPrefix("/") {
            policy.readOnly += [".fonts", ".local/share/fonts", ".Xauthority"].map { home + "/" + $0 }
        }
        return policy
    }

    /// The folders of the shared libraries loaded in this process (the Swift toolchain's, wherever it is
    /// installed), in load order, each once.
    private static func mappedLibraryFolders() -> [String] {
        var buffer = [CChar](repeating: 0, count: 16_384)
        var needed = Int(touchstone_loaded_library_paths(&buffer, UInt(buffer.count)))
        if needed + 1 > buffer.count {
            buffer = [CChar](repeating: 0, count: needed + 1)
            needed = Int(touchstone_loaded_library_paths(&buffer, UInt(buffer.count)))
        }
        var folders: [String] = []
        var seen: Set<String> = []
        let list = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for path in list.split(separator: "\n") {
            guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { continue }
            let folder = String(path[..<slash])
            if seen.insert(folder).inserted { folders.append(folder) }
        }
        return folders
    }
}
