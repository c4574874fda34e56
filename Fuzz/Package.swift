// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
//
// Touchstone's libFuzzer targets: a package of its own beside the root package (docs/ARCHITECTURE.md, "Fuzzing and
// the soak"), so the normal `swift build --build-tests` never sees them. Each target is an executable whose `@main`
// hands its input function to libFuzzer's driver; build and run them with `make fuzz` (scripts/fuzz), which passes
// `-Xswiftc -sanitize=fuzzer,address` so every Swift module, Touchstone's included, is instrumented.
//
// Adding a target: an executable named `fuzz-<name>` here, a seed folder Fuzz/Corpus/<name>/, and the name in
// scripts/fuzz's TARGETS.

import PackageDescription

let touchstone: [Target.Dependency] = [
    "FuzzSupport",
    .product(name: "UIKit", package: "Touchstone"),
    .product(name: "TouchstoneTesting", package: "Touchstone"),
]

let package = Package(
    name: "TouchstoneFuzz",
    dependencies: [
        .package(name: "Touchstone", path: ".."),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
        // libFuzzer's LLVMFuzzerRunDriver, declared for Swift.
        .target(name: "CFuzzerDriver"),
        // The driver every target's `@main` calls, with logging switched off.
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", .product(name: "Logging", package: "swift-log")]),

        // The small app the app-level targets launch on a headless device.
        .target(name: "FuzzApp", dependencies: [.product(name: "UIKit", package: "Touchstone"),
                                                .product(name: "TouchstoneTesting", package: "Touchstone")]),

        // UIImage(data:) (PNG, JPEG, GIF, BMP, TIFF, ICO, CUR, XBM), each decoded image drawn into a small bitmap.
        .executableTarget(name: "fuzz-image", dependencies: touchstone, path: "Sources/FuzzImage"),
        // An app bundle's Info.plist, read as AppBundle reads it, then an app launched with it on a headless device.
        .executableTarget(name: "fuzz-info-plist", dependencies: touchstone, path: "Sources/FuzzInfoPlist"),
        // A .strings table, parsed as Foundation's Bundle parses one for NSLocalizedString.
        .executableTarget(name: "fuzz-strings", dependencies: touchstone, path: "Sources/FuzzStrings"),
        // The headless host's input scripts (InputScript(json:)), each valid script replayed into a small app.
        .executableTarget(name: "fuzz-input-script", dependencies: touchstone + ["FuzzApp"], path: "Sources/FuzzInputScript"),

        // Auto Layout's visual format language (NSLayoutConstraint.constraints(withVisualFormat:…)), each line's
        // constraints activated and solved.
        .executableTarget(name: "fuzz-visual-format", dependencies: touchstone, path: "Sources/FuzzVisualFormat"),

        // ImageIO's sources: properties, the image and a thumbnail (JPEGs decoded at a reduced scale).
        .executableTarget(name: "fuzz-image-source", dependencies: touchstone + [.product(name: "ImageIO", package: "Touchstone")],
                          path: "Sources/FuzzImageSource"),
        // Interface Builder documents: a xib through UINib, a storyboard through UIStoryboard (scenes, cells, segues).
        .executableTarget(name: "fuzz-interface-builder", dependencies: touchstone, path: "Sources/FuzzInterfaceBuilder"),
        // What an app writes to the simulated device over its link, cut into messages as the device reads it.
        .executableTarget(
            name: "fuzz-device-link",
            dependencies: ["FuzzSupport", .product(name: "DeviceLink", package: "Touchstone")],
            path: "Sources/FuzzDeviceLink"),
    ],
    swiftLanguageModes: [.v6]
)
