// SPDX-License-Identifier: Apache-2.0

import ArgumentParser
import Foundation
import TouchstoneTemplate

/// `touchstone new MyApp`: writes a new app package that depends on this Touchstone checkout.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create an app package: @main app and scene delegates, the .app folder, a snapshot test, a headless launch test, a Makefile.")
    @Argument(help: "The app's name (letters and digits, starting with a letter).") var name: String
    @Option(help: "The folder to create (default: ./<name>).") var path: String?
    @Option(help: "The Touchstone checkout to depend on (default: the one this command was built from).")
    var touchstone: String?

    func run() throws {
        let folder = URL(fileURLWithPath: absolutePath(path ?? name))
        guard let checkout = touchstone.map(absolutePath) ?? Self.builtCheckout() else {
            printError("Cannot tell which Touchstone checkout to use: pass --touchstone <path>.")
            throw ExitCode.failure
        }
        do {
            let written = try ProjectTemplate.write(name: name, to: folder, touchstonePath: checkout)
            print("Created \(name) in \(folder.path) (\(written.count) files). Next: cd \(folder.path) && make test")
        } catch {
            printError("\(error)")
            throw ExitCode.failure
        }
    }

    /// The checkout holding this executable (`<checkout>/.build/<config>/touchstone`), if it is one.
    private static func builtCheckout() -> String? {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<5 {
            folder.deleteLastPathComponent()
            let manifest = folder.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"Touchstone\"") {
                return folder.path
            }
        }
        return nil
    }
}
