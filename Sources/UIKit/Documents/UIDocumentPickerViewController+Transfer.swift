// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The end of a pick: the transfer (copy into the Inbox, export to Files), the dismissal and the delegate call, and
/// the simulated user's entry points for tests.
extension UIDocumentPickerViewController {
    /// The app's Inbox for opened copies: `<tmp>/<bundle id>-Inbox/` in its container (the process's temporary
    /// folder without an app), as iOS names it.
    var resolvedInboxFolder: URL {
        if let inboxFolder { return inboxFolder }
        let container = UIApplication.sharedIfPresent?.runtime?.container
        let temporary = container?.temporary ?? FileManager.default.temporaryDirectory
        let bundleIdentifier = container?.bundleIdentifier ?? Bundle.main.bundleIdentifier
            ?? ProcessInfo.processInfo.processName
        return temporary.appendingPathComponent("\(bundleIdentifier)-Inbox", isDirectory: true)
    }

    /// The user chose `documents` (opening): copies them into the Inbox when opening as a copy, then finishes.
    /// Nothing chosen, or nothing that could be copied, is a cancel (logged).
    func userChose(_ documents: [URL]) {
        guard !hasFinished, !isExporting else { return }
        let urls = mode == .import
            ? documents.compactMap { SimulatedFilesFolder.copy($0, into: resolvedInboxFolder) }
            : documents.filter { url in
                let readable = FileManager.default.isReadableFile(atPath: url.path)
                if !readable { UIKitDiagnostics.log("UIDocumentPickerViewController: \(url.path) disappeared; left out") }
                return readable
            }
        finish(with: urls)
    }

    /// The user tapped Done while exporting to `folder`: copies (or moves) the app's files there, then finishes.
    func userExported(to folder: URL) {
        guard !hasFinished, isExporting else { return }
        var urls: [URL] = []
        for source in exportURLs {
            guard let copy = SimulatedFilesFolder.copy(source, into: folder) else { continue }
            urls.append(copy)
            if mode == .moveToService {
                do { try FileManager.default.removeItem(at: source) } catch {
                    UIKitDiagnostics.log("UIDocumentPickerViewController: exported \(source.lastPathComponent) but cannot remove the original (\(error.localizedDescription))")
                }
            }
        }
        finish(with: urls)
    }

    /// The user tapped Cancel.
    func userCancelled() {
        guard !hasFinished else { return }
        finish(with: nil)
    }

    /// Dismisses the picker, then reports `urls` (nil or empty: cancelled) to the delegate.
    private func finish(with urls: [URL]?) {
        hasFinished = true
        let report = { [self] in
            if let urls, !urls.isEmpty {
                delegate?.documentPicker(self, didPickDocumentsAt: urls)
            } else {
                if urls != nil { UIKitDiagnostics.log("UIDocumentPickerViewController: nothing could be transferred; reporting a cancel") }
                delegate?.documentPickerWasCancelled(self)
            }
        }
        guard presentingViewController != nil else {
            report()
            return
        }
        dismiss(animated: true, completion: report)
    }

    // MARK: The simulated user

    /// The simulated user picks the documents named `names` (with or without their extensions) from the list, as
    /// taps on their rows would, then Done when several may be chosen. Names not in the list are logged and
    /// skipped; with nothing left, nothing happens. Not API.
    package func simulateUserPicking(_ names: [String]) {
        guard let browser, !isExporting else {
            UIKitDiagnostics.log("UIDocumentPickerViewController: the simulated user cannot pick (not loaded, or exporting)")
            return
        }
        let rows = names.compactMap { name in
            let row = browser.documents.firstIndex { $0.lastPathComponent == name
                || ($0.lastPathComponent as NSString).deletingPathExtension == name }
            if row == nil { UIKitDiagnostics.log("UIDocumentPickerViewController: no document named \(name) in the list") }
            return row
        }
        for row in rows { browser.tapRow(row) }
        if allowsMultipleSelection, !rows.isEmpty { browser.tapDone() }
    }

    /// The simulated user taps Done (exporting: saves into the folder shown). Not API.
    package func simulateUserTappingDone() { browser?.tapDone() }

    /// The simulated user taps Cancel. Not API.
    package func simulateUserCancelling() { userCancelled() }

    /// The documents the list shows, in order (empty before the view loads). Not API.
    package var listedDocuments: [URL] { browser?.documents ?? [] }
}
