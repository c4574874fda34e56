// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

@MainActor
@Suite("Snapshots, font descriptors and screen brightness")
struct UIViewSnapshottingTests {
    private func colouredView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        right.backgroundColor = .blue
        view.addSubview(right)
        return view
    }

    @Test("drawHierarchy draws the view and its subviews scaled into the rect")
    func drawHierarchy() throws {
        let view = colouredView()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 40)).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 80, height: 40), afterScreenUpdates: true))
        }
        let pixels = RGBAImage(try #require(image.cgImage))
        let s = Int(image.scale)
        #expect(pixels[10 * s, 20 * s].r > 200 && pixels[10 * s, 20 * s].b < 50)
        #expect(pixels[70 * s, 20 * s].b > 200 && pixels[70 * s, 20 * s].r < 50)
        #expect(!view.drawHierarchy(in: .zero, afterScreenUpdates: false))
    }

    @Test("snapshotView is a new view of the same size showing the picture; empty views give nil")
    func snapshotView() throws {
        let view = colouredView()
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot !== view && snapshot.bounds.size == view.bounds.size && snapshot.subviews.isEmpty)
        #expect(snapshot.layer.contents != nil)
        let part = try #require(view.resizableSnapshotView(from: CGRect(x: 20, y: 0, width: 20, height: 20),
                                                           afterScreenUpdates: false, withCapInsets: .zero))
        #expect(part.bounds.size == CGSize(width: 20, height: 20))
        #expect(UIView().snapshotView(afterScreenUpdates: false) == nil)
    }

    @Test("A font descriptor derives bold, italic and monospaced variants and keeps its size")
    func fontDescriptors() throws {
        let body = UIFont.systemFont(ofSize: 17)
        let descriptor = body.fontDescriptor
        #expect(descriptor.pointSize == 17 && descriptor.symbolicTraits.isEmpty)
        let bold = UIFont(descriptor: try #require(descriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold == UIFont.boldSystemFont(ofSize: 17))
        let boldItalic = UIFont(descriptor: try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic])),
                                size: 20)
        #expect(boldItalic.fontName.hasSuffix("-BoldItalic") && boldItalic.pointSize == 20)
        #expect(boldItalic.fontDescriptor.symbolicTraits.contains([.traitBold, .traitItalic]))
        let mono = UIFont(descriptor: try #require(descriptor.withDesign(.monospaced)), size: 0)
        #expect(mono.familyName == "Liberation Mono")
        #expect(descriptor.withSymbolicTraits(.traitVertical) == nil)
        let named = UIFont(descriptor: UIFontDescriptor(name: "Helvetica-Bold", size: 11), size: 0)
        #expect(named == UIFont(name: "Helvetica-Bold", size: 11))
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize == 17)
    }

    @Test("Screen brightness is clamped, ignores NaN and posts its notification on change")
    func brightness() throws {
        let device = try HeadlessDevice(profile: .iPhone4)
        try device.launch(delegate: nil, info: [:])
        let screen = UIScreen.main
        final class Count: @unchecked Sendable { var value = 0 }
        let posts = Count()
        let token = NotificationCenter.default.addObserver(forName: UIScreen.brightnessDidChangeNotification,
                                                           object: screen, queue: nil) { _ in posts.value += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(screen.brightness == 0.5)
        screen.brightness = 2
        #expect(screen.brightness == 1 && posts.value == 1)
        screen.brightness = .nan
        screen.brightness = 1
        #expect(screen.brightness == 1 && posts.value == 1)
    }
}
