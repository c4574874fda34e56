// SPDX-License-Identifier: Apache-2.0

import FuzzSupport
import UIKit

/// `fuzz-visual-format`: any bytes as a line of Auto Layout's visual format language, given to
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` with three sibling views in a
/// container, one view without a superview and a few metrics; the constraints it makes are activated, solved by a
/// layout pass and deactivated. The input is also tried as a metric name (`H:|-<input>-[a(<input>@<input>)]`)
/// with the input in the metrics dictionary, so names the parser reads back are looked up as the user wrote them.
/// The first byte chooses the options, so alignment and direction options are fuzzed with the format.
@main
enum FuzzVisualFormat {
    static func main() {
        FuzzDriver.run { data in
            MainActor.assumeIsolated { fuzz(data) }
        }
    }

    @MainActor
    static func fuzz(_ data: Data) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var views: [String: Any] = ["orphan": UIView(), "guide": UILayoutGuide()]
        for name in ["a", "b", "view_1"] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        // The first byte XOR 0x20 (so a seed's leading space means no options): bits 0–5 choose alignments, bits
        // 6–7 the direction.
        let byte = (data.first ?? 0x20) ^ 0x20
        let alignments: [NSLayoutConstraint.FormatOptions] = [
            .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLeft, .alignAllLeading, .alignAllCenterX,
        ]
        var options = NSLayoutConstraint.FormatOptions(rawValue: UInt(byte >> 6) << 16)
        for (bit, alignment) in alignments.enumerated() where byte & (1 << bit) != 0 { options.insert(alignment) }
        let text = String(decoding: data.dropFirst(), as: UTF8.self)
        var metrics: [String: Any] = ["m": 10, "half": 0.5, "p": 750, "big": 1e300, "text": "8"]
        metrics[text] = 12

        for format in [text, "H:|-\(text)-[a(\(text)@\(text))]"] {
            let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                             metrics: metrics, views: views)
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
            NSLayoutConstraint.deactivate(constraints)
        }
        // The implicit transaction holds every layer changed since it began until the run loop commits it at the
        // end of a turn; no turn ends here, so commit it per input or every input's views stay alive.
        CATransaction.flush()
    }
}
