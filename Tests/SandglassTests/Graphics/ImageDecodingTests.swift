import Foundation
import Sandglass
import XCTest

/// Images decode by their content, PNG, JPEG (libjpeg-turbo) and WebP (libwebp), whatever
/// their name says; animation files embed JPEGs under `.png` names, and only PNG decoded.
final class ImageDecodingTests: XCTestCase {
    /// 16 x 16 of (200, 40, 40), JPEG quality 100 (cjpeg).
    static let solidJPEG = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAQABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8v6KKK/ic/wCoA//Z")!)
    /// 16 x 16 grey 90, a one-channel JPEG.
    static let grayJPEG = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAQABABAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APzPooor/9k=")!)
    /// 16 x 16, left half opaque (255, 128, 0), right half (0, 0, 255) at alpha 128, lossless WebP (cwebp).
    static let halfWebP = [UInt8](Data(base64Encoded: "UklGRigAAABXRUJQVlA4TBsAAAAvD8ADEA8wgPO///8DDB6IBZP5S3dnENH/yAUA")!)
    /// The same pixels as a PNG.
    static let halfPNG = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAHklEQVR4nGP438DwHx9mYACS+PCoAaMGjBowXAwAAK18/pAeT5UhAAAAAElFTkSuQmCC")!)

    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }

    func testAJPEGDecodesWithinItsQuantisation() throws {
        let image = try CGImage(decoding: Self.solidJPEG)
        XCTAssertEqual([image.width, image.height], [16, 16])
        for (c, expected) in zip(rgba(image, 7, 9), [200, 40, 40, 255] as [Int]) { XCTAssertEqual(Int(c), expected, accuracy: 2) }
        let gray = try CGImage(decoding: Self.grayJPEG)
        for (c, expected) in zip(rgba(gray, 3, 3), [90, 90, 90, 255] as [Int]) { XCTAssertEqual(Int(c), expected, accuracy: 2) }
    }

    func testAWebPDecodesExactlyAndPremultiplied() throws {
        let image = try CGImage(decoding: Self.halfWebP)
        XCTAssertEqual([image.width, image.height], [16, 16])
        XCTAssertEqual(rgba(image, 2, 5), [255, 128, 0, 255])
        XCTAssertEqual(rgba(image, 12, 5), [0, 0, 128, 128], "blue at alpha 128, premultiplied")
        XCTAssertEqual(try CGImage(decoding: Self.halfPNG).pixels.bytes, image.pixels.bytes, "the same pixels as the PNG")
    }

    func testTheFormatIsTheContentsNotTheName() throws {
        XCTAssertEqual(CGImageFormat(signatureOf: Self.solidJPEG), .jpeg)
        XCTAssertEqual(CGImageFormat(signatureOf: Self.halfWebP), .webp)
        XCTAssertEqual(CGImageFormat(signatureOf: Self.halfPNG), .png)
        XCTAssertNil(CGImageFormat(signatureOf: Array("GIF89a".utf8)))
    }

    func testDamageAndSizeAreOneClause() {
        XCTAssertThrowsError(try CGImage(decoding: Array("not an image".utf8))) { XCTAssertEqual("\($0)", "not a PNG, JPEG or WebP image") }
        XCTAssertThrowsError(try CGImage(decoding: Array(Self.solidJPEG.prefix(40)))) {
            XCTAssertTrue("\($0)".hasPrefix("not a valid JPEG"), "\($0)")
        }
        XCTAssertThrowsError(try CGImage(decoding: Array(Self.solidJPEG.prefix(300)))) {
            XCTAssertTrue("\($0)".hasPrefix("not a valid JPEG"), "a file cut in its tables: \($0)")
        }
        XCTAssertThrowsError(try CGImage(decoding: Array(Self.halfWebP.prefix(30)))) { XCTAssertTrue("\($0)".hasPrefix("not a valid WebP"), "\($0)") }
        // A JPEG header declaring 20000 x 16: its SOF0 size bytes rewritten, refused before decoding.
        var wide = Self.solidJPEG
        if let sof = (0..<(wide.count - 9)).first(where: { wide[$0] == 0xFF && wide[$0 + 1] == 0xC0 }) {
            (wide[sof + 7], wide[sof + 8]) = (UInt8(20000 >> 8), UInt8(20000 & 0xFF))
        }
        XCTAssertThrowsError(try CGImage(decoding: wide)) {
            XCTAssertEqual("\($0)", "the JPEG is 20000x16 px; images may be at most 16384 px a side and 67108864 px in all")
        }
    }

    /// UIImage(data:) and UIImage(contentsOfFile:) read every format, whatever the file is called.
    func testUIImageReadsEveryFormat() throws {
        XCTAssertEqual(UIImage(data: Data(Self.halfWebP))?.size, CGSize(width: 16, height: 16))
        XCTAssertEqual(UIImage(data: Data(Self.solidJPEG), scale: 2)?.size, CGSize(width: 8, height: 8))
        XCTAssertNil(UIImage(data: Data("x".utf8)))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("jpeg-named-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(Self.solidJPEG).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(UIImage(contentsOfFile: path)?.cgImage?.width, 16, "a JPEG under a .png name")
    }
}
