// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One line of Auto Layout's visual format language, parsed: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// Names are resolved while parsing, as UIKit reports an unknown view or metric at the place it appears: each view
/// holds its value from the views dictionary and each constant is a number (metrics substituted). Whether a value
/// is really a view, and whether `|` has a superview to stand for, is checked when constraints are made
/// (`VisualFormat.constraints(options:)`).
package struct VisualFormat {
    /// A view in brackets, `[name(predicates)]`.
    package struct View {
        package var name: String
        /// The value the views dictionary holds for ``name``.
        package var object: Any
        /// The predicates on the view's size along the format's axis (width for `H:`, height for `V:`).
        package var predicates: [Predicate]
        /// Where the name ends (UTF-16 offset), where UIKit's messages point at a view.
        package var position: Int
    }

    /// What a predicate compares against: a number, or the same size of another view (`[a(==b)]`).
    package enum Object {
        case constant(CGFloat)
        case view(name: String, object: Any, position: Int)
    }

    /// `(relation)? object (@priority)?`, such as `>=50@750`; the relation defaults to `==`.
    package struct Predicate {
        package var relation: NSLayoutConstraint.Relation
        package var object: Object
        /// The priority after `@`, or nil for required.
        package var priority: Float?
    }

    /// The space between two neighbours on the line.
    package enum Connection {
        /// Nothing between them (`[a][b]`, `|[a]`): the edges touch.
        case flush
        /// A lone `-`: the standard spacing.
        case standard
        /// `-N-`, `-metric-` or `-(predicates)-`.
        case predicates([Predicate])
    }

    /// `H:` (the default) or `V:`.
    package var axis: NSLayoutConstraint.Axis = .horizontal
    /// The connection after a leading `|`, or nil when the line does not start at the superview.
    package var leadingConnection: Connection?
    /// Where the leading `|` is (UTF-16 offset).
    package var leadingBar: Int?
    /// The views in the order they appear; never empty.
    package var views: [View] = []
    /// The connection between `views[i]` and `views[i + 1]`.
    package var connections: [Connection] = []
    /// The connection before a trailing `|`, or nil when the line does not end at the superview.
    package var trailingConnection: Connection?
    /// Where the trailing `|` is (UTF-16 offset).
    package var trailingBar: Int?
    /// The format as written, for messages.
    package var format: String
}

/// A format UIKit refuses, with UIKit's message and the place it points at.
package struct VisualFormatError: Error, Equatable {
    /// Why, in UIKit's words (`view is not a key in the views dictionary.`).
    package var reason: String
    /// The UTF-16 offset in the format the caret points at, as UIKit's message shows it (an NSString index).
    package var position: Int
    /// The format as written.
    package var format: String

    /// UIKit's whole exception message: the reason, the format, and a caret under ``position``.
    package var message: String {
        "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: position))^"
    }
}

/// The parser of the visual format language.
///
/// The grammar (Auto Layout Guide, "Visual Format Language") is small enough for a hand-written recursive descent
/// parser, one function a rule:
///
///     visualFormatString  (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation         'H' | 'V'
///     superview           '|'
///     view                '[' viewName predicateListWithParens? ']'
///     connection          e | '-' predicateList '-' | '-'
///     predicateList       simplePredicate | predicateListWithParens
///     simplePredicate     metricName | positiveNumber
///     predicateListWithParens  '(' predicate (',' predicate)* ')'
///     predicate           relation? objectOfPredicate ('@' priority)?
///     relation            '==' | '<=' | '>='
///     objectOfPredicate   constant | viewName      (a view name only in a view's own predicates)
///     priority, constant  metricName | number
///     viewName, metricName  a C identifier, a key of the views or metrics dictionary
///     number              as strtod reads it: sign, digits, a fraction, an exponent
///
/// Beyond the grammar, as UIKit's parser is lenient the same way: spaces between tokens are skipped, and a simple
/// predicate may carry a priority (`-20@750-`). Messages the guide quotes are UIKit's own; the others follow their
/// style. Positions are UTF-16 offsets, as UIKit's caret counts NSString characters.
package struct VisualFormatParser {
    private let text: [UInt16]
    private let format: String
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    private init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.text = Array(format.utf16)
        self.format = format
        self.metrics = metrics
        self.views = views
    }

    /// Parses `format`, resolving view names in `views` and metric names in `metrics`; the error says what UIKit
    /// would raise and where.
    package static func parse(_ format: String, metrics: [String: Any]?, views: [String: Any])
        -> Result<VisualFormat, VisualFormatError>
    {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return .success(try parser.formatString())
        } catch {
            return .failure(error)
        }
    }

    // MARK: Rules

    private mutating func formatString() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat(format: format)
        skipSpaces()
        if let letter = peek, letter == ascii("H") || letter == ascii("V") {
            index += 1
            let vertical = letter == ascii("V")
            skipSpaces()
            guard take(":") else {
                throw failure(vertical ? "Expected ':' after 'V' to specify vertical arrangement"
                                       : "Expected ':' after 'H' to specify horizontal arrangement")
            }
            result.axis = vertical ? .vertical : .horizontal
            skipSpaces()
        }
        if peek == ascii("|") {
            result.leadingBar = index
            index += 1
            result.leadingConnection = try connection()
            skipSpaces()
        }
        result.views.append(try view())
        while true {
            skipSpaces()
            if peek == nil { break }
            let start = index
            let link = try connection()
            skipSpaces()
            if peek == ascii("|") {
                result.trailingBar = index
                result.trailingConnection = link
                index += 1
                skipSpaces()
                guard peek == nil else { throw failure("The superview '|' can only begin or end a format") }
                break
            }
            guard peek == ascii("[") else {
                throw failure(index == start ? "Expected '-', '[' or '|' after a view" : "Expected a view")
            }
            result.connections.append(link)
            result.views.append(try view())
        }
        return result
    }

    private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
        guard take("[") else { throw failure("Expected a view") }
        skipSpaces()
        guard let name = identifier() else { throw failure("Expected a view name after '['") }
        let position = index
        guard let object = views[name] else { throw failure("\(name) is not a key in the views dictionary.") }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        let thickness = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
        if peek == ascii("(") { predicates = try predicateList(ofView: true, unterminated: thickness) }
        skipSpaces()
        guard take("]") else { throw failure(thickness) }
        return VisualFormat.View(name: name, object: object, predicates: predicates, position: position)
    }

    /// A connection, or ``VisualFormat/Connection/flush`` when the next character does not start one.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard take("-") else { return .flush }
        skipSpaces()
        let predicates: [VisualFormat.Predicate]
        switch peek {
        case ascii("["), ascii("|"), nil:
            return .standard
        case ascii("("):
            predicates = try predicateList(ofView: false, unterminated: "Expected ')' to end a predicate list")
        default:
            // A simple predicate: a positive number or a metric, with no relation.
            predicates = [VisualFormat.Predicate(relation: .equal, object: try object(ofView: false, signed: false),
                                                 priority: try priority())]
        }
        skipSpaces()
        guard take("-") else { throw failure("Expected '-' after the spacing between views") }
        return .predicates(predicates)
    }

    private mutating func predicateList(ofView: Bool, unterminated: String) throws(VisualFormatError)
        -> [VisualFormat.Predicate]
    {
        index += 1  // "("
        var predicates: [VisualFormat.Predicate] = []
        repeat {
            skipSpaces()
            let relation = try relationIfAny()
            skipSpaces()
            let object = try object(ofView: ofView, signed: true)
            predicates.append(VisualFormat.Predicate(relation: relation, object: object, priority: try priority()))
            skipSpaces()
        } while take(",")
        guard take(")") else { throw failure(unterminated) }
        return predicates
    }

    private mutating func relationIfAny() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        let relation: NSLayoutConstraint.Relation
        switch peek {
        case ascii("="): relation = .equal
        case ascii("<"): relation = .lessThanOrEqual
        case ascii(">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        index += 1
        guard take("=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
        return relation
    }

    private mutating func object(ofView: Bool, signed: Bool) throws(VisualFormatError) -> VisualFormat.Object {
        if let value = try numberIfAny(signed: signed) { return .constant(value) }
        guard let name = identifier() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let value = try metric(name) { return .constant(value) }
        if ofView, let object = views[name] { return .view(name: name, object: object, position: index) }
        if views[name] != nil {
            throw failure("\(name) is a view: only a view's width or height can be related to another view's")
        }
        throw failure(ofView ? "\(name) is not a key in the views or metrics dictionaries."
                             : "\(name) is not a key in the metrics dictionary.")
    }

    /// The priority after an `@`, or nil when there is none.
    private mutating func priority() throws(VisualFormatError) -> Float? {
        skipSpaces()
        guard take("@") else { return nil }
        skipSpaces()
        if let value = try numberIfAny(signed: false) { return Float(value) }
        guard let name = identifier() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        guard let value = try metric(name) else { throw failure("\(name) is not a key in the metrics dictionary.") }
        return Float(value)
    }

    // MARK: Tokens

    /// The metric called `name` as a number, nil when the metrics dictionary has no such key.
    private func metric(_ name: String) throws(VisualFormatError) -> CGFloat? {
        guard let value = metrics[name] else { return nil }
        guard let number = Self.number(value), number.isFinite else {
            throw failure("The value for \(name) in the metrics dictionary is not a finite number.")
        }
        return CGFloat(number)
    }

    /// A metric's value as a number: NSNumber, as UIKit asks, or any Swift number.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        case let value as any BinaryInteger: return Double(value)
        case let value as any BinaryFloatingPoint: return Double(value)
        default: return nil
        }
    }

    /// A number as strtod reads one (`8`, `-2.5`, `.5`, `1e2`), or nil (nothing consumed) when none starts here.
    private mutating func numberIfAny(signed: Bool) throws(VisualFormatError) -> CGFloat? {
        let start = index
        var end = index
        if signed, end < text.count, text[end] == ascii("-") || text[end] == ascii("+") { end += 1 }
        let mantissa = end
        end = digits(from: end)
        if end < text.count, text[end] == ascii(".") { end = digits(from: end + 1) }
        guard end > mantissa, text[mantissa..<end].contains(where: isDigit) else { return nil }
        if end < text.count, text[end] == ascii("e") || text[end] == ascii("E") {
            var exponent = end + 1
            if exponent < text.count, text[exponent] == ascii("-") || text[exponent] == ascii("+") { exponent += 1 }
            let afterExponent = digits(from: exponent)
            if afterExponent > exponent { end = afterExponent }
        }
        index = end
        let literal = String(decoding: text[start..<end], as: UTF16.self)
        guard let value = Double(literal), value.isFinite else { throw failure("\(literal) is not a finite number") }
        return CGFloat(value)
    }

    private func digits(from start: Int) -> Int {
        var end = start
        while end < text.count, isDigit(text[end]) { end += 1 }
        return end
    }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or nil (nothing consumed).
    private mutating func identifier() -> String? {
        func isLetter(_ unit: UInt16) -> Bool {
            (ascii("a")...ascii("z")).contains(unit) || (ascii("A")...ascii("Z")).contains(unit) || unit == ascii("_")
        }
        guard let first = peek, isLetter(first) else { return nil }
        let start = index
        while let unit = peek, isLetter(unit) || isDigit(unit) { index += 1 }
        return String(decoding: text[start..<index], as: UTF16.self)
    }

    private var peek: UInt16? { index < text.count ? text[index] : nil }

    private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard peek == UInt16(character.value) else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while let unit = peek, unit == ascii(" ") || unit == ascii("\t") || unit == ascii("\n") { index += 1 }
    }

    private func failure(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, position: index, format: format)
    }
}

private func ascii(_ character: Unicode.Scalar) -> UInt16 { UInt16(character.value) }
private func isDigit(_ unit: UInt16) -> Bool { (ascii("0")...ascii("9")).contains(unit) }
