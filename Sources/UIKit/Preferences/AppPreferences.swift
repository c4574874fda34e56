// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An app's defaults, persisted in its container as iPhone OS keeps them: `UserDefaults.standard` in
/// `Library/Preferences/<bundle id>.plist`, each suite in `Library/Preferences/<suite>.plist` (guide chapter 9;
/// docs/ARCHITECTURE.md, "Preferences and Settings").
///
/// App code uses Foundation's `UserDefaults` (or `NSUserDefaults`) unchanged; this type moves the values between
/// Foundation's in-memory domains (``DefaultsDomain``) and the container:
/// - ``load()`` (at launch) makes the app's domain, and every suite with a file in `Library/Preferences`, hold
///   exactly what the container's files say. A corrupt file is moved aside to `.corrupt`, logged, and the domain
///   starts empty.
/// - ``synchronize()`` writes each domain whose values changed since the last write, atomically
///   (``PreferencesFile``), and posts `UserDefaults.didChangeNotification` for the app's domain (Foundation on
///   Linux posts none when a value is set). The running app calls it at most once a second of device time, at the
///   end of a run-loop turn, and whenever the app resigns active, enters the background or terminates, so a value
///   set reaches the disk within a second, or before the app stops.
/// - ``reloadExternalChanges()`` (when the app comes back to the foreground) takes in what another process — the
///   Settings app — wrote to the files meanwhile, and posts `UserDefaults.didChangeNotification`.
///
/// `register(defaults:)` values are never written (they are the registration domain, as on iPhone OS; on Linux
/// Foundation keeps them for the process's lifetime).
@MainActor
package final class AppPreferences {
    /// The container whose `Library/Preferences` holds the files.
    package let container: AppContainer
    /// How often, in seconds of device time, ``noteTurnEnded(at:)`` checks for changed values.
    package var checkInterval: Double = 1
    /// The bytes each domain's file held when last read or written (nil: no file), by file URL.
    private var fileBytes: [URL: Data] = [:]
    /// Each domain's encoded values when its file was last read or written, by file URL: what ``synchronize()``
    /// compares with (a file written by another tool may encode the same values differently).
    private var savedValues: [URL: Data] = [:]
    private var suites: Set<String> = []
    private var lastCheck = -Double.infinity
    private var observers: [NSObjectProtocol] = []

    /// Preferences kept in `container`; nothing is read until ``load()``.
    package init(container: AppContainer) {
        self.container = container
    }

    /// The file of `domain`: the container's ``AppContainer/preferencesFile`` for the app's own domain,
    /// `Library/Preferences/<suite>.plist` for a suite (a `/` in the name becomes `_`).
    package func file(for domain: DefaultsDomain) -> URL {
        guard let suite = domain.suiteName else { return container.preferencesFile }
        return container.preferences.appendingPathComponent(suite.replacingOccurrences(of: "/", with: "_") + ".plist")
    }

    /// Fills the app's domain and the suites found on disk from the container's files (see the type's summary).
    package func load() {
        try? FileManager.default.createDirectory(at: container.preferences, withIntermediateDirectories: true)
        let appFile = container.preferencesFile.standardizedFileURL.path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: container.preferences.path)) ?? []
        for name in files.sorted() where name.hasSuffix(".plist") && !name.hasPrefix(".") {
            let path = container.preferences.appendingPathComponent(name).standardizedFileURL.path
            if path != appFile { suites.insert(String(name.dropLast(".plist".count))) }
        }
        for domain in [DefaultsDomain.standard] + suites.sorted().map(DefaultsDomain.init(suiteName:)) {
            apply(fileOf: domain)
        }
    }

    /// Reads `domain`'s file into Foundation's domain and remembers its bytes. Returns whether the values changed.
    @discardableResult
    private func apply(fileOf domain: DefaultsDomain) -> Bool {
        let url = file(for: domain)
        let values: [String: Any]
        switch PreferencesFile.read(url) {
        case .values(let dictionary):
            values = dictionary
            fileBytes[url] = FileManager.default.contents(atPath: url.path)
        case .missing, .corrupt:
            values = [:]
            fileBytes[url] = nil
        }
        let before = PreferencesFile.encode(domain.snapshot())
        domain.replace(with: values)
        let after = PreferencesFile.encode(domain.snapshot())
        savedValues[url] = fileBytes[url] == nil ? nil : after
        return after != before
    }

    /// Writes every domain whose values differ from its file, atomically; posts `UserDefaults.didChangeNotification`
    /// when the app's own domain changed. Returns whether anything was written. A value that is not a property-list
    /// type, or a disk that refuses, is logged and the file left as it was.
    @discardableResult
    package func synchronize() -> Bool {
        var wroteStandard = false
        var wroteAny = false
        for domain in [DefaultsDomain.standard] + suites.sorted().map(DefaultsDomain.init(suiteName:)) {
            let url = file(for: domain)
            let snapshot = domain.snapshot()
            if snapshot.count == 0 && savedValues[url] == nil { continue }
            guard let data = PreferencesFile.encode(snapshot) else {
                UIKitDiagnostics.log("preferences: a value in \(url.lastPathComponent) is not a property-list type; not saved")
                continue
            }
            if data == savedValues[url] { continue }
            do {
                try PreferencesFile.writeAtomically(data, to: url)
                savedValues[url] = data
                fileBytes[url] = data
                wroteAny = true
                if domain.suiteName == nil { wroteStandard = true }
            } catch {
                UIKitDiagnostics.log("preferences: could not write \(url.path): \(error)")
            }
        }
        if wroteStandard {
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: UserDefaults.standard)
        }
        return wroteAny
    }

    /// Starts keeping `suiteName`'s domain in the container too (suites with a file are kept from ``load()``).
    package func track(suiteName: String) {
        guard !suiteName.isEmpty, suiteName != container.bundleIdentifier else { return }
        suites.insert(suiteName)
    }

    /// Takes in what other processes wrote to the files since the last read or write; posts
    /// `UserDefaults.didChangeNotification` when the app's values changed. Returns whether they did.
    @discardableResult
    package func reloadExternalChanges() -> Bool {
        var changed = false
        for domain in [DefaultsDomain.standard] + suites.sorted().map(DefaultsDomain.init(suiteName:)) {
            let url = file(for: domain)
            guard FileManager.default.contents(atPath: url.path) != fileBytes[url] else { continue }
            if apply(fileOf: domain) && domain.suiteName == nil { changed = true }
        }
        if changed {
            NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: UserDefaults.standard)
        }
        return changed
    }

    /// Called by the runtime at the end of each run-loop turn: synchronizes when ``checkInterval`` seconds of
    /// device time have passed since the last check.
    package func noteTurnEnded(at now: Double) {
        guard now - lastCheck >= checkInterval else { return }
        lastCheck = now
        synchronize()
    }

    /// Follows `application`'s lifecycle: synchronizes when it resigns active, enters the background or terminates;
    /// reloads external changes when it comes back to the foreground.
    package func observe(_ application: UIApplication) {
        stopObserving()
        let center = NotificationCenter.default
        for name in [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.willTerminateNotification]
        {
            observers.append(center.addObserver(forName: name, object: application, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { _ = self?.synchronize() }
            })
        }
        observers.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: application,
                                            queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { _ = self?.reloadExternalChanges() }
        })
    }

    /// Stops following the application's lifecycle.
    package func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    isolated deinit {
        stopObserving()
    }
}
