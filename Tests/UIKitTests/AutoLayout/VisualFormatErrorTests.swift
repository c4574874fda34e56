// SPDX-License-Identifier: Apache-2.0

import Testing
import TouchstoneTesting
@testable import UIKit

/// The error UIKit would raise for `format`: parsing, then making the constraints.
@MainActor
private func formatError(_ format: String, options: NSLayoutConstraint.FormatOptions = [],
                         metrics: [String: Any]? = nil, views: [String: Any]) -> VisualFormatError?
{
    let result = VisualFormatParser.parse(format, metrics: metrics, views: views)
        .flatMap { $0.constraints(options: options) }
    guard case .failure(let error) = result else { return nil }
    return error
}

@MainActor
@Suite("Auto Layout: the visual format language refuses what UIKit refuses")
struct VisualFormatErrorTests {
    @Test("A bad format returns no constraints and installs none, where UIKit raises")
    func badFormatReturnsNothing() {
        let (container, views) = formatViews("a")
        for format in ["H:|-[missing]-|", "H:|-[a", "H:[a]-(>=)-|", "", "V|[a]"] {
            #expect(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil,
                                                   views: views).isEmpty)
        }
        #expect(container.constraints.isEmpty)
    }

    @Test("A view name not in the views dictionary is reported after the name, as the guide shows")
    func unknownView() {
        let (_, views) = formatViews("whiteBox2")
        let error = formatError("|[whiteBox2][blackBox]", views: views)
        #expect(error?.reason == "blackBox is not a key in the views dictionary.")
        #expect(error?.position == 21)
    }

    @Test("A metric name not in the metrics dictionary is reported after the name")
    func unknownMetric() {
        let (_, views) = formatViews("a")
        let error = formatError("H:|-pad-[a]", metrics: ["other": 1], views: views)
        #expect(error?.reason == "pad is not a key in the metrics dictionary.")
        #expect(error?.position == 7)
        #expect(formatError("H:[a(w)]", views: views)?.reason == "w is not a key in the views or metrics dictionaries.")
        #expect(formatError("H:[a(10@p)]", views: views)?.position == 9)
    }

    @Test("A character the grammar does not expect is reported where it is")
    func badCharacter() {
        let (_, views) = formatViews("a", "b")
        let spacing = formatError("H:[a]-%-[b]", views: views)
        #expect(spacing?.reason
            == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(spacing?.position == 6)
        let orientation = formatError("V|[a]|", views: views)
        #expect(orientation?.reason == "Expected ':' after 'V' to specify vertical arrangement")
        #expect(orientation?.position == 1)
        let relation = formatError("V:|[a(>30)]|", views: views)
        #expect(relation?.reason == "Unknown relation. Must be ==, >=, or <=")
        #expect(relation?.position == 7)
        #expect(formatError("H:[a]x", views: views)?.position == 5)
        #expect(formatError("H:[a]|[b]", views: views)?.position == 6)
        #expect(formatError("", views: views)?.reason == "Expected a view")
        #expect(formatError("H:[a]-", views: views)?.reason == "Expected a view")
        #expect(formatError("H:[a]-8[b]", views: views)?.reason == "Expected '-' after the spacing between views")
    }

    @Test("A missing bracket or parenthesis is reported at the character found instead, as the guide shows")
    func missingBracket() {
        let (_, views) = formatViews("whiteBox1", "blackBox4", "redBox")
        let error = formatError("|[whiteBox1][blackBox4(blackWidth][redBox]|", metrics: ["blackWidth": 30],
                                views: views)
        #expect(error?.reason == "A predicate on a view's thickness must end with ')' and the view must end with ']'")
        #expect(error?.position == 33)
        #expect(formatError("H:[redBox", views: views)?.position == 9)
        #expect(formatError("H:[redBox]-(8-|", views: views)?.reason == "Expected ')' to end a predicate list")
    }

    @Test("A bar beside a view without a superview gives UIKit's whole message, caret under the closing bar")
    func barWithoutSuperview() {
        let view = UIView()
        let error = formatError("H:|-[view]-|", views: ["view": view])
        #expect(error?.position == 11)
        #expect(error?.message == """
            Unable to parse constraint format: \nUnable to interpret '|' character, because the related view \
            doesn't have a superview \nH:|-[view]-| \n           ^
            """)
        #expect(formatError("V:|[view]", views: ["view": view])?.position == 2)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[view]-|", options: [], metrics: nil,
                                               views: ["view": view]).isEmpty)
    }

    @Test("Alignment along the line is refused: tops in a vertical line, centres X in a horizontal one")
    func alignmentAlongTheLine() {
        let (_, views) = formatViews("a", "b")
        let vertical = formatError("V:[a]-[b]", options: .alignAllTop, views: views)
        #expect(vertical?.reason == "Options mask required views to be aligned on a vertical edge, which is not "
            + "allowed for layout that is also vertical.")
        #expect(vertical?.position == 9)
        let horizontal = formatError("H:[a]-[b]", options: [.alignAllTop, .alignAllCenterX], views: views)
        #expect(horizontal?.reason == "Options mask required views to be aligned on a horizontal edge, which is "
            + "not allowed for layout that is also horizontal.")
    }

    @Test("Values that are not views, and metrics that are not numbers, are refused")
    func wrongValueTypes() {
        let (container, views) = formatViews("a")
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        #expect(formatError("H:|[guide]|", views: ["guide": guide])?.position == 9)
        #expect(formatError("H:[a]-(x)-|", metrics: ["x": "8"], views: views)?.position == 8)
        #expect(formatError("H:[a]-(a)-|", views: views)?.reason
            == "a is a view: only a view's width or height can be related to another view's")
        #expect(formatError("H:[a(1e999)]", views: views)?.reason == "1e999 is not a finite number")
    }
}
