// SPDX-License-Identifier: Apache-2.0

/// Where the alpha channel sits in a pixel and whether colour components are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha is the last component (RGBA); colour is premultiplied.
    case premultipliedLast = 1
    /// Alpha is the first component (ARGB); colour is premultiplied.
    case premultipliedFirst = 2
    /// Alpha is the last component (RGBA); colour is not premultiplied.
    case last = 3
    /// Alpha is the first component (ARGB); colour is not premultiplied.
    case first = 4
    /// RGBX: the last component is ignored.
    case noneSkipLast = 5
    /// XRGB: the first component is ignored.
    case noneSkipFirst = 6
    /// Alpha only: no colour components.
    case alphaOnly = 7
}

/// A bitmap's layout: alpha info (low 5 bits), float components, and byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The info bits, with Quartz's values: a ``CGImageAlphaInfo`` in the low 5 bits, float components at bit 8,
    /// and the byte order in bits 12–14.
    public let rawValue: UInt32
    /// Creates info from its bits (combine an alpha info's raw value with a byte order).
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that describe floating-point components.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating-point; Touchstone's bitmaps support only 8-bit integer components, so a context or
    /// image asked for these is not created (logged).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: big-endian, components in the order the alpha info names them.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words in little-endian order (16-bit gray and alpha swap bytes).
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words in little-endian order: with `premultipliedFirst`, B G R A in memory, the layout Touchstone's
    /// surfaces use natively (and iPhone OS prefers).
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words in big-endian order, as the default.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words in big-endian order, as the default (with `premultipliedFirst`, A R G B in memory).
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info encoded in the low bits (nil for an out-of-range value).
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }

    /// Creates bitmap info holding just an alpha info.
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }
}

/// How colours outside a destination's gamut are mapped (recorded; Touchstone renders sRGB only).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
