// SPDX-License-Identifier: Apache-2.0

import Foundation
import SwiftParser
import SwiftSyntax

/// One thing the port did, or could not do, at a line of a file.
public struct PortNote: Equatable, Sendable, CustomStringConvertible {
    /// Whether the note reports a change or something left for a person.
    public enum Kind: String, Sendable {
        /// The source was rewritten.
        case changed
        /// The port could not rewrite this (or rewrote it only partly); a person should look.
        case unported = "not ported"
    }

    /// The line in the original file (1-based).
    public var line: Int
    /// Changed or not ported.
    public var kind: Kind
    /// What happened, e.g. `removed @objc` or `#selector(tapped(_:)) → Selector("tapped:", …)`.
    public var message: String

    /// Creates a note.
    public init(line: Int, kind: Kind, message: String) {
        self.line = line
        self.kind = kind
        self.message = message
    }

    /// `line: kind: message`.
    public var description: String { "\(line): \(kind.rawValue): \(message)" }
}

/// Rewrites iOS Swift that only compiles with the Objective-C runtime into Swift that compiles on Linux against
/// Touchstone: the engine behind `swift package touchstone-port`.
///
/// The rewrites:
/// - `@UIApplicationMain` (and `@NSApplicationMain`) → `@main`;
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBSegueAction`, `dynamic`
///   dropped (`@IBInspectable` and `@IBDesignable` compile, and stay); an `optional` protocol requirement becomes
///   required, and is reported;
/// - `@NSManaged var x: T` → a computed property over `value(forKey:)`/`setValue(_:forKey:)`;
/// - `#selector(Type.method(_:with:))` → `Selector("method:with:", Type.method(_:with:))`, which names the method
///   for Touchstone's target–action (an unqualified method gets the enclosing type; labels and `@objc(name)` come
///   from the ``SourceIndex``); a method of a type outside the tree, or a property accessor, gives a name-only
///   `Selector("name")`;
/// - `#keyPath(Type.a.b)` → `"a.b"`;
/// - `import os.log`, `import os.signpost` and `import os.lock` → `import os` (SwiftPM cannot build Swift
///   submodules; Touchstone's `os` module holds all three);
/// - the Swift 3/4 names Xcode's migrator renames (``RenamedSymbols``).
///
/// Every rewrite removes what it matches, so porting ported code changes nothing.
public enum TouchstonePort {
    /// The result of porting one file.
    public struct FileResult: Sendable {
        /// The ported source.
        public var source: String
        /// What changed and what could not be ported, by line.
        public var notes: [PortNote]
        /// Whether the source changed.
        public var changed: Bool
    }

    /// Ports one file's `source`, with `index` describing the whole tree (build it with ``index(of:)``; a single
    /// file can use `index(of: [source])`).
    public static func port(source: String, fileName: String = "input.swift", index: SourceIndex) -> FileResult {
        let file = Parser.parse(source: source)
        let rewriter = ObjCRewriter(file: file, fileName: fileName, index: index)
        let ported = rewriter.rewrite(file).description
        // The rewriter works inside out; report in line order.
        let notes = rewriter.notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
        return FileResult(source: ported, notes: notes, changed: ported != source)
    }

    /// Ports a single self-contained source (its own index).
    public static func port(source: String) -> FileResult {
        port(source: source, index: index(of: [source]))
    }

    /// The index of the types and methods declared in `sources`.
    public static func index(of sources: [String]) -> SourceIndex {
        var index = SourceIndex()
        for source in sources { index.add(Parser.parse(source: source)) }
        return index
    }

    /// A report of porting a tree: per file, its notes.
    public struct TreeReport: Sendable {
        /// The files whose source changed, in path order.
        public var changedFiles: [String] = []
        /// Every note, keyed by file path.
        public var notes: [(file: String, note: PortNote)] = []
        /// Files that could not be read or written, with the reason.
        public var failures: [(file: String, reason: String)] = []

        /// The report as the command prints it: one line per note (`path:line: changed: …`), then a summary.
        public var text: String {
            var lines = notes.map { "\($0.file):\($0.note)" }
            lines += failures.map { "\($0.file): error: \($0.reason)" }
            let unported = notes.filter { $0.note.kind == .unported }.count
            lines.append("touchstone-port: \(changedFiles.count) file(s) changed, \(notes.count - unported) "
                + "change(s), \(unported) left to port by hand, \(failures.count) error(s)")
            return lines.joined(separator: "\n")
        }
    }

    /// Ports every `.swift` file under `paths` (files or folders; hidden folders and `.build` are skipped) in
    /// place, or only reports when `write` is false.
    public static func port(paths: [String], write: Bool = true) -> TreeReport {
        var report = TreeReport()
        var sources: [(path: String, text: String)] = []
        for path in swiftFiles(under: paths) {
            do {
                sources.append((path, try String(contentsOfFile: path, encoding: .utf8)))
            } catch {
                report.failures.append((path, "cannot read: \(error.localizedDescription)"))
            }
        }
        let index = index(of: sources.map(\.text))
        for (path, text) in sources {
            let result = port(source: text, fileName: path, index: index)
            report.notes += result.notes.map { (path, $0) }
            guard result.changed else { continue }
            report.changedFiles.append(path)
            guard write else { continue }
            do {
                try result.source.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                report.failures.append((path, "cannot write: \(error.localizedDescription)"))
            }
        }
        return report
    }

    /// The Swift files at or under `paths`, sorted; missing paths are skipped.
    static func swiftFiles(under paths: [String]) -> [String] {
        let manager = FileManager.default
        var files: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                if path.hasSuffix(".swift") { files.insert(path) }
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
                continue
            }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name.hasPrefix(".") || name == "Packages" {
                    walker.skipDescendants()
                } else if name.hasSuffix(".swift") {
                    files.insert(url.path)
                }
            }
        }
        return files.sorted()
    }
}
