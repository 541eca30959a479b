import WakeLintCore
import WakeLintSwift

/// Why code that does not run at launch runs at all: the chain of callers back to a late entry (a view
/// lifecycle method, a scene callback, a SwiftUI modifier, a callback closure), so findings can quote it.
/// Built rule-side on the module index; `LaunchReachability` answers the "is it reached at launch" half.
struct LateReach {
    /// How a late piece of code is reached, innermost first.
    struct Explanation {
        /// `StepsStore.startObserving()`, `StepsViewController.viewDidLoad()`, …
        var chain: [String]
        /// What makes the outermost step late: `a view lifecycle method`, `the closure passed to 'onAppear'`;
        /// nil when no caller was found (e.g. reached only through a protocol or from another module).
        var lateEntry: String?
    }

    static let lateMethods: [String: String] = [
        "viewDidLoad()": "a view lifecycle method", "viewWillAppear(_:)": "a view lifecycle method",
        "viewDidAppear(_:)": "a view lifecycle method", "loadView()": "a view lifecycle method",
        "scene(_:willConnectTo:options:)": "a scene callback", "sceneDidBecomeActive(_:)": "a scene callback",
        "sceneWillEnterForeground(_:)": "a scene callback", "applicationDidBecomeActive(_:)": "an activation callback",
        "applicationWillEnterForeground(_:)": "an activation callback", "awakeFromNib()": "a view lifecycle method",
        "onAppear()": "a view callback", "willActivate()": "a watch interface callback", "didAppear()": "a watch interface callback",
    ]

    let code: HealthKitCode
    /// Qualified function name → call sites that may call it.
    private var callers: [String: [ModuleIndex.CallSite]] = [:]

    init(_ code: HealthKitCode) {
        self.code = code
        for site in code.callSites {
            for target in Self.targets(of: site, in: code.model.index) { callers[target, default: []].append(site) }
        }
    }

    /// The closure argument (innermost) that contains `range` within the same function, with the call it goes to.
    func enclosingClosureCall(of range: Range<Int>, file: Int, function: String?) -> ModuleIndex.CallSite? {
        code.callSites
            .filter { $0.file == file && $0.enclosingFunction == function
                && $0.closureArguments.contains { $0.closure.range.lowerBound < range.lowerBound && range.upperBound <= $0.closure.range.upperBound } }
            .min { $0.range.count < $1.range.count }
    }

    /// Explains why the code at `site` runs late; nil when a caller chain reaches launch.
    func explain(_ site: ModuleIndex.CallSite) -> Explanation {
        let function = site.enclosingFunction ?? "top-level code"
        if let closureCall = enclosingClosureCall(of: site.range, file: site.file, function: site.enclosingFunction) {
            return Explanation(chain: [function], lateEntry: "the closure passed to '\(closureCall.calleeName ?? "a call")'")
        }
        // Breadth-first over callers: the first late entry found gives the shortest chain.
        var queue: [[String]] = [[function]]
        var seen: Set<String> = [function]
        var head = 0
        while head < queue.count, head < 200 {
            let chain = queue[head]
            head += 1
            let current = chain.last!
            let signature = current.split(separator: ".").last.map(String.init) ?? current
            if let reason = Self.lateMethods[signature] { return Explanation(chain: chain, lateEntry: reason) }
            if signature == "body" || current.hasSuffix(".body") { return Explanation(chain: chain, lateEntry: "a SwiftUI view body") }
            for caller in callers[current] ?? [] {
                let name = caller.enclosingFunction ?? "top-level code"
                // A call from inside the chain (recursion, e.g. set up the next type from the observer's own
                // handler) cannot be what first runs it.
                guard !chain.contains(name) else { continue }
                if let closureCall = enclosingClosureCall(of: caller.range, file: caller.file, function: caller.enclosingFunction) {
                    return Explanation(chain: chain + [name], lateEntry: "the closure passed to '\(closureCall.calleeName ?? "a call")'")
                }
                if seen.insert(name).inserted { queue.append(chain + [name]) }
            }
        }
        return Explanation(chain: [function], lateEntry: nil)
    }

    /// Module functions a call may run (same resolution as launch reachability: self, type names, singletons,
    /// properties of known type), by qualified name.
    static func targets(of site: ModuleIndex.CallSite, in index: ModuleIndex) -> [String] {
        guard let name = site.calleeName else { return [] }
        let receiver = site.receiver.map { String($0.filter { $0 != "?" && $0 != "!" }) }
        var owner: String?
        var functionName = name
        if let first = name.unicodeScalars.first, ("A"..."Z").contains(first), receiver == nil {
            owner = name
            functionName = "init"
        } else if receiver == nil || receiver == "self" {
            owner = site.enclosingType
        } else if let receiver {
            let parts = Array(receiver.split(separator: ".").map(String.init).drop { $0 == "self" })
            if parts.count == 1, let part = parts.first {
                if let first = part.unicodeScalars.first, ("A"..."Z").contains(first) {
                    owner = part
                } else if let enclosing = site.enclosingType {
                    owner = index.propertyType(owner: enclosing, name: part)
                }
            } else if parts.count == 2 {
                owner = index.singletonType(owner: parts[0], property: parts[1]) ?? index.propertyType(owner: parts[0], name: parts[1])
            }
        }
        // Through the index's by-name table: filtering every function per call site made this quadratic.
        let candidates = index.signatures(named: functionName).filter { function in
            (function.enclosingType == owner || (owner == nil && receiver == nil && function.enclosingType == nil))
                && zip(function.labels, site.labels).allSatisfy { ($0 ?? "_") == $1 }
        }
        return Array(Set(candidates.map(\.qualifiedName))).sorted()
    }
}
