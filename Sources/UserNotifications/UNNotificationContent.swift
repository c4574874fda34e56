// SPDX-License-Identifier: Apache-2.0
//
// What a notification says: title, body, badge, sound, attachments and the app's own data.

import Foundation

/// The values of a notification's content, shared by the immutable and mutable classes.
struct NotificationContentValues {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var launchImageName = ""
    var userInfo: [AnyHashable: Any] = [:]
    var attachments: [UNNotificationAttachment] = []
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var targetContentIdentifier: String?
    var summaryArgument = ""
    var summaryArgumentCount = 0
    var interruptionLevel: UNNotificationInterruptionLevel = .active
    var relevanceScore = 0.0
    var filterCriteria: String?

    /// Whether anything reaches the user: a title, subtitle, body, sound or badge.
    var isUserFacing: Bool {
        !title.isEmpty || !subtitle.isEmpty || !body.isEmpty || sound != nil || badge != nil
    }
}

/// The content of a notification, immutable once it is scheduled (make one with ``UNMutableNotificationContent``).
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    var values: NotificationContentValues

    /// Empty content.
    public override init() {
        values = NotificationContentValues()
        super.init()
    }

    init(values: NotificationContentValues) {
        self.values = values
        super.init()
    }

    /// The title, shown in bold.
    open var title: String { values.title }
    /// A second line under the title.
    open var subtitle: String { values.subtitle }
    /// The message.
    open var body: String { values.body }
    /// The number the app's icon shows: 0 removes the badge, nil leaves it as it is.
    open var badge: NSNumber? { values.badge }
    /// The sound played on delivery.
    open var sound: UNNotificationSound? { values.sound }
    /// The launch image used when the notification opens the app.
    open var launchImageName: String { values.launchImageName }
    /// The app's own data, handed back with the notification (property-list values).
    open var userInfo: [AnyHashable: Any] { values.userInfo }
    /// Files shown with the notification.
    open var attachments: [UNNotificationAttachment] { values.attachments }
    /// The registered category whose actions the notification offers.
    open var categoryIdentifier: String { values.categoryIdentifier }
    /// The thread notifications are grouped by.
    open var threadIdentifier: String { values.threadIdentifier }
    /// Which window or content the notification is about.
    open var targetContentIdentifier: String? { values.targetContentIdentifier }
    /// The text of a grouped summary (deprecated by Apple).
    open var summaryArgument: String { values.summaryArgument }
    /// How many items a grouped summary counts (deprecated by Apple).
    open var summaryArgumentCount: Int { values.summaryArgumentCount }
    /// How much the notification may interrupt.
    open var interruptionLevel: UNNotificationInterruptionLevel { values.interruptionLevel }
    /// Its rank in a notification summary, 0…1.
    open var relevanceScore: Double { values.relevanceScore }
    /// The Focus filter criteria.
    open var filterCriteria: String? { values.filterCriteria }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(values: values) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(values: values) }

    /// Content archives with secure coding.
    public class var supportsSecureCoding: Bool { true }

    /// Archives the text, badge, identifiers and property-list user info (sounds and attachments are not archived).
    open func encode(with coder: NSCoder) {
        for (key, value) in [("title", title), ("subtitle", subtitle), ("body", body), ("launchImageName", launchImageName),
                             ("categoryIdentifier", categoryIdentifier), ("threadIdentifier", threadIdentifier)] {
            coder.encode(value as NSString, forKey: key)
        }
        if let badge { coder.encode(badge, forKey: "badge") }
        if let info = PropertyListObject.make(userInfo) { coder.encode(info, forKey: "userInfo") }
    }

    /// Unarchives what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        var values = NotificationContentValues()
        func text(_ key: String) -> String { (coder.decodeObject(of: NSString.self, forKey: key) as String?) ?? "" }
        values.title = text("title")
        values.subtitle = text("subtitle")
        values.body = text("body")
        values.launchImageName = text("launchImageName")
        values.categoryIdentifier = text("categoryIdentifier")
        values.threadIdentifier = text("threadIdentifier")
        values.badge = coder.decodeObject(of: NSNumber.self, forKey: "badge")
        let plistClasses: [AnyClass] = [NSDictionary.self, NSArray.self, NSString.self, NSNumber.self, NSDate.self,
                                        NSData.self]
        if let info = coder.decodeObject(of: plistClasses, forKey: "userInfo") as? NSDictionary,
           let userInfo = PropertyListObject.swiftValue(info) as? [AnyHashable: Any] {
            values.userInfo = userInfo
        }
        self.values = values
        super.init()
    }

    /// Equal when the values users see and the app's data agree.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationContent else { return false }
        return title == other.title && subtitle == other.subtitle && body == other.body && badge == other.badge
            && sound == other.sound && categoryIdentifier == other.categoryIdentifier
            && threadIdentifier == other.threadIdentifier
            && PropertyListObject.make(userInfo) == PropertyListObject.make(other.userInfo)
    }

    /// A hash of the title and body.
    open override var hash: Int { title.hashValue ^ body.hashValue }
}

/// Notification content the app fills in before scheduling it.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title, shown in bold.
    open override var title: String { get { values.title } set { values.title = newValue } }
    /// A second line under the title.
    open override var subtitle: String { get { values.subtitle } set { values.subtitle = newValue } }
    /// The message.
    open override var body: String { get { values.body } set { values.body = newValue } }
    /// The number the app's icon shows: 0 removes the badge, nil leaves it as it is.
    open override var badge: NSNumber? { get { values.badge } set { values.badge = newValue } }
    /// The sound played on delivery.
    open override var sound: UNNotificationSound? { get { values.sound } set { values.sound = newValue } }
    /// The launch image used when the notification opens the app.
    open override var launchImageName: String { get { values.launchImageName } set { values.launchImageName = newValue } }
    /// The app's own data, handed back with the notification.
    open override var userInfo: [AnyHashable: Any] { get { values.userInfo } set { values.userInfo = newValue } }
    /// Files shown with the notification.
    open override var attachments: [UNNotificationAttachment] {
        get { values.attachments }
        set { values.attachments = newValue }
    }
    /// The registered category whose actions the notification offers.
    open override var categoryIdentifier: String {
        get { values.categoryIdentifier }
        set { values.categoryIdentifier = newValue }
    }
    /// The thread notifications are grouped by.
    open override var threadIdentifier: String {
        get { values.threadIdentifier }
        set { values.threadIdentifier = newValue }
    }
    /// Which window or content the notification is about.
    open override var targetContentIdentifier: String? {
        get { values.targetContentIdentifier }
        set { values.targetContentIdentifier = newValue }
    }
    /// The text of a grouped summary.
    open override var summaryArgument: String { get { values.summaryArgument } set { values.summaryArgument = newValue } }
    /// How many items a grouped summary counts.
    open override var summaryArgumentCount: Int {
        get { values.summaryArgumentCount }
        set { values.summaryArgumentCount = newValue }
    }
    /// How much the notification may interrupt.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { values.interruptionLevel }
        set { values.interruptionLevel = newValue }
    }
    /// Its rank in a notification summary, 0…1.
    open override var relevanceScore: Double { get { values.relevanceScore } set { values.relevanceScore = newValue } }
    /// The Focus filter criteria.
    open override var filterCriteria: String? { get { values.filterCriteria } set { values.filterCriteria = newValue } }
}

/// Foundation objects for property-list values, which archive and compare on Linux as on Apple's platforms
/// (Swift values inside `[AnyHashable: Any]` do not bridge by themselves there).
enum PropertyListObject {
    /// The object for `value`, or nil when it is not a property list (a dictionary needs string keys).
    static func make(_ value: Any) -> NSObject? {
        switch value {
        case let string as String: return NSString(string: string)
        case let number as NSNumber: return number
        case let bool as Bool: return NSNumber(value: bool)
        case let int as Int: return NSNumber(value: int)
        case let double as Double: return NSNumber(value: double)
        case let date as Date: return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let data as Data: return NSData(data: data)
        case let array as [Any]:
            var objects: [NSObject] = []
            for element in array {
                guard let object = make(element) else { return nil }
                objects.append(object)
            }
            return NSArray(array: objects)
        case let dictionary as [AnyHashable: Any]:
            let result = NSMutableDictionary()
            for (key, element) in dictionary {
                guard let key = key.base as? String, let object = make(element) else { return nil }
                result[NSString(string: key)] = object
            }
            return result
        default:
            return nil
        }
    }

    /// The Swift value of a property-list object: strings, numbers, dates, data, arrays and string-keyed
    /// dictionaries.
    static func swiftValue(_ object: Any) -> Any {
        switch object {
        case let string as NSString: return String(string)
        case let date as NSDate: return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let data as NSData: return Data(referencing: data)
        case let array as NSArray: return array.map { swiftValue($0) }
        case let dictionary as NSDictionary:
            var result: [AnyHashable: Any] = [:]
            for (key, value) in dictionary {
                if let key = key as? NSString { result[AnyHashable(String(key))] = swiftValue(value) }
            }
            return result
        default: return object
        }
    }
}

extension NSString {
    /// The localized string for `key` in the app's bundle, formatted with `arguments`; the key itself when the
    /// bundle has no translation. (iOS localizes when the notification is delivered; here, when this is called.)
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: key, table: nil)
        guard let arguments, !arguments.isEmpty else { return format }
        return String(format: format, arguments: arguments.map { "\($0)" as NSString as CVarArg })
    }
}
