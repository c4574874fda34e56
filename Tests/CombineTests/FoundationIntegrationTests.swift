// SPDX-License-Identifier: Apache-2.0

// Apple's Foundation integration of Combine, under Apple's spellings: notifications, URLSession, coders,
// OperationQueue, @Published with ObservableObject, assign(to:on:) and assign(to: &$property).
import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

private struct Article: Codable, Equatable {
    var title: String
}

/// A view model as apps write them: published properties, a derived one assigned from a pipeline.
private final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var isValid = false
    @Published private(set) var uppercased = ""

    init() {
        $query.map { $0.count >= 3 }.assign(to: &$isValid)
        $query.map { $0.uppercased() }.assign(to: &$uppercased)
    }
}

private final class Label {
    var text: String? = nil
}

@Suite("Combine's Foundation integration")
struct FoundationIntegrationTests {
    @Test("NotificationCenter.default.publisher(for:object:) is a NotificationCenter.Publisher")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("ArticleSaved")
        let sender = NSObject()
        let publisher: NotificationCenter.Publisher = center.publisher(for: name, object: sender)
        var received: [String] = []
        let subscription = publisher.compactMap { $0.userInfo?["title"] as? String }.sink { received.append($0) }
        center.post(name: name, object: sender, userInfo: ["title": "One"])
        center.post(name: name, object: NSObject(), userInfo: ["title": "Other sender"])
        center.post(name: name, object: sender, userInfo: ["title": "Two"])
        #expect(received == ["One", "Two"])
        subscription.cancel()
        center.post(name: name, object: sender, userInfo: ["title": "Three"])
        #expect(received == ["One", "Two"])
    }

    @Test("decode(type:decoder: JSONDecoder()) and encode(encoder:) with Foundation's coders")
    func coders() throws {
        var titles: [String] = []
        var failure: Error?
        let json = Data(#"{"title":"Hello"}"#.utf8)
        let subscription = Just(json)
            .decode(type: Article.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
                  receiveValue: { titles.append($0.title) })
        #expect(titles == ["Hello"] && failure == nil)
        _ = subscription

        var decodedBack: [Article] = []
        _ = Just(Article(title: "Round"))
            .encode(encoder: PropertyListEncoder())
            .decode(type: Article.self, decoder: PropertyListDecoder())
            .replaceError(with: Article(title: "failed"))
            .sink { decodedBack.append($0) }
        #expect(decodedBack == [Article(title: "Round")])

        var badFailed = false
        _ = Just(Data("not json".utf8)).decode(type: Article.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { if case .failure = $0 { badFailed = true } }, receiveValue: { _ in })
        #expect(badFailed)
    }

    @Test("@Published sends through objectWillChange before the change; assign(to: &$x) and assign(to:on:)")
    func publishedAndObservableObject() {
        let model = SearchModel()
        var willChange = 0
        var seenBefore: [String] = []
        let changes = model.objectWillChange.sink { _ in
            willChange += 1
            seenBefore.append(model.query)
        }
        let label = Label()
        let assignment = model.$uppercased.map { Optional($0) }.assign(to: \.text, on: label)
        model.query = "swi"
        #expect(willChange >= 1)
        #expect(seenBefore.first == "")
        #expect(model.isValid)
        #expect(label.text == "SWI")
        model.query = "s"
        #expect(!model.isValid)
        _ = (changes, assignment)
    }

    @Test("URLSession.shared.dataTaskPublisher(for:) fails with a URLError for an unreachable URL")
    func dataTaskPublisher() async {
        let publisher: URLSession.DataTaskPublisher =
            URLSession.shared.dataTaskPublisher(for: URL(string: "http://127.0.0.1:1/nothing")!)
        let request = URLRequest(url: URL(string: "http://127.0.0.1:1/other")!)
        _ = URLSession.shared.dataTaskPublisher(for: request).map(\.data)
        let outcome: URLError? = await withCheckedContinuation { continuation in
            var subscription: AnyCancellable?
            subscription = publisher.sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { continuation.resume(returning: error) }
                else { continuation.resume(returning: nil) }
                _ = subscription
            }, receiveValue: { _ in })
        }
        #expect(outcome != nil)
    }

    @Test("OperationQueue is a Scheduler: receive(on:) delivers on the queue")
    func operationQueue() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let value: Int = await withCheckedContinuation { continuation in
            var subscription: AnyCancellable?
            subscription = Just(5).receive(on: queue).sink { value in
                continuation.resume(returning: OperationQueue.current === queue ? value : -1)
                _ = subscription
            }
        }
        #expect(value == 5)
    }
}
