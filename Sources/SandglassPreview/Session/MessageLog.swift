/// The messages strip's content: at most one line per source, each shown once, errors marked.
///
/// A source's new message replaces its old one, so a problem is never listed twice; `clear(_:)` drops
/// a source's message when it no longer applies (the params file loads again, the shaders compile), and
/// `clearAll()` runs on a scene switch. Notes (a screenshot saved, a file reloaded) fade after
/// `noteLifetime` seconds; a refused action (`.action`: a drag that cannot be written, nothing to
/// open) fades after `refusalLifetime`, since it answered one attempt; the errors of a state (a params
/// file, a scene file, the shaders) stay until the state is fixed and they are cleared.
package struct MessageLog: Equatable, Sendable {
    /// Where a message came from; each source holds at most one message.
    package enum Source: Int, Comparable, Sendable {
        case params, sceneFile, shaders, audio, action

        package static func < (a: Source, b: Source) -> Bool { a.rawValue < b.rawValue }
    }

    /// One message as shown.
    package struct Entry: Equatable, Sendable {
        package let source: Source
        package let text: String
        package let isError: Bool
        /// Seconds (the log's clock) when it was posted.
        package let posted: Double
    }

    package static let noteLifetime = 6.0
    package static let refusalLifetime = 12.0
    package private(set) var entries: [Entry] = []

    package init() {}

    /// Posts `text` for `source`, replacing that source's earlier message. Empty text clears it.
    package mutating func post(_ text: String, from source: Source, isError: Bool, at now: Double) {
        entries.removeAll { $0.source == source }
        guard !text.isEmpty else { return }
        entries.append(Entry(source: source, text: text, isError: isError, posted: now))
        entries.sort { ($0.isError ? 0 : 1, $0.source) < ($1.isError ? 0 : 1, $1.source) }
    }

    package mutating func clear(_ source: Source) { entries.removeAll { $0.source == source } }

    /// Brings `source`'s message up to date with a state that may hold a problem: the problem while
    /// there is one (posted once, not again each frame), else the latest status note, else nothing
    /// (an error that no longer applies is cleared). Returns the text newly posted, if any.
    package mutating func sync(_ source: Source, problem: String?, status: String?, at now: Double) -> String? {
        let shown = entries.first { $0.source == source }
        if let problem {
            guard shown?.text != problem || shown?.isError != true else { return nil }
            post(problem, from: source, isError: true, at: now)
            return problem
        }
        if let status {
            post(status, from: source, isError: false, at: now)
            return status
        }
        if shown?.isError == true { clear(source) }
        return nil
    }

    package mutating func clearAll() { entries.removeAll() }

    /// Drops notes older than `noteLifetime` and refusals older than `refusalLifetime`; returns whether
    /// anything was dropped.
    @discardableResult
    package mutating func expire(at now: Double) -> Bool {
        let before = entries.count
        entries.removeAll { entry in
            let lifetime = !entry.isError ? Self.noteLifetime : entry.source == .action ? Self.refusalLifetime : .infinity
            return now - entry.posted > lifetime
        }
        return entries.count != before
    }
}
