import CGLFW
import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless

/// A GLFW window with an OpenGL 3.3 core, forward-compatible context, vsync on.
///
/// The window is the preview's GL context: it conforms to `GLContext`, so renderer objects are created
/// from it. Input arrives as `WindowEvent`s in `drainEvents()` (GLFW's C callbacks cannot capture, so
/// they reach this object through the window user pointer and queue events). Sizes: `windowSize` is in
/// screen coordinates (points), `framebufferSize` in device pixels; on HiDPI screens they differ.
package final class WindowHost: GLContext {
    let window: OpaquePointer
    package var glVersion: String { GLInfoQuery.version(of: self) }
    private var events: [WindowEvent] = []
    /// The last message of GLFW's error callback (a C function pointer cannot capture a context, so the
    /// message goes through this one variable; windows are created on the main thread only).
    nonisolated(unsafe) private static var lastError = ""

    /// `glfwInit`, tried again for up to a second while the display refuses the connection: an X
    /// server that was left by its last client (Xvfb without `-noreset`, as xvfb-run starts it) resets
    /// and turns connections away for a moment, which made `bench --windowed` (a window, then the
    /// empty one) fail about one run in three.
    private static func initializeGLFW() -> Bool {
        for attempt in 0..<20 {
            if glfwInit() == GLFW_TRUE { return true }
            guard lastError.contains("Failed to open display"), attempt < 19 else { return false }
            usleep(50_000)
        }
        return false
    }

    package init(title: String, width: Int, height: Int) throws(GLContextError) {
        glfwSetErrorCallback { _, description in
            WindowHost.lastError = description.map { String(cString: $0) } ?? "unknown GLFW error"
        }
        guard Self.initializeGLFW() else {
            if (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty { throw .noDisplay }
            throw .windowCreationFailed(WindowHost.lastError)
        }
        glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
        guard let window = glfwCreateWindow(Int32(width), Int32(height), title, nil, nil) else {
            throw .windowCreationFailed(WindowHost.lastError)
        }
        self.window = window
        glfwMakeContextCurrent(window)
        glfwSwapInterval(1)
        glfwSetWindowUserPointer(window, Unmanaged.passUnretained(self).toOpaque())
        installCallbacks()
    }

    private static func host(_ window: OpaquePointer?) -> WindowHost? {
        guard let window, let pointer = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<WindowHost>.fromOpaque(pointer).takeUnretainedValue()
    }

    private func installCallbacks() {
        glfwSetKeyCallback(window) { window, key, _, action, mods in
            guard action == GLFW_PRESS || action == GLFW_REPEAT else { return }
            WindowHost.host(window)?.events.append(.key(Key(glfw: key), KeyModifiers(glfw: mods)))
        }
        // Text typed, as the keyboard layout makes it (a key press may make none, or one of another key's).
        glfwSetCharCallback(window) { window, codepoint in
            guard let scalar = Unicode.Scalar(codepoint) else { return }
            WindowHost.host(window)?.events.append(.text(String(Character(scalar))))
        }
        glfwSetFramebufferSizeCallback(window) { window, w, h in
            WindowHost.host(window)?.events.append(.framebufferResized(width: Int(w), height: Int(h)))
        }
        glfwSetWindowCloseCallback(window) { window in
            WindowHost.host(window)?.events.append(.closeRequested)
        }
        glfwSetMouseButtonCallback(window) { window, button, action, _ in
            guard let host = WindowHost.host(window) else { return }
            host.activity &+= 1  // every button: a paused preview redraws for a right click's menu too
            guard button == GLFW_MOUSE_BUTTON_LEFT else { return }
            host.mouseDown = action == GLFW_PRESS
            if host.mouseDown { host.events.append(.pointer(host.cursor, dragging: false)) }
        }
        glfwSetCursorPosCallback(window) { window, x, y in
            guard let host = WindowHost.host(window) else { return }
            host.cursor = CGPoint(x: x, y: y)
            host.activity &+= 1
            if host.mouseDown { host.events.append(.pointer(host.cursor, dragging: true)) }
        }
        // Only counted here: the panels (ImGui's GLFW backend, which chains to these) use the wheel.
        glfwSetScrollCallback(window) { window, _, _ in WindowHost.host(window)?.activity &+= 1 }
        glfwSetWindowRefreshCallback(window) { window in WindowHost.host(window)?.activity &+= 1 }
    }

    /// Counts input and window-system events of every kind (keys, buttons, pointer moves, the wheel,
    /// resizes, exposes): a paused preview redraws only when it changed.
    package private(set) var activity = 0

    private var mouseDown = false
    private var cursor = CGPoint.zero

    package func makeCurrent() {
        if glfwGetCurrentContext() != window { glfwMakeContextCurrent(window) }
    }

    /// Window size in screen coordinates (points).
    package var windowSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        glfwGetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Framebuffer size in device pixels (0 x 0 while minimised).
    package var framebufferSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        glfwGetFramebufferSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Pixels per point the window system asks for (1 on most screens, 2 on HiDPI ones).
    package var contentScale: Float {
        var x: Float = 1, y: Float = 1
        glfwGetWindowContentScale(window, &x, &y)
        return max(x, y)
    }

    /// Puts `text` on the window system's clipboard (GLFW's, the X selection here).
    package func setClipboard(_ text: String) { glfwSetClipboardString(window, text) }

    package var title: String = "" {
        didSet { glfwSetWindowTitle(window, title) }
    }

    /// Processes pending window-system events and returns what arrived since the last call; with
    /// `timeout`, first sleeps until an event arrives or `timeout` seconds passed.
    package func drainEvents(waitingUpTo timeout: Double? = nil) -> [WindowEvent] {
        if let timeout { glfwWaitEventsTimeout(timeout) } else { glfwPollEvents() }
        activity &+= events.count
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Presents the back buffer; blocks for vsync when the display provides it.
    package func swapBuffers() { glfwSwapBuffers(window) }

    deinit {
        glfwDestroyWindow(window)
        glfwTerminate()
    }
}

/// Something the window system told the preview.
package enum WindowEvent: Equatable, Sendable {
    case key(Key, KeyModifiers)
    /// Characters typed (after the key's own event), for a text field of the scene.
    case text(String)
    /// The left button went down at, or dragged to, a point in window coordinates (points, y down).
    case pointer(CGPoint, dragging: Bool)
    case framebufferResized(width: Int, height: Int)
    case closeRequested
}

/// Modifier keys held with a key press.
package struct KeyModifiers: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let shift = KeyModifiers(rawValue: 1)
    package static let control = KeyModifiers(rawValue: 2)
    package static let alt = KeyModifiers(rawValue: 4)

    init(glfw mods: Int32) {
        var m: KeyModifiers = []
        if mods & GLFW_MOD_SHIFT != 0 { m.insert(.shift) }
        if mods & GLFW_MOD_CONTROL != 0 { m.insert(.control) }
        if mods & GLFW_MOD_ALT != 0 { m.insert(.alt) }
        self = m
    }
}

/// The keys the preview understands, independent of GLFW so the controller is testable without a window.
package enum Key: Equatable, Sendable {
    case space, left, right, up, down, tab, enter, escape, backspace
    case character(Character)
    case digit(Int)
    case other(Int32)

    init(glfw key: Int32) {
        switch key {
        case GLFW_KEY_SPACE: self = .space
        case GLFW_KEY_LEFT: self = .left
        case GLFW_KEY_RIGHT: self = .right
        case GLFW_KEY_UP: self = .up
        case GLFW_KEY_DOWN: self = .down
        case GLFW_KEY_TAB: self = .tab
        case GLFW_KEY_ENTER, GLFW_KEY_KP_ENTER: self = .enter
        case GLFW_KEY_ESCAPE: self = .escape
        case GLFW_KEY_BACKSPACE: self = .backspace
        case GLFW_KEY_0...GLFW_KEY_9: self = .digit(Int(key - GLFW_KEY_0))
        case GLFW_KEY_A...GLFW_KEY_Z: self = .character(Character(Unicode.Scalar(UInt8(key - GLFW_KEY_A) + 97)))
        case GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD: self = .character("+")
        case GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT: self = .character("-")
        case GLFW_KEY_LEFT_BRACKET: self = .character("[")
        case GLFW_KEY_RIGHT_BRACKET: self = .character("]")
        default: self = .other(key)
        }
    }
}
