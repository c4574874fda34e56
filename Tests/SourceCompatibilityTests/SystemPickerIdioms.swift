// SPDX-License-Identifier: Apache-2.0
//
// The iOS 13/14 system pickers as apps write them, in Swift 5 mode: a drawing screen with a UIColorWell in its
// toolbar (target–action on .valueChanged) and a button presenting UIColorPickerViewController with the view
// controller as delegate; a text editor presenting UIFontPickerViewController and applying the picked descriptor.

import UIKit

/// A drawing screen: a color well and a "More colors" button both set the brush color.
class BrushViewController: UIViewController, UIColorPickerViewControllerDelegate {
    let colorWell = UIColorWell()
    var brushColor: UIColor = .black
    private(set) var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        colorWell.title = "Brush"
        colorWell.supportsAlpha = true
        colorWell.selectedColor = brushColor
        colorWell.addTarget(self, action: Selector("colorWellChanged:", BrushViewController.colorWellChanged(_:)),
                            for: .valueChanged)
        colorWell.frame = CGRect(x: 20, y: 80, width: 44, height: 44)
        view.addSubview(colorWell)
    }

    func colorWellChanged(_ sender: UIColorWell) {
        guard let color = sender.selectedColor else { return }
        brushColor = color
    }

    func showColorPicker() {
        let picker = UIColorPickerViewController()
        picker.delegate = self
        picker.selectedColor = brushColor
        picker.supportsAlpha = false
        picker.title = "Brush Color"
        present(picker, animated: true, completion: nil)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        guard !continuously else { return }
        brushColor = color
        colorWell.selectedColor = color
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        brushColor = viewController.selectedColor
        finished = true
    }
}

/// A text editor whose font button opens the font picker.
final class FontEditorViewController: UIViewController, UIFontPickerViewControllerDelegate {
    let textView = UITextView()
    private(set) var cancelled = false

    func chooseFont() {
        let config = UIFontPickerViewController.Configuration()
        config.includeFaces = false
        config.displayUsingSystemFont = false
        config.filteredTraits = [.traitMonoSpace]
        let fontPicker = UIFontPickerViewController(configuration: config)
        fontPicker.delegate = self
        fontPicker.modalPresentationStyle = .formSheet
        self.present(fontPicker, animated: true)
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        let font = UIFont(descriptor: descriptor, size: 17)
        textView.font = font
        viewController.dismiss(animated: true)
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        cancelled = true
        viewController.dismiss(animated: true, completion: nil)
    }
}

/// The app delegate of the brush screen.
final class BrushAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = BrushViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
