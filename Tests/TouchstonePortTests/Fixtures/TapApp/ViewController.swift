// SPDX-License-Identifier: Apache-2.0

import UIKit

class ViewController: UIViewController {
    @IBOutlet weak var button: UIButton!
    @IBOutlet var statusLabel: UILabel!
    @objc dynamic var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        button.setTitle("Tap me", for: .normal)
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        button.addTarget(nil, action: #selector(AppDelegate.reportStatus(_:)), for: UIControlEvents.touchUpInside)
        view.addSubview(button)
        self.button = button

        let pad = PadView(frame: CGRect(x: 60, y: 250, width: 200, height: 200))
        pad.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap(_:))))
        view.addSubview(pad)

        let label = UILabel(frame: CGRect(x: 20, y: 170, width: 280, height: 30))
        view.addSubview(label)
        statusLabel = label
        print("observing \(#keyPath(ViewController.statusLabel.text))")
    }

    @IBAction func tapped(_ sender: UIButton) {
        taps += 1
        statusLabel.text = "Tapped \(taps)"
        print("button tapped \(taps) time(s) by a \(type(of: sender))")
    }

    @objc func handleTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: recognizer.view)
        print("pad tapped at \(Int(point.x)),\(Int(point.y))")
    }
}
