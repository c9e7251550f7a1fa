extension String {
    /// The text with control characters (line breaks, tabs, ESC...) written as Swift escapes (`\n`,
    /// `\u{1B}`), so that a message quoting user input (a key, a file name) stays one line.
    var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return self }
        return unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? $0.escaped(asASCII: true) : String($0) }.joined()
    }
}
