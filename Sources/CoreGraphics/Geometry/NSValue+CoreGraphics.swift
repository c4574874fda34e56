// SPDX-License-Identifier: Apache-2.0

/// An `NSValue` holding a Swift struct that Foundation on Linux cannot box: `CGAffineTransform`, `CGVector`,
/// `CATransform3D`, `UIEdgeInsets`.
///
/// Foundation's own `NSValue(bytes:objCType:)` stops the process for any struct it does not know ("cannot encode
/// structs"); it boxes only points, sizes, rectangles, ranges and edge insets. Values of this class answer
/// `objCType` with Apple's type encoding, copy their bytes out through `getValue(_:)`, compare by value and are
/// immutable (`copy()` returns the value itself). They archive as an ``ArchivedStructValue`` (the encoding and the
/// raw bytes), which unarchives to a value that answers the same `objCType` and bytes, so `cgAffineTransformValue`
/// and the other accessors read it back (NSValue+Coding.swift).
package final class StructValue<Value: Hashable>: NSValue, @unchecked Sendable {
    /// The boxed value.
    package let value: Value
    /// Apple's type encoding (`{CGAffineTransform=dddddd}`), kept alive for `objCType`'s pointer.
    private let encoding: [CChar]

    /// Boxes `value`, reporting `encoding` as its Objective-C type.
    package init(_ value: Value, encoding: String) {
        self.value = value
        self.encoding = Array(encoding.utf8CString)
        super.init()
    }

    /// Reads a `Value` from `bytes` (NSValue's primitive initialiser; the type encoding is taken as given).
    package required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        self.init(value.load(as: Value.self), encoding: String(cString: type))
    }

    /// Nil: archives of this value decode as ``ArchivedStructValue`` instead (see ``classForCoder``).
    package required init?(coder aDecoder: NSCoder) { nil }

    /// ``ArchivedStructValue``: a generic class has no name an unarchiver can find.
    package override var classForCoder: AnyClass { ArchivedStructValue.self }

    package override var objCType: UnsafePointer<CChar> {
        encoding.withUnsafeBufferPointer { $0.baseAddress! }
    }

    package override func getValue(_ buffer: UnsafeMutableRawPointer) {
        buffer.storeBytes(of: value, as: Value.self)
    }

    package override func encode(with aCoder: NSCoder) {
        aCoder.encode(String(cString: objCType), forKey: "NS.objCType")
        aCoder.encode(withUnsafeBytes(of: value) { Data($0) }, forKey: "NS.bytes")
    }

    package override func isEqual(_ object: Any?) -> Bool { (object as? StructValue<Value>)?.value == value }

    package override var hash: Int { value.hashValue }

    package override var description: String { "\(value)" }
}

extension NSValue {
    /// The boxed value when this box holds a `T` (boxed by Foundation as a special value or by ``StructValue``).
    package func structValue<T: Hashable>(_ type: T.Type, encoding: String) -> T? {
        if let box = self as? StructValue<T> { return box.value }
        if let archived = self as? ArchivedStructValue, archived.byteCount != MemoryLayout<T>.size { return nil }
        return String(cString: objCType) == encoding ? copiedValue(type) : nil
    }

    /// Copies the bytes out as a `T` (only called after the type encoding matched).
    private func copiedValue<T>(_ type: T.Type) -> T {
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { buffer.deallocate() }
        getValue(buffer)
        return buffer.load(as: T.self)
    }
}

// MARK: Apple's NSValue geometry API

extension NSValue {
    /// Apple's type encodings for the Core Graphics structs.
    package enum CoreGraphicsEncoding {
        package static let point = "{CGPoint=dd}"
        package static let size = "{CGSize=dd}"
        package static let rect = "{CGRect={CGPoint=dd}{CGSize=dd}}"
        package static let affineTransform = "{CGAffineTransform=dddddd}"
        package static let vector = "{CGVector=dd}"
    }

    /// Boxes a point (Foundation's `NSValue(point:)`; `cgPointValue` reads it back).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// Boxes a size (`cgSizeValue` reads it back).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// Boxes a rectangle (`cgRectValue` reads it back).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Boxes an affine transform (`cgAffineTransformValue` reads it back).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(replacingWith: StructValue(transform, encoding: CoreGraphicsEncoding.affineTransform))
    }

    /// Boxes a vector (`cgVectorValue` reads it back).
    public convenience init(cgVector vector: CGVector) {
        self.init(replacingWith: StructValue(vector, encoding: CoreGraphicsEncoding.vector))
    }

    /// The boxed point; `.zero` when the value holds something else.
    public var cgPointValue: CGPoint { structValue(CGPoint.self, encoding: CoreGraphicsEncoding.point) ?? .zero }

    /// The boxed size; `.zero` when the value holds something else.
    public var cgSizeValue: CGSize { structValue(CGSize.self, encoding: CoreGraphicsEncoding.size) ?? .zero }

    /// The boxed rectangle; `.zero` when the value holds something else.
    public var cgRectValue: CGRect { structValue(CGRect.self, encoding: CoreGraphicsEncoding.rect) ?? .zero }

    /// The boxed affine transform; the zero matrix when the value holds something else (as Apple's, which reads
    /// whatever bytes are there, gives for a value too short to hold one).
    public var cgAffineTransformValue: CGAffineTransform {
        structValue(CGAffineTransform.self, encoding: CoreGraphicsEncoding.affineTransform)
            ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The boxed vector; `.zero` when the value holds something else.
    public var cgVectorValue: CGVector { structValue(CGVector.self, encoding: CoreGraphicsEncoding.vector) ?? .zero }
}

/// Lets an `NSValue` convenience initialiser return an instance of a subclass, as Foundation's class cluster does
/// (a convenience initialiser may replace `self` through a protocol extension initialiser).
package protocol ReplaceableOnInit {}

extension NSValue: ReplaceableOnInit {}

extension ReplaceableOnInit {
    /// Initialises `self` as `replacement`, which must be an instance of `Self` (it is: callers use this only
    /// from `NSValue` convenience initialisers called on `NSValue` itself).
    package init(replacingWith replacement: NSValue) {
        self = replacement as! Self
    }
}
