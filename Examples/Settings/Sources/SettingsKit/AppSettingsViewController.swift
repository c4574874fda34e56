// SPDX-License-Identifier: Apache-2.0

import Foundation
import UIKit

/// One page of an app's Settings bundle (guide §2.9.1, Table 9-1), editing the app's preferences file: groups
/// become sections (title above, `FooterText` below), toggles carry a `UISwitch`, text fields a `UITextField`,
/// sliders a `UISlider` across the row, multi-value rows show the current title and open a checkmark list,
/// title-value rows show their value read-only, child panes push their page, and a radio group is a section of
/// checkmark rows. Unknown types show their title, disabled.
public final class AppSettingsViewController: UITableViewController, UITextFieldDelegate {
    private let page: SettingsPage
    private let bundle: SettingsBundle
    private let editor: PreferencesEditor
    private let sections: [SettingsPage.Section]
    private var controls: [ObjectIdentifier: SettingsSpecifier] = [:]

    init(page: SettingsPage, bundle: SettingsBundle, editor: PreferencesEditor, title: String?) {
        self.page = page
        self.bundle = bundle
        self.editor = editor
        sections = page.sections
        super.init(style: .grouped)
        self.title = title ?? page.title
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    private func isRadio(_ section: Int) -> Bool { sections[section].header?.kind == .radioGroup }

    public override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let header = sections[section].header, header.kind == .radioGroup else { return sections[section].rows.count }
        return header.titles.count + sections[section].rows.count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header?.title
    }

    public override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].header?.footerText
    }

    /// The specifier of a row, or the radio group and its choice index.
    private func item(at indexPath: IndexPath) -> (SettingsSpecifier, choice: Int?) {
        let section = sections[indexPath.section]
        if let header = section.header, header.kind == .radioGroup {
            if indexPath.row < header.titles.count { return (header, indexPath.row) }
            return (section.rows[indexPath.row - header.titles.count], nil)
        }
        return (section.rows[indexPath.row], nil)
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (specifier, choice) = item(at: indexPath)
        let value = editor.displayedValue(for: specifier)
        let editable = specifier.key != nil
        let cell: UITableViewCell
        switch specifier.kind {
        case .radioGroup?:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let index = choice ?? 0
            cell.textLabel?.text = index < specifier.titles.count ? specifier.titles[index] : nil
            cell.accessoryType = specifier.index(ofValue: value) == index ? .checkmark : .none
        case .toggleSwitch?:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = specifier.title
            let toggle = UISwitch()
            toggle.isOn = SettingsSpecifier.same(value, specifier.trueValue)
            toggle.isEnabled = editable
            toggle.addAction(UIAction { [unowned self, unowned toggle] _ in switchChanged(toggle) }, for: .valueChanged)
            controls[ObjectIdentifier(toggle)] = specifier
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .textField?:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.selectionStyle = .none
            cell.textLabel?.text = specifier.title
            let field = UITextField()
            field.text = value as? String ?? value.map { "\($0)" }
            field.isSecureTextEntry = specifier.isSecure
            field.keyboardType = Self.keyboardType(specifier.keyboardType)
            field.autocapitalizationType = Self.autocapitalization(specifier.autocapitalizationType)
            field.autocorrectionType = Self.autocorrection(specifier.autocorrectionType)
            field.textAlignment = specifier.title == nil ? .left : .right
            field.isEnabled = editable
            field.delegate = self
            field.addAction(UIAction { [unowned self, unowned field] _ in textChanged(field) }, for: .editingChanged)
            controls[ObjectIdentifier(field)] = specifier
            field.frame = CGRect(x: specifier.title == nil ? 20 : 130, y: 11, width: specifier.title == nil ? 260 : 150, height: 22)
            field.autoresizingMask = [.flexibleWidth]
            cell.contentView.addSubview(field)
        case .slider?:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.selectionStyle = .none
            let slider = UISlider()
            slider.minimumValue = Float(specifier.minimumValue)
            slider.maximumValue = Float(specifier.maximumValue)
            slider.value = Float(SettingsSpecifier.number(value) ?? specifier.minimumValue)
            slider.minimumValueImage = specifier.minimumValueImage.flatMap(bundle.imageURL(named:)).flatMap { UIImage(contentsOfFile: $0.path) }
            slider.maximumValueImage = specifier.maximumValueImage.flatMap(bundle.imageURL(named:)).flatMap { UIImage(contentsOfFile: $0.path) }
            slider.isEnabled = editable
            slider.addAction(UIAction { [unowned self, unowned slider] _ in sliderChanged(slider) }, for: .valueChanged)
            controls[ObjectIdentifier(slider)] = specifier
            slider.frame = CGRect(x: 16, y: 0, width: 288, height: 44)
            slider.autoresizingMask = [.flexibleWidth]
            cell.contentView.addSubview(slider)
        case .multiValue?, .titleValue?:
            cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = specifier.title
            cell.detailTextLabel?.text = specifier.displayTitle(for: value)
            let opens = specifier.kind == .multiValue && editable && !specifier.values.isEmpty
            cell.accessoryType = opens ? .disclosureIndicator : .none
            cell.selectionStyle = opens ? .default : .none
        case .childPane?:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = specifier.title
            cell.accessoryType = specifier.file == nil ? .none : .disclosureIndicator
            cell.textLabel?.isEnabled = specifier.file != nil
        case .group?, nil:
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = specifier.title ?? specifier.typeName
            cell.textLabel?.isEnabled = false
            cell.selectionStyle = .none
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let (specifier, choice) = item(at: indexPath)
        switch specifier.kind {
        case .radioGroup?:
            guard let key = specifier.key, let choice, choice < specifier.values.count else { return }
            editor.set(specifier.values[choice], forKey: key)
            tableView.reloadData()
        case .multiValue?:
            guard specifier.key != nil, !specifier.values.isEmpty else { return }
            let list = MultiValueViewController(specifier: specifier, editor: editor)
            navigationController?.pushViewController(list, animated: true)
        case .childPane?:
            guard let file = specifier.file,
                  let child = bundle.page(file, languages: Locale.preferredLanguages) else { return }
            let next = AppSettingsViewController(page: child, bundle: bundle, editor: editor, title: specifier.title)
            navigationController?.pushViewController(next, animated: true)
        default:
            break
        }
    }

    private func switchChanged(_ sender: UISwitch) {
        guard let specifier = controls[ObjectIdentifier(sender)], let key = specifier.key else { return }
        editor.set(sender.isOn ? specifier.trueValue : specifier.falseValue, forKey: key)
    }

    private func sliderChanged(_ sender: UISlider) {
        guard let specifier = controls[ObjectIdentifier(sender)], let key = specifier.key else { return }
        editor.set(Double(sender.value), forKey: key)
    }

    private func textChanged(_ sender: UITextField) {
        guard let specifier = controls[ObjectIdentifier(sender)], let key = specifier.key else { return }
        editor.set(sender.text ?? "", forKey: key)
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    static func keyboardType(_ name: String) -> UIKeyboardType {
        switch name {
        case "NumbersAndPunctuation": return .numbersAndPunctuation
        case "NumberPad": return .numberPad
        case "URL": return .URL
        case "EmailAddress": return .emailAddress
        default: return .default
        }
    }

    static func autocapitalization(_ name: String) -> UITextAutocapitalizationType {
        switch name {
        case "Sentences": return .sentences
        case "Words": return .words
        case "AllCharacters": return .allCharacters
        default: return .none
        }
    }

    static func autocorrection(_ name: String) -> UITextAutocorrectionType {
        switch name {
        case "No": return .no
        case "Yes": return .yes
        default: return .default
        }
    }
}

/// A multi-value element's choices, a checkmark on the current one; choosing one stores its value.
final class MultiValueViewController: UITableViewController {
    private let specifier: SettingsSpecifier
    private let editor: PreferencesEditor

    init(specifier: SettingsSpecifier, editor: PreferencesEditor) {
        self.specifier = specifier
        self.editor = editor
        super.init(style: .grouped)
        title = specifier.title
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        min(specifier.titles.count, specifier.values.count)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = specifier.titles[indexPath.row]
        cell.accessoryType = specifier.index(ofValue: editor.displayedValue(for: specifier)) == indexPath.row ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let key = specifier.key else { return }
        editor.set(specifier.values[indexPath.row], forKey: key)
        tableView.reloadData()
    }
}
