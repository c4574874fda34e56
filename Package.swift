// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
//
// Touchstone: Apple's UIKit, Quartz Core and Core Graphics for Linux.
// Module graph (imports point down only; scripts/check-layering enforces it):
//
//   UIKit ─► QuartzCore ─► CoreGraphics ─► CCairo (cairo + pangocairo), CJPEG (libturbojpeg), CGdkPixbuf (gdk-pixbuf),
//                                          CPixelKernels (our AVX2/AVX-512 compositing kernels)
//   UIKit ─► CoreText ─► CoreGraphics
//   UIKit ─► ImageIO ─► CoreGraphics
//   Security ─► CoreGraphics (Core Foundation names), swift-crypto
//   CoreLocation ─► Foundation, swift-log (a simulated location source; never UIKit)
//   ExternalAccessory ─► Foundation, swift-log (simulated accessories; never UIKit)
//   UniformTypeIdentifiers ─► Foundation, swift-log (UTType and the system's type table; never UIKit)
//   UIKit ─► UniformTypeIdentifiers (the document picker's content types)
//   MobileCoreServices ─► UniformTypeIdentifiers, CoreGraphics (kUTType… constants and UTType… functions as CFStrings)
//   UserNotifications ─► CoreLocation (for location triggers), swift-log (local notifications; never UIKit)
//   LocalAuthentication ─► Foundation, swift-log (Touch ID / Face ID against a simulated sensor; never UIKit)
//   UIKit ─► UserNotifications (UILocalNotification is scheduled through its center)
//   UIKit ─► MotionSensors ◄─ CoreMotion (the simulated motion sensor on Foundation + swift-log; CoreMotion never UIKit)
//   MapKit ─► UIKit, CoreLocation (a simulated offline map; nothing below imports it)
//   AVFoundation ─► AudioToolbox ─► AudioEngine ─► CSndFile (libsndfile), swift-log; AudioToolbox ─► CoreGraphics
//   (OSStatus, CFURL, CFRunLoop), CAudioToolbox (Core Audio's C structs); UIKit's runtime ─► AudioEngine (hands it the host clock and the device's events)
//   TouchstoneTesting ─► GoldenImages (golden-image comparison) ─► CoreGraphics
//   UIKit ─► CHunspell (libhunspell: UITextChecker's spelling)
//   UIKit ─► CBox2D (our C API over Box2D, C++: UIKit Dynamics' physics)
//   WebKit ─► UIKit ─► CLibXML2 (libxml2's HTML parser: NSAttributedString's HTML reading, the web views' pages)
//   SafariServices ─► WebKit (the in-app browser and the Reading List; nothing of ours imports it)
//   StoreKit ─► UIKit (in-app purchase against a simulated store, review prompts; nothing of ours imports it)
//   MediaPlayer ─► UIKit, AVFoundation (movie and music players on simulated timelines, the simulated iPod library;
//   UIKit never imports it; the timeline and the movie-header reader live in AVFoundation, below UIKit)
//   CoreMedia ─► Foundation (CMTime, CMTimeRange); AVFoundation ─► CoreMedia (re-exported), QuartzCore (AVPlayerLayer)
//   AVKit ─► AVFoundation, UIKit (AVPlayerViewController; nothing of ours imports it)
//   PhotosUI ─► Photos ─► UIKit (the photo library over the simulated one, the PHPicker; UIKit never imports them).
//   NSItemProvider lives in UniformTypeIdentifiers, which UIKit re-exports
//
// The port command stands apart: TouchstonePort (plugin) ─► touchstone-port (tool) ─► TouchstonePortKit ─►
// swift-syntax. Nothing of UIKit's depends on swift-syntax.
//
// See docs/ARCHITECTURE.md.

import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .library(name: "ImageIO", targets: ["ImageIO"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Security", targets: ["Security"]),
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        .library(name: "TouchstoneSnapshotTesting", targets: ["TouchstoneSnapshotTesting"]),
        .library(name: "TouchstoneTemplate", targets: ["TouchstoneTemplate"]),
        // The device link's protocol, for the Fuzz package's fuzz-device-link target.
        .library(name: "DeviceLink", targets: ["DeviceLink"]),
        .library(name: "SystemConfiguration", targets: ["SystemConfiguration"]),
        .library(name: "Network", targets: ["Network"]),
        .library(name: "MessageUI", targets: ["MessageUI"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "ExternalAccessory", targets: ["ExternalAccessory"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "LocalAuthentication", targets: ["LocalAuthentication"]),
        .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        .library(name: "StoreKit", targets: ["StoreKit"]),
        .library(name: "CoreMotion", targets: ["CoreMotion"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "AudioToolbox", targets: ["AudioToolbox"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "AVKit", targets: ["AVKit"]),
        .executable(name: "touchstone-bench", targets: ["TouchstoneBench"]),
        .executable(name: "cg-showcase", targets: ["CGShowcase"]),
        .executable(name: "probe-app", targets: ["ProbeApp"]),
        .executable(name: "moveme", targets: ["MoveMe"]),
        .executable(name: "lists", targets: ["Lists"]),
        .executable(name: "catalog", targets: ["Catalog"]),
        .executable(name: "storyboards", targets: ["Storyboards"]),
        .executable(name: "settings", targets: ["Settings"]),
        .executable(name: "device-opener", targets: ["DeviceOpener"]),
        .executable(name: "device-target", targets: ["DeviceTarget"]),
        .executable(name: "device-crasher", targets: ["DeviceCrasher"]),
        .executable(name: "touchstone-port", targets: ["touchstone-port"]),
        .executable(name: "touchstone", targets: ["TouchstoneCommand"]),
        .plugin(name: "TouchstonePort", targets: ["TouchstonePort"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // swift-snapshot-testing's own strategies are Apple-only; TouchstoneSnapshotTesting adds Linux ones.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `make docs`: the DocC catalogs (Sources/*/*.docc) built into a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine: OpenCombine's publishers and operators under Apple's module name (docs/ARCHITECTURE.md, "Combine").
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // System libraries. Only CoreGraphics imports these (scripts/check-layering).
        .systemLibrary(
            name: "CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(
            name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
            providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        // Spelling for UITextChecker. Only Sources/UIKit/Spelling/Hunspell/ imports it (and Benchmarks/, for the
        // raw-Hunspell baseline; scripts/check-layering).
        .systemLibrary(name: "CHunspell", pkgConfig: "hunspell", providers: [.apt(["libhunspell-dev"])]),
        // HTML for NSAttributedString's HTML reading and the web views. Only Sources/UIKit/Web/HTML/ imports it
        // (scripts/check-layering).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

        // Calls Swift initialisers on metatypes known only at run time (docs/ARCHITECTURE.md, "Creating classes
        // from their metatypes"). Only QuartzCore, UIKit and MapKit import it (scripts/check-layering).
        .target(name: "CDynamicInit"),
        // Hooks that make Foundation's and libdispatch's clocks, timers and main bundle follow the simulated device
        // (docs/ARCHITECTURE.md, "Foundation's clocks and names"). Only UIKit imports it (scripts/check-layering).
        .target(name: "CProcessHooks"),
        // Compositing kernels (AVX2, AVX-512) for Core Graphics' layer blits, byte for byte pixman's results
        // (docs/ARCHITECTURE.md, "Pixel kernels"). Only CoreGraphics imports it (scripts/check-layering).
        .target(name: "CPixelKernels"),
        // A C API over Box2D 2.4 (C++, Debian's libbox2d-dev) for UIKit Dynamics (docs/ARCHITECTURE.md, "UIKit
        // Dynamics"). Only Sources/UIKit/Dynamics/ imports it (scripts/check-layering).
        .target(name: "CBox2D", linkerSettings: [.linkedLibrary("box2d")]),

        .target(
            name: "CoreGraphics",
            dependencies: ["CCairo", "CJPEG", "CGdkPixbuf", "CPixelKernels", .product(name: "Logging", package: "swift-log")]),

        // Core Text's font manager (app fonts); above CoreGraphics, whose text engine it registers fonts with.
        .target(name: "CoreText", dependencies: ["CoreGraphics"]),

        // Image I/O: image sources read header first, thumbnails, PNG/JPEG destinations; the codecs stay in
        // CoreGraphics, the only module that imports the C libraries (docs/ARCHITECTURE.md, "Images: header
        // first, pixels on first use, ImageIO").
        .target(name: "ImageIO", dependencies: ["CoreGraphics"]),

        // Security: the keychain (SecItemAdd/CopyMatching/Update/Delete), per app, AES-GCM under a device key kept
        // outside every app container (docs/ARCHITECTURE.md, "Keychain (Security)"). Sits on CoreGraphics for the
        // Core Foundation names only; never imports UIKit.
        .target(
            name: "Security",
            dependencies: ["CoreGraphics", .product(name: "Crypto", package: "swift-crypto"),
                           .product(name: "Logging", package: "swift-log")]),

        .target(
            name: "QuartzCore",
            dependencies: ["CoreGraphics", "CDynamicInit", .product(name: "Logging", package: "swift-log")]),

        // The host seam: what UIKit needs from a platform (input, frames, time).
        .target(name: "HostInterface", dependencies: ["CoreGraphics"]),
        // The headless host: manual clock, scripted input, captured frames.
        .target(name: "HeadlessHost", dependencies: ["HostInterface"]),
        // The device link: the versioned protocol between the simulated device and its app processes (issue 19).
        .target(name: "DeviceLink", dependencies: ["HostInterface"]),
        // The control socket between the `touchstone` command and a booted device, on Foundation alone (issue 19).
        .target(name: "DeviceControl"),
        // The app side of the device link: the host backend of an app the simulated device runs (issue 19).
        .target(name: "RemoteHost", dependencies: ["DeviceLink", "HostInterface"]),

        // The simulator window (SDL2). The only module that imports CSDL2.
        .target(name: "SDLHost", dependencies: ["HostInterface", "CSDL2"]),

        // The simulated network (`--network`): System Configuration's reachability and Network's path monitor, on
        // Foundation only (docs/ARCHITECTURE.md, "Network state"). UIKit imports SystemConfiguration for the state.
        .target(name: "SystemConfiguration"),
        .target(name: "Network", dependencies: ["SystemConfiguration"]),
        // Core Location over a simulated location source (docs/ARCHITECTURE.md, "Location"): on Foundation alone,
        // never UIKit; swift-log for malformed settings.
        .target(name: "CoreLocation", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // External accessories (guide §2.8.2) over simulated ones (docs/ARCHITECTURE.md, "External accessories"):
        // on Foundation alone, never UIKit; swift-log for malformed settings and refused sessions.
        .target(name: "ExternalAccessory", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "UniformTypeIdentifiers", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // LocalAuthentication: LAContext against a simulated biometric sensor; Foundation and swift-log alone.
        .target(name: "LocalAuthentication", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers", "CoreGraphics"]),
        // Local notifications (iOS 10's User Notifications) on the device clock (docs/ARCHITECTURE.md, "User
        // notifications"): Foundation and CoreLocation (location triggers name CLRegion), never UIKit.
        .target(name: "UserNotifications",
                dependencies: ["CoreLocation", .product(name: "Logging", package: "swift-log")]),
        // The simulated motion sensor (docs/ARCHITECTURE.md, "Motion"): pose, shakes and the host-clock seam its
        // updates run on, on Foundation alone. UIKit (UIAccelerometer) and CoreMotion both read it.
        .target(name: "MotionSensors", dependencies: [.product(name: "Logging", package: "swift-log")]),
        // Core Motion over the simulated sensor: never UIKit.
        .target(name: "CoreMotion", dependencies: ["MotionSensors"]),
        // Audio (docs/ARCHITECTURE.md, "Audio"): our engine over libsndfile (only AudioEngine imports CSndFile),
        // then Apple's AudioToolbox and AVFoundation on it, never UIKit. UIKit's runtime imports AudioEngine only.
        .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
        .target(name: "AudioEngine", dependencies: ["CSndFile", .product(name: "Logging", package: "swift-log")]),
        // Core Audio's C structs and callback types, so Swift imports them as it does Apple's (`@convention(c)`
        // callbacks over `AudioQueueBufferRef`). Only AudioToolbox imports it, and re-exports it.
        .target(name: "CAudioToolbox"),
        .target(name: "AudioToolbox", dependencies: ["AudioEngine", "CoreGraphics", "CAudioToolbox"]),
        // Core Media's time types (CMTime, CMTimeRange) on Foundation alone.
        .target(name: "CoreMedia"),
        // AVFoundation's video side (AVPlayer, AVPlayerItem, AVAsset) plays on the simulated timeline (nothing is
        // decoded); AVPlayerLayer is a CALayer, hence QuartzCore (still never UIKit).
        .target(name: "AVFoundation", dependencies: ["AudioToolbox", "AudioEngine", "CoreMedia", "CoreGraphics", "QuartzCore"]),

        // Unified logging, signposts and unfair locks (`os`), and iOS 15's `OSLog` (the log store), on Foundation
        // alone (docs/ARCHITECTURE.md, "Unified logging (os, OSLog)").
        .target(name: "os"),
        .target(name: "OSLog", dependencies: ["os"]),
        // Combine: OpenCombine under Apple's module name, with its Foundation integration and our DispatchQueue
        // scheduler (docs/ARCHITECTURE.md, "Combine"). On Foundation alone.
        .target(
            name: "Combine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine"),
                           .product(name: "OpenCombineFoundation", package: "OpenCombine")]),

        .target(
            name: "UIKit",
            dependencies: ["QuartzCore", "SystemConfiguration", "MotionSensors", "CDynamicInit", "CProcessHooks", "CBox2D",
                           "CoreText", "ImageIO", "Security", "HostInterface", "UserNotifications",
                           "HeadlessHost", "SDLHost", "RemoteHost", "CHunspell", "CLibXML2", "AudioEngine",
                           "UniformTypeIdentifiers",
                           // Not imported: linked so that swift-argument-parser, which imports any module named
                           // `os` it can see (docs/ARCHITECTURE.md, "Unified logging (os, OSLog)"), always links.
                           "os",
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // Mail and message composers (guide chapter 8) over the simulated device's outbox.
        .target(name: "MessageUI", dependencies: ["UIKit"]),
        // Web views (WKWebView) over UIKit's static HTML page view: no browser engine, no JavaScript
        // (docs/ARCHITECTURE.md, "Web views").
        .target(name: "WebKit", dependencies: ["UIKit"]),
        .target(name: "SafariServices", dependencies: ["WebKit", "UIKit"]),
        .target(name: "StoreKit", dependencies: ["UIKit", "SystemConfiguration", .product(name: "Logging", package: "swift-log")]),
        // Movie and music players on simulated timelines and the simulated iPod library (guide §2.7; docs/
        // ARCHITECTURE.md, "Media Player"). No decoder, no sound output.
        .target(name: "MediaPlayer", dependencies: ["UIKit", "AVFoundation"]),
        // AVPlayerViewController and AVRoutePickerView over AVFoundation's players (docs/ARCHITECTURE.md, "Video").
        .target(name: "AVKit", dependencies: ["AVFoundation", "UIKit"]),

        // Photos (the library, its assets, image requests) and PhotosUI (the PHPicker) over UIKit's simulated photo
        // library (docs/ARCHITECTURE.md, "Photos and the photo picker"). As on iOS, Photos sits on UIKit.
        .target(name: "Photos", dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")]),
        .target(name: "PhotosUI", dependencies: ["Photos", "UIKit"]),

        // Map Kit (guide §2.8.5) over a simulated, offline map (docs/ARCHITECTURE.md, "Map Kit").
        .target(name: "MapKit", dependencies: ["UIKit", "CoreLocation", "CDynamicInit", .product(name: "Logging", package: "swift-log")]),

        // The simulated device (issue 19): installed apps as processes behind the device link, the home screen,
        // the Home button, URL routing. The `touchstone` command drives it.
        .target(
            name: "TouchstoneDevice",
            dependencies: ["UIKit", "CoreGraphics", "DeviceLink", "HostInterface", "HeadlessHost", "SDLHost"]),
        // `touchstone`, the simctl-like command: boots a device process and drives it over its control socket.
        .executableTarget(
            name: "TouchstoneCommand",
            dependencies: ["DeviceControl", "TouchstoneDevice", "TouchstoneTemplate", "CoreGraphics",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // Test support shipped to users: golden-image comparison (re-exported from GoldenImages) and the headless
        // device.
        .target(
            name: "TouchstoneTesting",
            dependencies: ["CoreGraphics", "GoldenImages", "UIKit", "HeadlessHost", "_Testing_CoreGraphics",
                           "_Testing_UIKit"]),
        // Golden-image comparison on Core Graphics alone, so that the Quartz Core tests build without UIKit (their
        // ThreadSanitizer run in `make test`, `make check-tsan-quartzcore`).
        .target(name: "GoldenImages", dependencies: ["CoreGraphics"]),

        // swift-snapshot-testing's strategies for UIView, UIViewController, CALayer and UIImage on Linux, rendered on
        // a headless device (docs/ARCHITECTURE.md, "Snapshot testing"); re-exports SnapshotTesting.
        .target(
            name: "TouchstoneSnapshotTesting",
            dependencies: ["UIKit", "TouchstoneTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // `touchstone new MyApp`: writes a new app package (Foundation only).
        .target(name: "TouchstoneTemplate"),

        // Works around the Linux toolchain's Apple-only cross-import overlays for Swift Testing
        // (`_Testing_CoreGraphics`); see docs/ARCHITECTURE.md, "Testing".
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_UIKit"),

        .executableTarget(
            name: "CGShowcase", dependencies: ["CoreGraphics"], path: "Examples/CGShowcase"),
        // A one-window app for the window test, the watchdog test and the launch benchmark.
        .executableTarget(name: "ProbeApp", dependencies: ["UIKit", "Security", "Network"], path: "Examples/ProbeApp"),
        // MoveMe, the sample app: its views and delegate in a library (so tests and the benchmark can drive
        // them), its app bundle folder MoveMe.app copied as a resource (docs/ARCHITECTURE.md, "App bundles"),
        // and a thin executable.
        .target(
            name: "MoveMeKit", dependencies: ["UIKit"], path: "Examples/MoveMe/Sources/MoveMeKit",
            resources: [.copy("MoveMe.app")]),
        .executableTarget(name: "MoveMe", dependencies: ["MoveMeKit", "UIKit"], path: "Examples/MoveMe/Sources/MoveMe"),
        // Lists, the second sample app (issue 14): a 10,000-row table, a photo grid and pickers; a library for the
        // tests and the benchmark, and a thin executable.
        .target(name: "ListsKit", dependencies: ["UIKit"], path: "Examples/Lists/Sources/ListsKit"),
        .executableTarget(name: "Lists", dependencies: ["ListsKit", "UIKit"], path: "Examples/Lists/Sources/Lists"),
        // Catalog, the third sample app (issue 15): UIKit's views and controllers behind a navigation controller,
        // in the spirit of Apple's UICatalog; a library for the tests and a thin executable.
        .target(name: "CatalogKit", dependencies: ["UIKit"], path: "Examples/Catalog/Sources/CatalogKit"),
        .executableTarget(name: "Catalog", dependencies: ["CatalogKit", "UIKit"], path: "Examples/Catalog/Sources/Catalog"),
        // Storyboards, the Interface Builder example (issue 20): every screen from Main.storyboard
        // (UIMainStoryboardFile), its app bundle Storyboards.app (storyboard, Info.plist, pictures) copied as a resource.
        .target(
            name: "StoryboardsKit", dependencies: ["UIKit"], path: "Examples/Storyboards/Sources/StoryboardsKit",
            resources: [.copy("Storyboards.app")]),
        .executableTarget(
            name: "Storyboards", dependencies: ["StoryboardsKit", "UIKit"], path: "Examples/Storyboards/Sources/Storyboards"),
        // Settings, the device's Settings app (issue 18): the device's sections and one page per app with a
        // Settings bundle, editing the app's defaults in its container; a library for the tests and a thin
        // executable (`swift run settings --app Examples/Settings/SampleApp.app`).
        .target(name: "SettingsKit", dependencies: ["UIKit"], path: "Examples/Settings/Sources/SettingsKit"),
        .executableTarget(name: "Settings", dependencies: ["SettingsKit", "UIKit"], path: "Examples/Settings/Sources/Settings"),
        // The simulated device's example apps (issue 19), run as real processes by TouchstoneDeviceTests: Opener
        // opens Target by its URL scheme, Crasher crashes on a tap; each prints its life-cycle callbacks and writes
        // into its Documents. The shared delegate in a library, each app's `.app` folder copied as a resource.
        .target(name: "DeviceAppsKit", dependencies: ["UIKit"], path: "Examples/DeviceApps/Sources/DeviceAppsKit"),
        .executableTarget(
            name: "DeviceOpener", dependencies: ["DeviceAppsKit", "UIKit"], path: "Examples/DeviceApps/Sources/Opener",
            resources: [.copy("Opener.app")]),
        .executableTarget(
            name: "DeviceTarget", dependencies: ["DeviceAppsKit", "UIKit"], path: "Examples/DeviceApps/Sources/Target",
            resources: [.copy("Target.app")]),
        .executableTarget(
            name: "DeviceCrasher", dependencies: ["DeviceAppsKit", "UIKit"], path: "Examples/DeviceApps/Sources/Crasher",
            resources: [.copy("Crasher.app")]),

        // The port command (README, "Porting an iOS app"): the rewriting in a library so tests call it directly,
        // the tool, and the command plugin `swift package --allow-writing-to-package-directory touchstone-port`.
        .target(
            name: "TouchstonePortKit",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax")]),
        .executableTarget(
            name: "touchstone-port", dependencies: ["TouchstonePortKit"], path: "Sources/TouchstonePortTool"),
        .plugin(
            name: "TouchstonePort",
            capability: .command(
                intent: .custom(verb: "touchstone-port",
                                description: "Rewrite iOS sources (@objc, #selector, …) so they compile on Linux"),
                permissions: [.writeToPackageDirectory(reason: "touchstone-port rewrites the sources in place")]),
            dependencies: ["touchstone-port"]),

        // Benchmarks: release build via `make bench`. Imports CCairo and CHunspell directly for the raw-Cairo and
        // raw-Hunspell baselines (the sanctioned exceptions to the layering rule, checked by scripts/check-layering).
        .executableTarget(
            name: "TouchstoneBench",
            dependencies: ["CoreGraphics", "QuartzCore", "CCairo", "CHunspell", "UIKit", "MoveMeKit", "ListsKit", "TouchstoneTesting",
                           "HostInterface", "SDLHost", "RemoteHost", "DeviceLink", "TouchstoneDevice",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/TouchstoneBench"),

        .testTarget(
            name: "CoreGraphicsTests",
            dependencies: ["CoreGraphics", "CoreText", "TouchstoneTesting", "_Testing_CoreGraphics"],
            exclude: ["Goldens", "Fixtures"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "MessageUI", "ImageIO", "SystemConfiguration", "Network", "TouchstoneTesting", "SettingsKit", "UniformTypeIdentifiers", "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "MoveMeTests",
            dependencies: ["MoveMeKit", "UIKit", "HeadlessHost", "HostInterface", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "ListsTests",
            dependencies: ["ListsKit", "UIKit", "HeadlessHost", "HostInterface", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(
            name: "CatalogTests",
            dependencies: ["CatalogKit", "UIKit", "HeadlessHost", "HostInterface", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "StoryboardsTests",
            dependencies: ["StoryboardsKit", "UIKit", "HeadlessHost", "HostInterface", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "HostTests",
            dependencies: ["HostInterface", "HeadlessHost", "SDLHost", "_Testing_CoreGraphics"]),
        // iOS idioms compiled in Swift 5 mode, as most iOS apps are (issue 11; docs/ARCHITECTURE.md, "Source
        // compatibility").
        .testTarget(
            name: "SourceCompatibilityTests",
            dependencies: ["UIKit", "MessageUI", "ImageIO", "CoreLocation", "ExternalAccessory", "UserNotifications",
                           "UniformTypeIdentifiers", "MobileCoreServices", "LocalAuthentication", "WebKit", "SafariServices",
                           "StoreKit", "CoreMotion", "MediaPlayer", "MapKit", "AVFoundation", "AVKit", "CoreMedia", "os",
                           "OSLog", "Combine", "Photos", "PhotosUI", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "TouchstonePortTests", dependencies: ["TouchstonePortKit"], exclude: ["Fixtures"]),
        .testTarget(name: "OSLogTests", dependencies: ["os", "OSLog"]),
        .testTarget(
            name: "CombineTests",
            dependencies: ["Combine", "UIKit", "TouchstoneTesting", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(name: "SecurityTests", dependencies: ["Security", "_Testing_CoreGraphics"]),
        .testTarget(name: "CoreLocationTests", dependencies: ["CoreLocation"]),
        .testTarget(name: "ExternalAccessoryTests", dependencies: ["ExternalAccessory"]),
        .testTarget(
            name: "UniformTypeIdentifiersTests",
            dependencies: ["UniformTypeIdentifiers", "MobileCoreServices", "_Testing_CoreGraphics"]),
        .testTarget(name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication"]),
        .testTarget(
            name: "StoreKitTests",
            dependencies: ["StoreKit", "UIKit", "SystemConfiguration", "TouchstoneTesting", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications"]),
        .testTarget(
            name: "WebKitTests",
            dependencies: ["WebKit", "SafariServices", "UIKit", "SystemConfiguration", "TouchstoneTesting", "_Testing_CoreGraphics",
                           "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "MotionTests",
            dependencies: ["CoreMotion", "MotionSensors", "UIKit", "TouchstoneTesting", "_Testing_CoreGraphics",
                           "_Testing_UIKit"]),
        .testTarget(
            name: "MediaPlayerTests",
            dependencies: ["MediaPlayer", "AVFoundation", "UIKit", "TouchstoneTesting", "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "MapKitTests",
            dependencies: ["MapKit", "UIKit", "CoreLocation", "HostInterface", "TouchstoneTesting", "_Testing_CoreGraphics",
                           "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "PhotosTests",
            dependencies: ["Photos", "PhotosUI", "UIKit", "UniformTypeIdentifiers", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(
            name: "AudioTests",
            dependencies: ["AVFoundation", "AudioToolbox", "AudioEngine", "UIKit", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(
            name: "VideoTests",
            dependencies: ["AVKit", "AVFoundation", "CoreMedia", "UIKit", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "TouchstoneDeviceTests",
            dependencies: ["TouchstoneDevice", "DeviceLink", "HostInterface", "UIKit", "TouchstoneTesting", "_Testing_CoreGraphics"],
            exclude: ["Goldens"]),
        .testTarget(name: "DeviceLinkTests", dependencies: ["DeviceLink", "HostInterface", "_Testing_CoreGraphics"]),
        .testTarget(name: "DeviceControlTests", dependencies: ["DeviceControl", "_Testing_CoreGraphics"]),
        // Runs the built `touchstone` command against a background device (it needs no module of ours).
        .testTarget(name: "TouchstoneCommandTests", dependencies: ["_Testing_CoreGraphics"]),
        .testTarget(
            name: "RemoteHostTests",
            dependencies: ["RemoteHost", "DeviceLink", "HostInterface", "UIKit", "HeadlessHost", "TouchstoneTesting",
                           "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .testTarget(
            name: "TouchstoneSnapshotTestingTests",
            dependencies: ["TouchstoneSnapshotTesting", "UIKit", "_Testing_CoreGraphics", "_Testing_UIKit"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "TouchstoneTemplateTests", dependencies: ["TouchstoneTemplate"]),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: ["QuartzCore", "GoldenImages", "_Testing_CoreGraphics"],
            exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

// With TOUCHSTONE_ONLY_TESTS set (test target names, separated by commas), the package holds only those test targets
// and the targets they build on, and no products. `make check-tsan-quartzcore` (part of `make test`) uses it so that
// ThreadSanitizer's build, `swift test --sanitize=thread`, compiles Core Graphics and Quartz Core rather than every
// module: `swift test` builds all of a package's targets. Unset, the package is whole.
if let only = Context.environment["TOUCHSTONE_ONLY_TESTS"], !only.isEmpty {
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set<String>()
    var pending = only.split(separator: ",").map { String($0) }
    while let name = pending.popLast() {
        guard kept.insert(name).inserted, let target = byName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { kept.contains($0.name) }
    package.products = []
}
