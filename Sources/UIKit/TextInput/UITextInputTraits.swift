// SPDX-License-Identifier: Apache-2.0

/// The kind of keyboard shown for a text object (guide §5.2, "Configuring the Keyboard"): the keys it offers and
/// the plane it starts on.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The current input method's default keyboard.
    case `default` = 0
    /// A keyboard of ASCII characters only.
    case asciiCapable = 1
    /// Numbers and punctuation first, letters a key away.
    case numbersAndPunctuation = 2
    /// For URLs: `.`, `/` and `.com` keys.
    case URL = 3
    /// Digits 0–9 on a telephone-style pad (no punctuation).
    case numberPad = 4
    /// Digits, `*`, `#` and `+` on a telephone pad.
    case phonePad = 5
    /// Letters, and a telephone pad a key away (a name or a number).
    case namePhonePad = 6
    /// For e-mail addresses: `@` and `.` keys.
    case emailAddress = 7
    /// Digits and the locale's decimal separator on a pad.
    case decimalPad = 8
    /// With `@` and `#` keys for social posts.
    case twitter = 9
    /// A web search: `.` key and a Go return key.
    case webSearch = 10
    /// ASCII digits on a pad, whatever the input method.
    case asciiCapableNumberPad = 11

    /// The old name of ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The keyboard's look: light, or dark (the iPhone OS 3 "alert" appearance).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's default (light, or dark in dark mode).
    case `default` = 0
    /// Dark keys.
    case dark = 1
    /// Light keys.
    case light = 2

    /// The iPhone OS name of ``dark``: the keyboard for text in an alert.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// The title of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the shift key turns on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence (the default).
    case sentences = 2
    /// Always (caps lock).
    case allCharacters = 3
}

/// Whether autocorrection suggests while typing.
public enum UITextAutocorrectionType: Int, Sendable {
    /// As the text object's defaults say (on, for text fields and views).
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether misspelled words are underlined.
public enum UITextSpellCheckingType: Int, Sendable {
    /// As autocorrection is.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}

/// Whether straight quotes become curly ones while typing.
public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether two hyphens become a dash while typing.
public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether spaces are added or removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// What a text object holds, for AutoFill and the keyboard's suggestions.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = Self("name")
    public static let namePrefix = Self("honorific-prefix")
    public static let givenName = Self("given-name")
    public static let middleName = Self("additional-name")
    public static let familyName = Self("family-name")
    public static let nameSuffix = Self("honorific-suffix")
    public static let nickname = Self("nickname")
    public static let jobTitle = Self("organization-title")
    public static let organizationName = Self("organization")
    public static let location = Self("location")
    public static let fullStreetAddress = Self("street-address")
    public static let streetAddressLine1 = Self("address-line1")
    public static let streetAddressLine2 = Self("address-line2")
    public static let addressCity = Self("address-level2")
    public static let addressState = Self("address-level1")
    public static let addressCityAndState = Self("address-level1+2")
    public static let sublocality = Self("address-level3")
    public static let countryName = Self("country-name")
    public static let postalCode = Self("postal-code")
    public static let telephoneNumber = Self("tel")
    public static let emailAddress = Self("email")
    public static let URL = Self("url")
    public static let creditCardNumber = Self("cc-number")
    public static let username = Self("username")
    public static let password = Self("password")
    public static let newPassword = Self("new-password")
    public static let oneTimeCode = Self("one-time-code")
}

/// The keyboard-related traits of a text object: which keyboard to show and how typing behaves
/// (guide §5.2, "Configuring the Keyboard").
///
/// Every requirement has a default (Apple's are optional): the getters answer the system defaults and the setters
/// ignore the value, so a custom ``UIKeyInput`` view declares only the traits it wants, as stored `var`s.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
}
