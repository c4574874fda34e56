// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The values a custom detent's resolver reads.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The height of the tallest detent (the large one), in points.
    var maximumDetentValue: CGFloat { get }
}

/// Sheet delegates also hear when the user drags the sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (``UISheetPresentationController/selectedDetentIdentifier``
    /// is the new one).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

extension UISheetPresentationController {
    /// The resolution context type, under Apple's nested name.
    public typealias DetentResolutionContext = UISheetPresentationControllerDetentResolutionContext

    /// A height at which a sheet rests: `.large()` (the full card) or `.medium()` (about half the screen), or one
    /// a resolver computes.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The name of a detent, compared by ``UISheetPresentationController/selectedDetentIdentifier``.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string (`com.apple.UIKit.medium` and `com.apple.UIKit.large` for the system's detents).
            public let rawValue: String
            /// Creates an identifier from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier of ``medium()``.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The identifier of ``large()``.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The full-height card: the sheet's top is 10 points below the safe area's top.
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// About half the screen: half the container's height.
        public static func medium() -> Detent { Detent(identifier: .medium) { _ in nil } }
        /// A detent of the height `resolver` returns (nil: the detent is skipped), named `identifier` (a unique
        /// name when nil).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> Detent
        {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`, in points (nil: not available); `.medium()` is half the container
        /// height, at most the maximum.
        package func height(in context: UISheetPresentationControllerDetentResolutionContext,
                            containerHeight: CGFloat) -> CGFloat? {
            if identifier == .medium { return min(context.maximumDetentValue, (containerHeight / 2).rounded()) }
            guard let value = resolver(context), value.isFinite, value > 0 else { return nil }
            return min(value, context.maximumDetentValue)
        }
    }
}

/// The context custom detent resolvers get.
@MainActor
package final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    package let containerTraitCollection: UITraitCollection
    package let maximumDetentValue: CGFloat
    package init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
