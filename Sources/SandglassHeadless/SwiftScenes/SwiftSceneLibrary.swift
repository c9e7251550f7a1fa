import Foundation
import Sandglass
import SandglassSystem

/// Loads a compiled Swift scene into the tool and takes its descriptor.
///
/// A library is never unloaded: the scene's layers, closures and type metadata may outlive a reload
/// (a presentation copy, a completion block), and unloading code they point into would crash. Each
/// reload therefore keeps its library's code mapped (tens of kilobytes a reload). The file stays in
/// the private folder it was built in, so that a crash's backtrace can read its debug information;
/// the folder's owner removes it.
public enum SwiftSceneLibrary {
    /// Loads `library`, which must be in `folder`, checked to be private just before.
    public static func load(_ library: URL, from folder: PrivateFolder) throws(SwiftSceneError) -> SceneDescriptor {
        guard library.deletingLastPathComponent().path == folder.path else {
            throw .load("\(library.path) is not in the private folder \(folder.path)")
        }
        do { try folder.verified() } catch { throw .load(error.description) }
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            throw .load(String(cString: dlerror()))
        }
        guard let symbol = dlsym(handle, CompiledScene.entrySymbol) else {
            throw .load("\(library.lastPathComponent) has no \(CompiledScene.entrySymbol)")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let entry = unsafeBitCast(symbol, to: Entry.self)
        return Unmanaged<CompiledScene>.fromOpaque(entry()).takeRetainedValue().descriptor
    }
}
