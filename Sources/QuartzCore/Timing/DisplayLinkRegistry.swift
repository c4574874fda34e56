// SPDX-License-Identifier: Apache-2.0

/// The display links added in one ``LayerEnvironment``, in the order they were added.
package final class DisplayLinkRegistry: @unchecked Sendable {
    private var links: [CADisplayLink] = []

    package init() {}

    /// The registered links.
    package var all: [CADisplayLink] { links }

    package func insert(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    package func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }
}

extension LayerEnvironment {
    /// Fires the display links that are due for the frame at `timestamp` (media time, seconds), the display
    /// refreshing every `duration` seconds, among those added in `mode` (or `.common`).
    ///
    /// The host calls this once per frame, before committing and compositing; headless tests call it after
    /// advancing the clock. Handlers may add, pause or invalidate links (including their own): the links due are
    /// chosen first, and each is fired only if still registered when its turn comes. A non-finite timestamp or a
    /// non-positive duration is ignored (logged).
    package func displayFrame(timestamp: CFTimeInterval, duration: CFTimeInterval, mode: RunLoop.Mode = .default) {
        guard timestamp.isFinite, duration.isFinite, duration > 0 else {
            return Diagnostics.log("displayFrame(timestamp: \(timestamp), duration: \(duration)) ignored")
        }
        let candidates = displayLinks.all.filter { $0.isRegistered(forMode: mode) }
        for link in candidates where displayLinks.all.contains(where: { $0 === link }) {
            link.fireIfDue(frameTime: timestamp, frameDuration: duration)
        }
    }
}
