// SPDX-License-Identifier: Apache-2.0

/// An ordered list of distinct objects (a layer's sublayers, a view's subviews) whose edits cost O(log n): insert
/// at an index, remove an element, find an element's index, read the element at an index.
///
/// An array makes every hierarchy edit a linear search and a linear shift, so removing 100,000 siblings one by one
/// took minutes. Here the order lives in an implicit treap (a randomised balanced tree keyed by position, with
/// subtree sizes and parent links), and a dictionary finds an element's node. ``elements`` gives the order as an
/// array, built once after a change and cached, so tree walks read a plain array as before.
///
/// The treap's split and merge recurse to the tree's height, which is O(log n) with high probability (priorities
/// come from a fixed-seed generator, so runs are repeatable).
package struct ChildList<Element: AnyObject> {
    private var items: [Element?] = []
    private var left: [Int] = []
    private var right: [Int] = []
    private var up: [Int] = []
    private var size: [Int] = []
    private var priority: [UInt64] = []
    private var freeNodes: [Int] = []
    private var root = -1
    private var nodeOf: [ObjectIdentifier: Int] = [:]
    private var cache: [Element]? = []
    private var seed: UInt64 = 0x2545_F491_4F6C_DD1D

    package init() {}

    /// How many elements the list holds.
    package var count: Int { root < 0 ? 0 : size[root] }

    /// Whether the list is empty.
    package var isEmpty: Bool { root < 0 }

    /// The elements in order (O(n) after a change, then cached).
    package var elements: [Element] {
        mutating get {
            if let cache { return cache }
            var result: [Element] = []
            result.reserveCapacity(count)
            var stack: [Int] = []
            var node = root
            while node >= 0 || !stack.isEmpty {
                while node >= 0 {
                    stack.append(node)
                    node = left[node]
                }
                let next = stack.removeLast()
                result.append(items[next]!)
                node = right[next]
            }
            cache = result
            return result
        }
    }

    /// Whether `element` is in the list (O(1)).
    package func contains(_ element: Element) -> Bool { nodeOf[ObjectIdentifier(element)] != nil }

    /// The position of `element`, or nil when it is not in the list (O(log n)).
    package func index(of element: Element) -> Int? {
        guard let node = nodeOf[ObjectIdentifier(element)] else { return nil }
        var index = sizeOf(left[node])
        var child = node
        while up[child] >= 0 {
            let parent = up[child]
            if right[parent] == child { index += sizeOf(left[parent]) + 1 }
            child = parent
        }
        return index
    }

    /// The element at `index` (O(log n)); `index` must be in `0..<count`.
    package subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "ChildList index out of range")
        var node = root
        var i = index
        while true {
            let leftSize = sizeOf(left[node])
            if i < leftSize {
                node = left[node]
            } else if i == leftSize {
                return items[node]!
            } else {
                i -= leftSize + 1
                node = right[node]
            }
        }
    }

    /// The last element, or nil.
    package var last: Element? { isEmpty ? nil : self[count - 1] }

    /// Inserts `element`, which must not be in the list, at `index` (clamped to `0...count`).
    package mutating func insert(_ element: Element, at index: Int) {
        precondition(!contains(element), "ChildList holds each element once")
        let node = makeNode(element)
        let at = min(max(0, index), count)
        if at == count {
            root = merge(root, node)
        } else {
            let (front, back) = split(root, at)
            root = merge(merge(front, node), back)
        }
        up[root] = -1
        cache = nil
    }

    /// Appends `element`, which must not be in the list.
    package mutating func append(_ element: Element) { insert(element, at: count) }

    /// Removes `element`; returns whether it was in the list.
    @discardableResult
    package mutating func remove(_ element: Element) -> Bool {
        guard let node = nodeOf.removeValue(forKey: ObjectIdentifier(element)) else { return false }
        let joined = merge(left[node], right[node])
        let parent = up[node]
        if parent < 0 {
            root = joined
            if joined >= 0 { up[joined] = -1 }
        } else {
            if left[parent] == node { left[parent] = joined } else { right[parent] = joined }
            var ancestor = parent
            while ancestor >= 0 {
                update(ancestor)
                ancestor = up[ancestor]
            }
        }
        items[node] = nil
        freeNodes.append(node)
        cache = nil
        return true
    }

    /// Swaps the elements at two positions.
    package mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        let a = self[i], b = self[j]
        let (nodeA, nodeB) = (nodeOf[ObjectIdentifier(a)]!, nodeOf[ObjectIdentifier(b)]!)
        items[nodeA] = b
        items[nodeB] = a
        nodeOf[ObjectIdentifier(a)] = nodeB
        nodeOf[ObjectIdentifier(b)] = nodeA
        cache = nil
    }

    /// Empties the list; returns the elements it held, in order.
    package mutating func removeAll() -> [Element] {
        let all = elements
        self = ChildList()
        return all
    }

    // MARK: The treap

    private func sizeOf(_ node: Int) -> Int { node < 0 ? 0 : size[node] }

    private mutating func makeNode(_ element: Element) -> Int {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        let node: Int
        if let reused = freeNodes.popLast() {
            node = reused
            items[node] = element
            (left[node], right[node], up[node], size[node], priority[node]) = (-1, -1, -1, 1, z ^ (z >> 31))
        } else {
            node = items.count
            items.append(element)
            left.append(-1)
            right.append(-1)
            up.append(-1)
            size.append(1)
            priority.append(z ^ (z >> 31))
        }
        nodeOf[ObjectIdentifier(element)] = node
        return node
    }

    /// Recomputes `node`'s size and points its children at it.
    private mutating func update(_ node: Int) {
        let (l, r) = (left[node], right[node])
        size[node] = 1 + sizeOf(l) + sizeOf(r)
        if l >= 0 { up[l] = node }
        if r >= 0 { up[r] = node }
    }

    /// Joins two treaps, every element of `a` before every element of `b`.
    private mutating func merge(_ a: Int, _ b: Int) -> Int {
        if a < 0 { return b }
        if b < 0 { return a }
        if priority[a] > priority[b] {
            right[a] = merge(right[a], b)
            update(a)
            return a
        }
        left[b] = merge(a, left[b])
        update(b)
        return b
    }

    /// Splits a treap into its first `k` elements and the rest.
    private mutating func split(_ node: Int, _ k: Int) -> (Int, Int) {
        if node < 0 { return (-1, -1) }
        if sizeOf(left[node]) >= k {
            let (front, back) = split(left[node], k)
            left[node] = back
            update(node)
            if front >= 0 { up[front] = -1 }
            return (front, node)
        }
        let (front, back) = split(right[node], k - sizeOf(left[node]) - 1)
        right[node] = front
        update(node)
        if back >= 0 { up[back] = -1 }
        return (node, back)
    }
}

extension ChildList: Sendable where Element: Sendable {}
