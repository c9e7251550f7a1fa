enum E: Int { case a = 17, b = 18,
  c = -19 }
struct Vector<let count: Int> { var n: Int { count } }
@_alignment(16) struct Aligned { var x: Int8 = 1 }
@available(macOS 10.15, *) func later() -> Int { 3 }
func show() {
    let n = 3
    print("a \("b 3") 4", #"x 5 \#(n * 2) "7" "#, ##"y 8 "# 9"##, "\(2 * 21)")
    print("""
      11 \(12) "13"
      """)
    print(String("ab 15".firstMatch(of: #/b 15/#)!.output), String("xa 14".firstMatch(of: /a 14/)!.output))
    print(E.a.rawValue, E.b.rawValue, E.c.rawValue)
    let v: InlineArray<2, Int> = [21, 22], w: [3 of Int] = .init(repeating: 24)
    print(v[0] + v[1], w.count, w[2], Vector<4>().n)
    #if swift(>=5.0)
    print("new")
    #endif
    let x = -27, y = 100-28, z = (-29), m = -30.5.magnitude, q = 0...31, i8 = -128 as Int8
    print(x, y, z, m, q.count, i8, 0xFF, 1_000, 1e3, 0x1p3, 0b101, 0o17, -0x10)
    switch 5 { case -34, 5: print("five"); default: print("other") }
    let `raw 36` = 37
    print(`raw 36`, later(), MemoryLayout<Aligned>.alignment, [1, 2].map { $0 * 2 }, (4, 5).1)
    let half = 9 / 2, div = x / 3 / 3
    print(half, div)
}
@main struct Main { static func main() { show() } }

