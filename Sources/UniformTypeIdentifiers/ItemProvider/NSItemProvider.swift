// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

/// Data or files of one or more uniform types, loaded lazily on request: what pickers, drag and drop, the
/// pasteboard and share sheets hand between apps.
///
/// Apple declares it in Foundation. Touchstone cannot add a class that `import Foundation` alone finds, so it lives
/// here, in `UniformTypeIdentifiers`: the lowest module that knows types and their conformance, which it needs to
/// match requests to representations. UIKit re-exports this module (as iOS's UIKit makes `UTType` visible), so
/// `import UIKit`, `import Photos` and `import PhotosUI` all surface it.
///
/// A provider holds *representations*, in the order they were registered (the most faithful first): data
/// (``registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)``), files
/// (``registerFileRepresentation(forTypeIdentifier:fileOptions:visibility:loadHandler:)``), objects
/// (``registerObject(_:visibility:)``) and Apple's older items (``registerItem(forTypeIdentifier:loadHandler:)``).
/// A request for type *T* is served by the first representation whose type conforms to *T*. A request no
/// representation serves fails with ``ErrorCode/itemUnavailableError`` in ``errorDomain``.
///
/// Thread-safe. Completion handlers run on a background queue, as Apple documents: hop to the main queue before
/// touching UIKit. Every load returns a `Progress` that completes when its handler has run.
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    /// A legacy item's completion: the item (or nil) and an error.
    public typealias CompletionHandler = (NSSecureCoding?, (any Error)?) -> Void
    /// A legacy item's loader: given a completion handler, the class expected (unused on Linux) and options.
    public typealias LoadHandler = (NSItemProvider.CompletionHandler?, AnyClass?, [AnyHashable: Any]?) -> Void

    /// How one representation produces its value.
    enum Loader {
        /// Bytes.
        case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
        /// A file: its URL, whether it may be used in place, or an error.
        case file(@Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
        /// An `NSSecureCoding` item (Apple's pre-iOS 11 API).
        case item(NSItemProvider.LoadHandler)
    }

    /// One registered representation.
    struct Representation {
        /// Its uniform type identifier.
        let typeIdentifier: String
        /// Who may see it.
        let visibility: NSItemProviderRepresentationVisibility
        /// Its file options (file representations only).
        let fileOptions: NSItemProviderFileOptions
        /// How it is produced.
        let loader: Loader
    }

    let lock = NSLock()
    private var storedRepresentations: [Representation] = []
    private var storedSuggestedName: String?

    /// The queue loaders and completion handlers run on: serial (a handler has finished, its temporary file
    /// removed, before the next starts), never the main one.
    static let callbackQueue = DispatchQueue(label: "Touchstone.NSItemProvider")

    /// An empty provider; register representations next.
    public override init() { super.init() }

    /// A provider for `item` (a string, data, URL, image, any `NSSecureCoding` object) as `typeIdentifier`. With
    /// a nil item or identifier the provider is empty.
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let box = UncheckedBox(item)
        registerItem(forTypeIdentifier: typeIdentifier) { completion, _, _ in completion?(box.value, nil) }
    }

    /// A provider for the file at `fileURL`, typed by its filename extension, suggesting the file's name; nil
    /// when `fileURL` is nil, not a file URL, or names no existing file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        registerFileRepresentation(forTypeIdentifier: type.identifier, fileOptions: [], visibility: .all) { completion in
            completion(fileURL, false, nil)
            return nil
        }
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
    }

    /// A new provider with the same representations and suggested name.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.withLock {
            copy.storedRepresentations = storedRepresentations
            copy.storedSuggestedName = storedSuggestedName
        }
        return copy
    }

    /// A name for the item, used for the files the provider writes (the temporary file of
    /// ``loadFileRepresentation(forTypeIdentifier:completionHandler:)``); nil by default.
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// The registered representations, in order.
    var representations: [Representation] { lock.withLock { storedRepresentations } }

    func append(_ representation: Representation) {
        lock.withLock { storedRepresentations.append(representation) }
    }

    // MARK: Registering

    /// Registers data of `typeIdentifier`, produced on request by `loadHandler`, which passes the bytes (or an
    /// error) to the completion it is given, on any thread, and returns a progress object or nil.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: [],
                              loader: .data(loadHandler)))
    }

    /// Registers a file of `typeIdentifier`, produced on request by `loadHandler`, which passes the file's URL,
    /// whether it may be opened in place (only with `.openInPlace` in `fileOptions`), or an error.
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, fileOptions: fileOptions,
                              loader: .file(loadHandler)))
    }

    /// Registers an item of `typeIdentifier` produced by `loadHandler` (Apple's pre-iOS 11 API): it is called
    /// with a completion handler to pass the item (`Data`/`NSData`, a string, a URL, an image…) or an error.
    open func registerItem(forTypeIdentifier typeIdentifier: String, loadHandler: @escaping NSItemProvider.LoadHandler) {
        append(Representation(typeIdentifier: typeIdentifier, visibility: .all, fileOptions: [],
                              loader: .item(loadHandler)))
    }

    // MARK: Asking

    /// The identifiers of the registered representations, in registration order.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The identifiers of the representations that offer `fileOptions` (`.openInPlace`: file representations
    /// registered so), in order.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions) -> [String] {
        representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier)
    }

    /// Whether a representation's type conforms to `typeIdentifier` (`public.jpeg` data answers yes to
    /// `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation offering `fileOptions` has a type conforming to `typeIdentifier`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        representation(conformingTo: typeIdentifier, fileOptions: fileOptions) != nil
    }

    /// The first representation whose type conforms to `typeIdentifier` and offers `fileOptions`.
    func representation(conformingTo typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [])
        -> Representation? {
        representations.first {
            $0.fileOptions.isSuperset(of: fileOptions) && Self.type($0.typeIdentifier, conformsTo: typeIdentifier)
        }
    }

    /// Whether `identifier` names `other` or a subtype of it (case-insensitive; undeclared identifiers conform
    /// only to themselves).
    static func type(_ identifier: String, conformsTo other: String) -> Bool {
        if identifier.lowercased() == other.lowercased() { return true }
        let type = UTType(identifier) ?? UTType(undeclared: identifier)
        let supertype = UTType(other) ?? UTType(undeclared: other)
        return type.conforms(to: supertype)
    }

    // MARK: Loading and objects (open, as Apple's; the work is in the +Loading and +Objects facets)

    /// Loads the bytes of the first representation conforming to `typeIdentifier` and passes them to
    /// `completionHandler` on a background queue; with no such representation, or when it fails, passes nil and an
    /// error of ``errorDomain``. File representations are read; items are turned into bytes (data as is, strings
    /// as UTF-8, file URLs read, other URLs as their absolute string, writable objects through their data).
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        performLoadData(forTypeIdentifier: typeIdentifier, completionHandler: completionHandler)
    }

    /// Writes the first representation conforming to `typeIdentifier` to a temporary file (named after
    /// ``suggestedName``, with the type's filename extension) and passes its URL to `completionHandler` on a
    /// background queue. As Apple documents, the file exists only while the handler runs: copy or open it there.
    /// With no such representation, or when it fails, passes nil and an error.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        performLoadFile(forTypeIdentifier: typeIdentifier, completionHandler: completionHandler)
    }

    /// Passes the file of the first representation conforming to `typeIdentifier`: the registered file itself and
    /// `true` when it was registered with `.openInPlace`, else a temporary copy and `false` (which exists only
    /// while the handler runs, as for ``loadFileRepresentation(forTypeIdentifier:completionHandler:)``).
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void)
        -> Progress {
        performLoadInPlaceFile(forTypeIdentifier: typeIdentifier, completionHandler: completionHandler)
    }

    /// Loads the first representation conforming to `typeIdentifier` as an item (Apple's pre-iOS 11 API): an
    /// item registered as one is passed as it is, data as `NSData`, a file as its `NSURL`. `options` is unused.
    /// The handler runs on a background queue; with no such representation it gets nil and an error.
    open func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                       completionHandler: NSItemProvider.CompletionHandler? = nil) {
        performLoadItem(forTypeIdentifier: typeIdentifier, options: options, completionHandler: completionHandler)
    }

    /// Registers `object`'s representations: one data representation per identifier it writes, asked of the
    /// object when loaded.
    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        performRegisterObject(object, visibility: visibility)
    }

    /// Registers an object of `aClass` made on request by `loadHandler`: one data representation per identifier
    /// the class writes, each loading the object and asking it for its data.
    open func registerObject(
        ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (NSItemProviderWriting?, (any Error)?) -> Void) -> Progress?
    ) {
        performRegisterObject(ofClass: aClass, visibility: visibility, loadHandler: loadHandler)
    }

    /// Whether a representation conforms to a type `aClass` reads, so that
    /// ``loadObject(ofClass:completionHandler:)`` can make one.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        performCanLoadObject(ofClass: aClass)
    }

    /// Makes an object of `aClass` from the first representation conforming to a type the class reads (in the
    /// class's order) and passes it to `completionHandler` on a background queue. With no such representation the
    /// handler gets nil and ``ErrorCode/itemUnavailableError``; when loading or decoding fails, nil and that error.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable (NSItemProviderReading?, (any Error)?) -> Void)
        -> Progress {
        performLoadObject(ofClass: aClass, completionHandler: completionHandler)
    }
}

/// A value handed across the provider's queues; the provider's contract (Apple's) is that the values are not
/// touched concurrently.
struct UncheckedBox<Value>: @unchecked Sendable {
    /// The value.
    let value: Value
    /// A box holding `value`.
    init(_ value: Value) { self.value = value }
}
