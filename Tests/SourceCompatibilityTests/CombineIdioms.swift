// SPDX-License-Identifier: Apache-2.0
//
// Combine as iOS apps write it (Swift 5 mode): a view model with @Published properties, a view controller that
// subscribes with sink on receive(on: DispatchQueue.main) and updates a UILabel, a debounced search on RunLoop.main,
// a NotificationCenter publisher, a clock on Timer.publish, a URLSession pipeline decoding JSON, and a cancellables
// set. It compiles unchanged and runs on a headless device.

import Combine
import Foundation
import Testing
import TouchstoneTesting
import UIKit

struct Headline: Decodable {
    let title: String
}

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var searchText = ""
    @Published private(set) var searchResults: [String] = []
    @Published var headlines: [String] = []
    private let catalog = ["Swift", "SwiftUI", "UIKit", "Combine"]
    private var cancellables = Set<AnyCancellable>()

    init() {
        $searchText
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [catalog] text in text.isEmpty ? [] : catalog.filter { $0.lowercased().hasPrefix(text.lowercased()) } }
            .assign(to: \.searchResults, on: self)
            .store(in: &cancellables)
    }

    func increment() { count += 1 }

    /// Compiled, not run by the test (it would reach the network).
    func loadHeadlines(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Headline].self, decoder: JSONDecoder())
            .map { $0.map(\.title) }
            .receive(on: RunLoop.main)
            .replaceError(with: [])
            .assign(to: &$headlines)
    }
}

final class CounterViewController: UIViewController {
    let viewModel = CounterViewModel()
    let countLabel = UILabel()
    let resultsLabel = UILabel()
    let clockLabel = UILabel()
    private(set) var ticks = 0
    private var cancellables = Set<AnyCancellable>()
    private(set) var backgroundCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(countLabel)
        view.addSubview(resultsLabel)
        viewModel.$count
            .map { "Count: \($0)" }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] text in self?.countLabel.text = text }
            .store(in: &cancellables)
        viewModel.$searchResults
            .receive(on: DispatchQueue.main)
            .sink { [weak self] results in self?.resultsLabel.text = results.joined(separator: ", ") }
            .store(in: &cancellables)
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] date in
                self?.ticks += 1
                self?.clockLabel.text = "\(Int(date.timeIntervalSince1970) % 60)"
            }
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { [weak self] _ in self?.backgroundCount += 1 }
            .store(in: &cancellables)
    }
}

final class CounterAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = CounterViewController()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
@Suite("Source compatibility: Combine in a view model and a view controller")
struct CombineIdiomsTests {
    @Test("@Published + sink on receive(on: DispatchQueue.main) updates a UILabel; debounce follows the device clock")
    func viewModelDrivesLabels() async throws {
        let device = try HeadlessDevice()
        let delegate = CounterAppDelegate()
        try device.launch(delegate: delegate)
        defer { device.terminate() }
        let controller = delegate.controller
        await device.settle()
        #expect(controller.countLabel.text == "Count: 0")

        controller.viewModel.increment()
        controller.viewModel.increment()
        await device.settle()
        #expect(controller.countLabel.text == "Count: 2")

        controller.viewModel.searchText = "sw"
        device.advance(by: 0.1)
        controller.viewModel.searchText = "swift"
        device.advance(by: 0.2)
        #expect(controller.viewModel.searchResults.isEmpty)
        device.advance(by: 0.2)
        await device.settle()
        #expect(controller.viewModel.searchResults == ["Swift", "SwiftUI"])
        #expect(controller.resultsLabel.text == "Swift, SwiftUI")

        // The clock ticks once a device second (plus Foundation's immediate first firing on Linux).
        let ticks = controller.ticks
        device.advance(by: 2)
        #expect(controller.ticks == ticks + 2)
        #expect(controller.clockLabel.text != nil)
    }
}
