// SPDX-License-Identifier: Apache-2.0

// `import TouchstoneSnapshotTesting` alone gives a test swift-snapshot-testing's whole API (`assertSnapshot`,
// `withSnapshotTesting`, `.snapshots(record:)`, the text and data strategies) plus this module's Linux strategies.
@_exported import SnapshotTesting
