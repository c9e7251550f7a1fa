/// A symbol of the tableau: an external variable, or one the solver makes for a constraint (a slack
/// of an inequality, an error of a non-required one, a dummy marking a required equation). Symbols
/// are numbered as they are made; the simplex's choices go in that order (Bland's rule), so the
/// solver never cycles and a system always solves the same way.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    /// A slack or an error: a symbol that may become basic when a row needs a new subject.
    var isPivotable: Bool { kind == .slack || kind == .error }
}

/// Values closer to zero than this are zero: coefficients that cancel, a row's constant at rest.
let epsilon = 1e-8

func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or the objective to minimise.
struct Row {
    private(set) var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    /// The lowest-numbered symbol of the row whose cell passes `test`: choices never depend on
    /// hashing order.
    func lowestSymbol(where test: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, c) in cells where test(symbol, c) && (best == nil || symbol < best!) { best = symbol }
        return best
    }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`; a coefficient that cancels to zero leaves the row.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = nearZero(sum) ? nil : sum
    }

    /// Adds `coefficient × row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key]! = -cells[key]! }
    }

    /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`; `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `lhs = …` (this row, whose basic symbol is `lhs`) as `rhs = …`.
    mutating func solve(for lhs: Symbol, in rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row that defines it.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        insert(row, c)
    }
}
