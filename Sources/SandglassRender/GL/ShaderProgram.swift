import CEpoxy
import Foundation

/// Why a shader could not be built; each case names the file and, where GL says, the line.
public enum ShaderError: Error, Equatable, CustomStringConvertible {
    case missingFile(path: String)
    case compile(file: String, line: Int?, message: String)
    case link(program: String, message: String)

    public var description: String {
        switch self {
        case .missingFile(let p): return "\(p): shader file not found"
        case .compile(let f, let line, let m): return "\(f)\(line.map { ":\($0)" } ?? ""): \(m)"
        case .link(let p, let m): return "program \(p): link failed: \(m)"
        }
    }
}

/// A linked GLSL 330 program built from `<name>.vert` and `<name>.frag` in a shader folder.
public final class ShaderProgram {
    let context: GLContext
    public let name: String
    let handle: GLuint
    private var uniformLocations: [String: GLint] = [:]

    /// Compiles and links `<directory>/<name>.vert` + `.frag`. On error nothing is leaked and the error
    /// names the file and line as the driver reported them (Mesa writes "0:LINE(COL): error: ...").
    public init(context: GLContext, directory: String, name: String, vertex: String? = nil) throws(ShaderError) {
        self.context = context
        self.name = name
        context.makeCurrent()
        let vertexPath = "\(directory)/\(vertex ?? name).vert", fragmentPath = "\(directory)/\(name).frag"
        let vs = try ShaderProgram.compile(path: vertexPath, type: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vs) }
        let fs = try ShaderProgram.compile(path: fragmentPath, type: GLenum(GL_FRAGMENT_SHADER))
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        var status: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            let log = ShaderProgram.infoLog(program, isProgram: true)
            glDeleteProgram(program)
            throw .link(program: name, message: log)
        }
        handle = program
    }

    private static func compile(path: String, type: GLenum) throws(ShaderError) -> GLuint {
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { throw .missingFile(path: path) }
        let shader = glCreateShader(type)
        source.withCString { cString in
            var pointer: UnsafePointer<GLchar>? = cString
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            let log = infoLog(shader, isProgram: false)
            glDeleteShader(shader)
            let (line, message) = parseDriverLog(log)
            throw .compile(file: path, line: line, message: message)
        }
        return shader
    }

    /// Extracts the first line number and message from a driver log such as
    /// "0:12(5): error: `foo' undeclared"; returns the whole first line when the format is unknown.
    static func parseDriverLog(_ log: String) -> (line: Int?, message: String) {
        let first = log.split(separator: "\n").first.map(String.init) ?? log
        guard let colon = first.firstIndex(of: ":"), let paren = first.firstIndex(of: "(") else {
            return (nil, first)
        }
        let number = first[first.index(after: colon)..<paren]
        guard let line = Int(number), let close = first.firstIndex(of: ")") else { return (nil, first) }
        let rest = first[first.index(after: close)...].drop { $0 == ":" || $0 == " " }
        return (line, String(rest))
    }

    private static func infoLog(_ object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram { glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) }
        else { glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) }
        guard length > 1 else { return "no log" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        if isProgram { glGetProgramInfoLog(object, length, nil, &buffer) }
        else { glGetShaderInfoLog(object, length, nil, &buffer) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func use() {
        context.makeCurrent()
        glUseProgram(handle)
    }

    func location(_ uniform: String) -> GLint {
        if let l = uniformLocations[uniform] { return l }
        let l = glGetUniformLocation(handle, uniform)
        uniformLocations[uniform] = l
        return l
    }

    deinit {
        context.makeCurrent()
        glDeleteProgram(handle)
    }
}
