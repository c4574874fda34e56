// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

extension SFSafariViewController {
    /// How a Safari view controller behaves: Reader, bar collapsing and its share button (iOS 11+).
    ///
    /// The controller keeps a copy: changing a configuration after handing it over changes nothing.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// Whether the page opens in Reader when Reader is available (stored; Touchstone's pages are already plain).
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the user scrolls down (stored; the bars stay).
        open var barCollapsingEnabled = true
        /// An app-provided button shown in the share sheet (iOS 15; stored).
        open var activityButton: SFSafariViewController.ActivityButton?

        /// The default configuration.
        public override init() {
            super.init()
        }

        /// A copy with the same settings.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            copy.activityButton = activityButton
            return copy
        }
    }

    /// An app extension's button shown in the browser's share sheet (iOS 15).
    open class ActivityButton: NSObject, NSCopying, @unchecked Sendable {
        /// The button's template image.
        public let templateImage: UIImage
        /// The bundle identifier of the app extension the button opens.
        public let extensionIdentifier: String

        /// A button with `templateImage` opening the extension `extensionIdentifier`.
        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
            super.init()
        }

        /// Buttons are immutable, so a copy is the button itself.
        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// The title of the button that closes the browser (iOS 11+).
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done" (the default).
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2

        /// The button's English title.
        var title: String {
            switch self {
            case .done: "Done"
            case .close: "Close"
            case .cancel: "Cancel"
            }
        }
    }
}
