// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneSnapshotTesting
import UIKit

/// `assertSnapshot` as users write it, against references committed in `__Snapshots__/CommittedReferenceTests/`
/// (recorded once, checked by eye; `SNAPSHOT_TESTING_RECORD=all` re-records them).
@Suite(.serialized) @MainActor
struct CommittedReferenceTests {
    /// Runs `body` with the classic iPhone 4 screen as `UIScreen.main`, which the references were recorded on: the
    /// main screen is the last launched device's, other suites in the same process launch modern phones, and a
    /// system button takes its look (classic rounded-rect chrome or not) from the main screen when it is made.
    /// Restored before returning, in the same main-actor turn.
    private func onClassicScreen(_ body: () -> Void) {
        let previous = UIScreen.current
        UIScreen.current = UIScreen(profile: .iPhone4)
        defer { UIScreen.current = previous }
        body()
    }

    @Test func card() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.card(), as: .image)
        }
    }

    @Test func cardInDarkMode() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.adaptiveLabel(), as: .image(traits: .init(userInterfaceStyle: .dark)))
        }
    }

    @Test func screenOnIPhone4() {
        // The fixture is built before the snapshot's device launches, so its system button takes its look from the
        // main screen at that moment (see onClassicScreen).
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.screen(), as: .image(on: .iPhone4))
        }
    }

    @Test func screenHierarchy() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.screen(), as: .recursiveDescription)
        }
    }

    @Test func cardHierarchy() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.card(), as: .recursiveDescription)
        }
    }

    @Test func screenAccessibility() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.screen(), as: .accessibility)
        }
    }

    @Test func cardAccessibility() {
        onClassicScreen {
            assertSnapshot(of: SnapshotFixtures.card(), as: .accessibility)
        }
    }
}
