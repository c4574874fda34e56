// SPDX-License-Identifier: Apache-2.0
//
// The launch options every Touchstone app executable accepts (README, "Running apps: launch options, record and
// replay"). The launcher parses them from `CommandLine.arguments` for `UIApplicationMain` and for `@main` apps.

import ArgumentParser
import SystemConfiguration

/// How an app was asked to run: device, host, zoom, headless run length, input script, recordings, text size and
/// language.
///
/// Sources, highest precedence first: the command-line flags, then (for the device) the replayed script's device,
/// then the `TOUCHSTONE_*` environment variables, then the defaults. Arguments after a `--` belong to the app and
/// are not read here; any other argument Touchstone does not know is an error (exit status 2).
package struct LaunchOptions: Equatable, Sendable {
    /// Which host shows the app.
    package enum Host: String, Equatable, Sendable { case window, headless }

    /// The simulated device (`--device`, `TOUCHSTONE_DEVICE`; default iPhone 4).
    package var device: DeviceProfile = .iPhone4
    /// Whether the device was chosen by a flag (which then also wins over a replayed script's device).
    package var deviceFromFlag = false
    /// The host (`--host`, `TOUCHSTONE_HOST`); nil: headless when replaying, else the window when a display exists.
    package var host: Host?
    /// Window pixels per point (`--zoom`, `TOUCHSTONE_ZOOM`; default 1).
    package var zoom: CGFloat = 1
    /// Simulated seconds a headless run lasts (`--seconds`, `TOUCHSTONE_SECONDS`); nil: 1 s, or the script's
    /// length when replaying. At most ``maximumSeconds``.
    package var seconds: Double?
    /// The longest headless run, in simulated seconds: one day (5,184,000 frames at 60 Hz). Longer `--seconds`
    /// exit 2, a longer replayed script exits 65, a longer `TOUCHSTONE_SECONDS` is ignored with a diagnostic.
    package static let maximumSeconds: Double = 86_400
    /// The input script to play (`--replay`).
    package var replay: String?
    /// Where to write the session's input as a script at termination (`--record-input`).
    package var recordInput: String?
    /// The folder that receives every presented frame and the animated `session.png` (`--record-frames`).
    package var recordFrames: String?
    /// Terminate right after the first frame (`TOUCHSTONE_EXIT_AFTER_LAUNCH=1`; the launch benchmark).
    package var exitAfterLaunch = false
    /// Whether the simulator window's frames are composited and presented on the render thread
    /// (`TOUCHSTONE_RENDER_ON_MAIN_THREAD=1` turns it off: frames then come from the main thread's turns, and stop
    /// while app code blocks it). Hosts that follow the main thread (headless, a simulated device) never use it.
    package var renderThread = true
    /// The termination watchdog's limit in seconds (`TOUCHSTONE_TERMINATION_TIMEOUT`; default 5).
    package var terminationTimeout: Double?
    /// The user's preferred text size (`--text-size`, `TOUCHSTONE_TEXT_SIZE`); nil: `.large`, iOS's default.
    package var textSize: UIContentSizeCategory?
    /// The language the app runs in, a tag such as `ar` or `he-IL` (`--language`, `TOUCHSTONE_LANGUAGE`); nil:
    /// English. Right-to-left languages lay the interface out right to left.
    package var language: String?
    /// The device's appearance (`--appearance light|dark`, `TOUCHSTONE_APPEARANCE`); nil: light.
    package var appearance: UIUserInterfaceStyle?
    /// The folder holding the apps' containers, `<data root>/Containers/<bundle id>` (`--data-root`,
    /// `TOUCHSTONE_DATA_ROOT`, or the simulated device's `TOUCHSTONE_DEVICE_DATA`, which wins over
    /// `TOUCHSTONE_DATA_ROOT`); nil: `$XDG_DATA_HOME/touchstone` (see `AppContainer.forLaunch`).
    package var dataRoot: String?
    /// Whether the app process is confined to its container (`AppSandbox`); `--no-sandbox` or
    /// `TOUCHSTONE_NO_SANDBOX=1` turn it off, for debugging.
    package var sandbox = true
    /// The languages of a `-AppleLanguages (fr, en)` argument, best first (docs/ARCHITECTURE.md, "Languages");
    /// nil when absent. `--language` wins over them.
    package var appleLanguages: [String]?
    /// The simulated network (`--network wifi|cellular|none`, `TOUCHSTONE_NETWORK`); nil: Wi-Fi
    /// (docs/ARCHITECTURE.md, "Network state").
    package var network: SimulatedNetwork.Kind?
    /// The device's region, an ISO 3166 code such as `FR` (`--region`, `TOUCHSTONE_REGION`, or the region of a
    /// `-AppleLocale fr_FR` argument); nil: the language's own region, else the device settings', else `US`
    /// (docs/ARCHITECTURE.md, "Languages").
    package var region: String?

    package init() {}

    /// What the command line asks for: run with options, print help (exit 0), or fail (exit 2).
    package enum Parsed: Equatable, Sendable {
        case run(LaunchOptions)
        case help(String)
        case failure(String)
    }

    /// Parses `arguments` (without the executable's name) over `environment`. Environment values that do not
    /// parse are ignored with a diagnostic; bad flags are a ``Parsed/failure(_:)`` whose message names the flag.
    package static func parse(_ arguments: [String], environment: [String: String]) -> Parsed {
        var options = LaunchOptions()
        options.applyEnvironment(environment)
        let (withoutLocale, appleLocale) = AppLocale.splitAppleLocale(Array(arguments.prefix { $0 != "--" }))
        let (ours, appleLanguages) = AppLanguages.splitAppleArguments(withoutLocale)
        options.appleLanguages = appleLanguages
        if let appleLocale {
            if let region = AppLocale.region(ofLocaleIdentifier: appleLocale) { options.region = region } else {
                UIKitDiagnostics.log("launch: ignoring -AppleLocale \(appleLocale) (no region in it)")
            }
        }
        let flags: LaunchFlags
        do {
            flags = try LaunchFlags.parse(ours)
        } catch {
            let message = LaunchFlags.fullMessage(for: error)
            return LaunchFlags.exitCode(for: error) == .success ? .help(message) : .failure(message)
        }
        if let name = flags.device {
            guard let profile = DeviceProfile.named(name) else {
                return .failure("Error: unknown device '\(name)' for '--device' (use iphone3gs, iphone4 or modern)")
            }
            options.device = profile
            options.deviceFromFlag = true
        }
        if let name = flags.host {
            guard let host = Host.named(name) else {
                return .failure("Error: unknown host '\(name)' for '--host' (use window or headless)")
            }
            options.host = host
        }
        if let zoom = flags.zoom {
            guard zoom.isFinite, zoom > 0, zoom <= 8 else { return .failure("Error: '--zoom' must be above 0 and at most 8") }
            options.zoom = CGFloat(zoom)
        }
        if let seconds = flags.seconds {
            guard seconds.isFinite, seconds >= 0 else { return .failure("Error: '--seconds' must be 0 or more") }
            guard seconds <= maximumSeconds else {
                return .failure("Error: '--seconds' must be at most \(Int(maximumSeconds)) (one simulated day)")
            }
            options.seconds = seconds
        }
        if let name = flags.textSize {
            guard let category = UIContentSizeCategory.named(name) else {
                return .failure("Error: unknown text size '\(name)' for '--text-size' (use \(textSizeNames))")
            }
            options.textSize = category
        }
        if let tag = flags.language {
            guard InterfaceLanguage.isValid(tag) else {
                return .failure("Error: '\(tag)' is not a language for '--language' (use a code such as en, ar or he-IL)")
            }
            options.language = tag
        }
        if let name = flags.appearance {
            guard let style = UIUserInterfaceStyle.appearanceNamed(name) else {
                return .failure("Error: unknown appearance '\(name)' for '--appearance' (use light or dark)")
            }
            options.appearance = style
        }
        if let root = flags.dataRoot {
            guard !root.isEmpty else { return .failure("Error: '--data-root' needs a folder") }
            options.dataRoot = root
        }
        if flags.noSandbox { options.sandbox = false }
        if let code = flags.region {
            guard AppLocale.isRegion(code) else {
                return .failure("Error: '\(code)' is not a region for '--region' (use a code such as US, FR or 419)")
            }
            options.region = code.uppercased()
        }
        if let name = flags.network {
            guard let kind = SimulatedNetwork.Kind(rawValue: name.lowercased()) else {
                return .failure("Error: unknown network '\(name)' for '--network' (use wifi, cellular or none)")
            }
            options.network = kind
        }
        options.replay = flags.replay
        options.recordInput = flags.recordInput
        options.recordFrames = flags.recordFrames
        return .run(options)
    }

    /// The text sizes `--text-size` takes, smallest first.
    fileprivate static let textSizeNames = """
        extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, \
        accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge or accessibilityExtraExtraExtraLarge
        """

    /// The usage text `--help` prints.
    package static var helpText: String { LaunchFlags.helpMessage() }

    private mutating func applyEnvironment(_ env: [String: String]) {
        func ignored(_ key: String, _ value: String) {
            UIKitDiagnostics.log("launch: ignoring \(key)=\(value) (not a valid value)")
        }
        if let v = env["TOUCHSTONE_DEVICE"] {
            if let p = DeviceProfile.named(v) { device = p } else { ignored("TOUCHSTONE_DEVICE", v) }
        }
        if let v = env["TOUCHSTONE_HOST"] {
            if let h = Host.named(v) { host = h } else { ignored("TOUCHSTONE_HOST", v) }
        }
        if let v = env["TOUCHSTONE_ZOOM"] {
            if let z = Double(v), z.isFinite, z > 0, z <= 8 { zoom = CGFloat(z) } else { ignored("TOUCHSTONE_ZOOM", v) }
        }
        if let v = env["TOUCHSTONE_SECONDS"] {
            if let s = Double(v), s.isFinite, s >= 0, s <= Self.maximumSeconds { seconds = s } else {
                ignored("TOUCHSTONE_SECONDS", v)
            }
        }
        if let v = env["TOUCHSTONE_TEXT_SIZE"] {
            if let c = UIContentSizeCategory.named(v) { textSize = c } else { ignored("TOUCHSTONE_TEXT_SIZE", v) }
        }
        if let v = env["TOUCHSTONE_LANGUAGE"] {
            if InterfaceLanguage.isValid(v) { language = v } else { ignored("TOUCHSTONE_LANGUAGE", v) }
        }
        if let v = env["TOUCHSTONE_APPEARANCE"] {
            if let s = UIUserInterfaceStyle.appearanceNamed(v) { appearance = s } else { ignored("TOUCHSTONE_APPEARANCE", v) }
        }
        if let v = env["TOUCHSTONE_DATA_ROOT"], !v.isEmpty { dataRoot = v }
        // An app the simulated device started keeps its container in the device's data (issue 19).
        if let v = env["TOUCHSTONE_DEVICE_DATA"], !v.isEmpty { dataRoot = v }
        if env["TOUCHSTONE_NO_SANDBOX"] == "1" { sandbox = false }
        if let v = env["TOUCHSTONE_REGION"] {
            if AppLocale.isRegion(v) { region = v.uppercased() } else { ignored("TOUCHSTONE_REGION", v) }
        }
        if let v = env["TOUCHSTONE_NETWORK"] {
            if let k = SimulatedNetwork.Kind(rawValue: v.lowercased()) { network = k } else { ignored("TOUCHSTONE_NETWORK", v) }
        }
        exitAfterLaunch = env["TOUCHSTONE_EXIT_AFTER_LAUNCH"] == "1"
        if let v = env["TOUCHSTONE_RENDER_ON_MAIN_THREAD"] {
            switch v.lowercased() {
            case "1", "on", "yes", "true": renderThread = false
            case "0", "off", "no", "false": renderThread = true
            default: ignored("TOUCHSTONE_RENDER_ON_MAIN_THREAD", v)
            }
        }
        terminationTimeout = env["TOUCHSTONE_TERMINATION_TIMEOUT"].flatMap(Double.init)
    }
}

extension LaunchOptions.Host {
    /// `window` (also `sdl`, the older spelling) or `headless`, any case.
    static func named(_ name: String) -> Self? {
        switch name.lowercased() {
        case "window", "sdl": return .window
        case "headless": return .headless
        default: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// `light` or `dark`, any case (`--appearance`).
    package static func appearanceNamed(_ name: String) -> Self? {
        switch name.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }
}

extension DeviceProfile {
    /// The short name `--device` and scripts use: `iphone3gs`, `iphone4`, `modern`.
    package var shortName: String {
        if self == .modernPhone { return "modern" }
        return name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

/// The flags, for swift-argument-parser (which also writes the help and the error messages).
private struct LaunchFlags: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app",
            abstract: "A Touchstone app: UIKit on Linux, in the simulator window or headless.",
            discussion: """
                Flags win over the TOUCHSTONE_DEVICE, TOUCHSTONE_HOST, TOUCHSTONE_ZOOM, TOUCHSTONE_SECONDS, \
                TOUCHSTONE_TEXT_SIZE, TOUCHSTONE_LANGUAGE, TOUCHSTONE_REGION, TOUCHSTONE_APPEARANCE and TOUCHSTONE_NETWORK environment variables. Arguments after `--` are the app's own; Touchstone ignores them.
                """)
    }

    @Option(help: "The simulated device: iphone3gs, iphone4 or modern (default iphone4, or the replayed script's).")
    var device: String?
    @Option(help: "window (the simulator window) or headless (default: headless when replaying, else the window when a display exists).")
    var host: String?
    @Option(help: "Window pixels per point (default 1).")
    var zoom: Double?
    @Option(help: "Simulated seconds a headless run lasts, at most 86400 (default 1; when replaying, the script's length).")
    var seconds: Double?
    @Option(help: ArgumentHelp("The user's preferred text size (Dynamic Type), e.g. extraLarge or accessibilityExtraExtraExtraLarge (default large).", valueName: "category"))
    var textSize: String?
    @Option(help: ArgumentHelp("The app's language, e.g. fr, ar or he-IL: picks the app bundle's .lproj folder; right-to-left languages lay the interface out right to left (default en).", valueName: "code"))
    var language: String?
    @Option(help: ArgumentHelp("The device's region, e.g. FR or GB: with the language, it makes Locale.current and the formatters' conventions (default: the language's region, else US).", valueName: "code"))
    var region: String?
    @Option(help: ArgumentHelp("The device's appearance: light or dark (Dark Mode; default light).", valueName: "style"))
    var appearance: String?
    @Option(help: ArgumentHelp("The folder holding the apps' containers (<folder>/Containers/<bundle id>; default $XDG_DATA_HOME/touchstone, or TOUCHSTONE_DATA_ROOT).", valueName: "folder"))
    var dataRoot: String?
    @Flag(help: "Do not confine the app to its container (the Landlock sandbox), for debugging.")
    var noSandbox = false
    @Option(help: ArgumentHelp("The simulated network: wifi, cellular or none (airplane mode; default wifi).", valueName: "kind"))
    var network: String?
    @Option(help: ArgumentHelp("Play an input script recorded with --record-input (headless unless --host window).", valueName: "script.json"))
    var replay: String?
    @Option(help: ArgumentHelp("Record the session's input to a script, written when the app terminates.", valueName: "script.json"))
    var recordInput: String?
    @Option(help: ArgumentHelp("Write every presented frame as frame-00001.png… and the animated session.png to this folder.", valueName: "folder"))
    var recordFrames: String?
}
