// SPDX-License-Identifier: Apache-2.0
//
// touchstone-port [--dry-run] PATH…: ports iOS Swift sources in place (see TouchstonePortKit) and prints what it
// changed and what it could not. Exit status: 0, or 1 when a file could not be read or written, 2 for bad usage.

import Foundation
import TouchstonePortKit

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print("""
        usage: touchstone-port [--dry-run] PATH…
          Rewrites the Swift files at or under each PATH in place so that iOS code compiles on Linux against
          Touchstone (@objc, #selector, #keyPath, @NSManaged, @UIApplicationMain, Swift 3/4 names), and prints
          each change and each thing left to port by hand. --dry-run prints without writing.
        """)
    exit(0)
}
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data("touchstone-port: unknown option \(unknown) (try --help)\n".utf8))
    exit(2)
}
guard !arguments.isEmpty else {
    FileHandle.standardError.write(Data("touchstone-port: no paths given (try --help)\n".utf8))
    exit(2)
}
let report = TouchstonePort.port(paths: arguments, write: !dryRun)
print(report.text)
exit(report.failures.isEmpty ? 0 : 1)
