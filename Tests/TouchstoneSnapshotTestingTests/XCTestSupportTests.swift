// SPDX-License-Identifier: Apache-2.0

import TouchstoneSnapshotTesting
import UIKit
import XCTest

/// The strategies from an XCTest case, as most existing iOS snapshot suites are written. (Linux's XCTest cannot
/// run `@MainActor` test methods; it runs tests on the main thread, so they assume the main actor.)
final class XCTestSnapshotTests: XCTestCase {
    func testCardFromXCTest() {
        MainActor.assumeIsolated {
            assertSnapshot(of: SnapshotFixtures.card(), as: .image)
        }
    }

    func testMismatchIsReportedWithADifferenceImage() {
        MainActor.assumeIsolated {
            let folder = SnapshotFixtures.temporaryFolder()
            _ = verifySnapshot(of: SnapshotFixtures.card(), as: .image, named: "x", record: .all,
                               snapshotDirectory: folder)
            let failure = verifySnapshot(of: SnapshotFixtures.card(color: .systemGreen), as: .image, named: "x",
                                         record: .never, snapshotDirectory: folder)
            XCTAssertNotNil(failure)
            XCTAssertTrue(failure?.contains("Difference image:") == true)
        }
    }
}
