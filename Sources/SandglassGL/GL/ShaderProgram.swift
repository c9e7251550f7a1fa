import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

/// A linked GLSL 330 program built from `<name>.vert` and `<name>.frag` in a shader folder.
public final class ShaderProgram {
    let context: GLContext
    public let name: String
    let handle: GLuint
    /// Locations of every `Uniform`, by raw value, resolved at link time.
    private let locations: [GLint]

    /// Compiles and links `<directory>/<name>.vert` (or `<vertex>.vert`) + `<name>.frag`, their
    /// includes expanded (`ShaderSource`). On error nothing is leaked and the error names the real file
    /// and line, inside an included file too.
    public convenience init(context: GLContext, directory: String, name: String, vertex: String? = nil) throws(ShaderError) {
        try self.init(context: context, name: name,
                      vertex: ShaderSource(name: "\(vertex ?? name).vert", folder: directory),
                      fragment: ShaderSource(name: "\(name).frag", folder: directory))
    }

    /// Compiles and links stages already read, with `defines` defined in both: one source read once
    /// serves every variant of a program.
    public init(context: GLContext, name: String, vertex: ShaderSource, fragment: ShaderSource,
                defines: [String] = []) throws(ShaderError) {
        self.context = context
        self.name = name
        context.makeCurrent()
        let vs = try ShaderProgram.compile(vertex, defines: defines, type: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vs) }
        let fs = try ShaderProgram.compile(fragment, defines: defines, type: GLenum(GL_FRAGMENT_SHADER))
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
        locations = Uniform.allCases.map { glGetUniformLocation(program, $0.glslName) }
    }

    private static func compile(_ source: ShaderSource, defines: [String], type: GLenum) throws(ShaderError) -> GLuint {
        let shader = glCreateShader(type)
        source.text(defining: defines).withCString { cString in
            var pointer: UnsafePointer<GLchar>? = cString
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            let log = infoLog(shader, isProgram: false)
            glDeleteShader(shader)
            throw source.compileError(driverLog: log)
        }
        return shader
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

    /// The location of `uniform` in this program (-1 when it does not use it).
    subscript(_ uniform: Uniform) -> GLint { locations[uniform.rawValue] }

    deinit {
        context.makeCurrent()
        glDeleteProgram(handle)
    }
}
