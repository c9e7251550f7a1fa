import Foundation

/// This process's own figures from `/proc/self/status` (Linux), such as `VmHWM` (peak resident
/// memory) and `VmData` (data mappings), in kilobytes.
public enum ProcessStatus {
    /// The value of `field` in kB, or nil when the kernel does not give it.
    public static func kilobytes(_ field: String) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return UInt64(line.split(separator: " ").dropFirst().first ?? "")
    }
}
