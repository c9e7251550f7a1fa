import Foundation

// The `params` section: declarations that become a `SceneParameters`, exactly as a Swift scene's.
extension SceneFile {
    /// Reads the declarations in file order. Numeric fields (`default`, `min`, `max`, `x`, `y`,
    /// `count`, and the elements of array defaults) may be expressions over other params' defaults;
    /// they are evaluated in dependency order, and a circle of references is an error.
    static func declarations(_ node: JSONNode?, file: String, lines: SourceLineIndex) throws(SceneFileError) -> [ParameterDeclaration] {
        guard let node else { return [] }
        let boot = SceneFileReader(file: file, lines: lines, values: [:], declaredNames: [])
        guard case let .object(members) = node.value else { throw boot.wrongType(node, "params", "an object of name → declaration") }
        let names = members.map(\.key)
        var byName: [String: JSONMember] = [:]
        var fields: [String: [JSONMember]] = [:]
        for m in members {
            let p = "params." + m.key
            guard !m.key.isEmpty, m.key.utf8.allSatisfy(SceneExpression.isIdentifierByte) else {
                throw boot.error(m.keyStart, p, .badParam(m.key, .badName))
            }
            guard byName[m.key] == nil else { throw boot.error(m.keyStart, p, .duplicateKey(m.key)) }
            byName[m.key] = m
            fields[m.key] = try boot.members(m.value, p, allowed: SceneFileKeys.paramKeys.map(\.name), what: "a param declaration")
        }
        let order: [String]
        do throws(ParamDependencyOrder.Cycle) {
            order = try ParamDependencyOrder.sort(names, dependencies: fields.mapValues { $0.flatMap(references) })
        } catch {
            let first = error.names[0]
            throw boot.error(byName[first]!.keyStart, "params." + first, .cyclicParams(error.names))
        }
        var values: [String: ParameterValue] = [:]
        var declared: [String: ParameterDeclaration] = [:]
        for name in order {
            let reader = SceneFileReader(file: file, lines: lines, values: values, declaredNames: names)
            let d = try ParamDeclarationReader(name: name, member: byName[name]!, fields: fields[name] ?? [], r: reader).read()
            declared[name] = d
            values[name] = d.defaultValue
        }
        return names.compactMap { declared[$0] }
    }

    /// The params a field mentions: any `$name` in a numeric field's expressions, a whole `"$name"`
    /// in the others (the only form a string field resolves).
    private static func references(_ field: JSONMember) -> [String] {
        let numeric = ["default", "min", "max", "x", "y", "count"].contains(field.key)
        func scan(_ node: JSONNode) -> [String] {
            switch node.value {
            case let .string(s):
                if numeric { return SceneExpression.references(in: s) }
                return s.hasPrefix("$") ? [String(s.dropFirst())] : []
            case let .array(items): return items.flatMap(scan)
            default: return []
            }
        }
        return scan(field.value)
    }
}
