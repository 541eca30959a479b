#!/usr/bin/env swift
// Tricky literals: every form the lexer has to get right.
let hex = 0xFF_FF, octal = 0o7_7, binary = 0b1010_0101
let floats = [1.5, 1_000.000_1, 6.022e23, 1e-9, 0x1.8p3, 0xAp-2]
let member = 0xF.description + 1.description
let tuple = (1, (2, 3)); let inner = tuple.1.0
let ranges = (0...9, 0..<9, ...5, 2...)
let plain = "say \"hi\" \\ \t \u{1F600}"
let interpolated = "sum: \(1 + 2), nested: \("inner \(value) text"), closure: \({ x in x * 2 }(3))"
let raw = #"C:\path\"# + #"raw \#(value) and \(notInterpolated)"# + ##"has "# inside"##
let multi = """
    Line one with "quotes" and \(value)
    Line two with \"\"\"escaped\"\"\" and \"""not closed"" and \
    continuation
    """
let rawMulti = #"""
    enableBackgroundDelivery is text here "\(not)" \#(real)
    """#
let regex = /ab+c/
let extended = #/a/b/#
let multiRegex = #/
  (?<year>\d{4}) # comment: / not a delimiter
/#
let division = total / count / 2
let ratio = (a / b, c / d)
let chain = object?.child!.value ?? fallback
let `class` = "backticked"
let $projected = 1
let café = "unicode identifier"; let π = 3.14159; let 🐶 = "dog"
infix operator ∘: MultiplicationPrecedence
let composed = f ∘ g
let keyPath = \Person.name
let selector = #selector(AppDelegate.handle(_:))
if #available(iOS 17, *) { print(#file, #line) }
/* block /* nested */ still comment */ let afterComment = 1
/** doc block */
/// doc line
let empty = ""; let emptyRaw = #""#; let emptyMulti = """
    """
