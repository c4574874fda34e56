// SPDX-License-Identifier: Apache-2.0

import Foundation

// iOS 14's typed secure-decoding conveniences for arrays and dictionaries, which swift-corelibs-foundation lacks:
// each decodes the archive's root with the collection class and the element classes allowed, and checks every
// element's class, as Apple's do.
extension NSKeyedUnarchiver {
    /// The array of `cls` objects archived in `data` (secure coding); nil when the root is not an array of them.
    /// Throws what `unarchivedObject(ofClasses:from:)` throws for data that is not an archive.
    public static func unarchivedArrayOfObjects<DecodedObjectType>(
        ofClass cls: DecodedObjectType.Type, from data: Data
    ) throws -> [DecodedObjectType]? where DecodedObjectType: NSObject, DecodedObjectType: NSCoding {
        guard let array = try unarchivedObject(ofClasses: [NSArray.self, cls], from: data) as? NSArray else {
            return nil
        }
        var result: [DecodedObjectType] = []
        for element in array {
            guard let object = element as? DecodedObjectType else { return nil }
            result.append(object)
        }
        return result
    }

    /// The array archived in `data` whose elements are instances of `classes` (secure coding); nil when the root is
    /// not an array.
    public static func unarchivedArrayOfObjects(ofClasses classes: [AnyClass], from data: Data) throws -> [Any]? {
        guard let array = try unarchivedObject(ofClasses: [NSArray.self] + classes, from: data) as? NSArray else {
            return nil
        }
        return array.map { $0 }
    }

    /// The dictionary from `keyCls` to `valueCls` objects archived in `data` (secure coding); nil when the root is
    /// not such a dictionary.
    public static func unarchivedDictionary<KeyType, ObjectType>(
        keysOfClass keyCls: KeyType.Type, objectsOfClass valueCls: ObjectType.Type, from data: Data
    ) throws -> [KeyType: ObjectType]?
    where KeyType: NSObject, KeyType: NSCoding, KeyType: Hashable, ObjectType: NSObject, ObjectType: NSCoding {
        guard let dictionary = try unarchivedObject(ofClasses: [NSDictionary.self, keyCls, valueCls], from: data)
            as? NSDictionary else { return nil }
        var result: [KeyType: ObjectType] = [:]
        for (key, value) in dictionary {
            guard let k = key as? KeyType, let v = value as? ObjectType else { return nil }
            result[k] = v
        }
        return result
    }

    /// The dictionary archived in `data` whose keys are instances of `keyClasses` and values of `valueClasses`
    /// (secure coding); nil when the root is not a dictionary.
    public static func unarchivedDictionary(
        keysOfClasses keyClasses: [AnyClass], objectsOfClasses valueClasses: [AnyClass], from data: Data
    ) throws -> [AnyHashable: Any]? {
        let root = try unarchivedObject(ofClasses: [NSDictionary.self] + keyClasses + valueClasses, from: data)
        guard let dictionary = root as? NSDictionary else { return nil }
        var result: [AnyHashable: Any] = [:]
        for (key, value) in dictionary {
            guard let k = key as? AnyHashable else { return nil }
            result[k] = value
        }
        return result
    }
}
