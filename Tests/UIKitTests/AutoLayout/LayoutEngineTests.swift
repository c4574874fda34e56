// SPDX-License-Identifier: Apache-2.0

@testable import UIKit
import Testing

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite("Layout engine (Cassowary)")
struct LayoutEngineTests {
    @Test("Required equalities and a weighted preference")
    func basics() throws {
        let e = LayoutEngine()
        let x = e.makeVariable(), w = e.makeVariable(), right = e.makeVariable()
        // x = 10, right = x + w, right = 110
        _ = try #require(e.add([(x, 1)], constant: -10, relation: .equal, strength: LayoutEngine.required))
        _ = try #require(e.add([(right, 1), (x, -1), (w, -1)], constant: 0, relation: .equal, strength: LayoutEngine.required))
        _ = try #require(e.add([(right, 1)], constant: -110, relation: .equal, strength: LayoutEngine.required))
        #expect(close(e.value(of: w), 100))
        // A weak wish for w = 50 loses to the required ones.
        _ = e.add([(w, 1)], constant: -50, relation: .equal, strength: 1)
        #expect(close(e.value(of: w), 100))
    }

    @Test("Inequalities and priorities: the stronger preference wins")
    func priorities() throws {
        let e = LayoutEngine()
        let w = e.makeVariable()
        _ = try #require(e.add([(w, 1)], constant: 0, relation: .greaterThanOrEqual, strength: LayoutEngine.required))
        _ = try #require(e.add([(w, 1)], constant: -300, relation: .lessThanOrEqual, strength: LayoutEngine.required))
        let weak = try #require(e.add([(w, 1)], constant: -50, relation: .equal, strength: 10))
        #expect(close(e.value(of: w), 50))
        let strong = try #require(e.add([(w, 1)], constant: -200, relation: .equal, strength: 1000))
        #expect(close(e.value(of: w), 200))
        e.remove(strong)
        #expect(close(e.value(of: w), 50))
        e.remove(weak)
        #expect(e.constraintCount == 2)
        // Above the maximum: clipped to it.
        _ = e.add([(w, 1)], constant: -1000, relation: .equal, strength: 5)
        #expect(close(e.value(of: w), 300))
    }

    @Test("A conflicting required constraint is refused and the engine keeps its solution")
    func conflicts() throws {
        let e = LayoutEngine()
        let x = e.makeVariable(), y = e.makeVariable()
        _ = try #require(e.add([(x, 1)], constant: -10, relation: .equal, strength: LayoutEngine.required))
        _ = try #require(e.add([(y, 1), (x, -1)], constant: -5, relation: .equal, strength: LayoutEngine.required))
        #expect(e.add([(y, 1)], constant: -100, relation: .equal, strength: LayoutEngine.required) == nil)
        #expect(close(e.value(of: x), 10))
        #expect(close(e.value(of: y), 15))
        #expect(e.constraintCount == 2)
        // The same, re-added just below required, is as satisfied as it can be: not at all here.
        _ = try #require(e.add([(y, 1)], constant: -100, relation: .equal, strength: LayoutEngine.demotedRequired))
        #expect(close(e.value(of: y), 15))
        #expect(e.add([(x, .nan)], constant: 0, relation: .equal, strength: 1) == nil)
        #expect(e.add([(x, 1)], constant: .infinity, relation: .equal, strength: 1) == nil)
    }

    /// Adds the constraint, or re-adds it just below required when it conflicts (what the engine's rebuild does).
    private static func addOrDemote(_ e: LayoutEngine, _ terms: [(LayoutEngine.Variable, Double)], _ constant: Double,
                                    _ relation: LayoutEngine.Relation, _ strength: Double) -> LayoutEngine.Constraint {
        e.add(terms, constant: constant, relation: relation, strength: strength)
            ?? e.add(terms, constant: constant, relation: relation, strength: LayoutEngine.demotedRequired)!
    }

    /// The editing test's system: a ≥ 0, the gap b − a (+ constant) (relation) 0, c = b + 20, c ≤ 100, weak a = 30
    /// and a weaker b = 0 (so the optimum is unique).
    private static func system(_ e: LayoutEngine, gap: Double, kind: Int)
        -> (LayoutEngine.Variable, LayoutEngine.Variable, LayoutEngine.Variable, LayoutEngine.Constraint)
    {
        let a = e.makeVariable(), b = e.makeVariable(), c = e.makeVariable()
        let strength = kind == 0 ? LayoutEngine.required : 500
        _ = addOrDemote(e, [(a, 1)], 0, .greaterThanOrEqual, LayoutEngine.required)
        let g = addOrDemote(e, [(b, 1), (a, -1)], gap, kind == 2 ? .greaterThanOrEqual : .equal, strength)
        _ = addOrDemote(e, [(c, 1), (b, -1)], -20, .equal, LayoutEngine.required)
        _ = addOrDemote(e, [(c, 1)], -100, .lessThanOrEqual, LayoutEngine.required)
        _ = addOrDemote(e, [(a, 1)], -30, .equal, 1)
        _ = addOrDemote(e, [(b, 1)], 0, .equal, 0.1)
        return (a, b, c, g)
    }

    @Test("Changing a constant re-solves incrementally, matching a fresh solve", arguments: [0, 1, 2])
    func editing(kind: Int) throws {
        let e = LayoutEngine()
        let (a, b, c, gap) = Self.system(e, gap: -8, kind: kind)
        for constant in [-8.0, -50, -90, -10, -200, 0, -60] {
            e.setConstant(gap, to: constant)
            let f = LayoutEngine()
            let (fa, fb, fc, _) = Self.system(f, gap: constant, kind: kind)
            #expect(close(e.value(of: a), f.value(of: fa)), "a, constant \(constant)")
            #expect(close(e.value(of: b), f.value(of: fb)), "b, constant \(constant)")
            #expect(close(e.value(of: c), f.value(of: fc)), "c, constant \(constant)")
        }
    }

    @Test("10,000 independent groups solve; a chain of 1,000 stays exact")
    func scale() throws {
        let e = LayoutEngine()
        var last: [LayoutEngine.Variable] = []
        for i in 0..<10_000 {
            let x = e.makeVariable(), w = e.makeVariable(), right = e.makeVariable()
            _ = e.add([(x, 1)], constant: -Double(i), relation: .equal, strength: LayoutEngine.required)
            _ = e.add([(right, 1), (x, -1), (w, -1)], constant: 0, relation: .equal, strength: LayoutEngine.required)
            _ = e.add([(w, 1)], constant: -10, relation: .greaterThanOrEqual, strength: LayoutEngine.required)
            _ = e.add([(w, 1)], constant: 0, relation: .equal, strength: 250)
            last = [x, w, right]
        }
        #expect(close(e.value(of: last[2]), 9_999 + 10))

        let chain = LayoutEngine()
        var previous = chain.makeVariable()
        let first = previous
        _ = chain.add([(previous, 1)], constant: 0, relation: .equal, strength: LayoutEngine.required)
        var spacings: [LayoutEngine.Constraint] = []
        for _ in 0..<1_000 {
            let next = chain.makeVariable()
            spacings.append(chain.add([(next, 1), (previous, -1)], constant: -2, relation: .equal,
                                      strength: LayoutEngine.required)!)
            previous = next
        }
        #expect(close(chain.value(of: previous), 2_000))
        chain.setConstant(spacings[0], to: -10)
        #expect(close(chain.value(of: previous), 2_008))
        #expect(close(chain.value(of: first), 0))
    }
}
