// SPDX-License-Identifier: Apache-2.0

@testable import UIKit
import Testing

/// The solver's storage: the column index's set of symbols and the tableau row's merge, checked against the
/// obvious implementations they replace.
@Suite("Layout engine: tableau storage")
struct LayoutEngineStorageTests {
    @Test("SymbolSet matches Set<Int> through growth past the small limit, removals and reinsertions")
    func symbolSetMatchesSet() {
        var set = SymbolSet()
        var reference = Set<Int>()
        // A deterministic mix of inserts and removes over a range wider than the small limit, so the set turns
        // into a hash table, wraps its probe runs and shifts them back on removal.
        var state: UInt64 = 12345
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for step in 0..<20_000 {
            let value = next(step < 10_000 ? 400 : 40)
            if next(3) == 0 {
                set.remove(value)
                reference.remove(value)
            } else {
                let inserted = set.insert(value)
                #expect(inserted == reference.insert(value).inserted)
            }
            if step % 997 == 0 {
                #expect(set.sorted() == reference.sorted())
                #expect(set.count == reference.count)
            }
        }
        #expect(set.sorted() == reference.sorted())
        #expect(Set(Array(set)) == reference)
        for value in 0..<400 { #expect(set.contains(value) == reference.contains(value)) }
        for value in reference { set.remove(value) }
        #expect(set.isEmpty)
        #expect(Array(set).isEmpty)
    }

    @Test("SymbolSet stays a set when small: no duplicates, removal of a missing member is ignored")
    func smallSymbolSet() {
        var set: SymbolSet = [3, 1, 2]
        let inserted = set.insert(2)
        #expect(!inserted)
        set.remove(7)
        #expect(set.count == 3)
        set.remove(1)
        #expect(set.sorted() == [2, 3])
    }

    @Test("Merging a row gives the sums cell-by-cell addition gives, and reports created and cancelled cells")
    func mergeMatchesCellByCellAddition() {
        var row = TableauRow(constant: 1)
        for (symbol, c) in [(1, 2.0), (4, -1.0), (6, 0.5), (9, 3.0), (12, 1.0)] { row.add(c, to: symbol) }
        var other = TableauRow(constant: -2)
        for (symbol, c) in [(0, 1.0), (4, 0.5), (6, 0.25), (10, 7.0), (13, 1e-12)] { other.add(c, to: symbol) }
        var expected = row
        expected.add(other, times: 2)
        var merged = row
        var inserted: [Int] = [], removed: [Int] = []
        merged.merge(other, times: 2, inserted: &inserted, removed: &removed)
        #expect(merged == expected)
        // 4: −1 + 0.5 × 2 cancels; 0 and 10 are new; 13's tiny coefficient is no cell.
        #expect(removed == [4])
        #expect(inserted == [0, 10])
        #expect(merged.symbols == [0, 1, 6, 9, 10, 12])
        #expect(merged.constant == -3)
    }
}
