import UIKit
// final class Commented: UIView {}
let doc = """
final class DocView: UIView { }
"""
let raw = #"class Raw: UIView { "x" }"#
#if false
final class OldView: UIView { }
#else
final class NewView: UIView { }
#endif
private final class HelperView: UIView { }
final class Box<T>: UIView { }
final class Screen: UIView {
    final class Inner: UIView { }
}
