import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// Typing into a scene's text field in Interact mode, against the real window: a click focuses the
/// field, and then the keys type into it (a digit does not switch scenes, Space does not pause),
/// Backspace deletes, and Esc puts the keyboard away instead of quitting; once it is away, Esc quits.
final class TypingSmokeTests: XCTestCase {
    func testKeysTypeIntoAFocusedFieldAndEscPutsTheKeyboardAway() throws {
        try PreviewSmokeTests.requireDisplay()
        let source = """
            import Foundation
            import UIKit

            final class Entry: UIView {
                static let previewSize = CGSize(width: 200, height: 100)
                let field = UITextField(frame: CGRect(x: 10, y: 20, width: 180, height: 60))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .blue
                    field.backgroundColor = .white
                    addSubview(field)
                    field.addAction(UIAction { [unowned self] _ in
                        FileHandle.standardError.write(Data("typed [\\(field.text ?? "")]\\n".utf8))
                    }, for: .editingChanged)
                    field.addAction(UIAction { _ in FileHandle.standardError.write(Data("editing ended\\n".utf8)) }, for: .editingDidEnd)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            """
        let run = try PreviewRun(["preview", "Entry.swift", "--mute"], files: ["Entry.swift": source])
        defer { run.stop() }
        let window = try run.windowInteracting()
        let shot = try WindowShots.take(run, window, number: 1)
        var white: [(Int, Int)] = []
        for y in stride(from: 0, to: shot.height, by: 2) {
            for x in stride(from: 0, to: shot.width, by: 2) where WindowShots.pixel(shot, x, y) == [255, 255, 255] {
                // Only white inside the blue scene: the field.
                if x >= 4, WindowShots.pixel(shot, x - 4, y) == [255, 255, 255] || WindowShots.pixel(shot, x - 4, y) == [0, 0, 255] {
                    white.append((x, y))
                }
            }
        }
        let field = try XCTUnwrap(white.isEmpty ? nil : (white.map(\.0).sorted()[white.count / 2], white.map(\.1).sorted()[white.count / 2]))
        try PreviewSmokeTests.xdotool(["mousemove", "--window", window, String(field.0), String(field.1), "click", "1"])
        usleep(400_000)
        try PreviewSmokeTests.xdotool(["type", "--window", window, "--delay", "60", "a8 b"])
        try PreviewSmokeTests.xdotool(["key", "--window", window, "BackSpace"])
        XCTAssertTrue(waitFor(seconds: 5) { run.stderr.contains("typed [a8 ]") }, run.stderr)
        let title = try PreviewSmokeTests.xdotool(["getwindowname", window])
        XCTAssertTrue(title.contains("Entry"), "the 8 typed, it did not open the eighth scene: \(title)")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor(seconds: 5) { run.stderr.contains("editing ended") }, run.stderr)
        XCTAssertTrue(run.preview.isRunning, "Esc put the keyboard away, it did not quit")
        try PreviewSmokeTests.xdotool(["key", "--window", window, "Escape"])
        XCTAssertTrue(waitFor { !run.preview.isRunning }, "with no field edited, Esc quits")
    }
}
