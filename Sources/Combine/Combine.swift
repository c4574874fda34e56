// SPDX-License-Identifier: Apache-2.0

// Apple's Combine for Linux: OpenCombine under Apple's module name (docs/ARCHITECTURE.md, "Combine").
//
// OpenCombine declares Apple's names (`Publisher`, `AnyCancellable`, `Just`, `Future`, `PassthroughSubject`,
// `CurrentValueSubject`, `@Published`, `ObservableObject`, the operators); OpenCombineFoundation adds the Foundation
// integration Apple's Combine has, under Apple's spellings wherever no module named `Combine` was importable when
// it was compiled: `RunLoop` and `OperationQueue` as `Scheduler`s with Apple's `SchedulerTimeType`s,
// `NotificationCenter.Publisher`, `Timer.TimerPublisher`, `URLSession.DataTaskPublisher`, and
// `JSONDecoder`/`JSONEncoder`/`PropertyListDecoder`/`PropertyListEncoder` as `TopLevelDecoder`/`TopLevelEncoder`.
// This module re-exports both and adds `DispatchQueue` as a `Scheduler` (DispatchQueue+Scheduler.swift: its
// repeating schedule must follow the device's clock, which OpenCombineDispatch's does not).
//
// Left out: key-value observing publishers (`object.publisher(for: \.keyPath)`), which need the Objective-C
// runtime's observation.
@_exported import OpenCombine
@_exported import OpenCombineFoundation
