// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import UIKit
import UniformTypeIdentifiers

/// NSItemProvider: registering representations, type conformance, loading data, files, objects and items on a
/// background queue, and the errors for types it does not hold.
@Suite("NSItemProvider")
struct ItemProviderTests {
    @Test("Registered data representations are listed in order and answer conformance questions")
    func registrationAndConformance() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.jpeg", visibility: .all) { completion in
            completion(Data([1]), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .ownProcess) {
            completion in
            completion(Data("hi".utf8), nil)
            return nil
        }

        #expect(provider.registeredTypeIdentifiers == ["public.jpeg", "public.utf8-plain-text"])
        #expect(provider.registeredContentTypes == [.jpeg, .utf8PlainText])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(!provider.hasRepresentationConforming(toTypeIdentifier: "public.jpeg", fileOptions: .openInPlace))
        #expect(provider.registeredContentTypes(conformingTo: .image) == [.jpeg])
    }

    @Test("Data loads on a background queue from the first conforming representation, and the progress completes")
    func loadsDataInTheBackground() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89, 0x50]), nil)
            return nil
        }
        let delivered = Delivered<(Data?, (any Error)?)>()

        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.image") { delivered.set(($0, $1)) }

        let (data, error) = try #require(await delivered.wait())
        #expect(data == Data([0x89, 0x50]) && error == nil)
        #expect(!delivered.onMainThread)
        #expect(progress.totalUnitCount == 1)
    }

    @Test("A type the provider does not hold fails with NSItemProviderErrorDomain's item-unavailable error")
    func unknownTypeFails() async throws {
        let provider = NSItemProvider(object: "hello" as NSString)
        let delivered = Delivered<(Data?, (any Error)?)>()
        let file = Delivered<(URL?, (any Error)?)>()

        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { delivered.set(($0, $1)) }
        provider.loadFileRepresentation(forTypeIdentifier: "com.example.unknown") { file.set(($0, $1)) }

        let (data, error) = try #require(await delivered.wait())
        #expect(data == nil)
        let nsError = try #require(error as NSError?)
        #expect(nsError.domain == NSItemProvider.errorDomain)
        #expect(nsError.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        let (url, fileError) = try #require(await file.wait())
        #expect(url == nil && (fileError as NSError?)?.code == -1000)
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
    }

    @Test("Strings and URLs round-trip through objects, and load as bridged values")
    func stringsAndURLs() async throws {
        let text = NSItemProvider(object: "Grüße" as NSString)
        let link = NSItemProvider(object: URL(string: "https://example.com/a?b=1")!)
        let string = Delivered<String?>()
        let url = Delivered<URL?>()

        #expect(text.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(link.registeredTypeIdentifiers == ["public.url"])
        #expect(text.canLoadObject(ofClass: String.self) && !text.canLoadObject(ofClass: URL.self))
        _ = text.loadObject(ofClass: String.self) { value, _ in string.set(value) }
        _ = link.loadObject(ofClass: URL.self) { value, _ in url.set(value) }

        #expect(await string.wait() == "Grüße")
        #expect(await url.wait() == URL(string: "https://example.com/a?b=1"))
    }

    @Test("An image loads back as a UIImage, and offers PNG and JPEG data")
    func imagesRoundTrip() async throws {
        let provider = NSItemProvider(object: testImage(width: 12, height: 8))
        let object = Delivered<(NSItemProviderReading?, (any Error)?)>()
        let jpeg = Delivered<Data?>()

        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        provider.loadObject(ofClass: UIImage.self) { object.set(($0, $1)) }
        provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { data, _ in jpeg.set(data) }

        let (image, error) = try #require(await object.wait())
        #expect(error == nil)
        #expect((image as? UIImage)?.size == CGSize(width: 12, height: 8))
        let jpegData = try #require(await jpeg.wait() ?? nil)
        #expect(jpegData.starts(with: [0xFF, 0xD8]))
    }

    @Test("Corrupt image data fails loadObject with an error instead of crashing")
    func corruptImageData() async throws {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data("not a png".utf8), nil)
            return nil
        }
        let delivered = Delivered<(NSItemProviderReading?, (any Error)?)>()

        provider.loadObject(ofClass: UIImage.self) { delivered.set(($0, $1)) }

        let (image, error) = try #require(await delivered.wait())
        #expect(image == nil)
        #expect((error as NSError?)?.code == NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue)
    }

    @Test("A file representation is a temporary file named after suggestedName, removed after the handler")
    func fileRepresentationIsTemporary() async throws {
        let provider = NSItemProvider()
        provider.suggestedName = "Holiday"
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        let delivered = Delivered<(URL?, Data?)>()

        let progress = provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, _ in
            delivered.set((url, url.flatMap { try? Data(contentsOf: $0) }))
        }

        let (url, contents) = try #require(await delivered.wait())
        // The handlers run one at a time: once a later load is delivered, the first handler's file is removed.
        let flushed = Delivered<Bool>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, _ in flushed.set(true) }
        _ = await flushed.wait()
        #expect(progress.isFinished)
        let file = try #require(url)
        #expect(file.lastPathComponent == "Holiday.png")
        #expect(contents == Data([1, 2, 3]))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("contentsOf: offers the file by its extension; in place only when registered open-in-place")
    func filesInPlace() async throws {
        let folder = try makeLibraryFolder([(4, 4)])
        let fileURL = folder.appendingPathComponent("IMG_0001.PNG")
        let plain = try #require(NSItemProvider(contentsOf: fileURL))
        let inPlace = NSItemProvider(contentsOf: fileURL, contentType: .png, openInPlace: true)
        let copied = Delivered<(URL?, Bool)>()
        let opened = Delivered<(URL?, Bool)>()

        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
        #expect(plain.registeredTypeIdentifiers == ["public.png"] && plain.suggestedName == "IMG_0001")
        #expect(inPlace.registeredContentTypesForOpenInPlace == [.png])
        plain.loadInPlaceFileRepresentation(forTypeIdentifier: "public.image") { url, isInPlace, _ in
            copied.set((url, isInPlace))
        }
        inPlace.loadFileRepresentation(for: .png, openInPlace: true) { url, isInPlace, _ in opened.set((url, isInPlace)) }

        let (copyURL, copyInPlace) = try #require(await copied.wait())
        #expect(copyURL != nil && copyURL != fileURL && !copyInPlace)
        let (openURL, openInPlace) = try #require(await opened.wait())
        #expect(openURL == fileURL && openInPlace)
    }

    @Test("Legacy items: init(item:typeIdentifier:) and registerItem load through loadItem and as data")
    func legacyItems() async throws {
        let provider = NSItemProvider(item: "note" as NSString, typeIdentifier: "public.plain-text")
        provider.registerItem(forTypeIdentifier: "public.url") { completion, _, _ in
            completion?(NSURL(string: "https://example.com"), nil)
        }
        let item = Delivered<NSSecureCoding?>()
        let data = Delivered<Data?>()

        provider.loadItem(forTypeIdentifier: "public.text", options: nil) { value, _ in item.set(value) }
        provider.loadDataRepresentation(forTypeIdentifier: "public.url") { value, _ in data.set(value) }

        #expect(await (item.wait() ?? nil) as? NSString == "note")
        #expect(await (data.wait() ?? nil).flatMap { String(data: $0, encoding: .utf8) } == "https://example.com")
    }

    @Test("The async UTType form returns the data or throws the error")
    func asyncData() async throws {
        let provider = NSItemProvider(object: "x" as NSString)

        let data = try await provider.loadDataRepresentation(for: .plainText)

        #expect(data == Data("x".utf8))
        await #expect(throws: NSError.self) { try await provider.loadDataRepresentation(for: .png) }
    }

    @Test("The loading methods are open: a subclass's override is called")
    func subclassesOverride() async throws {
        let provider = CountingProvider(object: "x" as NSString)
        let delivered = Delivered<Data?>()

        provider.loadDataRepresentation(forTypeIdentifier: "public.text") { data, _ in delivered.set(data) }

        #expect(await delivered.wait() == Data("x".utf8))
        #expect(provider.requests == ["public.text"])
    }
}

/// A provider that records the types asked of it, as an app's subclass might.
final class CountingProvider: NSItemProvider, @unchecked Sendable {
    var requests: [String] = []
    override func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        requests.append(typeIdentifier)
        return super.loadDataRepresentation(forTypeIdentifier: typeIdentifier, completionHandler: completionHandler)
    }
}
