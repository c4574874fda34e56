// SPDX-License-Identifier: Apache-2.0
//
// URL loading while the simulated network is off (docs/ARCHITECTURE.md, "Network state").

import CProcessHooks
import Foundation
import FoundationNetworking
import SystemConfiguration

/// Fails every `http` and `https` load with `NSURLErrorNotConnectedToInternet` while the simulated network is
/// off (`--network none`, airplane mode), as iOS's URL loading does; while it is on, it declines every request and
/// Foundation loads as usual.
///
/// ``install()`` registers it with `URLProtocol.registerClass`, which swift-corelibs-foundation consults for
/// `URLSession.shared` only, and puts it first in the `protocolClasses` of every configuration
/// `URLSessionConfiguration.default` and `.ephemeral` make from then on (through the Foundation hooks,
/// `CProcessHooks/FoundationSwiftHooks.c`), so sessions made with `URLSession(configuration:)` fail offline too. A
/// configuration whose `protocolClasses` the app replaces (its own test doubles) is left as the app made it
/// (docs/ARCHITECTURE.md, "Network state").
package final class OfflineURLProtocol: URLProtocol {
    private static let registration: Void = {
        _ = URLProtocol.registerClass(OfflineURLProtocol.self)
        touchstone_set_session_configuration_hook { pointer in
            OfflineURLProtocol.prepare(Unmanaged<URLSessionConfiguration>.fromOpaque(pointer).takeUnretainedValue())
        }
    }()

    /// Registers the protocol and the configuration hook, once per process.
    package static func install() { _ = registration }

    /// Puts the protocol first in `configuration`'s `protocolClasses` (once).
    package static func prepare(_ configuration: URLSessionConfiguration) {
        let classes = configuration.protocolClasses ?? []
        guard !classes.contains(where: { $0 == OfflineURLProtocol.self }) else { return }
        configuration.protocolClasses = [OfflineURLProtocol.self] + classes
    }

    /// The error a load gets while the network is off, with the failing URL in its user info.
    package static func notConnectedError(for url: URL?) -> NSError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info["NSErrorFailingURLStringKey"] = url.absoluteString  // NSURLErrorFailingURLStringErrorKey, deprecated
        }
        return NSError(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, userInfo: info)
    }

    override package class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !SimulatedNetwork.isConnected
    }

    override package class func canInit(with task: URLSessionTask) -> Bool {
        guard let request = task.currentRequest ?? task.originalRequest else { return false }
        return canInit(with: request)
    }

    override package class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override package func startLoading() {
        client?.urlProtocol(self, didFailWithError: Self.notConnectedError(for: request.url))
    }

    override package func stopLoading() {}
}
