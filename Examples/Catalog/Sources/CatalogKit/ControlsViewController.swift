// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The value controls, one per row with a caption: a switch, a slider, a segmented control, a stepper, a page
/// control, a progress view and an activity indicator. A status label reports the last change.
public final class ControlsViewController: UIViewController {
    /// Turns the activity indicator on and off.
    public let toggle = UISwitch()
    /// Drives the progress view.
    public let slider = UISlider()
    /// Picks one of three sizes.
    public let segments = UISegmentedControl(items: ["Small", "Medium", "Large"])
    /// Counts from 0 to 10.
    public let stepper = UIStepper()
    /// Five pages.
    public let pageControl = UIPageControl()
    /// Follows the slider.
    public let progress = UIProgressView(progressViewStyle: .default)
    /// Spins while the switch is on.
    public let spinner = UIActivityIndicatorView(style: .medium)
    /// Describes the last change.
    public let statusLabel = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        toggle.isOn = true
        spinner.startAnimating()
        slider.value = 0.25
        progress.progress = 0.25
        segments.selectedSegmentIndex = 1
        stepper.maximumValue = 10
        pageControl.numberOfPages = 5
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.currentPageIndicatorTintColor = .label

        toggle.addAction(UIAction { [unowned self] _ in switchChanged() }, for: .valueChanged)
        slider.addAction(UIAction { [unowned self] _ in sliderChanged() }, for: .valueChanged)
        segments.addAction(UIAction { [unowned self] _ in
            report("Size: \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "")")
        }, for: .valueChanged)
        stepper.addAction(UIAction { [unowned self] _ in report("Count: \(Int(stepper.value))") }, for: .valueChanged)
        pageControl.addAction(UIAction { [unowned self] _ in
            report("Page \(pageControl.currentPage + 1) of \(pageControl.numberOfPages)")
        }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [
            row("Switch", toggle), row("Slider", slider), row("Segmented", segments), row("Stepper", stepper),
            row("Page control", pageControl), row("Progress", progress), row("Activity", spinner),
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.text = "Change a control"
        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(statusLabel)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            statusLabel.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 20),
            statusLabel.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
        ])
    }

    /// A caption on the left and `control` filling the rest of the row.
    private func row(_ caption: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 15)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.widthAnchor.constraint(equalToConstant: 104).isActive = true
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 8
        row.alignment = .center
        // VoiceOver reads the caption, then its control (taller controls' top edges lie above the caption's).
        row.accessibilityElements = [label, control]
        if control is UISwitch || control is UIStepper || control is UIActivityIndicatorView {
            // Fixed-size controls sit at the leading edge; a spacer takes the rest of the row.
            row.addArrangedSubview(UIView())
        }
        return row
    }

    private func switchChanged() {
        if toggle.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
        report(toggle.isOn ? "Activity on" : "Activity off")
    }

    private func sliderChanged() {
        progress.setProgress(slider.value, animated: false)
        report("Progress \(Int((slider.value * 100).rounded()))%")
    }

    private func report(_ text: String) {
        statusLabel.text = text
    }
}
