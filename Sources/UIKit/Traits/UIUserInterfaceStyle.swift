import Foundation

/// Light or dark appearance. `.unspecified` is a trait collection's "no opinion": a colour resolves it
/// as `.light`, as on iOS.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// A size class: how much room a dimension has. Stored as given; nothing here lays out by it.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}
