// SPDX-License-Identifier: Apache-2.0

/// A set of symbol ids (non-negative integers), for the tableau's column index: which rows a symbol appears in.
///
/// Nearly every column holds a handful of rows, and the index changes on every cell a pivot creates or cancels,
/// so the set is a plain array searched linearly up to ``smallLimit`` members, and past that an open-addressing
/// hash table with linear probing and a multiplicative hash (no per-process seeded hashing, no tombstones:
/// removal shifts the probe run back). Iteration order is unspecified; callers that need determinism sort.
struct SymbolSet: Sequence, ExpressibleByArrayLiteral {
    /// Up to this many members the set is an unsorted array.
    static let smallLimit = 16
    fileprivate static let empty = -1

    /// The members (small), or the hash slots with ``empty`` for a free slot (hashed).
    private var slots: [Int] = []
    private(set) var count = 0
    private var hashed = false
    /// log2 of the slot count when hashed.
    private var bits = 0

    init() {}

    init(arrayLiteral elements: Int...) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool { count == 0 }

    private func home(_ value: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: value) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - bits))
    }

    func contains(_ value: Int) -> Bool {
        guard hashed else { return slots.contains(value) }
        let mask = slots.count - 1
        var i = home(value)
        while true {
            let slot = slots[i]
            if slot == value { return true }
            if slot == Self.empty { return false }
            i = (i + 1) & mask
        }
    }

    /// Adds `value`; false when it was already a member.
    @discardableResult
    mutating func insert(_ value: Int) -> Bool {
        guard hashed else {
            if slots.contains(value) { return false }
            if count == Self.smallLimit {
                rehash(bits: 6)
                return insert(value)
            }
            slots.append(value)
            count += 1
            return true
        }
        if 2 * (count + 1) > slots.count { rehash(bits: bits + 1) }
        let mask = slots.count - 1
        var i = home(value)
        while true {
            let slot = slots[i]
            if slot == value { return false }
            if slot == Self.empty { break }
            i = (i + 1) & mask
        }
        slots[i] = value
        count += 1
        return true
    }

    /// Removes `value` if it is a member.
    mutating func remove(_ value: Int) {
        guard hashed else {
            guard let index = slots.firstIndex(of: value) else { return }
            slots.swapAt(index, slots.count - 1)
            slots.removeLast()
            count -= 1
            return
        }
        let mask = slots.count - 1
        var i = home(value)
        while slots[i] != value {
            if slots[i] == Self.empty { return }
            i = (i + 1) & mask
        }
        count -= 1
        // Backward-shift deletion: move later members of the probe run into the hole when their home allows.
        var j = i
        while true {
            j = (j + 1) & mask
            let slot = slots[j]
            if slot == Self.empty { break }
            let k = home(slot)
            // The member at j may fill the hole at i when its home k is not cyclically within (i, j].
            let between = i <= j ? (i < k && k <= j) : (i < k || k <= j)
            if !between {
                slots[i] = slot
                i = j
            }
        }
        slots[i] = Self.empty
    }

    private mutating func rehash(bits newBits: Int) {
        let members = Array(self)
        bits = newBits
        hashed = true
        slots = Array(repeating: Self.empty, count: 1 << newBits)
        count = 0
        for member in members { insert(member) }
    }

    func makeIterator() -> Iterator { Iterator(slots: slots, hashed: hashed) }

    /// Walks the members (the small array, or the hash table's occupied slots).
    struct Iterator: IteratorProtocol {
        let slots: [Int]
        let hashed: Bool
        var index = 0

        init(slots: [Int], hashed: Bool) {
            self.slots = slots
            self.hashed = hashed
        }

        mutating func next() -> Int? {
            while index < slots.count {
                let slot = slots[index]
                index += 1
                if !hashed || slot != SymbolSet.empty { return slot }
            }
            return nil
        }
    }

    /// The members in increasing order.
    func sorted() -> [Int] {
        var members = hashed ? slots.filter { $0 != Self.empty } : slots
        members.sort()
        return members
    }
}
