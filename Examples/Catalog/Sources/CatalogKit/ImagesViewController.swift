// SPDX-License-Identifier: Apache-2.0

import UIKit

/// One drawn image shown in image views with four content modes, each captioned.
public final class ImagesViewController: UIViewController {
    /// The content modes shown, in order.
    public static let modes: [(String, UIView.ContentMode)] = [
        ("Scale to fill", .scaleToFill), ("Aspect fit", .scaleAspectFit),
        ("Aspect fill", .scaleAspectFill), ("Center", .center),
    ]
    /// The image views, one per mode.
    public private(set) var imageViews: [UIImageView] = []
    private var captions: [UILabel] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let image = Self.makeSampleImage()
        for (name, mode) in Self.modes {
            let imageView = UIImageView(image: image)
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = UIColor(white: 0.92, alpha: 1)
            view.addSubview(imageView)
            imageViews.append(imageView)
            let caption = UILabel()
            caption.text = name
            caption.font = .systemFont(ofSize: 13)
            caption.textAlignment = .center
            view.addSubview(caption)
            captions.append(caption)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top + 16
        let side = (view.bounds.width - 60) / 2
        for (index, imageView) in imageViews.enumerated() {
            let x = 20 + CGFloat(index % 2) * (side + 20)
            let y = top + CGFloat(index / 2) * (side * 0.75 + 40)
            imageView.frame = CGRect(x: x, y: y, width: side, height: side * 0.75)
            captions[index].frame = CGRect(x: x, y: imageView.frame.maxY + 4, width: side, height: 18)
        }
    }

    /// A 120 × 60 point picture: a sky, a sun and a hill, drawn with UIKit.
    public static func makeSampleImage() -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60))
        return renderer.image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 60))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 84, y: 8, width: 22, height: 22)).fill()
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: -20, y: 36, width: 160, height: 60)).fill()
        }
    }
}
