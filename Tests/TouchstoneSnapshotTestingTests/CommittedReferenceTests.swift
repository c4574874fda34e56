// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneSnapshotTesting
import UIKit

/// `assertSnapshot` as users write it, against references committed in `__Snapshots__/CommittedReferenceTests/`
/// (recorded once, checked by eye; `SNAPSHOT_TESTING_RECORD=all` re-records them).
@Suite(.serialized) @MainActor
struct CommittedReferenceTests {
    @Test func card() {
        assertSnapshot(of: SnapshotFixtures.card(), as: .image)
    }

    @Test func cardInDarkMode() {
        assertSnapshot(of: SnapshotFixtures.adaptiveLabel(), as: .image(traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func screenOnIPhone4() {
        assertSnapshot(of: SnapshotFixtures.screen(), as: .image(on: .iPhone4))
    }

    @Test func screenHierarchy() {
        assertSnapshot(of: SnapshotFixtures.screen(), as: .recursiveDescription)
    }

    @Test func cardHierarchy() {
        assertSnapshot(of: SnapshotFixtures.card(), as: .recursiveDescription)
    }

    @Test func screenAccessibility() {
        assertSnapshot(of: SnapshotFixtures.screen(), as: .accessibility)
    }

    @Test func cardAccessibility() {
        assertSnapshot(of: SnapshotFixtures.card(), as: .accessibility)
    }
}
