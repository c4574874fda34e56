// SPDX-License-Identifier: Apache-2.0

import FuzzSupport
@_spi(InterfaceBuilder) import UIKit

/// `fuzz-interface-builder`: any bytes as an Interface Builder document, loaded both ways an app loads one. As a
/// xib: `UINib(data:bundle:)` instantiated with a view controller as File's Owner, each top-level view laid out.
/// As a storyboard: `UIStoryboard(data:name:bundle:)`, its initial controller and every scene whose Storyboard ID
/// the text names instantiated, their views loaded and laid out, the table cells of every reuse identifier the
/// text names dequeued, and every segue identifier the text names performed from each controller. Identifiers are
/// taken from the text (at most eight of each kind), so inputs the fuzzer makes reach the same calls an app makes.
@main
enum FuzzInterfaceBuilder {
    static func main() {
        FuzzDriver.run { data in
            MainActor.assumeIsolated { fuzz(data) }
        }
    }

    @MainActor
    static func fuzz(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        for case let view as UIView in UINib(data: data, bundle: nil).instantiate(withOwner: UIViewController()) {
            layOut(view)
        }
        let board = UIStoryboard(data: data, name: "Fuzz", bundle: nil)
        var controllers = [board.instantiateInitialViewController()].compactMap { $0 }
        for identifier in values(of: "storyboardIdentifier", in: text) {
            controllers.append(board.instantiateViewController(withIdentifier: identifier))
        }
        let reuseIdentifiers = values(of: "reuseIdentifier", in: text)
        let segues = values(of: "identifier", in: text)
        for controller in controllers {
            layOut(controller.view)
            if let table = (controller as? UITableViewController)?.tableView {
                for identifier in reuseIdentifiers { _ = table.dequeueReusableCell(withIdentifier: identifier) }
            }
            for identifier in segues { controller.performSegue(withIdentifier: identifier, sender: nil) }
        }
        // No run-loop turn ends between inputs: commit the implicit transaction, or it keeps every input's layers.
        CATransaction.flush()
    }

    @MainActor
    private static func layOut(_ view: UIView) {
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.layoutIfNeeded()
    }

    /// The values of `attribute="…"` in `text`, at most eight, in order.
    private static func values(of attribute: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        let marker = " \(attribute)=\""
        while found.count < 8, let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            found.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return found
    }
}
