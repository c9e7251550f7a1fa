import Foundation

/// The constants one scene declares, in declaration order (the order `sandglass params` prints them).
///
///     static let parameters = SceneParameters(scene: "sandclock", [
///         .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one full cycle"),
///         .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1), help: "how the pile grows"),
///     ])
///
/// Two declarations with one name are a programmer error (precondition).
public struct SceneParameters: Sendable, Equatable {
    /// The scene's command-line name; the params file is `assets/params/<scene>.json`.
    public let scene: String
    public let declarations: [ParameterDeclaration]
    private let indexByName: [String: Int]

    public init(scene: String, _ declarations: [ParameterDeclaration]) {
        var index: [String: Int] = [:]
        for (i, declaration) in declarations.enumerated() {
            precondition(index[declaration.name] == nil, "parameter '\(declaration.name)' is declared twice in \(scene)")
            index[declaration.name] = i
        }
        (self.scene, self.declarations, self.indexByName) = (scene, declarations, index)
    }

    /// The params file of the scene, relative to the checkout: `assets/params/<scene>.json`.
    public var defaultFilePath: String { "assets/params/\(scene).json" }

    /// The declaration named `name`, or nil when the scene has none.
    public func declaration(named name: String) -> ParameterDeclaration? {
        indexByName[name].map { declarations[$0] }
    }

    /// Every parameter at its default.
    public var defaults: ParameterValues { ParameterValues(parameters: self) }

    /// The declared name closest to `name` by edit distance, if it is close enough to be a likely typo
    /// (at most a third of the longer name's characters differ, and at least 1 may).
    public func suggestion(for name: String) -> String? {
        EditDistance.likelyTypo(of: name, among: declarations.map(\.name))
    }
}
