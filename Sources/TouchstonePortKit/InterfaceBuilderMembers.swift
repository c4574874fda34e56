// SPDX-License-Identifier: Apache-2.0

import SwiftParser
import SwiftSyntax

/// The members the port adds to a class with `@IBOutlet`, `@IBInspectable` or `@IBAction` declarations, so that
/// Touchstone's Interface Builder loader can connect them without Objective-C's key-value coding:
///
/// ```swift
/// class ViewController: UIViewController {
///     @IBOutlet weak var label: UILabel!
///     @IBAction func save(_ sender: UIButton) { … }
/// }
/// // gains
///     override func setValue(_ value: Any?, forKey key: String) {
///         switch key {
///         case "label": label = value as? UILabel
///         default: super.setValue(value, forKey: key)
///         }
///     }
///     override func actionMethod(for action: Selector) -> ActionMethod? {
///         switch action.name {
///         case "save:": _ = Selector("save:", ViewController.save(_:))
///         default: break
///         }
///         return super.actionMethod(for: action)
///     }
/// ```
///
/// `setValue(_:forKey:)` is what iOS's nib loader calls for outlets and runtime attributes (UIKit's
/// `UIResponder` declares it on Touchstone); `actionMethod(for:)` registers each action method the first time an
/// action is looked up. A class that already declares either keeps its own (reported), and a class whose
/// superclass is not a responder (none, or `NSObject`) is reported instead of changed.
struct InterfaceBuilderMembers {
    private var setters: [String] = []
    private var actions: [String] = []
    private let className: String

    /// Collects the class's Interface Builder declarations; nil when it has none.
    init?(_ node: ClassDeclSyntax) {
        className = node.name.text
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                let outlet = Self.has(variable.attributes, "IBOutlet")
                guard outlet || Self.has(variable.attributes, "IBInspectable") else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type else { continue }
                    setters.append(Self.setter(name: name, type: type))
                }
            } else if let function = member.decl.as(FunctionDeclSyntax.self),
                      Self.has(function.attributes, "IBAction") || Self.has(function.attributes, "IBSegueAction")
            {
                let baseName = function.name.text
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                let selector = ObjCSelectorName.make(baseName: baseName, labels: labels)
                let labelled = labels.isEmpty ? "" : "(\(labels.map { "\($0):" }.joined()))"
                actions.append("case \"\(selector)\": _ = Selector(\"\(selector)\", \(className).\(baseName)\(labelled))")
            }
        }
        if setters.isEmpty && actions.isEmpty { return nil }
        existingSetValue = Self.declares(node, "setValue", firstLabel: "_", secondLabel: "forKey")
        existingActionMethod = Self.declares(node, "actionMethod", firstLabel: "for", secondLabel: nil)
        generatedSetValue = Self.declares(node, "setValue", firstLabel: "_", secondLabel: "forKey", marker: Self.setValueMarker)
        generatedActionMethod = Self.declares(node, "actionMethod", firstLabel: "for", secondLabel: nil,
                                              marker: Self.actionMarker)
        isResponder = Self.mayBeResponder(node)
    }

    private var existingSetValue = false
    private var existingActionMethod = false
    /// Set when the existing member is one the port generated before (porting again changes nothing).
    private var generatedSetValue = false
    private var generatedActionMethod = false
    private var isResponder = true

    /// Why the class could not be given its members, or nil.
    var problem: String? {
        if !isResponder {
            return "\(className) has Interface Builder outlets or actions but is not a UIResponder subclass: "
                + "implement setValue(_:forKey:) (adopting InterfaceBuilderKeyValueSettable) by hand"
        }
        if existingSetValue && !generatedSetValue && !setters.isEmpty {
            return "\(className) already declares setValue(_:forKey:): connect its outlets there by hand"
        }
        if existingActionMethod && !generatedActionMethod && !actions.isEmpty {
            return "\(className) already declares actionMethod(for:): register its actions there by hand"
        }
        return nil
    }

    /// The members to append, indented by `indentation` (the class's own) plus four spaces.
    func members(indentation: String) -> [DeclSyntax] {
        guard isResponder else { return [] }
        let i = indentation + "    "
        var result: [DeclSyntax] = []
        if !setters.isEmpty && !existingSetValue {
            let cases = setters.map { "\(i)    \($0)" }.joined(separator: "\n")
            result.append(Parsed.declaration("""
                \(i)override func setValue(_ value: Any?, forKey key: String) {
                \(i)    switch key {
                \(cases)
                \(i)    default: super.setValue(value, forKey: key)
                \(i)    }
                \(i)}
                """).with(\.leadingTrivia, Self.leading(Self.setValueMarker, indentation: i)))
        }
        if !actions.isEmpty && !existingActionMethod {
            let cases = actions.map { "\(i)    \($0)" }.joined(separator: "\n")
            result.append(Parsed.declaration("""
                \(i)override func actionMethod(for action: Selector) -> ActionMethod? {
                \(i)    switch action.name {
                \(cases)
                \(i)    default: break
                \(i)    }
                \(i)    return super.actionMethod(for: action)
                \(i)}
                """).with(\.leadingTrivia, Self.leading(Self.actionMarker, indentation: i)))
        }
        return result
    }

    static let setValueMarker = "// touchstone-port: Interface Builder outlets and inspectable properties, set by key."
    static let actionMarker = "// touchstone-port: Interface Builder actions, registered when first looked up."

    /// A blank line, then `comment` on its own line, then the indentation of the member that follows.
    private static func leading(_ comment: String, indentation: String) -> Trivia {
        [.newlines(2), .spaces(indentation.count), .lineComment(comment), .newlines(1), .spaces(indentation.count)]
    }

    /// `case "name": name = …` for a property of `type`.
    private static func setter(name: String, type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return "case \"\(name)\": \(name) = value as? \(optional.wrappedType.trimmedDescription)"
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return "case \"\(name)\": \(name) = value as? \(unwrapped.wrappedType.trimmedDescription)"
        }
        let written = type.trimmedDescription
        return "case \"\(name)\": if let value = UIResponder.interfaceBuilderValue(value, as: \(written).self) { "
            + "\(name) = value }"
    }

    private static func has(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
            return false
        }
    }

    private static func declares(_ node: ClassDeclSyntax, _ name: String, firstLabel: String, secondLabel: String?,
                                 marker: String? = nil) -> Bool
    {
        node.memberBlock.members.contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else {
                return false
            }
            if let marker, !function.leadingTrivia.description.contains(marker) { return false }
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
            return labels.first == firstLabel && (secondLabel == nil || labels.dropFirst().first == secondLabel)
        }
    }

    /// False when the class has no superclass or inherits directly from `NSObject` (its first inherited type).
    private static func mayBeResponder(_ node: ClassDeclSyntax) -> Bool {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        return first != "NSObject"
    }
}
