import CImGuiBridge

extension ViewportSettings.Background {
    /// The bridge's name for this background: the controller's state stays free of ImGui.
    var backdrop: SGUIBackdrop {
        switch self {
        case .dark: .dark
        case .light: .light
        case .checker: .checker
        }
    }
}
