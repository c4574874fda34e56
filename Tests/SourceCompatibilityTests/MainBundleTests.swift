// SPDX-License-Identifier: Apache-2.0

// Most iOS files import Foundation beside UIKit and read the main bundle: `Bundle.main` and `.main` where a
// bundle is expected resolve to Foundation's there (issue 11 §4; UIKit once declared its own `Bundle.main`, and
// every such use was ambiguous).
import Foundation
import Testing
import UIKit

/// What an app's "About" screen typically reads from its bundle, written as iOS code is.
enum AboutInfo {
    static var version: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }
    static var identifier: String? { Bundle.main.bundleIdentifier }
    static var termsPath: String? { Bundle.main.path(forResource: "Terms", ofType: "html") }
    static var termsURL: URL? { Bundle.main.url(forResource: "Terms", withExtension: "html") }
    static var title: String { NSLocalizedString("About", bundle: .main, comment: "The about screen's title") }
}

/// A controller made with the main bundle, as Xcode's templates spell it.
final class AboutViewController: UIViewController {
    let logo = UIImage(named: "Logo", in: .main, compatibleWith: nil)

    init() { super.init(nibName: nil, bundle: Bundle.main) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Source compatibility: Bundle.main in files that import Foundation and UIKit")
struct MainBundleTests {
    /// This process is the test runner, as an Xcode test without a host app: Foundation's main bundle is the
    /// runner's folder, which holds none of the app's resources.
    @Test("Bundle.main is Foundation's: here the test runner's folder, where the app's lookups find nothing")
    func mainBundleIsFoundations() {
        let runnerFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        #expect(URL(fileURLWithPath: Bundle.main.bundlePath).resolvingSymlinksInPath().path == runnerFolder.path)
        #expect(AboutInfo.version == "1.0")
        #expect(AboutInfo.termsPath == nil && AboutInfo.termsURL == nil)
        #expect(AboutInfo.title == "About")

        let controller = AboutViewController()
        #expect(controller.nibBundle === Bundle.main)
        #expect(controller.logo == nil)
    }
}
