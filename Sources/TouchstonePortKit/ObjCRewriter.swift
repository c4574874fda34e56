// SPDX-License-Identifier: Apache-2.0

import SwiftParser
import SwiftSyntax

/// Rewrites one file's Objective-C-only Swift into Swift that compiles on Linux against Touchstone.
///
/// Post-order: each declaration's children are rewritten first (so every line number refers to the original
/// file), then its own attributes and modifiers. See ``TouchstonePort`` for the list of rewrites.
final class ObjCRewriter: SyntaxRewriter {
    private let index: SourceIndex
    private let converter: SourceLocationConverter
    /// What was changed and what could not be, in source order.
    private(set) var notes: [PortNote] = []
    /// The enclosing type declarations and extensions, outermost first.
    private var scope: [String] = []

    /// Attributes dropped wherever they appear.
    private static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBSegueAction", "NSManaged", "GKInspectable", "nonobjc",
    ]

    init(file: SourceFileSyntax, fileName: String, index: SourceIndex) {
        self.index = index
        self.converter = SourceLocationConverter(fileName: fileName, tree: file)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    private func changed(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(PortNote(line: line(node), kind: .changed, message: message))
    }

    private func unported(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(PortNote(line: line(node), kind: .unported, message: message))
    }

    // MARK: Declarations

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let interfaceBuilder = InterfaceBuilderMembers(node)
        let rewritten = inScope(node.name.text) { strip(node, visited: super.visit(node)) }
        guard let interfaceBuilder, var decl = rewritten.as(ClassDeclSyntax.self) else { return rewritten }
        if let problem = interfaceBuilder.problem { unported(node, problem) }
        let added = interfaceBuilder.members(indentation: node.leadingTrivia.indentation)
        guard !added.isEmpty else { return rewritten }
        var members = Array(decl.memberBlock.members)
        members += added.map { MemberBlockItemSyntax(decl: $0) }
        decl.memberBlock.members = MemberBlockItemListSyntax(members)
        changed(node, "added setValue(_:forKey:)/actionMethod(for:) for \(node.name.text)'s Interface Builder "
            + "outlets and actions")
        return DeclSyntax(decl)
    }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        inScope(node.name.text) { strip(node, visited: super.visit(node)) }
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        inScope(node.name.text) { strip(node, visited: super.visit(node)) }
    }
    override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
        inScope(node.name.text) { strip(node, visited: super.visit(node)) }
    }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        inScope(node.name.text) { strip(node, visited: super.visit(node)) }
    }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        inScope(node.extendedType.trimmedDescription) { strip(node, visited: super.visit(node)) }
    }
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax { strip(node, visited: super.visit(node)) }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { strip(node, visited: super.visit(node)) }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { strip(node, visited: super.visit(node)) }
    override func visit(_ node: EnumCaseDeclSyntax) -> DeclSyntax { strip(node, visited: super.visit(node)) }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        if has(node.attributes, "NSManaged"), let property = ManagedProperty(node) {
            changed(node, "@NSManaged var \(property.name) → a property over value(forKey:)/setValue(_:forKey:)")
            if let problem = property.problem { unported(node, problem) }
            return property.replacement(for: node)
        }
        return strip(node, visited: super.visit(node))
    }

    private func inScope(_ name: String, _ body: () -> DeclSyntax) -> DeclSyntax {
        scope.append(name)
        defer { scope.removeLast() }
        return body()
    }

    private func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
            return false
        }
    }

    /// Drops the Objective-C attributes and the `dynamic` modifier of `original` (rewritten as `visited`), turns
    /// `@UIApplicationMain` into `@main`, and keeps the declaration's leading trivia (its comments and indentation).
    private func strip<D: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(
        _ original: D, visited: DeclSyntax
    ) -> DeclSyntax {
        guard var decl = visited.as(D.self) else { return visited }
        let leading = decl.leadingTrivia
        var removed: [String] = []
        var renamedMain = false
        var attributes: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            guard case .attribute(let attribute) = element else { attributes.append(element); continue }
            let name = attribute.attributeName.trimmedDescription
            if name == "UIApplicationMain" || name == "NSApplicationMain" {
                changed(original, "@\(name) → @main")
                renamedMain = true
                let main = attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier("main"))))
                attributes.append(.attribute(main.with(\.attributeName.trailingTrivia, [])))
            } else if Self.droppedAttributes.contains(name) {
                removed.append(attribute.trimmedDescription)
            } else {
                attributes.append(element)
            }
        }
        var modifiers = Array(decl.modifiers)
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }) {
            modifiers.removeAll { $0.name.tokenKind == .keyword(.dynamic) }
            removed.append("dynamic")
        }
        if removed.contains(where: { $0.hasPrefix("@objc") }),
            modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) })
        {
            modifiers.removeAll { $0.name.tokenKind == .keyword(.optional) }
            unported(original, "optional protocol requirement made required (optional needs @objc): give it a "
                + "default in a protocol extension, or implement it in every conforming type")
        }
        guard !removed.isEmpty || renamedMain else { return DeclSyntax(decl) }
        decl.attributes = AttributeListSyntax(attributes)
        decl.modifiers = DeclModifierListSyntax(modifiers)
        decl.leadingTrivia = leading
        if !removed.isEmpty { changed(original, "removed \(removed.joined(separator: " "))") }
        return DeclSyntax(decl)
    }

    // MARK: #selector and #keyPath

    /// `os`'s submodules, which a Swift module cannot offer under SwiftPM: importing one imports `os`.
    private static let osSubmodules: Set<String> = ["log", "signpost", "lock"]

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let path = node.path.map(\.name.text)
        guard path.count >= 2, path[0] == "os", Self.osSubmodules.contains(path[1]) else { return super.visit(node) }
        var components = Array(node.path)
        let trailing = components.last?.trailingTrivia ?? []
        components.remove(at: 1)
        components[0].trailingPeriod = components.count > 1 ? components[0].trailingPeriod : nil
        if components.count == 1 { components[0].trailingTrivia = trailing }
        var rewritten = node
        rewritten.path = ImportPathComponentListSyntax(components)
        let shown = components.map(\.name.text).joined(separator: ".")
        changed(node, "import \(path.joined(separator: ".")) → import \(shown)")
        return DeclSyntax(rewritten)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector": return replace(node, with: selector(node))
        case "keyPath": return replace(node, with: keyPath(node))
        default: return super.visit(node)
        }
    }

    private func replace(_ node: MacroExpansionExprSyntax, with text: String?) -> ExprSyntax {
        guard let text else { return ExprSyntax(node) }
        changed(node, "\(node.trimmedDescription) → \(text)")
        return Parsed.expression(text).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `"a.b"` for `#keyPath(Type.a.b)` (the type, a capitalised first component, or `self` is dropped).
    private func keyPath(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first?.expression else { return nil }
        var parts = argument.trimmedDescription.split(separator: ".").map(String.init)
        if parts.count > 1, let first = parts.first, first == "self" || first.first?.isUppercase == true {
            parts.removeFirst()
        }
        return "\"\(parts.joined(separator: "."))\""
    }

    /// `Selector("name:", Type.method(_:))` for `#selector(Type.method(_:))`, or `Selector("name")` alone for a
    /// property accessor or a method of a type outside the tree (UIKit's `copy(_:)`, say).
    private func selector(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first else { return nil }
        if let accessor = argument.label?.text {
            let property = argument.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            let name = accessor == "setter" ? ObjCSelectorName.setter(property) : ObjCSelectorName.getter(property)
            unported(node, "\(node.trimmedDescription): a property accessor has no method to bind; the selector "
                + "\"\(name)\" is a name only (implement it in actionMethod(for:) if something sends it)")
            return "Selector(\"\(name)\")"
        }
        var expression = argument.expression
        var coercion = ""
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first {
            coercion = " " + sequence.elements.dropFirst().map(\.trimmedDescription).joined(separator: " ")
            expression = first
        }
        let reference: DeclReferenceExprSyntax
        var type: String?
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName
            let written = base.trimmedDescription
            type = written == "self" || written == "Self" ? scopeType : written
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            type = scopeType
        } else {
            unported(node, "\(node.trimmedDescription): not a method reference; rewrite it by hand")
            return nil
        }
        let baseName = reference.baseName.text
        let written = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        let labels = written ?? type.flatMap { index.labels(of: baseName, in: $0) } ?? []
        let name = type.flatMap { index.customSelectors[SourceIndex.key(type: $0, baseName: baseName, labels: labels)] }
            ?? ObjCSelectorName.make(baseName: baseName, labels: labels)
        // A standard edit action (`copy(_:)`, `paste(_:)`, …) stays a name: UIKit finds a responder's override of
        // it by itself, and binding it here would make a class that merely mentions `#selector(copy(_:))` (in its
        // `canPerformAction`, say) look as if it implemented Copy.
        if Self.standardEditActions.contains(name) { return "Selector(\"\(name)\")" }
        guard let type else {
            unported(node, "\(node.trimmedDescription) outside a type: the selector \"\(name)\" is a name only; "
                + "write Selector(\"\(name)\", Type.\(baseName)) to bind the method")
            return "Selector(\"\(name)\")"
        }
        guard index.types.contains(type) || index.methods[type] != nil else {
            return "Selector(\"\(name)\")"
        }
        let labelled = labels.isEmpty ? "" : "(\(labels.map { "\($0):" }.joined()))"
        return "Selector(\"\(name)\", \(type).\(baseName)\(labelled)\(coercion))"
    }

    /// The selectors of `UIResponderStandardEditActions`, which UIKit's responders implement by overriding.
    static let standardEditActions: Set<String> = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "select:", "selectAll:", "delete:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
    ]

    /// The type the code being rewritten is in, or nil at top level.
    private var scopeType: String? { scope.isEmpty ? nil : scope.joined(separator: ".") }

    // MARK: Renamed symbols

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard node.genericArgumentClause == nil, let new = RenamedSymbols.identifiers[node.name.text] else {
            return super.visit(node)
        }
        changed(node, "\(node.name.text) → \(new)")
        return TypeSyntax(node.with(\.name, node.name.with(\.tokenKind, .identifier(new))))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard node.argumentNames == nil, node.keyPathInParent != \MemberAccessExprSyntax.declName,
            let new = RenamedSymbols.identifiers[node.baseName.text]
        else { return super.visit(node) }
        changed(node, "\(node.baseName.text) → \(new)")
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(new))))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let base = node.base?.trimmedDescription
        guard base == nil || base == "NSNotification.Name" || base == "Notification.Name",
            let new = RenamedSymbols.notificationNames[node.declName.baseName.text]
        else { return super.visit(node) }
        changed(node, "\(node.trimmedDescription) → \(new)")
        return Parsed.expression(new).with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }
}
