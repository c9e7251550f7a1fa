import Foundation

/// The import's warning lines: one per unsupported feature per file (`file: layer 'X': what`),
/// except expressions, which get one line per layer as the user needs to find each.
struct Warnings {
    let file: String
    var layerName = ""
    private(set) var lines: [String] = []
    private var seen: Set<String> = []

    init(file: String) { self.file = file }

    /// Records `what` for the current layer unless `feature` was already reported.
    mutating func add(_ feature: String, _ what: String) {
        guard seen.insert(feature).inserted else { return }
        lines.append(layerName.isEmpty ? "\(file): \(what)" : "\(file): layer '\(layerName)': \(what)")
    }

    mutating func expression() {
        add("expression \(layerName)", "expressions are not evaluated; the static value is used")
    }
}
