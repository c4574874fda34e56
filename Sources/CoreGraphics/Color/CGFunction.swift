// SPDX-License-Identifier: Apache-2.0

/// Evaluates a function: reads `domainDimension` inputs and writes `rangeDimension` outputs.
///
/// On Apple platforms this is a C function pointer (`@convention(c)`). Foundation on Linux defines `CGFloat` as a
/// Swift structure, which a C function type cannot carry, so here it is a Swift closure: the closure literals iOS
/// code passes compile unchanged. It is `@Sendable`, as a C function pointer is: a shading may be drawn on any
/// thread.
public typealias CGFunctionEvaluateCallback = @Sendable (
    UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>
) -> Void

/// Releases a function's `info` pointer when the function goes away (a Swift closure, like
/// ``CGFunctionEvaluateCallback``).
public typealias CGFunctionReleaseInfoCallback = @Sendable (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a ``CGFunction``: `version` 0, the evaluator and an optional release of `info`.
public struct CGFunctionCallbacks {
    /// The structure's version; 0.
    public var version: UInt32
    /// Computes the outputs from the inputs; a function without one is refused.
    public var evaluate: CGFunctionEvaluateCallback?
    /// Called with `info` once, when the function is released; may be nil.
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    /// Callbacks with no evaluator (version 0).
    public init() {
        self.version = 0
        self.evaluate = nil
        self.releaseInfo = nil
    }

    /// Callbacks of `version` with the evaluator and the release of `info`.
    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}

/// A function Quartz calls to compute values, such as a shading's colour at each point of its axis.
///
/// The function maps `domainDimension` inputs to `rangeDimension` outputs through the `evaluate` callback. Inputs
/// are clipped to the domain and outputs to the range when those are given, as the PDF functions Quartz models do.
/// The callback may be called on any thread while the function is drawn; `info` is passed through untouched and
/// released with `releaseInfo` when the function is deallocated.
public final class CGFunction: @unchecked Sendable {
    /// The number of inputs.
    package let domainDimension: Int
    /// `2 × domainDimension` bounds (low, high per input), or nil for unbounded inputs.
    package let domain: [CGFloat]?
    /// The number of outputs.
    package let rangeDimension: Int
    /// `2 × rangeDimension` bounds (low, high per output), or nil for unbounded outputs.
    package let range: [CGFloat]?
    private let info: UnsafeMutableRawPointer?
    private let evaluate: CGFunctionEvaluateCallback
    private let releaseInfo: CGFunctionReleaseInfoCallback?

    /// Creates a function from its callbacks.
    ///
    /// - Parameters:
    ///   - info: passed to the callbacks unchanged.
    ///   - domainDimension: the number of inputs (at least 1).
    ///   - domain: `2 × domainDimension` values, each input's low and high bound; nil for unbounded inputs.
    ///   - rangeDimension: the number of outputs (at least 1; a shading needs its colour space's components, plus
    ///     one for alpha if the function supplies it).
    ///   - range: `2 × rangeDimension` values, each output's low and high bound; nil for unbounded outputs.
    ///   - callbacks: the evaluator (required) and the release of `info`.
    /// - Returns: nil (logged) when a dimension is below 1 or above 32, or there is no evaluator.
    public init?(
        info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?, rangeDimension: Int,
        range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>
    ) {
        guard (1...32).contains(domainDimension), (1...32).contains(rangeDimension) else {
            Diagnostics.log("CGFunction: \(domainDimension) inputs and \(rangeDimension) outputs; each must be 1…32; "
                + "returning nil")
            return nil
        }
        guard let evaluate = callbacks.pointee.evaluate else {
            Diagnostics.log("CGFunction: the callbacks have no evaluate function; returning nil")
            return nil
        }
        self.domainDimension = domainDimension
        self.domain = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
        self.rangeDimension = rangeDimension
        self.range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        self.info = info
        self.evaluate = evaluate
        self.releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit {
        releaseInfo?(info)
    }

    /// The bounds of the first input: the domain's, else 0…1.
    package var firstInputBounds: ClosedRange<CGFloat> {
        guard let domain, domain[0].isFinite, domain[1].isFinite, domain[0] <= domain[1] else { return 0...1 }
        return domain[0]...domain[1]
    }

    /// The outputs for a single input `x` (clipped to the domain), each clipped to the range and non-finite
    /// outputs read as 0.
    package func values(at x: CGFloat) -> [CGFloat] {
        let bounds = firstInputBounds
        var inputs = [CGFloat](repeating: 0, count: domainDimension)
        inputs[0] = min(bounds.upperBound, max(bounds.lowerBound, x.isFinite ? x : bounds.lowerBound))
        var outputs = [CGFloat](repeating: 0, count: rangeDimension)
        inputs.withUnsafeBufferPointer { input in
            outputs.withUnsafeMutableBufferPointer { output in
                evaluate(info, input.baseAddress!, output.baseAddress!)
            }
        }
        return outputs.enumerated().map { index, value in
            guard value.isFinite else { return 0 }
            guard let range, range[2 * index].isFinite, range[2 * index + 1].isFinite else { return value }
            return min(range[2 * index + 1], max(range[2 * index], value))
        }
    }
}
