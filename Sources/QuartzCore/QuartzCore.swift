// SPDX-License-Identifier: Apache-2.0

/// Quartz Core (Core Animation) for Linux: the layer tree, transactions, animations and a software compositor.
///
/// Layers are lightweight model objects holding geometry, timing and visual properties (guide §2.4.4). Changing a
/// property changes the model immediately; animations change what is on screen over time (the presentation tree,
/// §2.2.4). The compositor turns the presentation tree into pixels through Core Graphics. Time comes only from the
/// ``MediaClock`` of the current ``LayerEnvironment``, so tests drive animations by advancing a manual clock.
@_exported import CoreGraphics

