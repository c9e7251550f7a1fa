import Foundation
import Sandglass

/// Loads a compiled Swift scene into the tool and takes its descriptor.
///
/// A library is never unloaded: the scene's layers, closures and type metadata may outlive a reload
/// (a presentation copy, a completion block), and unloading code they point into would crash. Each
/// reload therefore keeps its library's code mapped, measured in the closing numbers of the docs
/// (tens of kilobytes a reload). The file is deleted once loaded (the mapping stays).
public enum SwiftSceneLibrary {
    public static func load(_ library: URL) throws(SwiftSceneError) -> SceneDescriptor {
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            throw .load(String(cString: dlerror()))
        }
        try? FileManager.default.removeItem(at: library)
        rmdir(library.deletingLastPathComponent().path)   // the work folder, when nothing else is in it
        guard let symbol = dlsym(handle, CompiledScene.entrySymbol) else {
            throw .load("\(library.lastPathComponent) has no \(CompiledScene.entrySymbol)")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
        let entry = unsafeBitCast(symbol, to: Entry.self)
        return Unmanaged<CompiledScene>.fromOpaque(entry()).takeRetainedValue().descriptor
    }
}
