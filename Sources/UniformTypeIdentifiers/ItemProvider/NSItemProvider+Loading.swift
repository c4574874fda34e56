// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation

extension NSItemProvider {
    /// The work of the open `loadDataRepresentation` entry point in NSItemProvider.swift.
    func performLoadData(forTypeIdentifier typeIdentifier: String,
                         completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(progress) { completionHandler(nil, self.unavailable(typeIdentifier)) }
            return progress
        }
        produceData(of: representation) { data, error in
            self.finish(progress) { completionHandler(data, error) }
        }
        return progress
    }

    /// The work of the open `loadFileRepresentation` entry point in NSItemProvider.swift.
    func performLoadFile(forTypeIdentifier typeIdentifier: String,
                         completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(progress) { completionHandler(nil, self.unavailable(typeIdentifier)) }
            return progress
        }
        produceTemporaryFile(of: representation) { url, error in
            self.finish(progress) {
                completionHandler(url, error)
                if let url { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            }
        }
        return progress
    }

    /// The work of the open `loadInPlaceFileRepresentation` entry point in NSItemProvider.swift.
    func performLoadInPlaceFile(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(progress) { completionHandler(nil, false, self.unavailable(typeIdentifier)) }
            return progress
        }
        if case .file(let loader) = representation.loader, representation.fileOptions.contains(.openInPlace) {
            Self.callbackQueue.async {
                _ = loader(Self.once { url, inPlace, error in
                    self.finish(progress) { completionHandler(url, url != nil && inPlace, error) }
                })
            }
            return progress
        }
        produceTemporaryFile(of: representation) { url, error in
            self.finish(progress) {
                completionHandler(url, false, error)
                if let url { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
            }
        }
        return progress
    }

    /// The work of the open `loadItem` entry point in NSItemProvider.swift.
    func performLoadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]?,
                         completionHandler: NSItemProvider.CompletionHandler?) {
        guard let completionHandler else { return }
        let handler = UncheckedBox(completionHandler)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            let error = unavailable(typeIdentifier)
            Self.callbackQueue.async { handler.value(nil, error) }
            return
        }
        switch representation.loader {
        case .item(let loader):
            let box = UncheckedBox(loader)
            Self.callbackQueue.async {
                box.value({ item, error in handler.value(item, error) }, nil, nil)
            }
        case .data:
            produceData(of: representation) { data, error in handler.value(data.map { NSData(data: $0) }, error) }
        case .file(let loader):
            Self.callbackQueue.async {
                _ = loader(Self.once { url, _, error in
                    handler.value(url.map { NSURL(fileURLWithPath: $0.path) }, error)
                })
            }
        }
    }

    // MARK: Producing

    /// Runs `body` on the callback queue, then completes `progress`.
    func finish(_ progress: Progress, _ body: @escaping @Sendable () -> Void) {
        let box = UncheckedBox(progress)
        Self.callbackQueue.async {
            body()
            box.value.completedUnitCount = box.value.totalUnitCount
        }
    }

    /// The ``ErrorCode/itemUnavailableError`` for a request of `typeIdentifier`.
    func unavailable(_ typeIdentifier: String) -> NSError {
        Self.error(.itemUnavailableError, "Cannot load representation of type \(typeIdentifier)")
    }

    /// A completion that passes on only its first call (a loader that calls its completion twice is ignored the
    /// second time).
    static func once<A, B>(_ body: @escaping @Sendable (A, B) -> Void) -> @Sendable (A, B) -> Void {
        let flag = OnceFlag()
        return { a, b in if flag.claim() { body(a, b) } }
    }

    /// A three-argument completion that passes on only its first call.
    static func once<A, B, C>(_ body: @escaping @Sendable (A, B, C) -> Void) -> @Sendable (A, B, C) -> Void {
        let flag = OnceFlag()
        return { a, b, c in if flag.claim() { body(a, b, c) } }
    }

    /// The bytes of `representation`, passed to `completion` on the callback queue.
    func produceData(of representation: Representation,
                     completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        let done = Self.once(completion)
        let type = representation.typeIdentifier
        switch representation.loader {
        case .data(let loader):
            Self.callbackQueue.async { _ = loader(done) }
        case .file(let loader):
            Self.callbackQueue.async {
                _ = loader(Self.once { url, _, error in
                    guard let url else { return done(nil, error ?? self.unavailable(type)) }
                    do { done(try Data(contentsOf: url), nil) } catch { done(nil, error) }
                })
            }
        case .item(let loader):
            let box = UncheckedBox(loader)
            Self.callbackQueue.async {
                box.value({ item, error in
                    guard let item else { return done(nil, error ?? self.unavailable(type)) }
                    Self.data(fromItem: item, typeIdentifier: type, completion: done)
                }, nil, nil)
            }
        }
    }

    /// The bytes an item of a legacy representation stands for, or ``ErrorCode/unavailableCoercionError``.
    static func data(fromItem item: Any, typeIdentifier: String,
                     completion: @escaping @Sendable (Data?, (any Error)?) -> Void) {
        switch item {
        case let data as Data: completion(data, nil)
        case let data as NSData: completion(Data(referencing: data), nil)
        case let string as String: completion(Data(string.utf8), nil)
        case let string as NSString: completion(Data(String(describing: string).utf8), nil)
        case let url as URL where url.isFileURL:
            do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
        case let url as URL: completion(Data(url.absoluteString.utf8), nil)
        case let url as NSURL:
            data(fromItem: url.absoluteURL ?? URL(fileURLWithPath: "/"), typeIdentifier: typeIdentifier,
                 completion: completion)
        case let object as NSItemProviderWriting:
            _ = object.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completion)
        default:
            completion(nil, error(.unavailableCoercionError,
                                  "Cannot turn an item of \(Swift.type(of: item)) into data of type \(typeIdentifier)"))
        }
    }

    /// A temporary copy of `representation` in a folder of its own (the caller removes the folder), named after
    /// ``suggestedName`` (else "item") with the type's preferred filename extension.
    func produceTemporaryFile(of representation: Representation,
                              completion: @escaping @Sendable (URL?, (any Error)?) -> Void) {
        let extensionName = UTType(representation.typeIdentifier)?.preferredFilenameExtension
        let name = (suggestedName.flatMap { $0.isEmpty ? nil : $0 } ?? "item")
            + (extensionName.map { ".\($0)" } ?? "")
        produceData(of: representation) { data, error in
            guard let data else { return completion(nil, error) }
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("NSItemProvider-\(UUID().uuidString)", isDirectory: true)
            let url = folder.appendingPathComponent(name.replacingOccurrences(of: "/", with: ":"))
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: url)
                completion(url, nil)
            } catch {
                try? FileManager.default.removeItem(at: folder)
                completion(nil, error)
            }
        }
    }
}

/// A flag that can be claimed once, from any thread.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false
    /// True the first time only.
    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }
}
