// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One element of a Settings page: a dictionary of a page file's `PreferenceSpecifiers` array (guide §2.9.1,
/// Table 9-1; §2.9.2). Values are as the page file holds them, with `Title`, `Titles`, `ShortTitles` and
/// `FooterText` already localized by the page (``SettingsPage``).
package struct SettingsSpecifier {
    /// The element types Settings knows (the `Type` key).
    package enum Kind: String, CaseIterable, Sendable {
        case group = "PSGroupSpecifier"
        case textField = "PSTextFieldSpecifier"
        case toggleSwitch = "PSToggleSwitchSpecifier"
        case slider = "PSSliderSpecifier"
        case multiValue = "PSMultiValueSpecifier"
        case titleValue = "PSTitleValueSpecifier"
        case childPane = "PSChildPaneSpecifier"
        case radioGroup = "PSRadioGroupSpecifier"

        /// Whether the element stores a value under its `Key` (every type but group and child pane).
        package var storesValue: Bool { self != .group && self != .childPane }
    }

    /// The element's type; nil for a `Type` Settings does not know (``typeName`` says which).
    package let kind: Kind?
    /// The `Type` string as written (empty when missing).
    package let typeName: String
    /// The raw dictionary, as read from the page file.
    package let dictionary: [String: Any]
    /// `Title`, localized.
    package let title: String?
    /// `Titles` (multi-value and radio group), localized; the display strings of ``values``.
    package let titles: [String]
    /// `ShortTitles` (multi-value), localized.
    package let shortTitles: [String]
    /// `FooterText` (group and radio group), localized.
    package let footerText: String?

    /// An element read from `dictionary`, its strings looked up with `localize`.
    package init(dictionary: [String: Any], localize: (String) -> String) {
        self.dictionary = dictionary
        typeName = dictionary["Type"] as? String ?? ""
        kind = Kind(rawValue: typeName)
        title = (dictionary["Title"] as? String).map(localize)
        titles = (dictionary["Titles"] as? [Any] ?? []).map { ($0 as? String).map(localize) ?? "\($0)" }
        shortTitles = (dictionary["ShortTitles"] as? [Any] ?? []).map { ($0 as? String).map(localize) ?? "\($0)" }
        footerText = (dictionary["FooterText"] as? String).map(localize)
    }

    /// `Key`: the defaults key the element edits (nil when missing or empty).
    package var key: String? { (dictionary["Key"] as? String).flatMap { $0.isEmpty ? nil : $0 } }
    /// `DefaultValue`: the value Settings shows while the key has none stored.
    package var defaultValue: Any? { dictionary["DefaultValue"] }
    /// `Values` (multi-value, radio group, title value): the stored values ``titles`` name.
    package var values: [Any] { dictionary["Values"] as? [Any] ?? [] }
    /// `File` (child pane): the child page's file name, without `.plist`.
    package var file: String? {
        guard let name = dictionary["File"] as? String, !name.isEmpty else { return nil }
        return name.hasSuffix(".plist") ? String(name.dropLast(6)) : name
    }

    // Text field.
    /// `IsSecure`: the field hides what is typed.
    package var isSecure: Bool { dictionary["IsSecure"] as? Bool ?? false }
    /// `KeyboardType`: `Alphabet` (default), `NumbersAndPunctuation`, `NumberPad`, `URL` or `EmailAddress`.
    package var keyboardType: String { dictionary["KeyboardType"] as? String ?? "Alphabet" }
    /// `AutocapitalizationType`: `None` (default), `Sentences`, `Words` or `AllCharacters`.
    package var autocapitalizationType: String { dictionary["AutocapitalizationType"] as? String ?? "None" }
    /// `AutocorrectionType`: `Default` (default), `No` or `Yes`.
    package var autocorrectionType: String { dictionary["AutocorrectionType"] as? String ?? "Default" }

    // Toggle switch.
    /// `TrueValue`: what ON stores (Boolean true when absent).
    package var trueValue: Any { dictionary["TrueValue"] ?? true }
    /// `FalseValue`: what OFF stores (Boolean false when absent).
    package var falseValue: Any { dictionary["FalseValue"] ?? false }

    // Slider.
    /// `MinimumValue` (0 when absent).
    package var minimumValue: Double { SettingsSpecifier.number(dictionary["MinimumValue"]) ?? 0 }
    /// `MaximumValue` (1 when absent).
    package var maximumValue: Double { SettingsSpecifier.number(dictionary["MaximumValue"]) ?? 1 }
    /// `MinimumValueImage`: an image file at the top level of `Settings.bundle`.
    package var minimumValueImage: String? { dictionary["MinimumValueImage"] as? String }
    /// `MaximumValueImage`: an image file at the top level of `Settings.bundle`.
    package var maximumValueImage: String? { dictionary["MaximumValueImage"] as? String }

    /// `value` as a Double when it is a number (or a numeric string).
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: return number
        case let number as Int: return Double(number)
        case let number as Float: return Double(number)
        case let number as Bool: return number ? 1 : 0
        case let number as NSNumber: return number.doubleValue
        case let string as String: return Double(string)
        default: return nil
        }
    }

    /// Whether two property-list values are equal (numbers compare by value, so `1` matches `1.0` and `true`).
    package static func same(_ a: Any?, _ b: Any?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if let x = a as? String, let y = b as? String { return x == y }
        if a is String || b is String { return false }
        if let x = number(a), let y = number(b) { return x == y }
        if let x = a as? Data, let y = b as? Data { return x == y }
        if let x = a as? Date, let y = b as? Date { return x == y }
        return false
    }

    /// The index in ``values`` of `value`, or nil.
    package func index(ofValue value: Any?) -> Int? {
        values.firstIndex { SettingsSpecifier.same($0, value) }
    }

    /// What a title-value or multi-value element shows for `value`: its title when ``values`` lists it, else the
    /// value itself.
    package func displayTitle(for value: Any?) -> String {
        if let index = index(ofValue: value), index < titles.count { return titles[index] }
        switch value {
        case nil: return ""
        case let string as String: return string
        case let number as Double where number == number.rounded(): return String(Int(number))
        default: return "\(value!)"
        }
    }
}
