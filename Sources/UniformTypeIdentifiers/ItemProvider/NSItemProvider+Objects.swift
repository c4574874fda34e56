// SPDX-License-Identifier: Apache-2.0

import Foundation

extension NSItemProvider {
    /// A provider for `object`: one data representation per identifier the object writes, in its order, each
    /// produced by the object on request.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider for a bridged value (`String`, `URL`) through its Foundation class (`NSString`, `NSURL`).
    ///
    /// On iOS one writes `NSItemProvider(object: url as NSURL)`; Linux has no bridging `as`, so this overload takes
    /// the value itself.
    public convenience init<T: _ObjectiveCBridgeable>(object: T) where T._ObjectiveCType: NSItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// The work of the open `registerObject` entry point in NSItemProvider.swift.
    func performRegisterObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(object)
        for identifier in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// The work of the open `registerObject` entry point in NSItemProvider.swift.
    func performRegisterObject(
        ofClass aClass: NSItemProviderWriting.Type, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (NSItemProviderWriting?, (any Error)?) -> Void) -> Progress?
    ) {
        for identifier in aClass.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: identifier, visibility: visibility) { completion in
                loadHandler { object, error in
                    guard let object else { return completion(nil, error) }
                    _ = object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                }
            }
        }
    }

    /// The work of the open `canLoadObject` entry point in NSItemProvider.swift.
    func performCanLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Whether a bridged value (`String`, `URL`) can be loaded, through its Foundation class.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool
    where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// The work of the open `loadObject` entry point in NSItemProvider.swift.
    func performLoadObject(ofClass aClass: NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable (NSItemProviderReading?, (any Error)?) -> Void)
        -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = readableRepresentation(for: aClass) else {
            let error = Self.error(.itemUnavailableError, "Cannot load an object of class \(aClass)")
            finish(progress) { completionHandler(nil, error) }
            return progress
        }
        let typeIdentifier = representation.typeIdentifier
        let readerClass = UncheckedBox(aClass)
        produceData(of: representation) { data, error in
            guard let data else { return self.finish(progress) { completionHandler(nil, error) } }
            do {
                let object = UncheckedBox(try readerClass.value.object(withItemProviderData: data,
                                                                        typeIdentifier: typeIdentifier))
                self.finish(progress) { completionHandler(object.value, nil) }
            } catch {
                self.finish(progress) { completionHandler(nil, error) }
            }
        }
        return progress
    }

    /// Loads a bridged value (`String`, `URL`) through its Foundation class, as
    /// ``loadObject(ofClass:completionHandler:)`` does.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self) { object, error in
            guard let object = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(object), nil)
        }
    }

    /// The first representation conforming to one of the types `aClass` reads, in the class's order.
    private func readableRepresentation(for aClass: NSItemProviderReading.Type) -> Representation? {
        for identifier in aClass.readableTypeIdentifiersForItemProvider {
            if let found = representation(conformingTo: identifier) { return found }
        }
        return nil
    }
}
