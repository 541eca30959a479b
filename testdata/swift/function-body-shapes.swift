func work() {
    let y = if a { f() } else { g() }
    let z = switch b { case .x: h() default: i() }
    guard let v = try? load(), case .some(let w) = opt(), #available(iOS 16, *) else { return }
    for case let (p, q) in pairs(k()) where check(p) { use(q) }
    while let n = next() { n.run() }
    repeat { tick() } while more()
    do { try risky(Store.shared.value) } catch let e as MyError where e.retry() { log(e) } catch { }
    switch event() { case .a(let x) where x.ok(): self.handle(x) default: break }
    defer { cleanup() }
    #if DEBUG
    debugOnly()
    #else
    releaseOnly()
    #endif
    DispatchQueue.main.sync { insideSync() }
    queue.async { notReached() }
    items.forEach { each($0) }
    let text = "\(interp()) and \(Model.count)"
    let a = [one(), two()], d = [k1(): v1()]
    let s = obj?.prop!.method()[sub()](call()) ?? other() as? T
    Text(x)
    #if os(iOS)
        .bold(bolder())
    #endif
    throw failure(-code(), \.path, .member)
}
