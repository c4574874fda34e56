// SPDX-License-Identifier: Apache-2.0

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` (the initialiser is in the class body:
/// ``UIColor/init(_colorLiteralRed:green:blue:alpha:)``).
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a `#colorLiteral` with no other type context (`let tint = #colorLiteral(…)`), as in Apple's UIKit.
public typealias _ColorLiteralType = UIColor
