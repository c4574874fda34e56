// SPDX-License-Identifier: Apache-2.0

/// A map from symbol ids to values, stored in an array indexed by id: symbols are dense small integers (the
/// engine numbers them from 0), so lookups are an index instead of a hash, which profiling showed dominated
/// solving large screens.
struct SymbolTable<Value>: ExpressibleByDictionaryLiteral {
    private var slots: [Value?] = []

    init(dictionaryLiteral elements: (Int, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    subscript(key: Int) -> Value? {
        get { key < slots.count ? slots[key] : nil }
        _modify {
            if key >= slots.count { slots.append(contentsOf: repeatElement(nil, count: key - slots.count + 1)) }
            yield &slots[key]
        }
    }

    subscript(key: Int, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        _modify {
            if key >= slots.count { slots.append(contentsOf: repeatElement(nil, count: key - slots.count + 1)) }
            if slots[key] == nil { slots[key] = defaultValue() }
            yield &slots[key]!
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard key < slots.count else { return nil }
        defer { slots[key] = nil }
        return slots[key]
    }
}
