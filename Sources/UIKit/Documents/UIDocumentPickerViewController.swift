// SPDX-License-Identifier: Apache-2.0

import Foundation
import UniformTypeIdentifiers

/// A view controller that lets the user open documents from, or export the app's documents to, places outside the
/// app's container: on Touchstone, the simulated Files folder.
///
/// Create it to open documents of some types (``init(forOpeningContentTypes:asCopy:)``) or to export files
/// (``init(forExporting:asCopy:)``), set its ``delegate`` and present it modally. The picker shows a list of the
/// Files folder's documents that conform to the types (or, when exporting, where the files will go) titled
/// "Browse", with Cancel on the left and, when the user may choose several documents or is exporting, Done on the
/// right. A tap on a document opens it (with ``allowsMultipleSelection``, toggles it). The picker dismisses itself,
/// then calls ``UIDocumentPickerDelegate/documentPicker(_:didPickDocumentsAt:)`` or
/// ``UIDocumentPickerDelegate/documentPickerWasCancelled(_:)``.
///
/// What the URLs name, as on iOS: documents opened in place are the files in Files themselves; documents opened
/// as a copy are copied first into `<tmp>/<bundle id>-Inbox/` in the app's container; exported files are copied
/// (`asCopy`) or moved into the Files folder (or ``directoryURL``), and the URLs name them there. A name already
/// taken gets a number (`Report 2.pdf`). Missing or unreadable files are logged and left out, never fatal.
///
/// The Files folder is `TOUCHSTONE_FILES` when set, else `Files` under the device's data root
/// (`SimulatedFilesFolder`).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The object told about picks and cancellation, held weakly.
    open weak var delegate: UIDocumentPickerDelegate?

    /// Whether the user may choose several documents (default false): rows toggle, and Done reports them all.
    open var allowsMultipleSelection = false

    /// Whether the list shows filename extensions (default false: `Report`, not `Report.pdf`).
    open var shouldShowFileExtensions = false {
        didSet { browser?.reload() }
    }

    /// The folder the picker starts in (default nil: the Files folder). A folder that does not exist is logged and
    /// the Files folder shown instead. Set it before the picker appears.
    open var directoryURL: URL?

    /// The transfer this picker performs (deprecated in iOS 14 with the initialisers that took it).
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use appropriate initializers instead")
    open var documentPickerMode: UIDocumentPickerMode { mode }

    /// The transfer, derived from the initialiser.
    let mode: UIDocumentPickerMode
    /// The types of the documents offered when opening (empty: every document).
    let contentTypes: [UTType]
    /// The app's files to export (empty when opening).
    let exportURLs: [URL]

    /// The Files folder this picker uses (the running app's when nil; tests point a picker at their own folder).
    package var filesFolder: SimulatedFilesFolder?
    /// Where opened copies go (the app's `<tmp>/<bundle id>-Inbox/` when nil).
    package var inboxFolder: URL?
    /// Whether the picker has reported (a second Done or Cancel does nothing).
    var hasFinished = false

    // MARK: Initialisers

    /// Creates a picker that opens documents conforming to one of `contentTypes`, the originals in place or, with
    /// `asCopy`, copies in the app's `Inbox` folder.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        self.exportURLs = []
        self.mode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker that opens documents conforming to one of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// Creates a picker that exports `urls` to Files: copies with `asCopy`, else moves them.
    public init(forExporting urls: [URL], asCopy: Bool) {
        self.contentTypes = []
        self.exportURLs = urls
        self.mode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker that moves `urls` to Files.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// Creates a picker that imports (`.import`) or opens (`.open`) documents of the types `allowedUTIs` names
    /// (deprecated in iOS 14). Identifiers nobody declares are logged and left out; an export mode is logged and
    /// taken as `.import`, where iOS raises.
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use initForOpeningContentTypes:asCopy: instead")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        self.contentTypes = allowedUTIs.compactMap { identifier in
            let type = UTType(identifier)
            if type == nil { UIKitDiagnostics.log("UIDocumentPickerViewController: unknown type \(identifier); ignored") }
            return type
        }
        self.exportURLs = []
        if mode == .import || mode == .open {
            self.mode = mode
        } else {
            UIKitDiagnostics.log("UIDocumentPickerViewController: init(documentTypes:in:) takes .import or .open, not \(mode) (iOS raises); importing")
            self.mode = .import
        }
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker that exports (`.exportToService`) or moves (`.moveToService`) `url` (deprecated in
    /// iOS 14). An open mode is logged and taken as `.exportToService`, where iOS raises.
    @available(iOS, introduced: 8.0, deprecated: 14.0, message: "Use initForExportingURLs:asCopy: instead")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    /// Creates a picker that exports or moves `urls` (iOS 11; deprecated in iOS 14). An open mode is logged and
    /// taken as `.exportToService`, where iOS raises.
    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use initForExportingURLs:asCopy: instead")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.contentTypes = []
        self.exportURLs = urls
        if mode == .exportToService || mode == .moveToService {
            self.mode = mode
        } else {
            UIKitDiagnostics.log("UIDocumentPickerViewController: init(urls:in:) takes .exportToService or .moveToService, not \(mode) (iOS raises); exporting a copy")
            self.mode = .exportToService
        }
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a picker from an archive: one that opens any document in place.
    public required init?(coder: NSCoder) {
        contentTypes = []
        exportURLs = []
        mode = .open
        super.init(coder: coder)
    }

    // MARK: Interface

    /// Whether the picker exports rather than opens.
    var isExporting: Bool { mode == .exportToService || mode == .moveToService }

    /// The browser at the root of the picker's navigation controller (nil before the view loads).
    private(set) var browser: DocumentBrowserViewController?

    /// Puts a navigation controller showing the Files browser in the picker's view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let browser = DocumentBrowserViewController(picker: self, folder: startFolder())
        self.browser = browser
        let navigation = UINavigationController(rootViewController: browser)
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    /// The Files folder in use.
    var resolvedFilesFolder: SimulatedFilesFolder { filesFolder ?? SimulatedFilesFolder.current }

    /// The folder shown first: ``directoryURL`` when it is an existing folder, else the Files folder (created when
    /// missing).
    func startFolder() -> URL {
        let files = resolvedFilesFolder.directory
        if let directoryURL {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directoryURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return directoryURL.standardizedFileURL
            }
            UIKitDiagnostics.log("UIDocumentPickerViewController: directoryURL \(directoryURL.path) is not a folder; showing Files")
        }
        if !FileManager.default.fileExists(atPath: files.path) {
            try? FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        }
        return files
    }
}
