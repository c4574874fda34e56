// SPDX-License-Identifier: Apache-2.0
//
// Picking a photo as iOS apps write it, in Swift 5 mode: check the source, present a UIImagePickerController
// with the view controller as its delegate (both protocols), read the edited or original image from the info
// dictionary, dismiss, and save to the Camera Roll; and the guide's iPhone OS 3 form (L 8-14, L 8-15).

import UIKit

/// An avatar editor: a button opens the picker, the picked image fills the image view.
final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let imageView = UIImageView()
    private(set) var pickedURL: URL?
    private(set) var cropRect: CGRect?
    private(set) var didCancel = false

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.contentMode = .scaleAspectFill
        imageView.frame = view.bounds
        view.addSubview(imageView)
    }

    func choosePhoto() {
        let picker = UIImagePickerController()
        picker.delegate = self
        picker.allowsEditing = true
        if UIImagePickerController.isSourceTypeAvailable(.camera) {
            picker.sourceType = .camera
            picker.cameraCaptureMode = .photo
            picker.cameraFlashMode = .auto
        } else {
            picker.sourceType = .photoLibrary
        }
        if let types = UIImagePickerController.availableMediaTypes(for: picker.sourceType) {
            picker.mediaTypes = types
        }
        present(picker, animated: true, completion: nil)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        guard let image = info[.editedImage] as? UIImage ?? info[UIImagePickerController.InfoKey.originalImage] as? UIImage
        else { return }
        imageView.image = image
        pickedURL = info[.imageURL] as? URL
        cropRect = (info[.cropRect] as? NSValue)?.cgRectValue
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        picker.dismiss(animated: true, completion: nil)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        didCancel = true
        dismiss(animated: true, completion: nil)
    }
}

/// The guide's L 8-14 and L 8-15, in Swift: start a picker if the source is available; the delegate uses the
/// iPhone OS 2 method and dismisses through the old modal API.
final class LegacyCameraViewController: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
{
    private(set) var usedImage: UIImage?

    @discardableResult
    func startCameraPicker(from controller: UIViewController?,
                           using delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?) -> Bool
    {
        guard UIImagePickerController.isSourceTypeAvailable(.camera), let delegate, let controller else { return false }
        let picker = UIImagePickerController()
        picker.sourceType = .camera
        picker.delegate = delegate
        picker.allowsImageEditing = true
        controller.presentModalViewController(picker, animated: true)
        return true
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingImage image: UIImage,
                               editingInfo: [String: AnyObject]?) {
        usedImage = image
        picker.parentViewController?.dismissModalViewController(animated: true)
    }
}

/// The app delegate that shows the avatar editor.
final class AvatarAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = AvatarViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
