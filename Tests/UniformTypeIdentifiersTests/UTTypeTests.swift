// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import UniformTypeIdentifiers

@Suite("UTType")
struct UTTypeTests {
    @Test("Every core type is declared, and its identifier looks itself up")
    func coreTypesDeclared() {
        let all: [UTType] = [.item, .content, .data, .text, .plainText, .utf8PlainText, .html, .json, .xml, .pdf,
                             .image, .png, .jpeg, .gif, .heic, .webP, .svg, .movie, .video, .audio, .mpeg4Movie,
                             .mpeg4Audio, .quickTimeMovie, .mp3, .wav, .aiff, .zip, .gzip, .archive, .folder,
                             .directory, .package, .applicationBundle, .url, .fileURL, .vCard, .epub, .usdz, .log,
                             .commaSeparatedText, .swiftSource, .propertyList, .xmlPropertyList, .rtf, .rtfd]
        for type in all {
            #expect(type.isDeclared, "\(type.identifier)")
            #expect(UTType(type.identifier) == type)
            #expect(!type.isDynamic)
        }
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType("PUBLIC.PNG") == .png, "identifiers compare without regard to case")
    }

    @Test("Every system declaration's supertypes are declared, identifiers and tags are unique, tags lowercased")
    func tableIsConsistent() {
        var seen: Set<String> = []
        for declaration in SystemTypes.all {
            #expect(seen.insert(declaration.identifier.lowercased()).inserted, "\(declaration.identifier) twice")
            for parent in declaration.conformsTo {
                #expect(SystemTypes.all.contains { $0.identifier == parent }, "\(declaration.identifier): \(parent)")
            }
            for tag in declaration.filenameExtensions + declaration.mimeTypes {
                #expect(tag == tag.lowercased() || declaration.identifier.hasPrefix("com.apple.systempreference"),
                        "\(declaration.identifier): \(tag)")
            }
        }
        #expect(seen.count > 140)
    }

    @Test("Filename extensions and MIME types give the declared type, preferred tags come back")
    func tagsLookup() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: ".jpeg") == .jpeg)
        #expect(UTType(mimeType: "image/jpeg") == .jpeg)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(filenameExtension: "m4a") == .mpeg4Audio)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.png.tags[.filenameExtension] == ["png"])
        #expect(UTType.image.preferredFilenameExtension == nil)
        #expect(UTType.png.localizedDescription == "PNG image")
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test("Conformance follows the hierarchy, transitively; isSupertype and isSubtype exclude the type itself")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item) && UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
        #expect(UTType.swiftSource.conforms(to: .plainText) && UTType.swiftSource.conforms(to: .text))
        #expect(UTType.png.conforms(to: .png) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
        #expect(UTType.png.supertypes.contains(.image) && UTType.png.supertypes.contains(.item))
        #expect(!UTType.png.supertypes.contains(.png))
        // A conformance constraint filters what a tag finds.
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
    }

    @Test("An unknown tag gives a dynamic type that keeps the tag and the supertype, and reads back from its identifier")
    func dynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "xyzzy"))
        #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
        #expect(type.identifier.hasPrefix("dyn.a"))
        #expect(type.preferredFilenameExtension == "xyzzy")
        #expect(type.conforms(to: .data) && type.conforms(to: .item) && !type.conforms(to: .image))
        #expect(UTType(type.identifier) == type)
        #expect(UTType(filenameExtension: "xyzzy") == type, "the same tag gives the same identifier")
        let mime = try #require(UTType(mimeType: "application/x-touchstone"))
        #expect(mime.preferredMIMEType == "application/x-touchstone" && mime != type)
        #expect(UTType("dyn.a!!") == nil)
    }

    @Test("The app's exported and imported declarations join the system's; undeclared app types still work")
    func appDeclarations() {
        let info: [String: Any] = [
            "UTExportedTypeDeclarations": [[
                "UTTypeIdentifier": "com.example.sketch",
                "UTTypeConformsTo": ["public.data", "public.content"],
                "UTTypeDescription": "Sketch",
                "UTTypeTagSpecification": ["public.filename-extension": ["sketchy"], "public.mime-type": "application/x-sketchy"],
                "UTTypeVersion": 2,
            ] as [String: Any]],
            "UTImportedTypeDeclarations": ["not a dictionary", ["UTTypeConformsTo": "public.data"]] as [Any],
        ]
        let registry = TypeRegistry(infoDictionary: info)
        let sketch = registry.declaration("com.example.sketch")
        #expect(sketch?.filenameExtensions == ["sketchy"] && sketch?.mimeTypes == ["application/x-sketchy"])
        #expect(sketch?.version == 2 && sketch?.isSystem == false)
        #expect(registry.identifiers(tag: "SKETCHY", tagClass: .filenameExtension) == ["com.example.sketch"])
        #expect(registry.allSupertypes(of: "com.example.sketch").contains("public.item"))
        #expect(registry.declaration("public.png") != nil, "system types stay")
        // This test bundle declares nothing: an exported type is still usable, conforming to what it names.
        let undeclared = UTType(exportedAs: "com.example.undeclared", conformingTo: .image)
        #expect(!undeclared.isDeclared && !undeclared.isDynamic)
        #expect(undeclared.conforms(to: .image) && undeclared.conforms(to: .data))
    }

    @Test("Types encode as their identifier strings and decode back")
    func coding() throws {
        let data = try JSONEncoder().encode([UTType.png, .pdf])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.adobe.pdf"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .pdf])
        #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
        #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
    }
}
