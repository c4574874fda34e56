// swift-tools-version: 6.1
// SPDX-License-Identifier: Apache-2.0
//
// The smallest Touchstone app: one window with a greeting. It depends on Touchstone by path; in your own
// package use `.package(url: "<Touchstone's repository>", branch: "main")` instead.

import PackageDescription

let package = Package(
    name: "HelloWorld",
    products: [.executable(name: "HelloWorld", targets: ["HelloWorld"])],
    dependencies: [.package(name: "Touchstone", path: "../..")],
    targets: [
        .executableTarget(
            name: "HelloWorld",
            dependencies: [.product(name: "UIKit", package: "Touchstone")],
            // The app bundle: Info.plist, images and .lproj folders become Bundle.main.
            resources: [.copy("HelloWorld.app")]),
        // A snapshot test of the launched app (README, "Testing your app on Linux"): run it with
        // `eval "$(../../scripts/snapshot-build-env)" && swift test`.
        .testTarget(
            name: "HelloWorldTests",
            dependencies: ["HelloWorld", .product(name: "UIKit", package: "Touchstone"),
                           .product(name: "TouchstoneTesting", package: "Touchstone"),
                           .product(name: "TouchstoneSnapshotTesting", package: "Touchstone")]),
    ],
    swiftLanguageModes: [.v6]
)
