// SPDX-License-Identifier: Apache-2.0

import UIKit

/// The plant list: a table of `PlantCell` prototypes. Selecting a row shows its plant (the cell's `showPlant`
/// segue); the + button presents the new-plant form, which unwinds back here (`unwindToPlants(_:)`).
public final class PlantsViewController: UITableViewController {
    /// The plants listed, in order.
    public private(set) var plants = Plant.starters

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        (cell as? PlantCell)?.show(plants[indexPath.row])
        return cell
    }

    /// Gives the detail scene the selected cell's plant.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showPlant", let detail = segue.destination as? PlantDetailViewController,
              let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) else { return }
        detail.plant = plants[indexPath.row]
    }

    /// The form's exit: Save adds a plant of the chosen kind at the end of the list ("New Palm 1", then "New Palm
    /// 2", …); Cancel adds nothing.
    public func unwindToPlants(_ segue: UIStoryboardSegue) {
        guard segue.identifier == "save", let form = segue.source as? AddPlantViewController else { return }
        let kind = form.chosenKind
        let prefix = "New \(kind.rawValue) "
        let number = plants.filter { $0.name.hasPrefix(prefix) }.count + 1
        plants.append(Plant(name: prefix + String(number), kind: kind))
        tableView.insertRows(at: [IndexPath(row: plants.count - 1, section: 0)], with: .automatic)
    }

    /// The unwind action, by its selector (what `@IBAction` gives on iOS; the `touchstone-port` command
    /// generates this).
    public override func actionMethod(for action: Selector) -> ActionMethod? {
        if action.name == "unwindToPlants:" { _ = Selector("unwindToPlants:", PlantsViewController.unwindToPlants(_:)) }
        return super.actionMethod(for: action)
    }
}
