import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// rlottie's C API, loaded when first asked for (`dlopen`) rather than linked: rlottie is the
/// reference the tests and `sandglass bench` compare against, not part of what the tools need, so a
/// machine without it runs every command and only loses the comparison.
///
/// Debian names the library `librlottie.so.0-1` (package librlottie0-1); the development symlink
/// `librlottie.so` (librlottie-dev) is tried after it.
struct RLottieLibrary: @unchecked Sendable {
    typealias FromData = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    typealias GetSize = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<Int>?) -> Void
    typealias GetTotalFrame = @convention(c) (OpaquePointer?) -> Int
    typealias GetFrameRate = @convention(c) (OpaquePointer?) -> Double
    typealias Render = @convention(c) (OpaquePointer?, Int, UnsafeMutablePointer<UInt32>?, Int, Int, Int) -> Void

    let fromData: FromData
    let destroy: Destroy
    let getSize: GetSize
    let getTotalFrame: GetTotalFrame
    let getFrameRate: GetFrameRate
    let render: Render

    /// The names tried, in order.
    static let fileNames = ["librlottie.so.0-1", "librlottie.so.0", "librlottie.so"]

    /// The library, loaded once per process; the failure says what was tried and why it failed.
    static let shared: Result<RLottieLibrary, RLottieReferenceError> = load()

    private static func load() -> Result<RLottieLibrary, RLottieReferenceError> {
        var reasons: [String] = []
        for name in fileNames {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append(dlerror().map { String(cString: $0) } ?? name)
                continue
            }
            // Kept open for the process's life once it serves: animations hold code and data from it.
            func symbol<T>(_ symbolName: String, as type: T.Type) -> T? {
                dlsym(handle, symbolName).map { unsafeBitCast($0, to: type) }
            }
            guard let fromData = symbol("lottie_animation_from_data", as: FromData.self),
                  let destroy = symbol("lottie_animation_destroy", as: Destroy.self),
                  let getSize = symbol("lottie_animation_get_size", as: GetSize.self),
                  let getTotalFrame = symbol("lottie_animation_get_totalframe", as: GetTotalFrame.self),
                  let getFrameRate = symbol("lottie_animation_get_framerate", as: GetFrameRate.self),
                  let render = symbol("lottie_animation_render", as: Render.self) else {
                dlclose(handle)
                reasons.append("\(name): lacks rlottie's C API")
                continue
            }
            return .success(RLottieLibrary(fromData: fromData, destroy: destroy, getSize: getSize,
                                           getTotalFrame: getTotalFrame, getFrameRate: getFrameRate, render: render))
        }
        return .failure(.libraryMissing(reason: reasons.joined(separator: "; ")))
    }
}
