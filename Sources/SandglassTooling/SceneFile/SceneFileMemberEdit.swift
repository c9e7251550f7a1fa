import Foundation

/// One key of an animation object in a scene file's text set to a new JSON value, added, or removed,
/// as the timeline writes an animation's `keyTimes` or `timingFunction`: only the value's bytes change
/// (or the new member's line is inserted after a neighbour), so comments, key order and spacing stay.
///
/// A key that is added goes after the last of `after` the object holds (`values` for `keyTimes`), on a
/// line of its own indented as that member is when it starts its line, else on the same line.
public enum SceneFileMemberEdit {
    /// The JSON text of `key` of the object at `jsonPath` as written (`[0, 0.2, 1]`), nil when the
    /// object has no such key.
    public static func valueText(of key: String, at jsonPath: String, in text: [UInt8]) -> Result<String?, SceneFileTimingProblem> {
        object(at: jsonPath, in: text).map { members in
            members.last { $0.key == key }.map { String(decoding: text[$0.value.start..<$0.value.end], as: UTF8.self) }
        }
    }

    /// Sets `key` of the object at `jsonPath` to the JSON text `json`: its value replaced, or the member
    /// added after the last of `after` present (else after the object's last member).
    public static func setting(_ key: String, to json: String, at jsonPath: String, in text: [UInt8],
                               after: [String]) -> Result<FileTextEdit, SceneFileTimingProblem> {
        object(at: jsonPath, in: text).flatMap { members in
            if let member = members.last(where: { $0.key == key }) {
                return .success(FileTextEdit(bytes: member.value.start..<member.value.end, replacement: Array(json.utf8)))
            }
            guard let anchor = members.last(where: { after.contains($0.key) }) ?? members.last else {
                return .failure(.noAnimation(jsonPath))
            }
            let separator = indentation(ofLineAt: anchor.keyStart, in: text).map { "\n" + $0 } ?? " "
            let member = ",\(separator)\"\(key)\": \(json)"
            return .success(FileTextEdit(bytes: anchor.value.end..<anchor.value.end, replacement: Array(member.utf8)))
        }
    }

    /// Removes `key` from the object at `jsonPath`: from the end of the member before it to the end of
    /// its value (what `setting` added), or, for the first member, up to the next one.
    public static func removing(_ key: String, at jsonPath: String, in text: [UInt8]) -> Result<FileTextEdit, SceneFileTimingProblem> {
        object(at: jsonPath, in: text).flatMap { members in
            guard let i = members.lastIndex(where: { $0.key == key }) else { return .failure(.missingKey(key)) }
            let member = members[i]
            let range = i > 0 ? members[i - 1].value.end..<member.value.end
                : member.keyStart..<(i + 1 < members.count ? members[i + 1].keyStart : member.value.end)
            return .success(FileTextEdit(bytes: range, replacement: []))
        }
    }

    private static func object(at jsonPath: String, in text: [UInt8]) -> Result<[JSONMember], SceneFileTimingProblem> {
        guard let root = try? JSONSourceParser.parse(text, allowingJSON5Extras: true) else { return .failure(.unreadable) }
        guard let node = SceneFileTimingSource.node(at: jsonPath, in: root), case let .object(members) = node.value else {
            return .failure(.noAnimation(jsonPath))
        }
        return .success(members)
    }

    /// The spaces and tabs before `offset` when they are all its line holds before it; nil when code
    /// comes first.
    private static func indentation(ofLineAt offset: Int, in text: [UInt8]) -> String? {
        var start = offset
        while start > 0, text[start - 1] == UInt8(ascii: " ") || text[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || text[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }
}
