// SPDX-License-Identifier: Apache-2.0

/// The system's core types (Apple's `UTCoreTypes`), by Apple's names.
extension UTType {
    /// `public.item`.
    public static let item = UTType(known: "public.item")
    /// `public.content`.
    public static let content = UTType(known: "public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType(known: "public.composite-content")
    /// `public.disk-image`.
    public static let diskImage = UTType(known: "public.disk-image")
    /// `public.data`.
    public static let data = UTType(known: "public.data")
    /// `public.directory`.
    public static let directory = UTType(known: "public.directory")
    /// `com.apple.resolvable`.
    public static let resolvable = UTType(known: "com.apple.resolvable")
    /// `public.symlink`.
    public static let symbolicLink = UTType(known: "public.symlink")
    /// `public.executable`.
    public static let executable = UTType(known: "public.executable")
    /// `com.apple.mount-point`.
    public static let mountPoint = UTType(known: "com.apple.mount-point")
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType(known: "com.apple.alias-file")
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(known: "com.apple.bookmark")
    /// `public.url`.
    public static let url = UTType(known: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// `public.text`.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(known: "public.utf16-external-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(known: "public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(known: "public.utf8-tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(known: "public.rtf")
    /// `public.html`.
    public static let html = UTType(known: "public.html")
    /// `public.xml`.
    public static let xml = UTType(known: "public.xml")
    /// `public.yaml`.
    public static let yaml = UTType(known: "public.yaml")
    /// `public.css`.
    public static let css = UTType(known: "public.css")
    /// `public.source-code`.
    public static let sourceCode = UTType(known: "public.source-code")
    /// `public.assembly-source`.
    public static let assemblyLanguageSource = UTType(known: "public.assembly-source")
    /// `public.c-source`.
    public static let cSource = UTType(known: "public.c-source")
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType(known: "public.objective-c-source")
    /// `public.swift-source`.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(known: "public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`.
    public static let objectiveCPlusPlusSource = UTType(known: "public.objective-c-plus-plus-source")
    /// `public.c-header`.
    public static let cHeader = UTType(known: "public.c-header")
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType(known: "public.c-plus-plus-header")
    /// `public.script`.
    public static let script = UTType(known: "public.script")
    /// `com.apple.applescript.text`.
    public static let appleScript = UTType(known: "com.apple.applescript.text")
    /// `com.apple.applescript.script`.
    public static let osaScript = UTType(known: "com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`.
    public static let osaScriptBundle = UTType(known: "com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType(known: "com.netscape.javascript-source")
    /// `public.shell-script`.
    public static let shellScript = UTType(known: "public.shell-script")
    /// `public.perl-script`.
    public static let perlScript = UTType(known: "public.perl-script")
    /// `public.python-script`.
    public static let pythonScript = UTType(known: "public.python-script")
    /// `public.ruby-script`.
    public static let rubyScript = UTType(known: "public.ruby-script")
    /// `public.php-script`.
    public static let phpScript = UTType(known: "public.php-script")
    /// `public.make-source`.
    public static let makefile = UTType(known: "public.make-source")
    /// `public.json`.
    public static let json = UTType(known: "public.json")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(known: "com.apple.property-list")
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(known: "com.apple.xml-property-list")
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(known: "com.apple.binary-property-list")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(known: "com.adobe.pdf")
    /// `com.apple.rtfd`.
    public static let rtfd = UTType(known: "com.apple.rtfd")
    /// `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType(known: "com.apple.flat-rtfd")
    /// `com.apple.webarchive`.
    public static let webArchive = UTType(known: "com.apple.webarchive")
    /// `public.image`.
    public static let image = UTType(known: "public.image")
    /// `public.jpeg`.
    public static let jpeg = UTType(known: "public.jpeg")
    /// `public.tiff`.
    public static let tiff = UTType(known: "public.tiff")
    /// `com.compuserve.gif`.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// `public.png`.
    public static let png = UTType(known: "public.png")
    /// `com.apple.icns`.
    public static let icns = UTType(known: "com.apple.icns")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(known: "com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType(known: "com.microsoft.ico")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(known: "public.camera-raw-image")
    /// `public.svg-image`.
    public static let svg = UTType(known: "public.svg-image")
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(known: "com.apple.live-photo")
    /// `public.heif`.
    public static let heif = UTType(known: "public.heif")
    /// `public.heic`.
    public static let heic = UTType(known: "public.heic")
    /// `org.webmproject.webp`.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// `public.3d-content`.
    public static let threeDContent = UTType(known: "public.3d-content")
    /// `com.pixar.universal-scene-description`.
    public static let usd = UTType(known: "com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(known: "com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`.
    public static let realityFile = UTType(known: "com.apple.reality")
    /// `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType(known: "com.apple.scenekit.scene")
    /// `com.apple.arobject`.
    public static let arReferenceObject = UTType(known: "com.apple.arobject")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(known: "public.movie")
    /// `public.video`.
    public static let video = UTType(known: "public.video")
    /// `public.audio`.
    public static let audio = UTType(known: "public.audio")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// `public.mpeg`.
    public static let mpeg = UTType(known: "public.mpeg")
    /// `public.mpeg-2-video`.
    public static let mpeg2Video = UTType(known: "public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType(known: "public.mpeg-2-transport-stream")
    /// `public.mp3`.
    public static let mp3 = UTType(known: "public.mp3")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`.
    public static let appleProtectedMPEG4Audio = UTType(known: "com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`.
    public static let appleProtectedMPEG4Video = UTType(known: "com.apple.protected-mpeg-4-video")
    /// `public.avi`.
    public static let avi = UTType(known: "public.avi")
    /// `public.aiff-audio`.
    public static let aiff = UTType(known: "public.aiff-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    /// `public.midi-audio`.
    public static let midi = UTType(known: "public.midi-audio")
    /// `public.playlist`.
    public static let playlist = UTType(known: "public.playlist")
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(known: "public.m3u-playlist")
    /// `public.folder`.
    public static let folder = UTType(known: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(known: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(known: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(known: "com.apple.bundle")
    /// `com.apple.plugin`.
    public static let pluginBundle = UTType(known: "com.apple.plugin")
    /// `com.apple.metadata-importer`.
    public static let spotlightImporter = UTType(known: "com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`.
    public static let quickLookGenerator = UTType(known: "com.apple.quicklook-generator")
    /// `com.apple.xpc-service`.
    public static let xpcService = UTType(known: "com.apple.xpc-service")
    /// `com.apple.framework`.
    public static let framework = UTType(known: "com.apple.framework")
    /// `com.apple.application`.
    public static let application = UTType(known: "com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType(known: "com.apple.application-bundle")
    /// `com.apple.application-and-system-extension`.
    public static let applicationExtension = UTType(known: "com.apple.application-and-system-extension")
    /// `public.unix-executable`.
    public static let unixExecutable = UTType(known: "public.unix-executable")
    /// `com.microsoft.windows-executable`.
    public static let exe = UTType(known: "com.microsoft.windows-executable")
    /// `com.apple.systempreference.prefpane`.
    public static let systemPreferencesPane = UTType(known: "com.apple.systempreference.prefpane")
    /// `public.archive`.
    public static let archive = UTType(known: "public.archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType(known: "public.bzip2-archive")
    /// `public.zip-archive`.
    public static let zip = UTType(known: "public.zip-archive")
    /// `com.apple.archive`.
    public static let appleArchive = UTType(known: "com.apple.archive")
    /// `public.tar-archive`.
    public static let tarArchive = UTType(known: "public.tar-archive")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType(known: "public.presentation")
    /// `public.database`.
    public static let database = UTType(known: "public.database")
    /// `public.message`.
    public static let message = UTType(known: "public.message")
    /// `public.contact`.
    public static let contact = UTType(known: "public.contact")
    /// `public.vcard`.
    public static let vCard = UTType(known: "public.vcard")
    /// `public.to-do-item`.
    public static let toDoItem = UTType(known: "public.to-do-item")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(known: "public.calendar-event")
    /// `public.email-message`.
    public static let emailMessage = UTType(known: "public.email-message")
    /// `com.apple.internet-location`.
    public static let internetLocation = UTType(known: "com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`.
    public static let internetShortcut = UTType(known: "com.microsoft.internet-shortcut")
    /// `public.font`.
    public static let font = UTType(known: "public.font")
    /// `public.bookmark`.
    public static let bookmark = UTType(known: "public.bookmark")
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType(known: "com.rsa.pkcs-12")
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType(known: "public.x509-certificate")
    /// `org.idpf.epub-container`.
    public static let epub = UTType(known: "org.idpf.epub-container")
    /// `public.log`.
    public static let log = UTType(known: "public.log")
    /// `com.apple.haptics.ahap`.
    public static let ahap = UTType(known: "com.apple.haptics.ahap")
    /// `public.geojson`.
    public static let geoJSON = UTType(known: "public.geojson")
}
