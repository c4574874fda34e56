// SPDX-License-Identifier: Apache-2.0

import Foundation
import Security

/// Where a launch puts the app's container.
extension AppContainer {
    /// The container an app process launched with `dataRoot` (`--data-root` or `TOUCHSTONE_DATA_ROOT`, already
    /// merged by ``LaunchOptions``; relative paths are taken from the working folder) uses:
    /// `<data root>/Containers/<bundle id>`. Without one, `TOUCHSTONE_DATA_DIR` (the older variable, which names the
    /// app's own folder, not a root; kept so existing setups keep their pasteboards) is the container itself;
    /// else the root is ``defaultDataRoot(environment:)``. Nil when no root can be found (no `HOME`).
    package static func forLaunch(bundleIdentifier: String, dataRoot: String?,
                                  environment: [String: String]) -> AppContainer?
    {
        if let dataRoot, !dataRoot.isEmpty {
            let root = URL(fileURLWithPath: dataRoot, isDirectory: true).standardizedFileURL
            return AppContainer(bundleIdentifier: bundleIdentifier, dataRoot: root)
        }
        if let legacy = environment["TOUCHSTONE_DATA_DIR"], !legacy.isEmpty {
            return AppContainer(root: URL(fileURLWithPath: legacy, isDirectory: true).standardizedFileURL,
                                bundleIdentifier: bundleIdentifier)
        }
        return defaultDataRoot(environment: environment).map { AppContainer(bundleIdentifier: bundleIdentifier, dataRoot: $0) }
    }

    /// The bundle identifier a launch names the container by: the Info.plist's `CFBundleIdentifier`, else the
    /// app bundle's, else the process's name (an app without a bundle).
    package static func launchIdentifier(info: [String: Any]?) -> String {
        if let identifier = info?["CFBundleIdentifier"] as? String, !identifier.isEmpty { return identifier }
        if let identifier = AppBundle.main.bundleIdentifier, !identifier.isEmpty { return identifier }
        return ProcessInfo.processInfo.processName
    }
}

/// The app process's side of a launch (`UIApplicationMain`, `@main`): its container made and made Foundation's
/// home, then the sandbox. An in-process `HeadlessDevice` does neither (it gets a container without changing the
/// test process).
@MainActor
package enum AppProcessContainer {
    /// More paths the sandbox allows, for system apps that work on other apps' containers (the Settings app
    /// editing their defaults): set before `UIApplicationMain`. Empty for ordinary apps.
    package static var additionalPolicy = SandboxPolicy()

    /// Creates the container of the app `info` describes (see ``AppContainer/forLaunch(bundleIdentifier:dataRoot:environment:)``)
    /// and points the process's Foundation at it (``AppContainer/applyToProcess(environment:)``). `environment`
    /// is the process's environment. Nil, logged, when there is no data root or the folders cannot be made: the
    /// app then keeps nothing and runs without a sandbox.
    package static func prepare(options: LaunchOptions, info: [String: Any]?, environment: [String: String])
        -> AppContainer?
    {
        let identifier = AppContainer.launchIdentifier(info: info)
        guard let container = AppContainer.forLaunch(bundleIdentifier: identifier, dataRoot: options.dataRoot,
                                                     environment: environment)
        else {
            UIKitDiagnostics.log("launch: no data root (no --data-root, TOUCHSTONE_DATA_ROOT or HOME); the app keeps nothing and runs unsandboxed")
            return nil
        }
        do { try container.create() } catch {
            UIKitDiagnostics.log("launch: cannot create the app container \(container.root.path) (\(error.localizedDescription)); the app keeps nothing and runs unsandboxed")
            return nil
        }
        container.applyToProcess(environment: environment)
        return container
    }

    /// Confines the process to `container` (``AppSandbox``, with ``policy(for:options:environment:)``) unless
    /// `options` turned the sandbox off. `environment` is the process's environment before
    /// ``prepare(options:info:environment:)`` changed it.
    @discardableResult
    package static func confine(_ container: AppContainer, options: LaunchOptions, environment: [String: String])
        -> AppSandbox.Outcome
    {
        guard options.sandbox else { return .disabled }
        return AppSandbox.enforce(policy(for: container, options: options, environment: environment))
    }

    /// The app process's sandbox policy: ``SandboxPolicy/forApp(container:bundle:executable:environment:)`` for
    /// its bundle and executable, plus the recordings `options` asks for (`--record-frames`' folder and
    /// `--record-input`'s folder read-write, `--replay`'s script read-only) and ``additionalPolicy``.
    package static func policy(for container: AppContainer, options: LaunchOptions, environment: [String: String])
        -> SandboxPolicy
    {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var policy = SandboxPolicy.forApp(container: container, bundle: AppBundle.main.bundleURL,
                                          executable: URL(fileURLWithPath: executable), environment: environment)
        if let frames = options.recordFrames { policy.readWrite.append(absolute(frames)) }
        if let input = options.recordInput { policy.readWrite.append((absolute(input) as NSString).deletingLastPathComponent) }
        if let script = options.replay { policy.readOnly.append(absolute(script)) }
        // The keychain lives beside the containers (each app's folder, one device key); ready both before confining.
        if let keychain = KeychainLocation.prepareForSandbox(container: container.root) {
            policy.readWrite.append(keychain.folder.path)
            policy.readOnly.append(keychain.deviceKey.path)
        }
        // The simulated Files folder the document picker shares between the device's apps; made before confining,
        // since a rule needs the folder to exist.
        let files = SimulatedFilesFolder.resolve(environment: environment, container: container).directory
        if (try? FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)) != nil {
            policy.readWrite.append(files.path)
        }
        policy.readWrite += additionalPolicy.readWrite
        policy.readOnly += additionalPolicy.readOnly
        return policy
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
