// SPDX-License-Identifier: Apache-2.0

import SwiftSyntax

/// What the rewriter needs to know about the whole source tree before it rewrites a file: which types the tree
/// declares, their methods' argument labels, and the selectors named with `@objc(name)`.
///
/// `#selector(tapped)` names no labels and `#selector(handle(_:))` names no type, so the Objective-C name and the
/// method reference come from here. Types are keyed by their full name inside the tree (`Outer.Inner`);
/// extensions add to the type they extend.
public struct SourceIndex: Sendable {
    /// The types declared in the tree (classes, structs, enums, actors, protocols), by full name.
    public private(set) var types: Set<String> = []
    /// For each type, its methods' argument-label lists by base name (`"_"` for an unlabelled argument).
    public private(set) var methods: [String: [String: [[String]]]] = [:]
    /// Selectors given with `@objc(name)`, keyed by `Type.base(label:label:)`.
    public private(set) var customSelectors: [String: String] = [:]

    /// An empty index.
    public init() {}

    /// Adds the declarations of one parsed file.
    public mutating func add(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        types.formUnion(collector.types)
        for (type, byName) in collector.methods {
            for (name, signatures) in byName { methods[type, default: [:]][name, default: []] += signatures }
        }
        customSelectors.merge(collector.customSelectors) { first, _ in first }
    }

    /// The labels of `type`'s method `baseName` when it has exactly one signature, else nil.
    public func labels(of baseName: String, in type: String) -> [String]? {
        guard let signatures = methods[type]?[baseName], signatures.count == 1 else { return nil }
        return signatures[0]
    }

    /// The key of a method in ``customSelectors``.
    public static func key(type: String, baseName: String, labels: [String]) -> String {
        "\(type).\(baseName)(\(labels.map { "\($0):" }.joined()))"
    }

    private final class Collector: SyntaxVisitor {
        var types: Set<String> = []
        var methods: [String: [String: [[String]]]] = [:]
        var customSelectors: [String: String] = [:]
        private var scope: [String] = []

        private func enter(_ name: String, declares: Bool) {
            scope.append(name)
            if declares { types.insert(scope.joined(separator: ".")) }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, declares: true); return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, declares: true); return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, declares: true); return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, declares: true); return .visitChildren
        }
        override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, declares: true); return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription, declares: false); return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !scope.isEmpty else { return .skipChildren }
            let type = scope.joined(separator: ".")
            let name = node.name.text
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            methods[type, default: [:]][name, default: []].append(labels)
            if let custom = Self.customObjCName(node.attributes) {
                customSelectors[SourceIndex.key(type: type, baseName: name, labels: labels)] = custom
            }
            return .skipChildren
        }

        /// The name in `@objc(name)`, if the attributes have one.
        static func customObjCName(_ attributes: AttributeListSyntax) -> String? {
            for element in attributes {
                guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                    case .objCName(let pieces)? = attribute.arguments
                else { continue }
                return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
            }
            return nil
        }
    }
}
