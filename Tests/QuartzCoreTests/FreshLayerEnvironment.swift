// SPDX-License-Identifier: Apache-2.0

import QuartzCore
import Testing

/// Runs each test of a suite in its own ``LayerEnvironment`` (a manual clock at 0 and its own transactions).
///
/// Without it, layer tests share the process-wide default environment with every other test running at the same
/// time on other threads, and their implicit transactions race (two threads noting changes in one transaction
/// stack). On iOS each thread has its own implicit transaction; a fresh environment per test gives the same
/// isolation.
struct FreshLayerEnvironment: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        guard testCase != nil else { return try await function() }
        try await LayerEnvironment(clock: ManualMediaClock()).run { try await function() }
    }
}

extension Trait where Self == FreshLayerEnvironment {
    /// Each test runs in its own layer environment (see ``FreshLayerEnvironment``).
    static var freshLayerEnvironment: Self { FreshLayerEnvironment() }
}
