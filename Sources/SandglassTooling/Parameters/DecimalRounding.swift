import Foundation

/// Rounds edited numbers to the decimals their step shows, so a params file gets `7.7`, not
/// `7.700000000000001` (what 7.6 + 0.1 is in binary) nor a slider's `7.7031249`.
public enum DecimalRounding {
    /// The number of decimals of `step`'s power of ten: 0.1 -> 1, 0.05 -> 2, 10 -> 0; within 0...15.
    public static func decimals(forStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 3 }
        return min(15, max(0, Int((-log10(step)).rounded(.up))))
    }

    /// `value` rounded to `decimals` places, as the Double that the decimal text reads back as.
    public static func round(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return value }
        let text = String(format: "%.\(min(max(decimals, 0), 15))f", value)
        let rounded = Double(text) ?? value
        return rounded == 0 ? 0 : rounded  // no "-0"
    }

    /// A colour component edited as a 32-bit float, as the shortest decimal that reads back as that
    /// float (0.8f is 0.800000011920929 as a Double; this gives 0.8).
    public static func shortest(_ value: Float) -> Double { Double("\(value)") ?? Double(value) }
}

extension ParameterDeclaration {
    /// The decimals this parameter's numbers are written with: its fine step's, at least 3 for curves,
    /// points and number lists, 3 for colours.
    public var writtenDecimals: Int {
        switch kind {
        case .number(let range): return DecimalRounding.decimals(forStep: (step ?? ParameterStep(for: range)).fine)
        case .color: return 3
        default: return max(3, step.map { DecimalRounding.decimals(forStep: $0.fine) } ?? 3)
        }
    }

    /// `value` with its numbers rounded to `writtenDecimals`: what a params file holds of it.
    public func written(_ value: ParameterValue) -> ParameterValue {
        switch value {
        case .number(let v): return .number(DecimalRounding.round(v, decimals: writtenDecimals))
        case .numbers(let vs): return .numbers(vs.map { DecimalRounding.round($0, decimals: writtenDecimals) })
        default: return value
        }
    }
}
