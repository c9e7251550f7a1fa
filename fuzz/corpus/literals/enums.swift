enum E: Int {
    case a = 1, b = -2,
         c = 3
    case d = 4; static let x = 5
}
switch e { case 6, -7: break; default: break }
let v: InlineArray<8, Int> = [9, 10]; let w: [11 of Int]
@available(iOS 12.0, *) @_alignment(16) struct S {}
#if swift(>=5.9)
#sourceLocation(file: "x.swift", line: 20)
#endif
