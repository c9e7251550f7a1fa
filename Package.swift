// swift-tools-version:6.0
// Sandglass: Core Animation for Swift on Linux. Layout and dependency arrows: see README.md.
import PackageDescription

let package = Package(
    name: "Sandglass",
    products: [
        .library(name: "Sandglass", targets: ["Sandglass"]),
        .library(name: "SandglassPreview", targets: ["SandglassPreview"]),
        .executable(name: "sandglass", targets: ["SandglassCLI"]),
    ],
    targets: [
        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3",
                       providers: [.apt(["libglfw3-dev"])]),
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy",
                       providers: [.apt(["libepoxy-dev", "libegl-dev", "libgl-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),

        .target(name: "Sandglass"),
        .target(name: "SandglassTessellation", dependencies: ["Sandglass"]),
        .target(name: "SandglassRender",
                dependencies: ["Sandglass", "SandglassTessellation", "CEpoxy", "CPNG", "CFreeType"]),
        .target(name: "SandglassPreview", dependencies: ["SandglassRender", "CGLFW"]),
        .target(name: "Scenes", dependencies: ["Sandglass"]),
        .executableTarget(name: "SandglassCLI",
                          dependencies: ["SandglassPreview", "Scenes"],
                          path: "Sources/sandglass"),

        .testTarget(name: "SandglassTests", dependencies: ["Sandglass"]),
        .testTarget(name: "SandglassTessellationTests", dependencies: ["SandglassTessellation"]),
        .testTarget(name: "SandglassRenderTests", dependencies: ["SandglassRender"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "SandglassPreviewTests", dependencies: ["SandglassPreview"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SandglassRender"]),
        .testTarget(name: "SandglassCLITests", dependencies: ["SandglassCLI"]),
    ]
)
