import Foundation

/// A colour written as text, the same way everywhere a user types one (a scene file's string colours,
/// `--background`): `#RRGGBB`, `#RRGGBBAA` (straight alpha), or a name (`clear`, `black`, `white`,
/// `red`, `green`, `blue`, `orange`, `yellow`, `gray`, `lightGray`, `darkGray`; `transparent` is `clear`).
public enum ColorText {
    /// The colours known by name.
    public static let named: [String: CGColor] = [
        "clear": .clear, "transparent": .clear, "black": .black, "white": .white, "red": .red, "green": .green,
        "blue": .blue, "orange": .orange, "yellow": .yellow, "gray": .gray, "lightGray": .lightGray,
        "darkGray": .darkGray,
    ]

    /// The colour `text` names, or nil when it is neither a known name nor `#` and 6 or 8 hex digits.
    public static func color(_ text: String) -> CGColor? {
        if let c = named[text] { return c }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              text.dropFirst().allSatisfy(\.isHexDigit), let hex = UInt64(text.dropFirst(), radix: 16) else { return nil }
        let v = text.count == 7 ? hex << 8 | 0xFF : hex
        func channel(_ shift: UInt64) -> CGFloat { CGFloat((v >> shift) & 0xFF) / 255 }
        return CGColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }
}
