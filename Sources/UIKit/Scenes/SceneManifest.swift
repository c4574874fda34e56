// SPDX-License-Identifier: Apache-2.0

/// The Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes and, per session role,
/// its named scene configurations (iOS 13).
///
/// ```
/// UIApplicationSceneManifest
///   UIApplicationSupportsMultipleScenes   Bool
///   UISceneConfigurations
///     UIWindowSceneSessionRoleApplication [ { UISceneConfigurationName, UISceneDelegateClassName,
///                                             UISceneClassName, UISceneStoryboardFile } ]
/// ```
/// Malformed parts are logged and skipped, never trusted: a manifest that is not a dictionary counts as none (the
/// app keeps the app-delegate life cycle), an entry that is not a dictionary or a value of the wrong type is
/// ignored. Class names are resolved by ``SceneClassName``.
@MainActor
package final class SceneManifest {
    private struct Entry {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    /// `UIApplicationSupportsMultipleScenes` (false when absent). Touchstone shows one scene either way.
    package let supportsMultipleScenes: Bool
    private var entries: [UISceneSession.Role: [Entry]] = [:]
    /// Messages already logged, so a configuration built twice (the session's, then the delegate's) logs once.
    private var reported: Set<String> = []

    /// The manifest in `info`; nil when there is none or it is not a dictionary (logged).
    package init?(info: [String: Any]) {
        guard let value = info["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = value as? [String: Any] else {
            UIKitDiagnostics.log(
                "Info.plist: UIApplicationSceneManifest is a \(type(of: value)), not a dictionary; ignored")
            return nil
        }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        guard let configurations = manifest["UISceneConfigurations"] else { return }
        guard let byRole = configurations as? [String: Any] else {
            UIKitDiagnostics.log("Info.plist: UISceneConfigurations is not a dictionary; ignored")
            return
        }
        for (role, list) in byRole {
            guard let list = list as? [Any] else {
                UIKitDiagnostics.log("Info.plist: UISceneConfigurations[\(role)] is not an array; ignored")
                continue
            }
            entries[UISceneSession.Role(rawValue: role)] = list.compactMap { item in
                guard let item = item as? [String: Any] else {
                    UIKitDiagnostics.log("Info.plist: a configuration under \(role) is not a dictionary; ignored")
                    return nil
                }
                return Entry(name: item["UISceneConfigurationName"] as? String,
                             delegateClassName: item["UISceneDelegateClassName"] as? String,
                             sceneClassName: item["UISceneClassName"] as? String,
                             storyboardName: item["UISceneStoryboardFile"] as? String)
            }
        }
    }

    /// The configuration a new session of `role` starts with: the manifest's first for that role, as on iOS, or
    /// an empty one.
    package func initialConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(unfilledName: entries[role]?.first?.name, role: role)
        fill(configuration)
        return configuration
    }

    /// Sets `configuration`'s classes and storyboard from the entry with its name and role; logs, in Apple's
    /// words, a missing entry or a class that cannot be loaded.
    package func fill(_ configuration: UISceneConfiguration) {
        let role = configuration.role.rawValue
        guard let entry = entries[configuration.role]?.first(where: { $0.name == configuration.name }) else {
            guard let name = configuration.name else { return }
            report("Info.plist contained no UIScene configuration dictionary "
                + "(looking for configuration named \"\(name)\")")
            return
        }
        let described = "Info.plist configuration \"\(entry.name ?? "(no name)")\" for \(role)"
        if let name = entry.delegateClassName {
            configuration.delegateClass = SceneClassName.resolve(name)
            if configuration.delegateClass == nil {
                report("\(described) contained UISceneDelegateClassName key, but could not load class with name "
                    + "\"\(name)\"")
            }
        }
        if let name = entry.sceneClassName {
            configuration.sceneClass = SceneClassName.resolve(name)
            if configuration.sceneClass == nil {
                report("\(described) contained UISceneClassName key, but could not load class with name \"\(name)\"")
            }
        }
        configuration.storyboardName = entry.storyboardName
    }

    private func report(_ message: String) {
        guard reported.insert(message).inserted else { return }
        UIKitDiagnostics.log("[SceneConfiguration] \(message).")
    }
}

/// Resolves the class names an Info.plist gives (`UISceneDelegateClassName`, `UISceneClassName`).
///
/// Xcode writes them as `$(PRODUCT_MODULE_NAME).SceneDelegate` and expands the variable when it builds the app;
/// a SwiftPM app's Info.plist is copied as written. So the name is looked up as given (`NSClassFromString`, which
/// on Linux takes Swift's module-qualified names, as `UIApplicationMain` does for the delegate), and a name that is
/// unqualified or still holds the variable is tried in the app delegate's module and then in the module named like
/// the executable. Names that are not dot-separated Swift identifiers are refused without a lookup.
package enum SceneClassName {
    /// The class `name` names, or nil.
    @MainActor
    package static func resolve(_ name: String) -> AnyClass? {
        var bare = name.trimmingCharacters(in: .whitespaces)
        for variable in ["$(PRODUCT_MODULE_NAME).", "${PRODUCT_MODULE_NAME}."] where bare.hasPrefix(variable) {
            bare.removeFirst(variable.count)
        }
        guard isQualifiedIdentifier(bare) else { return nil }
        if bare == name, bare.contains("."), let found = NSClassFromString(bare) { return found }
        for module in candidateModules() {
            if let found = NSClassFromString("\(module).\(bare)") { return found }
        }
        return nil
    }

    /// The modules an unqualified name is tried in: the app delegate's, then the executable's.
    @MainActor
    private static func candidateModules() -> [String] {
        var modules: [String] = []
        if let delegate = UIApplication.sharedIfPresent?.delegate,
            let module = String(reflecting: type(of: delegate)).split(separator: ".").first
        {
            modules.append(String(module))
        }
        let executable = String(ProcessInfo.processInfo.processName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        if isQualifiedIdentifier(executable), !modules.contains(executable) { modules.append(executable) }
        return modules
    }

    /// Whether `name` is Swift identifiers separated by dots (ASCII letters, digits and underscores).
    static func isQualifiedIdentifier(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
        }
    }
}
