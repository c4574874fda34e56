// SPDX-License-Identifier: Apache-2.0

import CoreFoundation
import Dispatch
import Foundation
import FoundationNetworking
import Network
import SystemConfiguration
import Testing
import TouchstoneTesting
@testable import UIKit

/// The simulated network (`--network`), as reachability, path monitors and URL loading see it
/// (docs/ARCHITECTURE.md, "Network state"). The network is process-wide, so these tests take turns and put Wi-Fi
/// back when they end.
@Suite("Network state", .serialized)
struct NetworkStateTests {
    init() { SimulatedNetwork.set(.wifi) }

    @Test("--network and TOUCHSTONE_NETWORK choose the network; a bad name is an error or ignored")
    func launchFlag() {
        guard case .run(let options) = LaunchOptions.parse(["--network", "cellular"], environment: [:]) else {
            Issue.record("--network cellular was rejected")
            return
        }
        #expect(options.network == .cellular)
        guard case .failure(let message) = LaunchOptions.parse(["--network", "carrier-pigeon"], environment: [:]) else {
            Issue.record("a bad --network was accepted")
            return
        }
        #expect(message.contains("--network"))
        guard case .run(let fromEnv) = LaunchOptions.parse([], environment: ["TOUCHSTONE_NETWORK": "NONE"]),
            case .run(let ignored) = LaunchOptions.parse([], environment: ["TOUCHSTONE_NETWORK": "5g"])
        else {
            Issue.record("the environment variable broke parsing")
            return
        }
        #expect(fromEnv.network == SimulatedNetwork.Kind.none)
        #expect(ignored.network == nil)
    }

    @Test("SCNetworkReachabilityGetFlags follows the network: Wi-Fi reachable, cellular WWAN, none unreachable")
    func reachabilityFlags() throws {
        defer { SimulatedNetwork.set(.wifi) }
        let target = try #require(SCNetworkReachabilityCreateWithName(nil, "www.apple.com"))
        var flags = SCNetworkReachabilityFlags()
        #expect(SCNetworkReachabilityGetFlags(target, &flags))
        #expect(flags == .reachable)
        SimulatedNetwork.set(.cellular)
        SCNetworkReachabilityGetFlags(target, &flags)
        #expect(flags.contains(.reachable) && flags.contains(.isWWAN))
        SimulatedNetwork.set(.none)
        SCNetworkReachabilityGetFlags(target, &flags)
        #expect(!flags.contains(.reachable))
        #expect(SCNetworkReachabilityCreateWithName(nil, "") == nil)
    }

    @Test("The classic Reachability class compiles and hears each change on its dispatch queue")
    func classicReachability() throws {
        defer { SimulatedNetwork.set(.wifi) }
        let reachability = try #require(ClassicReachability())
        #expect(reachability.isReachable && !reachability.isWWAN)
        try reachability.start()
        SimulatedNetwork.set(.cellular)
        SimulatedNetwork.set(.none)
        reachability.queue.sync {}
        #expect(reachability.changes == [[.reachable, .isWWAN], []])
        #expect(!reachability.isReachable)
        reachability.stop()
        SimulatedNetwork.set(.wifi)
        reachability.queue.sync {}
        #expect(reachability.changes.count == 2)
    }

    @Test("A callback scheduled on the main run loop runs on the main queue")
    @MainActor
    func runLoopScheduling() async throws {
        defer { SimulatedNetwork.set(.wifi) }
        let target = try #require(SCNetworkReachabilityCreateWithName(nil, "example.com"))
        nonisolated(unsafe) var heard: [SCNetworkReachabilityFlags] = []
        let callback: SCNetworkReachabilityCallBack = { _, flags, _ in heard.append(flags) }
        #expect(SCNetworkReachabilitySetCallback(target, callback, nil))
        #expect(SCNetworkReachabilityScheduleWithRunLoop(target, CFRunLoopGetMain(), kCFRunLoopDefaultMode))
        SimulatedNetwork.set(.none)
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(heard == [[]])
        #expect(SCNetworkReachabilityUnscheduleFromRunLoop(target, CFRunLoopGetMain(), kCFRunLoopDefaultMode))
        #expect(!SCNetworkReachabilityUnscheduleFromRunLoop(target, CFRunLoopGetMain(), kCFRunLoopDefaultMode))
    }

    @Test("NWPathMonitor reports the current path at start, then each change, and nothing after cancel")
    func pathMonitor() {
        defer { SimulatedNetwork.set(.wifi) }
        let queue = DispatchQueue(label: "path monitor test")
        let monitor = NWPathMonitor()
        let paths = Locked<[NWPath]>([])
        monitor.pathUpdateHandler = { path in paths.mutate { $0.append(path) } }
        #expect(monitor.currentPath.status == .satisfied && monitor.currentPath.usesInterfaceType(.wifi))
        monitor.start(queue: queue)
        SimulatedNetwork.set(.cellular)
        SimulatedNetwork.set(.none)
        queue.sync {}
        let seen = paths.value
        #expect(seen.map(\.status) == [.satisfied, .satisfied, .unsatisfied])
        #expect(seen[0].usesInterfaceType(.wifi) && !seen[0].isExpensive)
        #expect(seen[1].usesInterfaceType(.cellular) && seen[1].isExpensive)
        #expect(seen[1].availableInterfaces.map(\.name) == ["pdp_ip0"])
        #expect(seen[2].availableInterfaces.isEmpty)
        #expect(monitor.queue === queue)
        monitor.cancel()
        SimulatedNetwork.set(.wifi)
        queue.sync {}
        #expect(paths.value.count == 3)
    }

    @Test("A monitor that requires Wi-Fi is unsatisfied on cellular data")
    func requiredInterface() {
        defer { SimulatedNetwork.set(.wifi) }
        let wifiOnly = NWPathMonitor(requiredInterfaceType: .wifi)
        let noCellular = NWPathMonitor(prohibitedInterfaceTypes: [.cellular])
        SimulatedNetwork.set(.cellular)
        #expect(wifiOnly.currentPath.status == .unsatisfied)
        #expect(noCellular.currentPath.status == .unsatisfied)
        #expect(NWPathMonitor().currentPath.status == .satisfied)
    }

    @Test("URL loading reaches a loopback server while the network is on and fails NotConnectedToInternet while off")
    func urlLoading() throws {
        defer { SimulatedNetwork.set(.wifi) }
        OfflineURLProtocol.install()
        let server = try LoopbackHTTPServer(body: "hello")
        defer { server.stop() }
        // A session made after the install, not URLSession.shared: the shared session takes the registered protocols
        // when it is first made, and another suite in this process (a web view, a Combine publisher) may have made it
        // before this test installed the protocol. Apps are launched with it installed first.
        let session = URLSession(configuration: .default)

        let online = load(server.url("/a"), in: session)
        #expect(online.body == "hello", "\(String(describing: online.error))")
        #expect(online.error == nil)

        SimulatedNetwork.set(.none)
        let offline = load(server.url("/b"), in: session)
        #expect(offline.body == nil)
        #expect(offline.error?.domain == NSURLErrorDomain)
        #expect(offline.error?.code == NSURLErrorNotConnectedToInternet)
        // Sessions made with URLSession(configuration:) fail too, with nothing listed by the app: the default and
        // ephemeral configurations come with the offline protocol first (docs/ARCHITECTURE.md, "Network state").
        let ephemeral = URLSession(configuration: .ephemeral)
        let byDefault = URLSession(configuration: .default, delegate: nil, delegateQueue: nil)
        #expect(load(server.url("/c"), in: ephemeral).error?.code == NSURLErrorNotConnectedToInternet)
        #expect(load(server.url("/c2"), in: byDefault).error?.code == NSURLErrorNotConnectedToInternet)
        #expect(server.requestCount == 1)

        SimulatedNetwork.set(.cellular)
        #expect(load(server.url("/d"), in: ephemeral).body == "hello")
        #expect(load(server.url("/e"), in: byDefault).body == "hello")
    }

    @Test("The default and ephemeral configurations list the offline protocol first, once; an app's own list is kept")
    func configurationsCarryTheOfflineProtocol() throws {
        OfflineURLProtocol.install()
        for configuration in [URLSessionConfiguration.default, URLSessionConfiguration.ephemeral] {
            let classes = try #require(configuration.protocolClasses)
            #expect(classes.first == OfflineURLProtocol.self)
            #expect(classes.count(where: { $0 == OfflineURLProtocol.self }) == 1)
            #expect(classes.count > 1)  // Foundation's own HTTP protocol follows
        }
        let custom = URLSessionConfiguration.default
        custom.protocolClasses = [StubProtocol.self]
        let session = URLSession(configuration: custom)
        #expect(session.configuration.protocolClasses?.count == 1)
        #expect(session.configuration.protocolClasses?.first == StubProtocol.self)
    }

    /// Loads `url` in `session`, waiting for the answer (a real socket round trip, not a timer).
    private func load(_ url: URL, in session: URLSession) -> (body: String?, error: NSError?) {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<(String?, NSError?)>((nil, nil))
        session.dataTask(with: url) { data, _, error in
            result.mutate { $0 = (data.map { String(decoding: $0, as: UTF8.self) }, error as NSError?) }
            done.signal()
        }.resume()
        done.wait()
        return result.value
    }
}

/// A protocol an app might list in place of Foundation's (never loads anything here).
final class StubProtocol: URLProtocol {}

/// A value behind a lock, for callbacks on other threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
