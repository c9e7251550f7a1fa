extension String {
    /// The most characters of a value that a message quotes whole (a key, a number, an argument).
    public static let messageValueLimit = 64
    /// The most characters of a file path that a message quotes whole: PATH_MAX, so that every path
    /// the system accepts is shown as it is, and only one it would refuse anyway is shortened.
    public static let messagePathLimit = 4096

    /// The text for quoting in a one-line message: itself when at most `limit` characters, else its
    /// first 20 characters, "…" and its length (`11111111111111111111… (500000 characters)`), so that a
    /// 500,000-digit number or a megabyte key gives a short line that still says what was written.
    public func shortenedForMessage(limit: Int = messageValueLimit) -> String {
        guard utf8.count > limit else { return self }  // utf8.count is O(1) for native strings
        let characters = count
        guard characters > limit else { return self }
        return String(prefix(20)) + "… (\(characters) characters)"
    }
}
