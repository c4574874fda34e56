// SPDX-License-Identifier: Apache-2.0

import Foundation
import QuartzCore
import Testing
@testable import UIKit

/// UIColor, UIImage and NSValue geometry archive and unarchive with secure coding, as on iOS.
@Suite("UIKit types in keyed archives")
struct UIKitCodingTests {
    private func roundTrip<T: NSObject & NSSecureCoding>(_ object: T) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    }

    @Test func `colours come back with their components`() throws {
        #expect(UIColor.supportsSecureCoding)
        let rgb = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(try roundTrip(rgb) == rgb)
        let gray = UIColor(white: 0.6, alpha: 1)
        let grayBack = try #require(try roundTrip(gray))
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(grayBack.getWhite(&white, alpha: &alpha))
        #expect(white == 0.6 && alpha == 1)
        // Extended-range components survive.
        let extended = UIColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1)
        #expect(try roundTrip(extended) == extended)
    }

    @Test func `a dynamic colour comes back dynamic, with its light and dark colours`() throws {
        let back = try #require(try roundTrip(UIColor.label))
        let light = UITraitCollection(userInterfaceStyle: .light), dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(back.resolvedColor(with: light) == UIColor.label.resolvedColor(with: light))
        #expect(back.resolvedColor(with: dark) == UIColor.label.resolvedColor(with: dark))
        #expect(back.resolvedColor(with: light) != back.resolvedColor(with: dark))

        let provided = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let providedBack = try #require(try roundTrip(provided))
        #expect(providedBack.resolvedColor(with: dark) == .white)
        #expect(providedBack.resolvedColor(with: light) == .black)
    }

    @Test func `an archive without colour components decodes to nil, not a colour`() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(ArchiveTaggedObject(), forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        unarchiver.setClass(UIColor.self, forClassName: NSStringFromClass(ArchiveTaggedObject.self))
        #expect(unarchiver.decodeObject(of: UIColor.self, forKey: NSKeyedArchiveRootObjectKey) == nil)
    }

    @MainActor
    @Test func `images come back with their pixels, scale and orientation`() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        }
        let image = UIImage(cgImage: try #require(drawn.cgImage), scale: 2, orientation: .right)
        #expect(UIImage.supportsSecureCoding)
        let back = try #require(try roundTrip(image))
        #expect(back.scale == 2)
        #expect(back.imageOrientation == .right)
        #expect(back.size == image.size)
        #expect(back.pngData() == image.pngData())

        let resizable = drawn.resizableImage(withCapInsets: UIEdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5),
                                             resizingMode: .stretch).withRenderingMode(.alwaysTemplate)
        let resizableBack = try #require(try roundTrip(resizable))
        #expect(resizableBack.capInsets == resizable.capInsets)
        #expect(resizableBack.resizingMode == .stretch)
        #expect(resizableBack.renderingMode == .alwaysTemplate)

        let tinted = try #require(try roundTrip(drawn.withTintColor(.orange)))
        #expect(tinted.renderingMode == .alwaysOriginal)
        #expect(tinted.extras?.tintColor == .orange)

        let empty = try #require(try roundTrip(UIImage()))
        #expect(empty.cgImage == nil && empty.size == .zero)
    }

    @Test func `NSValue geometry round-trips through a secure archive`() throws {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        var transform3D = CATransform3DIdentity
        transform3D.m34 = -1.0 / 500
        let values: [NSValue] = [
            NSValue(cgPoint: CGPoint(x: 1, y: 2)), NSValue(cgSize: CGSize(width: 3, height: 4)),
            NSValue(cgRect: CGRect(x: 5, y: 6, width: 7, height: 8)), NSValue(cgAffineTransform: transform),
            NSValue(cgVector: CGVector(dx: 9, dy: 10)), NSValue(caTransform3D: transform3D),
            NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 6)),
        ]
        let data = try NSKeyedArchiver.archivedData(withRootObject: values, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedArrayOfObjects(ofClass: NSValue.self, from: data))
        try #require(back.count == values.count)
        #expect(back[0].cgPointValue == CGPoint(x: 1, y: 2))
        #expect(back[1].cgSizeValue == CGSize(width: 3, height: 4))
        #expect(back[2].cgRectValue == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(back[3].cgAffineTransformValue == transform)
        #expect(back[4].cgVectorValue == CGVector(dx: 9, dy: 10))
        #expect(CATransform3DEqualToTransform(back[5].caTransform3DValue, transform3D))
        #expect(back[6].uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(back[7].uiOffsetValue == UIOffset(horizontal: 5, vertical: 6))
        #expect(back[3] as? CGAffineTransform == transform)
        // A value read back as the wrong struct gives the accessor's default, never garbage.
        #expect(back[7].caTransform3DValue.m11 == 0)
    }

    @Test func `NSCoder stores UIKit geometry as Apple's strings`() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGPoint(x: 1.5, y: -2), forKey: "point")
        archiver.encode(CGAffineTransform(translationX: 3, y: 4), forKey: "transform")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), forKey: "directional")
        archiver.encode(UIOffset(horizontal: -1, vertical: 0.25), forKey: "offset")
        archiver.encode(CGVector(dx: 1, dy: 2), forKey: "vector")
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(coder.decodeCGPoint(forKey: "point") == CGPoint(x: 1.5, y: -2))
        #expect(coder.decodeCGAffineTransform(forKey: "transform") == CGAffineTransform(translationX: 3, y: 4))
        #expect(coder.decodeUIEdgeInsets(forKey: "insets") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(coder.decodeDirectionalEdgeInsets(forKey: "directional")
                == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(coder.decodeUIOffset(forKey: "offset") == UIOffset(horizontal: -1, vertical: 0.25))
        #expect(coder.decodeCGVector(forKey: "vector") == CGVector(dx: 1, dy: 2))
        #expect(coder.decodeCGRect(forKey: "missing") == .zero)
        #expect(coder.decodeObject(of: NSString.self, forKey: "insets") == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 1, vertical: -2.5)) == "{1, -2.5}")
        #expect(NSCoder.uiOffset(for: "{1, -2.5}") == UIOffset(horizontal: 1, vertical: -2.5))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "garbage") == .zero)
    }
}

/// An archivable object that writes nothing a colour needs.
final class ArchiveTaggedObject: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    override init() {}
    init?(coder: NSCoder) {}
    func encode(with coder: NSCoder) { coder.encode("tag", forKey: "tag") }
}
