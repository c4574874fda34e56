// SPDX-License-Identifier: Apache-2.0

import CoreGraphics

// Mobile Core Services' type identifier constants (deprecated on iOS 15 in favour of UniformTypeIdentifiers'
// `UTType`, and still in wide use: `picker.mediaTypes = [kUTTypeImage as String]`). Each is a `CFString`, which is
// `NSString` here, so `kUTTypeImage as String` works as on iOS.

/// `public.item`.
nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
/// `public.content`.
nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
/// `public.composite-content`.
nonisolated(unsafe) public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// `public.message`.
nonisolated(unsafe) public let kUTTypeMessage: CFString = "public.message"
/// `public.contact`.
nonisolated(unsafe) public let kUTTypeContact: CFString = "public.contact"
/// `public.archive`.
nonisolated(unsafe) public let kUTTypeArchive: CFString = "public.archive"
/// `public.disk-image`.
nonisolated(unsafe) public let kUTTypeDiskImage: CFString = "public.disk-image"
/// `public.data`.
nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
/// `public.directory`.
nonisolated(unsafe) public let kUTTypeDirectory: CFString = "public.directory"
/// `com.apple.resolvable`.
nonisolated(unsafe) public let kUTTypeResolvable: CFString = "com.apple.resolvable"
/// `public.symlink`.
nonisolated(unsafe) public let kUTTypeSymLink: CFString = "public.symlink"
/// `public.executable`.
nonisolated(unsafe) public let kUTTypeExecutable: CFString = "public.executable"
/// `com.apple.mount-point`.
nonisolated(unsafe) public let kUTTypeMountPoint: CFString = "com.apple.mount-point"
/// `com.apple.alias-file`.
nonisolated(unsafe) public let kUTTypeAliasFile: CFString = "com.apple.alias-file"
/// `com.apple.alias-record`.
nonisolated(unsafe) public let kUTTypeAliasRecord: CFString = "com.apple.alias-record"
/// `com.apple.bookmark`.
nonisolated(unsafe) public let kUTTypeURLBookmarkData: CFString = "com.apple.bookmark"
/// `public.url`.
nonisolated(unsafe) public let kUTTypeURL: CFString = "public.url"
/// `public.file-url`.
nonisolated(unsafe) public let kUTTypeFileURL: CFString = "public.file-url"
/// `public.text`.
nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
/// `public.plain-text`.
nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
/// `public.utf8-plain-text`.
nonisolated(unsafe) public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// `public.utf16-external-plain-text`.
nonisolated(unsafe) public let kUTTypeUTF16ExternalPlainText: CFString = "public.utf16-external-plain-text"
/// `public.utf16-plain-text`.
nonisolated(unsafe) public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
/// `public.delimited-values-text`.
nonisolated(unsafe) public let kUTTypeDelimitedText: CFString = "public.delimited-values-text"
/// `public.comma-separated-values-text`.
nonisolated(unsafe) public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
/// `public.tab-separated-values-text`.
nonisolated(unsafe) public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
/// `public.utf8-tab-separated-values-text`.
nonisolated(unsafe) public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
/// `public.rtf`.
nonisolated(unsafe) public let kUTTypeRTF: CFString = "public.rtf"
/// `public.html`.
nonisolated(unsafe) public let kUTTypeHTML: CFString = "public.html"
/// `public.xml`.
nonisolated(unsafe) public let kUTTypeXML: CFString = "public.xml"
/// `public.source-code`.
nonisolated(unsafe) public let kUTTypeSourceCode: CFString = "public.source-code"
/// `public.assembly-source`.
nonisolated(unsafe) public let kUTTypeAssemblyLanguageSource: CFString = "public.assembly-source"
/// `public.c-source`.
nonisolated(unsafe) public let kUTTypeCSource: CFString = "public.c-source"
/// `public.objective-c-source`.
nonisolated(unsafe) public let kUTTypeObjectiveCSource: CFString = "public.objective-c-source"
/// `public.swift-source`.
nonisolated(unsafe) public let kUTTypeSwiftSource: CFString = "public.swift-source"
/// `public.c-plus-plus-source`.
nonisolated(unsafe) public let kUTTypeCPlusPlusSource: CFString = "public.c-plus-plus-source"
/// `public.objective-c-plus-plus-source`.
nonisolated(unsafe) public let kUTTypeObjectiveCPlusPlusSource: CFString = "public.objective-c-plus-plus-source"
/// `public.c-header`.
nonisolated(unsafe) public let kUTTypeCHeader: CFString = "public.c-header"
/// `public.c-plus-plus-header`.
nonisolated(unsafe) public let kUTTypeCPlusPlusHeader: CFString = "public.c-plus-plus-header"
/// `com.sun.java-source`.
nonisolated(unsafe) public let kUTTypeJavaSource: CFString = "com.sun.java-source"
/// `public.script`.
nonisolated(unsafe) public let kUTTypeScript: CFString = "public.script"
/// `com.apple.applescript.text`.
nonisolated(unsafe) public let kUTTypeAppleScript: CFString = "com.apple.applescript.text"
/// `com.apple.applescript.script`.
nonisolated(unsafe) public let kUTTypeOSAScript: CFString = "com.apple.applescript.script"
/// `com.apple.applescript.script-bundle`.
nonisolated(unsafe) public let kUTTypeOSAScriptBundle: CFString = "com.apple.applescript.script-bundle"
/// `com.netscape.javascript-source`.
nonisolated(unsafe) public let kUTTypeJavaScript: CFString = "com.netscape.javascript-source"
/// `public.shell-script`.
nonisolated(unsafe) public let kUTTypeShellScript: CFString = "public.shell-script"
/// `public.perl-script`.
nonisolated(unsafe) public let kUTTypePerlScript: CFString = "public.perl-script"
/// `public.python-script`.
nonisolated(unsafe) public let kUTTypePythonScript: CFString = "public.python-script"
/// `public.ruby-script`.
nonisolated(unsafe) public let kUTTypeRubyScript: CFString = "public.ruby-script"
/// `public.php-script`.
nonisolated(unsafe) public let kUTTypePHPScript: CFString = "public.php-script"
/// `public.json`.
nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
/// `com.apple.property-list`.
nonisolated(unsafe) public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// `com.apple.xml-property-list`.
nonisolated(unsafe) public let kUTTypeXMLPropertyList: CFString = "com.apple.xml-property-list"
/// `com.apple.binary-property-list`.
nonisolated(unsafe) public let kUTTypeBinaryPropertyList: CFString = "com.apple.binary-property-list"
/// `com.adobe.pdf`.
nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
/// `com.apple.rtfd`.
nonisolated(unsafe) public let kUTTypeRTFD: CFString = "com.apple.rtfd"
/// `com.apple.flat-rtfd`.
nonisolated(unsafe) public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
/// `com.apple.txn.text-multimedia-data`.
nonisolated(unsafe) public let kUTTypeTXNTextAndMultimediaData: CFString = "com.apple.txn.text-multimedia-data"
/// `com.apple.webarchive`.
nonisolated(unsafe) public let kUTTypeWebArchive: CFString = "com.apple.webarchive"
/// `public.image`.
nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
/// `public.jpeg`.
nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
/// `public.jpeg-2000`.
nonisolated(unsafe) public let kUTTypeJPEG2000: CFString = "public.jpeg-2000"
/// `public.tiff`.
nonisolated(unsafe) public let kUTTypeTIFF: CFString = "public.tiff"
/// `com.apple.pict`.
nonisolated(unsafe) public let kUTTypePICT: CFString = "com.apple.pict"
/// `com.compuserve.gif`.
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// `public.png`.
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
/// `com.apple.quicktime-image`.
nonisolated(unsafe) public let kUTTypeQuickTimeImage: CFString = "com.apple.quicktime-image"
/// `com.apple.icns`.
nonisolated(unsafe) public let kUTTypeAppleICNS: CFString = "com.apple.icns"
/// `com.microsoft.bmp`.
nonisolated(unsafe) public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// `com.microsoft.ico`.
nonisolated(unsafe) public let kUTTypeICO: CFString = "com.microsoft.ico"
/// `public.camera-raw-image`.
nonisolated(unsafe) public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// `public.svg-image`.
nonisolated(unsafe) public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
/// `com.apple.live-photo`.
nonisolated(unsafe) public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
/// `public.audiovisual-content`.
nonisolated(unsafe) public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// `public.movie`.
nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
/// `public.video`.
nonisolated(unsafe) public let kUTTypeVideo: CFString = "public.video"
/// `public.audio`.
nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
/// `com.apple.quicktime-movie`.
nonisolated(unsafe) public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// `public.mpeg`.
nonisolated(unsafe) public let kUTTypeMPEG: CFString = "public.mpeg"
/// `public.mpeg-2-video`.
nonisolated(unsafe) public let kUTTypeMPEG2Video: CFString = "public.mpeg-2-video"
/// `public.mpeg-2-transport-stream`.
nonisolated(unsafe) public let kUTTypeMPEG2TransportStream: CFString = "public.mpeg-2-transport-stream"
/// `public.mp3`.
nonisolated(unsafe) public let kUTTypeMP3: CFString = "public.mp3"
/// `public.mpeg-4`.
nonisolated(unsafe) public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// `public.mpeg-4-audio`.
nonisolated(unsafe) public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
/// `com.apple.protected-mpeg-4-audio`.
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Audio: CFString = "com.apple.protected-mpeg-4-audio"
/// `com.apple.protected-mpeg-4-video`.
nonisolated(unsafe) public let kUTTypeAppleProtectedMPEG4Video: CFString = "com.apple.protected-mpeg-4-video"
/// `public.avi`.
nonisolated(unsafe) public let kUTTypeAVIMovie: CFString = "public.avi"
/// `public.aiff-audio`.
nonisolated(unsafe) public let kUTTypeAudioInterchangeFileFormat: CFString = "public.aiff-audio"
/// `com.microsoft.waveform-audio`.
nonisolated(unsafe) public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
/// `public.midi-audio`.
nonisolated(unsafe) public let kUTTypeMIDIAudio: CFString = "public.midi-audio"
/// `public.playlist`.
nonisolated(unsafe) public let kUTTypePlaylist: CFString = "public.playlist"
/// `public.m3u-playlist`.
nonisolated(unsafe) public let kUTTypeM3UPlaylist: CFString = "public.m3u-playlist"
/// `public.folder`.
nonisolated(unsafe) public let kUTTypeFolder: CFString = "public.folder"
/// `public.volume`.
nonisolated(unsafe) public let kUTTypeVolume: CFString = "public.volume"
/// `com.apple.package`.
nonisolated(unsafe) public let kUTTypePackage: CFString = "com.apple.package"
/// `com.apple.bundle`.
nonisolated(unsafe) public let kUTTypeBundle: CFString = "com.apple.bundle"
/// `com.apple.plugin`.
nonisolated(unsafe) public let kUTTypePluginBundle: CFString = "com.apple.plugin"
/// `com.apple.metadata-importer`.
nonisolated(unsafe) public let kUTTypeSpotlightImporter: CFString = "com.apple.metadata-importer"
/// `com.apple.quicklook-generator`.
nonisolated(unsafe) public let kUTTypeQuickLookGenerator: CFString = "com.apple.quicklook-generator"
/// `com.apple.xpc-service`.
nonisolated(unsafe) public let kUTTypeXPCService: CFString = "com.apple.xpc-service"
/// `com.apple.framework`.
nonisolated(unsafe) public let kUTTypeFramework: CFString = "com.apple.framework"
/// `com.apple.application`.
nonisolated(unsafe) public let kUTTypeApplication: CFString = "com.apple.application"
/// `com.apple.application-bundle`.
nonisolated(unsafe) public let kUTTypeApplicationBundle: CFString = "com.apple.application-bundle"
/// `com.apple.application-file`.
nonisolated(unsafe) public let kUTTypeApplicationFile: CFString = "com.apple.application-file"
/// `public.unix-executable`.
nonisolated(unsafe) public let kUTTypeUnixExecutable: CFString = "public.unix-executable"
/// `com.microsoft.windows-executable`.
nonisolated(unsafe) public let kUTTypeWindowsExecutable: CFString = "com.microsoft.windows-executable"
/// `com.sun.java-class`.
nonisolated(unsafe) public let kUTTypeJavaClass: CFString = "com.sun.java-class"
/// `com.sun.java-archive`.
nonisolated(unsafe) public let kUTTypeJavaArchive: CFString = "com.sun.java-archive"
/// `com.apple.systempreference.prefpane`.
nonisolated(unsafe) public let kUTTypeSystemPreferencesPane: CFString = "com.apple.systempreference.prefpane"
/// `org.gnu.gnu-zip-archive`.
nonisolated(unsafe) public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
/// `public.bzip2-archive`.
nonisolated(unsafe) public let kUTTypeBzip2Archive: CFString = "public.bzip2-archive"
/// `public.zip-archive`.
nonisolated(unsafe) public let kUTTypeZipArchive: CFString = "public.zip-archive"
/// `public.spreadsheet`.
nonisolated(unsafe) public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
/// `public.presentation`.
nonisolated(unsafe) public let kUTTypePresentation: CFString = "public.presentation"
/// `public.database`.
nonisolated(unsafe) public let kUTTypeDatabase: CFString = "public.database"
/// `public.vcard`.
nonisolated(unsafe) public let kUTTypeVCard: CFString = "public.vcard"
/// `public.to-do-item`.
nonisolated(unsafe) public let kUTTypeToDoItem: CFString = "public.to-do-item"
/// `public.calendar-event`.
nonisolated(unsafe) public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
/// `public.email-message`.
nonisolated(unsafe) public let kUTTypeEmailMessage: CFString = "public.email-message"
/// `com.apple.internet-location`.
nonisolated(unsafe) public let kUTTypeInternetLocation: CFString = "com.apple.internet-location"
/// `com.apple.ink.inktext`.
nonisolated(unsafe) public let kUTTypeInkText: CFString = "com.apple.ink.inktext"
/// `public.font`.
nonisolated(unsafe) public let kUTTypeFont: CFString = "public.font"
/// `public.bookmark`.
nonisolated(unsafe) public let kUTTypeBookmark: CFString = "public.bookmark"
/// `public.3d-content`.
nonisolated(unsafe) public let kUTType3DContent: CFString = "public.3d-content"
/// `com.rsa.pkcs-12`.
nonisolated(unsafe) public let kUTTypePKCS12: CFString = "com.rsa.pkcs-12"
/// `public.x509-certificate`.
nonisolated(unsafe) public let kUTTypeX509Certificate: CFString = "public.x509-certificate"
/// `org.idpf.epub-container`.
nonisolated(unsafe) public let kUTTypeElectronicPublication: CFString = "org.idpf.epub-container"
/// `public.log`.
nonisolated(unsafe) public let kUTTypeLog: CFString = "public.log"
