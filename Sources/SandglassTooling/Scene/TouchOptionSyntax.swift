import Foundation
import UIKit

/// The text of a scripted touch, as `--tap X,Y@T` and `--drag X1,Y1->X2,Y2@T1-T2` give it: points of
/// the scene's root view and scene seconds, each time in 0...`SceneRunner.latestTime`. Nil for text
/// that is not one (the tool says what it expected); a drag's end must come after its start. A NUL
/// anywhere is refused: the number parser stops at one, so `0\u{0}99` read as 0.
public enum TouchOptionSyntax {
    /// A tap: down at T, up 0.1 s later, as finger `finger`.
    public static func tap(_ text: String, finger: Int) -> [TouchSample]? {
        guard !text.contains("\0"), let (pointText, timeText) = split(text, at: "@"), let point = point(pointText),
              let time = time(timeText) else { return nil }
        return TouchSample.tap(at: point, time: time).map { sample in
            var s = sample
            s.finger = finger
            return s
        }
    }

    /// A drag: down at T1 at the first point, a move every frame at constant speed, up at T2 at the
    /// second, as finger `finger`.
    public static func drag(_ text: String, finger: Int) -> TouchStroke? {
        guard !text.contains("\0"), let (path, times) = split(text, at: "@"), let (fromText, toText) = split(path, at: "->"),
              let from = point(fromText), let to = point(toText), let (startText, endText) = split(times, at: "-"),
              let start = time(startText), let end = time(endText), end > start else { return nil }
        return TouchStroke(from: from, to: to, start: start, end: end, finger: finger)
    }

    /// The parts before and after the first `separator`.
    private static func split(_ text: String, at separator: String) -> (String, String)? {
        guard let r = text.range(of: separator) else { return nil }
        return (String(text[..<r.lowerBound]), String(text[r.upperBound...]))
    }

    private static func point(_ text: String) -> CGPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    static func time(_ text: String) -> Double? {
        guard let t = Double(text), (0...SceneRunner.latestTime).contains(t) else { return nil }
        return t
    }
}
