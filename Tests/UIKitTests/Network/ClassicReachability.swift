// SPDX-License-Identifier: Apache-2.0

import Dispatch
import Foundation
import SystemConfiguration
#if canImport(Glibc)
import Glibc
#endif

/// The Reachability class iOS apps have copied for years, written as they write it: a reference for the zero
/// address, the object itself as the context's info, a closure callback and a serial dispatch queue.
final class ClassicReachability: @unchecked Sendable {
    let queue = DispatchQueue(label: "reachability")
    private let reference: SCNetworkReachability
    private(set) var changes: [SCNetworkReachabilityFlags] = []

    init?() {
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_family = sa_family_t(AF_INET)
        guard let reference = withUnsafePointer(to: &zeroAddress, {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }) else { return nil }
        self.reference = reference
    }

    var flags: SCNetworkReachabilityFlags {
        var flags = SCNetworkReachabilityFlags()
        SCNetworkReachabilityGetFlags(reference, &flags)
        return flags
    }

    var isReachable: Bool { flags.contains(.reachable) }
    var isWWAN: Bool { flags.contains(.isWWAN) }

    func start() throws {
        var context = SCNetworkReachabilityContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        context.info = UnsafeMutableRawPointer(Unmanaged<ClassicReachability>.passUnretained(self).toOpaque())
        let callback: SCNetworkReachabilityCallBack = { _, flags, info in
            guard let info else { return }
            let reachability = Unmanaged<ClassicReachability>.fromOpaque(info).takeUnretainedValue()
            reachability.changes.append(flags)
        }
        guard SCNetworkReachabilitySetCallback(reference, callback, &context),
            SCNetworkReachabilitySetDispatchQueue(reference, queue)
        else { throw POSIXError(.EINVAL) }
    }

    func stop() {
        SCNetworkReachabilitySetCallback(reference, nil, nil)
        SCNetworkReachabilitySetDispatchQueue(reference, nil)
    }
}
