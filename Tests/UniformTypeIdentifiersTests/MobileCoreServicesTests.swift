// SPDX-License-Identifier: Apache-2.0

import Foundation
import MobileCoreServices
import Testing
import UniformTypeIdentifiers

@Suite("Mobile Core Services")
struct MobileCoreServicesTests {
    @Test("kUTType constants are Apple's identifiers and read as Strings")
    func constants() {
        #expect(kUTTypeImage as String == "public.image")
        #expect(kUTTypeMovie as String == "public.movie")
        #expect(kUTTypePNG as String == "public.png")
        #expect(kUTTypeJPEG as String == "public.jpeg")
        #expect(kUTTypePDF as String == "com.adobe.pdf")
        #expect(kUTTagClassFilenameExtension as String == "public.filename-extension")
        #expect(kUTTagClassMIMEType as String == "public.mime-type")
    }

    @Test("Extension → identifier → MIME type, the common round trip")
    func tagRoundTrip() {
        let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as CFString, nil)?
            .takeRetainedValue()
        #expect(uti.map { $0 as String } == "public.jpeg")
        let mime = uti.flatMap { UTTypeCopyPreferredTagWithClass($0, kUTTagClassMIMEType)?.takeRetainedValue() }
        #expect(mime.map { $0 as String } == "image/jpeg")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeImage, kUTTagClassMIMEType) == nil)
        let unknown = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "xyzzy" as CFString,
                                                            kUTTypeData)?.takeRetainedValue()
        #expect(unknown.map { UTTypeIsDynamic($0) } == true)
        #expect(unknown.map { UTType($0 as String)?.preferredFilenameExtension } == "xyzzy")
        let all = UTTypeCreateAllIdentifiersForTag(kUTTagClassMIMEType, "image/png" as CFString, nil)?
            .takeRetainedValue()
        #expect((all as? [String]) == ["public.png"])
    }

    @Test("Conformance and equality as UTType answers them")
    func conformance() {
        #expect(UTTypeConformsTo(kUTTypePNG, kUTTypeImage))
        #expect(UTTypeConformsTo(kUTTypeQuickTimeMovie, kUTTypeMovie))
        #expect(!UTTypeConformsTo(kUTTypeMovie, kUTTypeImage))
        #expect(UTTypeConformsTo("com.example.unknown" as CFString, "COM.EXAMPLE.UNKNOWN" as CFString))
        #expect(!UTTypeConformsTo("com.example.unknown" as CFString, kUTTypeData))
        #expect(UTTypeEqual("public.PNG" as CFString, kUTTypePNG))
        #expect(UTTypeIsDeclared(kUTTypeGIF) && !UTTypeIsDeclared("com.example.unknown" as CFString))
        #expect(UTTypeCopyDescription(kUTTypePNG)?.takeRetainedValue() as String? == "PNG image")
    }

    @Test("Every kUTType constant names a type UniformTypeIdentifiers declares")
    func everyConstantDeclared() {
        let constants: [CFString] = [kUTTypeItem, kUTTypeContent, kUTTypeData, kUTTypeText, kUTTypePlainText,
                                     kUTTypeUTF8PlainText, kUTTypeHTML, kUTTypeXML, kUTTypeJSON, kUTTypeRTF,
                                     kUTTypeImage, kUTTypeJPEG, kUTTypeJPEG2000, kUTTypeTIFF, kUTTypePICT, kUTTypeGIF,
                                     kUTTypePNG, kUTTypeBMP, kUTTypeICO, kUTTypeRawImage, kUTTypeScalableVectorGraphics,
                                     kUTTypeLivePhoto, kUTTypeMovie, kUTTypeVideo, kUTTypeAudio, kUTTypeQuickTimeMovie,
                                     kUTTypeMPEG, kUTTypeMPEG4, kUTTypeMPEG4Audio, kUTTypeMP3, kUTTypeAVIMovie,
                                     kUTTypeWaveformAudio, kUTTypeAudioInterchangeFileFormat, kUTTypeMIDIAudio,
                                     kUTTypeZipArchive, kUTTypeGNUZipArchive, kUTTypeBzip2Archive, kUTTypeFolder,
                                     kUTTypeApplicationBundle, kUTTypeURL, kUTTypeFileURL, kUTTypeVCard, kUTTypePDF,
                                     kUTTypeRTFD, kUTTypeWebArchive, kUTTypeJavaSource, kUTTypeJavaArchive,
                                     kUTTypeAliasRecord, kUTTypeQuickTimeImage, kUTTypeInkText, kUTType3DContent,
                                     kUTTypeElectronicPublication, kUTTypeX509Certificate, kUTTypePKCS12, kUTTypeLog,
                                     kUTTypeTXNTextAndMultimediaData, kUTTypeApplicationFile, kUTTypeJavaClass]
        for constant in constants {
            #expect(UTTypeIsDeclared(constant), "\(constant)")
        }
    }
}
