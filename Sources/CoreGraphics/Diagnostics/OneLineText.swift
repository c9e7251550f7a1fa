extension String {
    /// The text with control characters (line breaks, tabs, ESC, DEL, and the C1 controls such as the
    /// one-byte CSI U+009B) written as Swift escapes (`\n`, `\u{1B}`), so that a message quoting user
    /// input (a key, a file name, a command-line argument) stays one line and cannot drive the terminal.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        return unicodeScalars.map { Self.isControl($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
