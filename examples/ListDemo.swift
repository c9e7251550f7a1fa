import UIKit

/// A table written as for iOS: a UITableViewController with two titled sections of reused subtitle
/// cells, a checkmark on the chosen row, and a row inserted with a fade two seconds in. Scroll and tap
/// in Interact mode, or headless:
/// `sandglass render examples/ListDemo.swift --tap 160,200@0.5 --time 2.15 --out list.png`.
final class ListDemo: UITableViewController {
    static let previewSize = CGSize(width: 320, height: 480)

    private var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape"]
    private let vegetables = ["Asparagus", "Broccoli", "Carrot", "Daikon", "Endive", "Fennel", "Garlic", "Kale"]
    private var chosen: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "item")
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            guard let self else { return }
            self.fruit.insert("Blueberry", at: 2)
            self.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fruit.count : vegetables.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Fruit" : "Vegetables"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        let name = indexPath.section == 0 ? fruit[indexPath.row] : vegetables[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = "\(name.count) letters"
        cell.accessoryType = indexPath == chosen ? .checkmark : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = indexPath
        tableView.deselectRow(at: indexPath, animated: true)
        tableView.reloadData()
    }
}

/// A cell with its detail under its text.
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
