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
    ],
    swiftLanguageModes: [.v6]
)
