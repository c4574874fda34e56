// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What drives a search bar besides its delegate: a ``UISearchController`` or a ``UISearchDisplayController``.
/// The bar tells its owner about the field's session, text changes, Cancel and scope changes, after the delegate.
@MainActor
package protocol SearchBarOwner: AnyObject {
    func searchBarDidBeginEditing(_ bar: UISearchBar)
    func searchBarDidEndEditing(_ bar: UISearchBar)
    func searchBarTextChanged(_ bar: UISearchBar)
    func searchBarCancelled(_ bar: UISearchBar)
    func searchBarScopeChanged(_ bar: UISearchBar)
}

/// The search field's delegate: turns the field's delegate calls into the search bar delegate's (a separate
/// object, so `UISearchBar` does not gain a public `UITextFieldDelegate` conformance).
@MainActor
package final class SearchFieldDelegateProxy: UITextFieldDelegate {
    package weak var bar: UISearchBar?

    package init() {}

    package func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    package func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar.owner?.searchBarDidBeginEditing(bar)
    }

    package func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    package func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
        bar.owner?.searchBarDidEndEditing(bar)
    }

    package func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                           replacementString string: String) -> Bool
    {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: tells the delegate; the field stays first responder (the app resigns it if it wants).
    package func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }
}

extension UISearchBar {
    /// The text changed: the delegate hears of the user's edits, the owner of every change; the bookmark and
    /// results-list buttons follow the field's emptiness.
    package func searchTextDidChange(byUser: Bool) {
        updateFieldButtons()
        if byUser { delegate?.searchBar(self, textDidChange: text ?? "") }
        owner?.searchBarTextChanged(self)
    }

    package func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        owner?.searchBarCancelled(self)
    }

    /// The user picked a scope segment.
    package func scopeSegmentChanged() {
        guard let scopeBar else { return }
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != selectedScopeStorage else { return }
        selectedScopeStorage = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        owner?.searchBarScopeChanged(self)
    }

    /// Shows the bookmark or results-list button as the field's right view while the field is empty.
    package func updateFieldButtons() {
        let empty = (searchTextField.text ?? "").isEmpty
        let glyph: SearchGlyphView? = !empty ? nil
            : showsSearchResultsButton ? resultsListGlyph : showsBookmarkButton ? bookmarkGlyph : nil
        if searchTextField.rightView !== glyph {
            searchTextField.rightView = glyph
            searchTextField.rightViewMode = glyph == nil ? .never : .always
        }
        if let image = iconImages[glyph === resultsListGlyph ? Icon.resultsList.rawValue : Icon.bookmark.rawValue] {
            glyph?.customImage = image
        }
    }

    /// Makes (or removes) the scope bar's segmented control from ``scopeButtonTitles``.
    package func rebuildScopeBar() {
        let titles = scopeButtonTitles ?? []
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if selectedScopeStorage >= titles.count { selectedScopeStorage = max(0, titles.count - 1) }
        guard showsScopeBar, !titles.isEmpty else { return invalidateLayout() }
        let control = UISegmentedControl(items: titles)
        if UIScreen.main.profile.isClassic {
            control.segmentedControlStyle = .bar
        } else {
            // iOS's thumb: white in light mode, grey in dark mode.
            control.selectedSegmentTintColor = UIColor {
                $0.userInterfaceStyle == .dark ? UIColor(red: 0.39, green: 0.39, blue: 0.4, alpha: 1) : .white
            }
        }
        control.tintColor = scopeTint
        control.selectedSegmentIndex = selectedScopeStorage
        control.addAction(UIAction { [weak self] _ in self?.scopeSegmentChanged() }, for: .valueChanged)
        scopeBar = control
        addSubview(control)
        invalidateLayout()
    }

    /// The scope bar's tint: iPhone OS 3 tints it like the bar; the modern one takes the view's tint.
    package var scopeTint: UIColor? {
        guard UIScreen.main.profile.isClassic else { return nil }
        if let barTintColor { return barTintColor }
        return barStyle == .default ? SearchBarBackgroundView.classicBase : UIColor(white: 0.2, alpha: 1)
    }

    package func updatePromptLabel() {
        guard let prompt else {
            promptLabel?.removeFromSuperview()
            promptLabel = nil
            return
        }
        let label = promptLabel ?? UILabel()
        label.text = prompt
        label.textAlignment = .center
        label.font = UIScreen.main.profile.isClassic ? .systemFont(ofSize: 13) : .systemFont(ofSize: 13)
        if promptLabel == nil { promptLabel = label; addSubview(label) }
        appearanceDidChange()
    }

    /// The style, tint or background changed: redraw the background and restyle the field, buttons and prompt.
    package func appearanceDidChange() {
        let classic = UIScreen.main.profile.isClassic
        let dark = barStyle != .default
        searchTextField.barIsDark = dark
        if classic {
            searchTextField.fieldFillColor = nil
        } else if barStyle != .default {
            searchTextField.fieldFillColor = UIColor(white: 1, alpha: 0.16)
            searchTextField.textColor = .white
        } else {
            searchTextField.fieldFillColor = nil
        }
        if let promptLabel {
            promptLabel.textColor = classic ? (dark ? .white : UIColor(white: 0.25, alpha: 1))
                : (dark ? .white : .secondaryLabel)
            promptLabel.shadowColor = classic && dark ? UIColor(white: 0, alpha: 0.5) : nil
        }
        scopeBar?.tintColor = scopeTint
        backgroundView.setNeedsDisplay()
        cancelButton.setNeedsDisplay()
    }

    /// The layout changed (buttons, prompt, scope bar): lay out again and tell the superview the size changed.
    package func invalidateLayout() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        if let owner = owner as? UISearchController { owner.searchBarSizeChanged() }
    }
}
