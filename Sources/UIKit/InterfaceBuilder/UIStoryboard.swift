// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A storyboard: the scenes of an app's interface, each a view controller with its views, connected by segues.
///
/// Touchstone reads the XML Xcode saves (`.storyboard`, document version 3) from the bundle at run time. Each
/// instantiation creates a fresh copy of the scene's objects through `init?(coder:)`; relationship segues
/// (navigation roots, tab items) and embed segues instantiate their destination scenes with it. A missing or
/// malformed storyboard is logged; instantiating from it then returns nil (the non-optional
/// ``instantiateViewController(withIdentifier:)`` returns a plain `UIViewController`, where iOS raises).
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    private let source: Result<IBDocument, IBDocumentError>
    private let bundle: Bundle
    private var instantiationDepth = 0

    /// Creates the storyboard `name` (without `.storyboard`) of `storyboardBundleOrNil` (nil: the main bundle).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        bundle = storyboardBundleOrNil ?? AppBundle.main
        let bundle = bundle
        source = Result { try IBResources.document(named: name, extensions: ["storyboard"], bundle: bundle) }
            .mapError { $0 as? IBDocumentError ?? .notFound(name: name) }
        super.init()
        if case let .failure(error) = source { UIKitDiagnostics.log("UIStoryboard: \(error)") }
    }

    /// Creates a storyboard from the XML of a `.storyboard` document, named `name` in diagnostics, whose images and
    /// colours come from `bundle` (nil: the main bundle). Not Apple API: for tests, benchmarks and the fuzzer
    /// (`@_spi(InterfaceBuilder) import UIKit`), which load documents that are not files of a bundle.
    @_spi(InterfaceBuilder) public init(data: Data, name: String, bundle: Bundle?) {
        self.bundle = bundle ?? AppBundle.main
        source = Result { try IBDocument(data: data, name: name) }
            .mapError { $0 as? IBDocumentError ?? .malformed(document: name, line: 0, reason: "\($0)") }
        super.init()
        if case let .failure(error) = source { UIKitDiagnostics.log("UIStoryboard: \(error)") }
    }

    /// A new instance of the storyboard's initial view controller (its `initialViewController`), or nil when it
    /// has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// A new instance of the initial view controller, created by `block` with the scene's coder (call your
    /// controller's `init?(coder:)` with it, adding your own arguments); nil from `block` creates the stored class.
    open func instantiateInitialViewController(creator block: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard case let .success(document) = source else { return nil }
        guard let id = document.initialViewControllerID else {
            UIKitDiagnostics.log("UIStoryboard '\(document.name)': no initial view controller")
            return nil
        }
        return instantiate(elementID: id, creator: block)
    }

    /// A new instance of the view controller whose Storyboard ID is `identifier`. When there is none, the
    /// failure is logged and a plain `UIViewController` returned (iOS raises `NSInvalidArgumentException`).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// A new instance of the view controller with Storyboard ID `identifier`, created by `block` with the
    /// scene's coder (nil from `block` creates the stored class).
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if case let .success(document) = source,
           let element = document.elementsByID.values.first(where: { $0["storyboardIdentifier"] == identifier }),
           let id = element["id"],
           let controller = instantiate(elementID: id, creator: block.map { make in { make($0) } }) as? ViewController
        {
            return controller
        }
        UIKitDiagnostics.log("UIStoryboard: Storyboard doesn't contain a view controller with identifier "
                                 + "'\(identifier)' (of type \(ViewController.self))")
        return ResponderFactory.make(ViewController.self)
    }

    /// Instantiates the scene of the view controller with element id `id` (also used by relationship and embed
    /// segues). Cyclic relationships stop at a depth of 64 (logged).
    package func instantiate(elementID id: String, creator: ((NSCoder) -> UIViewController?)? = nil)
        -> UIViewController?
    {
        guard case let .success(document) = source, let element = document.elementsByID[id] else {
            UIKitDiagnostics.log("UIStoryboard: no scene with a view controller '\(id)'")
            return nil
        }
        guard instantiationDepth < 64 else {
            UIKitDiagnostics.log("UIStoryboard '\(document.name)' line \(element.line): relationships nest deeper "
                                     + "than 64 scenes (a cycle?); '\(id)' not instantiated")
            return nil
        }
        instantiationDepth += 1
        defer { instantiationDepth -= 1 }
        let graph = IBObjectGraph(document: document, bundle: bundle, owner: nil)
        graph.storyboard = self
        if let creator { graph.creators[id] = creator }
        let objects = element.parent?.name == "objects" ? element.parent : nil
        let controller: UIViewController?
        if let objects {
            controller = graph.instantiateTopLevel(objects).first { $0 === graph.objectsByID[id] } as? UIViewController
        } else {
            controller = graph.object(for: element) as? UIViewController
        }
        graph.finish()
        if controller == nil {
            UIKitDiagnostics.log("UIStoryboard '\(document.name)' line \(element.line): <\(element.name)> is not "
                                     + "a view controller")
        }
        return controller
    }
}
