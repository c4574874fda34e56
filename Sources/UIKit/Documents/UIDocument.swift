// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// An abstract document backed by one file: subclasses turn their model into contents and back, and the document
/// opens, saves, autosaves and closes the file.
///
/// Subclass it, override ``contents(forType:)`` (return `Data`) and ``load(fromContents:ofType:)`` (receives
/// `Data`), create it with ``init(fileURL:)``, then ``save(to:for:completionHandler:)`` `.forCreating` a new file or
/// ``open(completionHandler:)`` an existing one. Report edits with ``updateChangeCount(_:)``: ``hasUnsavedChanges``
/// turns true, and the document autosaves ``autosaveDelay`` seconds of
/// device time later, when the app enters the background, and when it is closed.
///
/// Touchstone's differences: the file is read and written on the main thread (Apple uses a background queue;
/// documents here are small and tests deterministic); completion handlers still run later, on the main queue.
/// Contents are `Data`; a `FileWrapper` or anything else is a save error (logged). There is no iCloud, so
/// `.inConflict` and `.progressAvailable` are never set. Errors go through ``handleError(_:userInteractionPermitted:)``
/// (logged) and make the completion handler's argument false; they never trap.
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// How long after an unsaved change the document autosaves, in seconds of device time.
    public static let autosaveDelay: TimeInterval = 20

    /// The document's file.
    open private(set) var fileURL: URL
    /// The file's name without its extension.
    open var localizedName: String { (fileURL.lastPathComponent as NSString).deletingPathExtension }
    /// The uniform type identifier of the file, from its extension.
    open var fileType: String? { SimulatedFilesFolder.type(of: fileURL).identifier }
    /// The type contents are written as: ``fileType``.
    open var savingFileType: String? { fileType }
    /// When the file was last modified (read when opening, set when saving).
    open var fileModificationDate: Date?
    /// The document's state (``State/closed`` until it is opened or saved).
    open private(set) var documentState: State = .closed {
        didSet {
            if documentState != oldValue { NotificationCenter.default.post(name: Self.stateChangedNotification, object: self) }
        }
    }
    /// The document's undo manager (made on first use). Touchstone does not count its changes: report edits with
    /// ``updateChangeCount(_:)``.
    open var undoManager: UndoManager! {
        get {
            if undoManagerStorage == nil { undoManagerStorage = UndoManager() }
            return undoManagerStorage
        }
        set { undoManagerStorage = newValue }
    }
    private var undoManagerStorage: UndoManager?
    /// The progress of a transfer: always nil on Touchstone (no iCloud).
    open var progress: Progress? { nil }

    /// Edits since the last save or revert (``ChangeKind/cleared`` resets it).
    private var changeCount = 0
    /// The pending autosave's generation (a newer save or close makes older ones stale).
    private var autosaveGeneration = 0
    nonisolated(unsafe) private var backgroundObserver: NSObjectProtocol?

    /// Creates a closed document for the file at `url` (which need not exist yet).
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
        backgroundObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.autosaveIfNeeded() }
        }
    }

    deinit {
        if let backgroundObserver { NotificationCenter.default.removeObserver(backgroundObserver) }
    }

    // MARK: Subclass hooks

    /// The document's contents to write, as `Data`. The default throws: subclasses override it.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:)"])
    }

    /// Loads the document's model from `contents` (the file's `Data`). The default does nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// Reads the file into the model: its data through ``load(fromContents:ofType:)``.
    open func read(from url: URL) throws {
        let data = try Data(contentsOf: url)
        try load(fromContents: data, ofType: fileType)
    }

    /// Writes `contents` (which must be `Data`) to `url` atomically.
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                            safelyTo url: URL, for saveOperation: SaveOperation) throws {
        try writeContents(contents, to: url, for: saveOperation, originalContentsURL: nil)
    }

    /// Writes `contents` (which must be `Data`) to `url` atomically; anything else throws.
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        guard let data = contents as? Data else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "contents(forType:) returned \(type(of: contents)), not Data"])
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// The extension a saved file gets: the type's preferred one, else the file's own.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        typeName.flatMap { UTType($0)?.preferredFilenameExtension } ?? fileURL.pathExtension
    }

    /// Reports an error: logs it and, for a save, marks ``State/savingError``. Call
    /// ``finishedHandlingError(_:recovered:)`` when overriding.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        UIKitDiagnostics.log("UIDocument \(fileURL.lastPathComponent): \(error.localizedDescription)")
        finishedHandlingError(error, recovered: false)
    }

    /// Tells the document the error was handled. The default does nothing.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {}

    /// Tells the document user interaction may no longer be asked for the error. The default does nothing.
    open func userInteractionNoLongerPermitted(forError error: Error) {}

    // MARK: Opening and closing

    /// Reads the file (``read(from:)``), then calls `completionHandler` on the main queue with whether it
    /// worked; the document is then `.normal`, or stays `.closed` (the error handled and logged).
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        var success = true
        do {
            try read(from: fileURL)
            fileModificationDate = (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.modificationDate] as? Date
            changeCount = 0
            documentState.remove(.closed)
        } catch {
            success = false
            handleError(error, userInteractionPermitted: true)
        }
        complete(completionHandler, success)
    }

    /// Saves unsaved changes, closes the document, then calls `completionHandler` with whether the save (if any)
    /// worked.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        let saved = hasUnsavedChanges ? write(to: fileURL, for: .forOverwriting) : true
        autosaveGeneration += 1
        documentState.insert(.closed)
        complete(completionHandler, saved)
    }

    /// Rereads the file at `url` into the model, dropping unsaved changes, then calls `completionHandler`.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        var success = true
        do {
            try read(from: url)
            fileURL = url
            updateChangeCount(.cleared)
        } catch {
            success = false
            handleError(error, userInteractionPermitted: true)
        }
        complete(completionHandler, success)
    }

    /// Stops editing (sets ``State/editingDisabled``).
    open func disableEditing() { documentState.insert(.editingDisabled) }

    /// Allows editing again.
    open func enableEditing() { documentState.remove(.editingDisabled) }

    // MARK: Changes and saving

    /// Whether there are changes since the last save or revert, as counted by ``updateChangeCount(_:)``.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Records a change: `.done`/`.redone` add one, `.undone` removes one, `.cleared` forgets them all. An unsaved
    /// change schedules an autosave ``autosaveDelay`` seconds later.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        if hasUnsavedChanges { scheduleAutosave() }
    }

    /// A token standing for the current change count, for ``updateChangeCount(withToken:for:)``.
    open func changeCountToken(for saveOperation: SaveOperation) -> Any { changeCount }

    /// Clears the changes up to `changeCountToken` (a save of those contents finished).
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        guard let saved = changeCountToken as? Int else { return }
        changeCount -= saved
    }

    /// Writes the contents to `url` (``contents(forType:)``, then ``writeContents(_:andAttributes:safelyTo:for:)``),
    /// then calls `completionHandler` on the main queue with whether it worked. A successful save opens the
    /// document, clears its changes and makes `url` its file; a failed one sets ``State/savingError``.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let success = write(to: url, for: saveOperation)
        if success {
            fileURL = url
            documentState.remove(.closed)
        }
        complete(completionHandler, success)
    }

    /// Saves unsaved changes to the file (overwriting), then calls `completionHandler`; true with nothing to save.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        complete(completionHandler, hasUnsavedChanges ? write(to: fileURL, for: .forOverwriting) : true)
    }

    private func write(to url: URL, for saveOperation: SaveOperation) -> Bool {
        let token = changeCountToken(for: saveOperation)
        do {
            let contents = try contents(forType: savingFileType ?? UTType.data.identifier)
            try writeContents(contents, andAttributes: nil, safelyTo: url, for: saveOperation)
            fileModificationDate = Date()
            updateChangeCount(withToken: token, for: saveOperation)
            autosaveGeneration += 1
            documentState.remove(.savingError)
            return true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
    }

    private func scheduleAutosave() {
        autosaveGeneration += 1
        let generation = autosaveGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.autosaveDelay) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.autosaveGeneration == generation else { return }
                self.autosaveIfNeeded()
            }
        }
    }

    private func autosaveIfNeeded() {
        guard hasUnsavedChanges, !documentState.contains(.closed) else { return }
        autosave()
    }

    private func complete(_ handler: ((Bool) -> Void)?, _ success: Bool) {
        guard let handler else { return }
        // Through the device clock's timers (asyncAfter follows it), so the handler runs on the next turn of the
        // simulated run loop, in tests too.
        DispatchQueue.main.asyncAfter(deadline: .now()) { MainActor.assumeIsolated { handler(success) } }
    }
}
