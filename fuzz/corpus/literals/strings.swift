let a = "a \("b 3") 4", b = #"x 5 \#(6) "7" "#, c = ##"y 8 "# 9"##
let d = """
  10 \(11 + f("\(12)")) "13"
  """
let e = "unterminated 14
let f = 15
