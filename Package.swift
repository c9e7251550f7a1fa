// swift-tools-version:6.0
// Sandglass: Core Animation for Swift on Linux. Modules and dependency arrows: docs/architecture.md §1.
import PackageDescription

let package = Package(
    name: "Sandglass",
    products: [
        .library(name: "Sandglass", targets: ["Sandglass"]),
        .library(name: "SandglassPreview", targets: ["SandglassPreview"]),
        // Snapshots of Core Animation code in a user's own tests, headless.
        .library(name: "SandglassSnapshot", targets: ["SandglassSnapshot"]),
        // iOS's module names over the same core, so Core Animation code keeps its imports.
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreText", targets: ["CoreText"]),
        .executable(name: "sandglass", targets: ["SandglassCLI"]),
        .executable(name: "sandglass-preview", targets: ["SandglassPreviewCLI"]),
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
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "COpenAL", pkgConfig: "openal",
                       providers: [.apt(["libopenal-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo",
                       providers: [.apt(["libcairo2-dev"])]),
        // Dear ImGui (Debian's libimgui-dev, with its GLFW and OpenGL 3 backends): imgui.pc gives the header
        // folder; CImGuiBridge's C API is what Swift sees.
        .systemLibrary(name: "CImGui", pkgConfig: "imgui",
                       providers: [.apt(["libimgui-dev"])]),
        // zlib's inflate for ZIP archives (`.lottie` files).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // prctl for isolated scenes (SupervisorChannel); a header, no library.
        .systemLibrary(name: "CProcessControl"),
        // JPEG (libjpeg-turbo) and WebP (libwebp) decoding for CGImage: a header of static inline C
        // (libjpeg reports errors by longjmp, which Swift cannot catch).
        .systemLibrary(name: "CImageCodecs", providers: [.apt(["libjpeg62-turbo-dev", "libwebp-dev"])]),

        // The frameworks, named as Apple's: CoreGraphics (geometry, paths, colours, images, CGContext on
        // Cairo), QuartzCore (Core Animation) on it, UIKit on that; then what is ours and not Apple's
        // (parameters, scene files, serialization, the scene runner), and the umbrella `Sandglass`.
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CImageCodecs"]),
        // QuartzCore also holds the frame without GL: the render-tree snapshot the model makes of itself,
        // and the planner that decides how each layer is drawn (it tessellates, hence SandglassTessellation).
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "SandglassTessellation"]),
        // Fonts (CTFont) for text laid out as outlines: Lottie text layers.
        .target(name: "CoreText", dependencies: ["CoreGraphics", "CFreeType", "CFontconfig"]),
        .target(name: "SandglassLayout"),
        .target(name: "UIKit", dependencies: ["QuartzCore", "SandglassLayout"]),
        .target(name: "SandglassTooling", dependencies: ["UIKit", "CZlib"]),
        .target(name: "Sandglass", dependencies: ["SandglassTooling"]),
        .target(name: "SandglassLottie", dependencies: ["SandglassTooling", "CoreText"]),
        .target(name: "SandglassTessellation", dependencies: ["CoreGraphics"]),
        // What every tool shares below the app: outputs that never replace inputs, private temporary
        // folders, child processes, interrupts, and PNG in and out of straight or premultiplied pixels.
        .target(name: "SandglassSystem", dependencies: ["CoreGraphics", "CPNG"]),
        // The GL backend: executes QuartzCore's frame plan and knows nothing above it (no scenes,
        // params or tooling).
        .target(name: "SandglassGL",
                dependencies: ["QuartzCore", "SandglassTessellation", "SandglassSystem", "CEpoxy", "CFreeType", "CoreText"]),
        // The preview's panels: Dear ImGui behind a small C API.
        .target(name: "CImGuiBridge", dependencies: ["CGLFW", "CImGui"]),
        // What the headless commands share with the preview, with no window: Swift scenes (compiling,
        // isolation, literals), export sinks, file watching, screenshots.
        .target(name: "SandglassHeadless", dependencies: ["SandglassGL", "SandglassSystem", "Sandglass", "SandglassLottie", "CProcessControl"]),
        // Headless snapshots for a user's tests: the GL renderer through EGL, else render(in:).
        .target(name: "SandglassSnapshot", dependencies: ["SandglassGL", "SandglassHeadless", "Sandglass"]),
        .target(name: "SandglassPreview", dependencies: ["SandglassHeadless", "SandglassGL", "UIKit", "CGLFW", "COpenAL", "CImGuiBridge"]),
        .target(name: "Scenes", dependencies: ["Sandglass", "UIKit"]),
        // Every benchmark: a scene's frames (drawn, or own CPU only), screenshots, the model's evaluation,
        // the tessellator, the dust split and a Lottie file against rlottie. `sandglass bench` runs them.
        .target(name: "SandglassBench", dependencies: ["SandglassHeadless", "SandglassLottieReference", "Scenes"]),
        // rlottie behind a small Swift type: a Lottie file's frames as straight RGBA, for tests and benchmarks.
        // rlottie is loaded when first used (dlopen), never linked: no tool needs the reference to run.
        .target(name: "SandglassLottieReference", dependencies: ["CoreGraphics"]),
        // The command line: its parsing, messages and every headless command.
        .target(name: "SandglassCommandLine", dependencies: ["SandglassHeadless", "Scenes", "SandglassBench"]),
        // --export-dynamic: a Swift scene compiled while the tool runs (`sandglass preview MyScene.swift`)
        // is a shared library whose references to Sandglass, UIKit... resolve to the tool's own copies,
        // so there is one CALayer type, one CATransaction, one of everything (docs/architecture.md).
        // `sandglass` links no window library (GLFW, ImGui, OpenAL); its `preview` and
        // `bench --windowed` run `sandglass-preview`, built beside it.
        .executableTarget(name: "SandglassCLI",
                          dependencies: ["SandglassCommandLine"],
                          path: "Sources/sandglass",
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .executableTarget(name: "SandglassPreviewCLI",
                          dependencies: ["SandglassCommandLine", "SandglassPreview"],
                          path: "Sources/sandglass-preview",
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),

        // The test process's one GL context and renderer, golden-image comparison with diff images, and
        // what a test does where it cannot draw (skip, or fail on CI).
        .target(name: "SandglassTestSupport", dependencies: ["SandglassGL", "SandglassSystem", "SandglassHeadless", "Sandglass", "CZlib"], path: "Tests/SandglassTestSupport"),
        .testTarget(name: "SandglassTests", dependencies: ["Sandglass"]),
        .testTarget(name: "SandglassLayoutTests", dependencies: ["SandglassLayout"]),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText"]),
        .testTarget(name: "SandglassLottieTests", dependencies: ["SandglassLottie", "SandglassTestSupport"]),
        .testTarget(name: "SandglassTessellationTests", dependencies: ["SandglassTessellation", "Sandglass"]),
        // The snapshot and the planner (in QuartzCore), and FrameSource, tested without GL.
        .testTarget(name: "FramePlanTests", dependencies: ["Sandglass"]),
        // Golden/ and PlanGolden/ are read beside the test files (#filePath), so that a failed run can
        // rewrite them: not resources.
        .testTarget(name: "SandglassSystemTests", dependencies: ["SandglassSystem", "CPNG"]),
        .testTarget(name: "SandglassBenchTests", dependencies: ["SandglassBench"]),
        .testTarget(name: "SandglassGLTests", dependencies: ["SandglassGL", "SandglassSystem", "SandglassHeadless", "SandglassTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "SandglassPreviewTests", dependencies: ["SandglassPreview", "SandglassHeadless", "SandglassTestSupport"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SandglassGL", "SandglassSnapshot", "SandglassTestSupport"],
                    exclude: ["Golden", "PlanGolden"]),
        .testTarget(name: "SandglassSnapshotTests", dependencies: ["SandglassSnapshot"]),
        .testTarget(name: "SandglassLottieReferenceTests", dependencies: ["SandglassLottieReference", "SandglassTestSupport"]),
        // The Lottie corpus drawn through Core Animation, against its pixel checks and rlottie.
        .testTarget(name: "SandglassLottieRenderTests",
                    dependencies: ["SandglassLottie", "SandglassHeadless", "SandglassSnapshot", "SandglassLottieReference", "SandglassTestSupport",
                                   "Scenes"]),
        .testTarget(name: "SandglassCLITests", dependencies: ["SandglassCLI", "SandglassCommandLine", "SandglassTestSupport"]),
        // Core Animation code written as for iOS, importing only UIKit and XCTest (and, where a test
        // plays the code as a scene, SandglassTooling).
        .testTarget(name: "SourceCompatibilityTests", dependencies: ["UIKit", "SandglassTooling"]),
    ],
    cxxLanguageStandard: .cxx17
)
