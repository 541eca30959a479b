#!/usr/bin/env swift
import struct Foundation.Date
@testable import Kit
@available(iOS 17, *) @MainActor
public final class Model: NSObject, @unchecked Sendable where T: Equatable {
    private(set) var state = 0 { didSet { print(oldValue) } willSet(next) { _ = next } }
    lazy var a = 1, b: Int? = nil
    var computed: Int { get async throws { 1 } set { } }
    var implicit: String { "x" }
    static let shared = Model()
    nonisolated(unsafe) let raw: [String: Any] = [:]
    typealias Handler<T> = (T) -> Void
    associatedtype Item: Hashable
    subscript(index: Int, default value: Int = 0) -> Int { get { index } set(v) { } }
    init?(value: Int, _ other: String = "a\(value, privacy: .public)b") throws { super.init() }
    func ==<T>(lhs: T, rhs: T) -> Bool { true }
    class func f(_ x: inout Int, y z: @escaping @Sendable () async -> Void...) rethrows -> some View where Z: P {}
    deinit {}
    prefix operator +++
    enum Kind: String { case a = "x", b, c(Int) }
    protocol P: class, Q { func g() }
}
extension Model.Inner<Int>: P where Self: AnyObject {}
actor Worker {}
macro m() = #externalMacro(module: "M", type: "T")
let value = try? await fetch(x, label: y) { [weak self, unowned(unsafe) u, s = self.store] a, b in
    guard let self, case .some(let v)? = a as? Int?, #available(iOS 16, *) else { return }
    defer { done() }
    outer: for case let (i, j) in pairs where i > j { continue outer }
    for (index, element) in zip(a, b).enumerated() { break }
    while let x = next(), x != 0 { x += 1 }
    repeat { n -= 1 } while n > 0
    do throws(E) { try! risky() } catch let error as NSError where error.code == 1 { throw error } catch is CancellationError, Err.a { } catch { }
    switch value {
    case .failure(let error as URLError), .success(let (code: c, _)): fallthrough
    case Tree<C>.Error.cycle(let c), "literal", 0..<10, let x? where x > 0, (let a, .none): break
    #if DEBUG
    case .debug: break
    #endif
    @unknown default: break
    }
    let y = if a { 1 } else if b { 2 } else { 3 }
    let z = switch a { case 1: "one" default: "many" }
    let w = x!.y?.z![0]?(1) ?? .init(rawValue: 1)!
    let p = \Model.state?.count
    let r = #/a+b/#
    let s = /ab+c/
    let t = a ? b : c
    let u = [1, 2, 3].map { $0 * 2 }.reduce(0, +).sorted(by: <)
    let v = Array<Int>() as! [Int]
    let k = value is String
    let m = -x + !y
    let q = x++
    let d = ["a": 1, "b": f(2)]
    let e: [Int] = []
    let g = items[index] { $0 } label: { $1 }
    let h = handle(_:with:)
    let i = CompletionShell.init(rawValue:)
    let l = #selector(tapped(_:))
    let unsafePointer = unsafe p.pointee
    let each = repeat each xs
    let consumed = consume x
    let raw = ##"raw \##(x) "quoted" "##
    let multi = """
        line \(a + b)
        """
    sheet(isPresented: $x) { View() } onDismiss: { done() }
    Text(x)
    #if os(iOS)
        .bold()
    #elseif os(macOS)
        .italic()
    #else
        .padding()
    #endif
    if tasks.contains { $0.id == id } { run() }
    Task { @MainActor in await work() }
    return
}
#if false
func inactive() {}
#elseif canImport(UIKit) && !targetEnvironment(simulator) || swift(>=5.9)
@objc func active() {}
#endif
