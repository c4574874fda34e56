// SPDX-License-Identifier: Apache-2.0

/// The seam between UIKit and a platform host: `HostBackend`, `HostEvent`, `HostClock`.
///
/// Hosts (`HeadlessHost`, `SDLHost`) depend on this module and never on UIKit; UIKit depends on this module and
/// names a concrete host only in its launcher. Geometry uses Core Graphics' types, re-exported here.
@_exported import CoreGraphics
