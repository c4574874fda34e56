// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import TouchstoneTesting
@testable import UIKit

/// `UISearchBar` on its own: typing through the on-screen keyboard, the delegate's order, the Search key,
/// Cancel, the scope bar, sizes and bad input.
@MainActor
@Suite("UISearchBar")
struct SearchBarTests {
    @Test("Sizes: 56 points modern, 44 on iPhone OS 3, plus 44 with the scope bar and 30 with a prompt")
    func sizes() throws {
        let (_, _, bar) = try launchedSearchBar(.modernPhone)
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)).height == 56)
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)).height == 100)
        bar.prompt = "Find a friend"
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)).height == 130)
        let (_, _, classic) = try launchedSearchBar(.iPhone3GS)
        #expect(classic.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
        classic.scopeButtonTitles = ["All", "Mine"]
        classic.showsScopeBar = true
        #expect(classic.sizeThatFits(CGSize(width: 320, height: 0)).height == 88)
    }

    @Test("The field is a UISearchTextField with the magnifying glass, the clear button while editing and Search")
    func fieldSetup() throws {
        let (_, _, bar) = try launchedSearchBar()
        let field = bar.searchTextField
        #expect(field.leftView is SearchGlyphView)
        #expect(field.leftViewMode == .always)
        #expect(field.clearButtonMode == .whileEditing)
        #expect(bar.returnKeyType == .search)
        #expect(field.accessibilityTraits.contains(.searchField))
        bar.keyboardType = .emailAddress
        bar.autocapitalizationType = .none
        #expect(field.keyboardType == .emailAddress && field.autocapitalizationType == .none)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        bar.inputAccessoryView = accessory
        #expect(field.inputAccessoryView === accessory)
    }

    @Test("Tapping and typing on the keyboard: the delegate hears begin, each change, and end, in order")
    func delegateOrder() throws {
        let (device, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        bar.delegate = log
        device.tap(at: bar.searchTextField.windowCenter)
        device.advance(by: 0.3)
        #expect(bar.isFirstResponder)
        #expect(device.type("Ab"))
        #expect(bar.text == "Ab")
        #expect(bar.resignFirstResponder())
        #expect(log.entries == ["shouldBegin", "didBegin", "shouldChange 0,0 A", "change A", "shouldChange 1,0 b",
                                "change Ab", "shouldEnd", "didEnd"])
    }

    @Test("A refused begin keeps the keyboard down; a refused change leaves the text as it was")
    func refusals() throws {
        let (device, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        log.allowBegin = false
        bar.delegate = log
        device.tap(at: bar.searchTextField.windowCenter)
        #expect(!bar.isFirstResponder)
        log.allowBegin = true
        device.tap(at: bar.searchTextField.windowCenter)
        device.advance(by: 0.3)
        log.allowChange = false
        device.type("x")
        #expect(bar.text == "")
        #expect(!log.entries.contains { $0.hasPrefix("change") })
    }

    @Test("The keyboard's return key reads Search and calls searchBarSearchButtonClicked; the field stays first responder")
    func searchKey() throws {
        let (device, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        bar.delegate = log
        #expect(bar.becomeFirstResponder())
        device.advance(by: 0.3)
        device.type("Emma")
        #expect(device.tapKeyboardKey("Search"))
        #expect(log.entries.last == "search")
        #expect(bar.isFirstResponder)
    }

    @Test("Setting text in code does not call textDidChange")
    func textInCode() throws {
        let (_, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        bar.delegate = log
        bar.text = "Noah"
        #expect(bar.searchTextField.text == "Noah")
        #expect(log.entries.isEmpty)
        bar.text = nil
        #expect(bar.text == "")
    }

    @Test("The Cancel button animates in over 0.25 s and its tap calls searchBarCancelButtonClicked")
    func cancelButton() throws {
        let (device, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        bar.delegate = log
        let wide = bar.searchTextField.frame.width
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        device.advance(by: 0.1)
        let midway = bar.searchTextField.layer.presentation()?.frame.width ?? wide
        #expect(midway < wide)
        device.advance(by: 0.3)
        #expect(bar.cancelButton.frame.maxX == bar.bounds.width - 8)
        #expect(bar.searchTextField.frame.maxX == bar.cancelButton.frame.minX - 8)
        device.tap(at: bar.cancelButton.windowCenter)
        #expect(log.entries == ["cancel"])
        bar.setShowsCancelButton(false, animated: true)
        device.advance(by: 0.4)
        #expect(bar.cancelButton.isHidden)
        #expect(bar.searchTextField.frame.width == wide)
    }

    @Test("Tapping a scope segment selects it and tells the delegate")
    func scope() throws {
        let (device, window, bar) = try launchedSearchBar { bar in
            bar.scopeButtonTitles = ["All", "Friends", "Family"]
            bar.showsScopeBar = true
        }
        let log = SearchBarLog()
        bar.delegate = log
        let scopeBar = try #require(bar.scopeBar)
        #expect(scopeBar.numberOfSegments == 3)
        #expect(bar.frame.height == 100)
        let point = scopeBar.convert(CGPoint(x: scopeBar.bounds.width * 5 / 6, y: scopeBar.bounds.midY), to: window)
        device.tap(at: point)
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(log.entries == ["scope 2"])
        bar.selectedScopeButtonIndex = 1
        #expect(scopeBar.selectedSegmentIndex == 1)
        #expect(log.entries == ["scope 2"])
    }

    @Test("Bad input: an out-of-range scope index is clamped and logged")
    func scopeIndexClamped() throws {
        let (_, _, bar) = try launchedSearchBar { bar in
            bar.scopeButtonTitles = ["All", "Mine"]
            bar.showsScopeBar = true
        }
        let (_, lines) = UIKitDiagnostics.capturing { bar.selectedScopeButtonIndex = 7 }
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(bar.scopeBar?.selectedSegmentIndex == 1)
        #expect(lines.contains { $0.contains("selectedScopeButtonIndex") })
        let (_, negative) = UIKitDiagnostics.capturing { bar.selectedScopeButtonIndex = -3 }
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(!negative.isEmpty)
    }

    @Test("The bookmark button shows in the empty field and its tap calls the delegate; typing hides it")
    func bookmark() throws {
        let (device, _, bar) = try launchedSearchBar { $0.showsBookmarkButton = true }
        let log = SearchBarLog()
        bar.delegate = log
        #expect(bar.searchTextField.rightView === bar.bookmarkGlyph)
        device.tap(at: bar.bookmarkGlyph.windowCenter)
        #expect(log.entries.contains("bookmark"))
        bar.text = "x"
        #expect(bar.searchTextField.rightView == nil)
        bar.text = ""
        bar.showsSearchResultsButton = true
        #expect(bar.searchTextField.rightView === bar.resultsListGlyph)
        bar.isSearchResultsButtonSelected = true
        #expect(bar.resultsListGlyph.isSelected)
    }

    @Test("The clear button empties the field and reports the change")
    func clearButton() throws {
        let (device, _, bar) = try launchedSearchBar()
        let log = SearchBarLog()
        bar.delegate = log
        #expect(bar.becomeFirstResponder())
        device.advance(by: 0.3)
        device.type("Leo")
        let field = bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        device.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(bar.text == "")
        #expect(log.entries.last == "change ")
    }
}
