// SPDX-License-Identifier: Apache-2.0
//
// The list idioms of iOS code (issue 14), written exactly as iOS developers write them, in Swift 5 mode: a
// UITableViewController subclass overriding the data source and delegate, a cell subclass with its own
// initialiser, a collection view grid with a flow-layout delegate in an extension, a diffable table, and a picker.

import UIKit

/// A cell that lays out its own label, as apps subclass cells.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.font = .systemFont(ofSize: 12)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }
}

/// A table view controller as Xcode's template writes one.
final class ContactsViewController: UITableViewController {
    var names = ["Ada", "Brian", "Claude", "Dennis", "Edsger"]
    private(set) var selected: [String] = []
    private(set) var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        clearsSelectionOnViewWillAppear = false
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        cell.detailTextLabel?.text = "row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        (cell as? ContactCell)?.badge.text = "\(indexPath.row + 1)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(names[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.names.remove(at: indexPath.row)
            self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A photo grid: a plain view controller owning a collection view, the flow-layout delegate in an extension.
final class GridViewController: UIViewController {
    var collectionView: UICollectionView!
    private(set) var selectedItems: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
}

extension GridViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 10) / 10, saturation: 0.6,
                                                   brightness: 0.9, alpha: 1)
        return cell
    }
}

extension GridViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 6) / 4
        return CGSize(width: side, height: side)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedItems.append(indexPath.item)
    }
}

/// A table fed by a diffable data source, as iOS 13+ code writes it.
final class FruitListViewController: UIViewController {
    enum Section { case main }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: UITableViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        dataSource = UITableViewDiffableDataSource<Section, String>(tableView: tableView) { tableView, indexPath, fruit in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            return cell
        }
        show(["Apple", "Banana", "Cherry"], animated: false)
    }

    func show(_ fruits: [String], animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(fruits)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}

/// A picker the controller feeds, as the guide-era and modern apps both do.
final class SizePickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["Small", "Medium", "Large"]
    let picker = UIPickerView()
    private(set) var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 216)
        view.addSubview(picker)
        picker.selectRow(1, inComponent: 0, animated: false)
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        sizes[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = sizes[row]
    }
}

/// Starts on the contacts table; the tests put the other screens in its window.
final class ListIdiomsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = ContactsViewController(style: .plain)
        window?.makeKeyAndVisible()
        return true
    }
}
