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
    /// The type's name; the system's names are the HTML `autocomplete` tokens (`"email"`, `"one-time-code"`, …).
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a content type from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = Self("name")
    /// The title before a name, such as "Dr." or "Mrs.".
    public static let namePrefix = Self("honorific-prefix")
    /// A person's first (given) name.
    public static let givenName = Self("given-name")
    /// A person's middle name.
    public static let middleName = Self("additional-name")
    /// A person's last (family) name.
    public static let familyName = Self("family-name")
    /// The suffix after a name, such as "Jr." or "PhD".
    public static let nameSuffix = Self("honorific-suffix")
    /// A nickname.
    public static let nickname = Self("nickname")
    /// A job title.
    public static let jobTitle = Self("organization-title")
    /// The name of a company or other organisation.
    public static let organizationName = Self("organization")
    /// A place: a point of interest, an address or another location.
    public static let location = Self("location")
    /// A whole street address, possibly over several lines.
    public static let fullStreetAddress = Self("street-address")
    /// The first line of a street address.
    public static let streetAddressLine1 = Self("address-line1")
    /// The second line of a street address.
    public static let streetAddressLine2 = Self("address-line2")
    /// A city.
    public static let addressCity = Self("address-level2")
    /// A state or province.
    public static let addressState = Self("address-level1")
    /// A city and its state or province together.
    public static let addressCityAndState = Self("address-level1+2")
    /// A district or neighbourhood within a city.
    public static let sublocality = Self("address-level3")
    /// A country or region.
    public static let countryName = Self("country-name")
    /// A postal code.
    public static let postalCode = Self("postal-code")
    /// A telephone number.
    public static let telephoneNumber = Self("tel")
    /// An e-mail address.
    public static let emailAddress = Self("email")
    /// A URL.
    public static let URL = Self("url")
    /// A credit card number.
    public static let creditCardNumber = Self("cc-number")
    /// An account or login name; AutoFill pairs it with a ``UITextContentType/password`` field.
    public static let username = Self("username")
    /// An existing account's password.
    public static let password = Self("password")
    /// A new password, for a sign-up or change-password form (iOS suggests a strong one).
    public static let newPassword = Self("new-password")
    /// A one-time code received by SMS or e-mail.
    public static let oneTimeCode = Self("one-time-code")
}

/// The keyboard-related traits of a text object: which keyboard to show and how typing behaves
/// (guide §5.2, "Configuring the Keyboard").
///
/// Every requirement has a default (Apple's are optional): the getters answer the system defaults and the setters
/// ignore the value, so a custom ``UIKeyInput`` view declares only the traits it wants, as stored `var`s.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How the shift key turns on by itself (default `.sentences`).
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection suggests while typing (default `.default`: on for text fields and views).
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether misspelled words are underlined (default `.default`: as autocorrection is).
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones while typing (default `.default`).
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether two hyphens become a dash while typing (default `.default`).
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are added or removed around pasted and deleted words (default `.default`).
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Which keyboard shows while the object is first responder (default `.default`).
    var keyboardType: UIKeyboardType { get set }
    /// Whether the keyboard's keys are light or dark (default `.default`).
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the keyboard's return key (default `.default`, "return").
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while the object holds no text (default false).
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed, as for a password (default false).
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for AutoFill and the keyboard's suggestions (default nil: unspecified).
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// Returns `.sentences`; setting it does nothing (declare a stored `var` to change it).
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// Returns `.default`; setting it does nothing.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// Returns `.default`; setting it does nothing.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// Returns `false`; setting it does nothing.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// Returns `false`; setting it does nothing.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// Returns `nil`; setting it does nothing.
    public var textContentType: UITextContentType! { get { nil } set {} }
}
