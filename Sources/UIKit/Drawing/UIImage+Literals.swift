// SPDX-License-Identifier: Apache-2.0

/// `#imageLiteral(resourceName:)` makes a `UIImage` from the main bundle (the initialiser is in the class body:
/// ``UIImage/init(imageLiteralResourceName:)``). `@preconcurrency` because that initialiser is main-actor
/// isolated, like `UIImage(named:)`.
extension UIImage: @preconcurrency _ExpressibleByImageLiteral {}

/// The type of an `#imageLiteral` with no other type context (`let icon = #imageLiteral(…)`), as in Apple's UIKit.
public typealias _ImageLiteralType = UIImage
