// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A navigation controller that shows the system interface for choosing a picture from the photo library or
/// taking one with the camera, and hands the result to its delegate (guide §8.6 "Taking Pictures with the Camera",
/// §8.7 "Picking a Photo from the Photo Library").
///
/// Set ``sourceType``, ``delegate`` (and optionally ``allowsEditing``), then present the picker modally. The
/// library sources show a grid of thumbnails titled "Photos" with a Cancel button; a tap on a thumbnail calls
/// ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)``, Cancel calls
/// ``UIImagePickerControllerDelegate/imagePickerControllerDidCancel(_:)``. The picker does not dismiss itself
/// after a pick: the delegate does.
///
/// Touchstone's differences, since Linux has neither camera nor photo library:
/// - The library is a folder of image files, `SimulatedPhotoLibrary` (default: sample pictures in the app's
///   container; `TOUCHSTONE_PHOTO_LIBRARY=/path/to/folder` to use another); it holds still images only.
/// - There is no camera, as in Apple's Simulator: ``isSourceTypeAvailable(_:)`` is false for `.camera`. Where iOS
///   raises (setting an unavailable ``sourceType``, an empty or unavailable ``mediaTypes``), Touchstone logs and goes
///   on; a picker presented with the camera source shows only a Cancel button.
/// - With ``allowsEditing``, the "edit" step is the centred square crop, chosen without user interaction.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes its pictures from.
    public enum SourceType: Int, Sendable {
        /// The photo library, all albums (the default).
        case photoLibrary = 0
        /// The camera (never available on Touchstone).
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// The quality of recorded movies.
    public enum QualityType: Int, Sendable {
        /// The best the camera records.
        case typeHigh = 0
        /// Medium quality (the default).
        case typeMedium = 1
        /// Low quality, suited to sending over a cellular network.
        case typeLow = 2
        /// VGA, 640×480.
        case type640x480 = 3
        /// iFrame 1280×720.
        case typeIFrame1280x720 = 4
        /// iFrame 960×540.
        case typeIFrame960x540 = 5
    }

    /// Whether the camera takes still pictures or movies.
    public enum CameraCaptureMode: Int, Sendable {
        /// Still pictures (the default).
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// Which camera the picker uses.
    public enum CameraDevice: Int, Sendable {
        /// The camera on the back (the default).
        case rear = 0
        /// The camera on the front.
        case front = 1
    }

    /// The flash setting of the camera.
    public enum CameraFlashMode: Int, Sendable {
        /// The flash is off.
        case off = -1
        /// The camera decides (the default).
        case auto = 0
        /// The flash is on.
        case on = 1
    }

    /// How picked images are exported to ``InfoKey/imageURL``.
    public enum ImageURLExportPreset: Int, Sendable {
        /// Converted to the most compatible format (the default).
        case compatible = 0
        /// Kept in the current format.
        case current = 1
    }

    // MARK: Availability

    /// Whether the device can pick from `sourceType`: true for the (simulated) photo library and saved-photos
    /// album, false for the camera, as in Apple's Simulator.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers (uniform type identifiers), nil when the source is not available:
    /// `["public.image"]` for the library sources (the simulated library has no movies).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// Whether the device has `cameraDevice`: false for both, Touchstone has no camera.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether `cameraDevice` has a flash: false, Touchstone has no camera.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes (``CameraCaptureMode`` raw values) `cameraDevice` offers: nil, as for a missing camera.
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// The uniform type identifier of still images.
    static let imageType = "public.image"

    // MARK: Configuration

    /// The object told about picks and cancellation, held weakly; it must adopt both protocols (the navigation
    /// controller's methods are all optional). Without a delegate the picker dismisses itself as soon as it
    /// appears (Apple's documented behaviour).
    open var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { _navigationDelegateStorage as? UIImagePickerControllerDelegate & UINavigationControllerDelegate }
        set { _navigationDelegateStorage = newValue }
    }

    /// Where the picker takes its pictures from (default `.photoLibrary`). Setting a source that is not available
    /// (the camera) is logged, where iOS raises; a picker presented so shows only a Cancel button. Changing it
    /// while the picker is loaded switches its interface.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                UIKitDiagnostics.log("UIImagePickerController: source type \(sourceType) is not available on this device (iOS raises); check isSourceTypeAvailable(_:) first")
            }
            if isViewLoaded, oldValue != sourceType { installRoot() }
        }
    }

    /// The media types the picker offers, as uniform type identifiers (default `["public.image"]`). An empty list,
    /// or one with no type ``availableMediaTypes(for:)`` offers for the source, is logged and ignored, where iOS
    /// raises.
    open var mediaTypes: [String] {
        get { mediaTypesStorage }
        set {
            let available = Self.availableMediaTypes(for: sourceType) ?? []
            guard newValue.contains(where: available.contains) else {
                UIKitDiagnostics.log("UIImagePickerController: mediaTypes \(newValue) offers nothing source \(sourceType) has (\(available)); ignored (iOS raises)")
                return
            }
            mediaTypesStorage = newValue
        }
    }
    private var mediaTypesStorage = [UIImagePickerController.imageType]

    /// Whether the user may move and scale the picture before it is picked (default false). On Touchstone the
    /// edit is the centred square crop: the info then also holds ``InfoKey/editedImage`` and ``InfoKey/cropRect``.
    open var allowsEditing = false

    /// The iPhone OS 2 name of ``allowsEditing`` (deprecated in iPhone OS 3.1); reads and writes the same value.
    @available(iOS, introduced: 2.0, deprecated: 3.1, message: "Use allowsEditing")
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    /// How picked images are exported to ``InfoKey/imageURL`` (default `.compatible`). Stored only: Touchstone
    /// hands out the library file itself.
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// The longest movie the camera records, seconds (default 600). Stored only: there is no camera.
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality of recorded movies (default `.typeMedium`). Stored only: there is no camera.
    open var videoQuality: QualityType = .typeMedium
    /// The export preset of picked movies (default `"AVAssetExportPresetPassthrough"`). Stored only.
    open var videoExportPreset = "AVAssetExportPresetPassthrough"

    // MARK: Camera

    /// Whether the camera interface shows its standard controls (default true). Stored only: there is no camera.
    open var showsCameraControls = true
    /// A view shown over the camera preview (default nil). Stored only: there is no camera.
    open var cameraOverlayView: UIView?
    /// The transform applied to the camera preview (default identity). Stored only: there is no camera.
    open var cameraViewTransform: CGAffineTransform = .identity
    /// Whether the camera takes pictures or movies (default `.photo`). Stored only: there is no camera.
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The camera in use (default `.rear`). Stored only: there is no camera.
    open var cameraDevice: CameraDevice = .rear
    /// The flash setting (default `.auto`). Stored only: there is no camera.
    open var cameraFlashMode: CameraFlashMode = .auto

    /// Takes a picture with the camera. Touchstone has no camera: this logs and does nothing (the delegate is not
    /// called).
    open func takePicture() {
        UIKitDiagnostics.log("UIImagePickerController.takePicture(): there is no camera; nothing is captured")
    }

    /// Starts recording a movie; returns whether recording started. Always false on Touchstone (no camera; logged).
    open func startVideoCapture() -> Bool {
        UIKitDiagnostics.log("UIImagePickerController.startVideoCapture(): there is no camera; not recording")
        return false
    }

    /// Stops recording a movie. Does nothing on Touchstone, where recording never starts.
    open func stopVideoCapture() {}

    // MARK: Initialisers

    /// Creates a picker for the photo library, with Apple's defaults (set ``sourceType`` and ``delegate`` next).
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Creates a picker for the photo library; a non-nil nib name is logged and ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The simulated library this picker shows (the running app's; tests may point a picker at another folder).
    package var library: SimulatedPhotoLibrary?

    // MARK: Lifecycle

    /// Loads the view and puts the interface for ``sourceType`` at the root of the stack.
    open override func viewDidLoad() {
        super.viewDidLoad()
        installRoot()
    }

    /// Shows the picker; without a delegate, dismisses it again at once (logged), as iOS does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if _navigationDelegateStorage as? UIImagePickerControllerDelegate == nil, presentingViewController != nil {
            UIKitDiagnostics.log("UIImagePickerController: presented without a delegate; dismissing it")
            dismiss(animated: false)
        }
    }

    /// Whether the grid shows still images (``mediaTypes`` holds `"public.image"`).
    var showsImages: Bool { mediaTypes.contains(Self.imageType) }

    private func installRoot() {
        let root: UIViewController
        if Self.isSourceTypeAvailable(sourceType) {
            root = PhotoGridViewController(picker: self, library: library ?? SimulatedPhotoLibrary.current,
                                           title: "Photos")
        } else {
            UIKitDiagnostics.log("UIImagePickerController: presenting source \(sourceType), which is not available; showing only Cancel")
            root = SourceUnavailableViewController(picker: self, message: "No Camera")
        }
        setViewControllers([root], animated: false)
    }

    // MARK: Results

    /// The Cancel item of the picker's screens: it calls ``userCancelled()``.
    func makeCancelItem() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.userCancelled() })
    }

    /// The user tapped Cancel: tells the delegate (whose default dismisses the picker).
    func userCancelled() {
        guard let delegate = _navigationDelegateStorage as? UIImagePickerControllerDelegate else {
            dismiss(animated: true)
            return
        }
        delegate.imagePickerControllerDidCancel(self)
    }

    /// The user tapped `photo`: tells the delegate with the info dictionary.
    func userPicked(_ photo: LibraryPhoto) {
        guard let delegate = _navigationDelegateStorage as? UIImagePickerControllerDelegate else {
            UIKitDiagnostics.log("UIImagePickerController: a photo was picked but there is no delegate")
            return
        }
        delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info(for: photo))
    }

    /// The info dictionary for picking `photo`: media type, original image and file URL; with ``allowsEditing``
    /// also the centred square crop and its rectangle (in the original's pixels).
    func info(for photo: LibraryPhoto) -> [InfoKey: Any] {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: photo.image, .imageURL: photo.url]
        guard allowsEditing, let cgImage = photo.image.cgImage else { return info }
        let width = CGFloat(cgImage.width), height = CGFloat(cgImage.height)
        let side = min(width, height)
        let crop = CGRect(x: ((width - side) / 2).rounded(.down), y: ((height - side) / 2).rounded(.down),
                          width: side, height: side)
        if let cropped = cgImage.cropping(to: crop) {
            info[.editedImage] = UIImage(cgImage: cropped, scale: photo.image.scale,
                                         orientation: photo.image.imageOrientation)
            info[.cropRect] = NSValue(cgRect: crop)
        }
        return info
    }
}
