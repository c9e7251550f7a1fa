import Foundation

/// The import's warning lines: one per unsupported feature per file (`file: layer 'X': what`),
/// except expressions, which get one line per layer as the user needs to find each, up to
/// `expressionLayersNamed` layers and then one line counting the rest.
struct Warnings {
    /// Layers with expressions named one by one; a file of thousands gets a count after these.
    static let expressionLayersNamed = 10
    let file: String
    var layerName = ""
    private var named: [String] = []
    private var seen: Set<String> = []
    private var expressionLayers = 0
    /// What the file asks for past Sandglass's limits, which the import cut (a repeater's copies, the
    /// repeated shapes): the reasons a renderer without such limits may hang on the file.
    private(set) var cuts: [String] = []

    init(file: String) { self.file = file }

    /// The lines, in the order first seen, the count of unnamed expression layers last.
    var lines: [String] {
        let unnamed = expressionLayers - Self.expressionLayersNamed
        guard unnamed > 0 else { return named }
        return named + ["\(file): \(unnamed) more layer\(unnamed == 1 ? "" : "s") with expressions; their static values are used"]
    }

    /// Records `what` for the current layer unless `feature` was already reported: one line, whatever
    /// the file's names and types hold (a control character is written escaped, `\n`).
    mutating func add(_ feature: String, _ what: String) {
        guard seen.insert(feature).inserted else { return }
        named.append((layerName.isEmpty ? "\(file): \(what)" : "\(file): layer '\(layerName)': \(what)").escapingControlCharacters)
    }

    /// Records a cut (each reason once).
    mutating func cut(_ reason: String) {
        if !cuts.contains(reason) { cuts.append(reason) }
    }

    mutating func expression() {
        guard !seen.contains("expression \(layerName)") else { return }
        expressionLayers += 1
        if expressionLayers <= Self.expressionLayersNamed {
            add("expression \(layerName)", "expressions are not evaluated; the static value is used")
        } else {
            seen.insert("expression \(layerName)")
        }
    }
}
