// Malformed and unfinished code, each group balanced: what the parser keeps, skips and marks missing.
let a = f(1, )
let b = [1, 2,, 3]
func g(_ : ) { work() }
struct S { var x: = 1; func h() -> { } }
if { } else { }
guard let y = z else
value = .
call(label: ) { in }
x = y ? : z
let (p, q) =
for in items { use() }
do { try } catch let { }
switch q { case : break default }
@Attribute
let c = 1 +
}
let after = 1
#if
let d = 2
#else if
#endif
extension { }
