// SPDX-License-Identifier: Apache-2.0

import SwiftParser
import SwiftSyntax

/// An `@NSManaged var` rewritten as the key-value-backed property Core Animation code uses without Objective-C:
///
/// ```swift
/// @NSManaged var progress: CGFloat
/// // becomes
/// var progress: CGFloat {
///     get { value(forKey: "progress") as? CGFloat ?? 0 }
///     set { setValue(newValue, forKey: "progress") }
/// }
/// ```
///
/// A `CALayer` subclass keeps its animatable-property behaviour: the layer stores the value under the key, so
/// `CABasicAnimation(keyPath: "progress")` and `needsDisplay(forKey:)` see it.
struct ManagedProperty {
    /// The property's name.
    let name: String
    /// Its type as written.
    let type: String
    /// What the getter reads: a cast with a default for value types, a conditional cast for optionals.
    let getter: String
    /// Set when there is no safe default for the type.
    let problem: String?

    /// Reads `@NSManaged var name: Type`; nil when the declaration is not one stored property with a type.
    init?(_ decl: VariableDeclSyntax) {
        guard decl.bindings.count == 1, let binding = decl.bindings.first, binding.accessorBlock == nil,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
            let annotation = binding.typeAnnotation
        else { return nil }
        name = identifier.identifier.text
        type = annotation.type.trimmedDescription
        let read = "value(forKey: \"\(name)\")"
        if let optional = annotation.type.as(OptionalTypeSyntax.self) {
            getter = "\(read) as? \(optional.wrappedType.trimmedDescription)"
            problem = nil
        } else if let unwrapped = annotation.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            getter = "\(read) as? \(unwrapped.wrappedType.trimmedDescription)"
            problem = nil
        } else if let fallback = Self.defaults[type] {
            getter = "\(read) as? \(type) ?? \(fallback)"
            problem = nil
        } else {
            getter = "\(read) as! \(type)"
            problem = "@NSManaged var \(name): \(type) has no default: its getter traps until a value is set; "
                + "give it one"
        }
    }

    /// The default a getter returns before a value is set, for the common value types.
    private static let defaults: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "Int32": "0", "Int64": "0", "UInt": "0",
        "TimeInterval": "0", "NSInteger": "0", "Bool": "false", "String": "\"\"", "CGPoint": ".zero",
        "CGSize": ".zero", "CGRect": ".zero", "CGVector": ".zero", "UIEdgeInsets": ".zero",
        "CGAffineTransform": ".identity", "CATransform3D": "CATransform3DIdentity",
    ]

    /// The computed property, in place of `decl`: its other attributes and modifiers (less `dynamic`) and its
    /// leading trivia are kept.
    func replacement(for decl: VariableDeclSyntax) -> DeclSyntax {
        let indentation = decl.leadingTrivia.indentation
        let attributes = decl.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !["NSManaged", "objc"].contains(attribute.attributeName.trimmedDescription)
        }.map { $0.trimmedDescription + " " }.joined()
        let modifiers = decl.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }
            .map { $0.trimmedDescription + " " }.joined()
        let text = """
            \(attributes)\(modifiers)var \(name): \(type) {
            \(indentation)    get { \(getter) }
            \(indentation)    set { setValue(newValue, forKey: "\(name)") }
            \(indentation)}
            """
        return Parsed.declaration(text).with(\.leadingTrivia, decl.leadingTrivia)
            .with(\.trailingTrivia, decl.trailingTrivia)
    }
}

extension Trivia {
    /// The spaces and tabs after the last newline: the indentation of the line the trivia leads into.
    var indentation: String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
            case .spaces(let n): result += String(repeating: " ", count: n)
            case .tabs(let n): result += String(repeating: "\t", count: n)
            default: break
            }
        }
        return result
    }
}

/// Syntax made from generated source text.
enum Parsed {
    /// `text` parsed as one expression.
    static func expression(_ text: String) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
    }

    /// `text` parsed as one declaration.
    static func declaration(_ text: String) -> DeclSyntax {
        var parser = Parser(text)
        return DeclSyntax.parse(from: &parser)
    }
}
