import Foundation
import Synchronization

/// Problems in the app's code that Core Animation would pass over silently (a refused animation, a
/// value of the wrong kind), said on stderr, each distinct line once: a scene that re-adds the same
/// animation every cycle, or is rebuilt on every seek, says why once.
package enum ProblemLog {
    private static let said = Mutex<Set<String>>([])

    /// Writes `line` (control characters escaped) to stderr unless it was written before.
    package static func report(_ line: String) {
        let safe = line.escapingControlCharacters
        guard said.withLock({ $0.insert(safe).inserted }) else { return }
        FileHandle.standardError.write(Data((safe + "\n").utf8))
    }
}
