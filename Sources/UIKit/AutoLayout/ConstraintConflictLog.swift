import Foundation

/// The message Xcode shows when required constraints contradict each other, with `listed` (the
/// constraints that meet the broken one, then the broken one) and the constraint given up.
func conflictMessage(listed: [String], breaking broken: String) -> String {
    var lines = [
        "Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if listed.contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
        lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                     + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines += listed.enumerated().map { index, text in "    \"\(text)\"" + (index < listed.count - 1 ? "," : "") }
    lines += [")", "", "Will attempt to recover by breaking constraint ", broken, ""]
    return lines.joined(separator: "\n") + "\n"
}
