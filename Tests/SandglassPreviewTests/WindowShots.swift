import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// Screenshots of the real preview window and what the smoke tests find in them.
enum WindowShots {
    /// A screenshot of the window (Ctrl+P) taken now, the `number`th in the run's folder.
    static func take(_ run: PreviewRun, _ window: String, number: Int) throws -> PixelBuffer {
        let shots = run.folder.appendingPathComponent("screenshots")
        func pngs() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: shots.path)) ?? []).filter { $0.hasSuffix(".png") })
        }
        let before = pngs()
        try PreviewSmokeTests.xdotool(["key", "--window", window, "ctrl+p"])
        XCTAssertTrue(waitFor { pngs().count == number }, "screenshot \(number)")
        let new = try XCTUnwrap(pngs().subtracting(before).first, "screenshot \(number)")
        return try PNGCodec.read(path: shots.appendingPathComponent(new).path)
    }

    static func pixel(_ p: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * p.width + x) * 4
        return Array(p.bytes[i..<(i + 3)])
    }

    /// The centre of the time field: the first run of a field's background, at least 40 points long,
    /// in the left part of the window's lower half (the timeline's second row).
    static func timeField(in shot: PixelBuffer) -> (x: Int, y: Int)? {
        let field: [UInt8] = [29, 47, 73]
        for y in (shot.height / 2)..<shot.height {
            var run = 0
            for x in 0..<min(200, shot.width) {
                run = pixel(shot, x, y) == field ? run + 1 : 0
                if run == 40 {
                    // Its top row: the centre is halfway down to its last row.
                    var bottom = y
                    while bottom + 1 < shot.height, pixel(shot, x - 20, bottom + 1) == field { bottom += 1 }
                    return (x - 20, (y + bottom) / 2)
                }
            }
        }
        return nil
    }
}
