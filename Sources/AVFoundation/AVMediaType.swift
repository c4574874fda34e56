// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A kind of media: what a track carries (Apple's `AVMediaType`, a four-character code as a string).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    /// The four-character code, such as `"vide"`.
    public var rawValue: String
    /// A media type from its four-character code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A media type from its four-character code.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Video (`"vide"`).
    public static let video = AVMediaType("vide")
    /// Sound (`"soun"`).
    public static let audio = AVMediaType("soun")
    /// Text (`"text"`).
    public static let text = AVMediaType("text")
    /// Closed captions (`"clcp"`).
    public static let closedCaption = AVMediaType("clcp")
    /// Subtitles (`"sbtl"`).
    public static let subtitle = AVMediaType("sbtl")
    /// Timecode (`"tmcd"`).
    public static let timecode = AVMediaType("tmcd")
    /// Timed metadata (`"meta"`).
    public static let metadata = AVMediaType("meta")
    /// Muxed audio and video (`"muxx"`).
    public static let muxed = AVMediaType("muxx")
}

/// How a player layer fits the video into its bounds (Apple's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    /// The gravity's name, such as `"AVLayerVideoGravityResizeAspect"`.
    public var rawValue: String
    /// A gravity from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A gravity from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The whole picture at its aspect ratio, letterboxed (the default).
    public static let resizeAspect = AVLayerVideoGravity("AVLayerVideoGravityResizeAspect")
    /// The picture at its aspect ratio filling the bounds, cropped.
    public static let resizeAspectFill = AVLayerVideoGravity("AVLayerVideoGravityResizeAspectFill")
    /// The picture stretched to the bounds.
    public static let resize = AVLayerVideoGravity("AVLayerVideoGravityResize")
}

/// The rectangle a picture of `size` takes in `bounds` under `gravity` (infrastructure): centred, aspect-fitted,
/// aspect-filled or stretched. A zero size gives `.zero`.
package func videoFrame(in bounds: CGRect, natural size: CGSize, gravity: AVLayerVideoGravity) -> CGRect {
    guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return .zero }
    if gravity == .resize { return bounds }
    let scaleX = bounds.width / size.width, scaleY = bounds.height / size.height
    let scale = gravity == .resizeAspectFill ? max(scaleX, scaleY) : min(scaleX, scaleY)
    let fitted = CGSize(width: size.width * scale, height: size.height * scale)
    return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                  width: fitted.width, height: fitted.height)
}
