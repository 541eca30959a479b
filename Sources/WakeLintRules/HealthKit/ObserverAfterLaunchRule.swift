import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-observer-after-launch.md
struct ObserverAfterLaunchRule: ProjectRule {
    static let id: RuleID = "hk-observer-after-launch"

    /// An observer query for a type with background delivery that is created or executed only after launch.
    /// The finding quotes how the code is reached; when no caller is found at all (a protocol, another module),
    /// it is info, never a warning. An observer made only in an asynchronous continuation (an authorization's or
    /// a delivery's completion, a `Task` after an `await`, a network callback) is late whoever calls it: that is
    /// reported in any code, a library's included. Lateness that depends on the app's launch is judged in app
    /// targets only, at the app's own call when the observer is in code it links.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        guard code.enablesBackgroundDelivery else { return }
        let launch = target.swift.launch
        // A library's sources alone (no launch code, no Info.plist or entitlements): the app that calls it
        // at launch, or not, is elsewhere.
        let judgesLaunch = !target.isCodeOnly && (!launch.entryPoints.isEmpty || target.describesAppBundle)
        let linkedCalls = target.linkedLibraryFiles.isEmpty ? nil : LinkedCodeCalls(target)
        // Every `x.execute(query)` with what its argument is bound to, resolved once (not once per observer).
        let executeSites = code.model.index.callSites(calling: "execute").filter(code.isActive).compactMap {
            site -> (site: ModuleIndex.CallSite, argument: Range<Int>, bound: Range<Int>?)? in
            guard site.hasReceiver || site.enclosingType == "HKHealthStore",
                let argument = site.call.arguments.first?.value
            else { return nil }
            return (site, argument.range, code.boundValue(of: argument, at: site)?.range)
        }
        // By file and by bound value, so each observer looks at its own candidates: the cost grows
        // with the observers and executes, not with their product.
        var executesByFile: [Int: [Int]] = [:]
        var executesByBound: [Range<Int>: [Int]] = [:]
        for (position, execute) in executeSites.enumerated() {
            executesByFile[execute.site.file, default: []].append(position)
            if let bound = execute.bound { executesByBound[bound, default: []].append(position) }
        }
        // Per function, the late calls that make every call of it late (see `lateCalls`).
        var lateMemo: [String: LateCalls?] = [:]
        for observer in code.observers where observer.sampleTypes.contains(where: { code.deliveryMayCover($0) }) {
            let inline = (executesByFile[observer.site.file] ?? []).filter {
                executeSites[$0].argument.contains(observer.site.range.lowerBound)
            }
            let executes = Set(inline + (executesByBound[observer.site.range] ?? [])).sorted().map {
                executeSites[$0].site
            }
            let inLinkedCode = target.linkedLibraryFiles.contains(observer.site.location.path)
            if !judgesLaunch || inLinkedCode,
                let continuation = Self.continuation(
                    around: observer.site, executes: executes, in: target, isActive: code.isActive, memo: &lateMemo)
            {
                let chain = continuation.calls.compactMap(\.enclosingFunction)
                context.report(
                    chain.isEmpty
                        ? .insideContinuation(continuation.verb, continuation.name)
                        : .lateThroughCallers(
                            continuation.verb, [continuation.site.enclosingFunction ?? "?"] + chain,
                            continuation.name),
                    at: continuation.site.nameLocation ?? continuation.site.location, input: .swift,
                    related: continuation.calls.map {
                        RelatedLocation($0.nameLocation ?? $0.location, "called here, only after launch")
                    } + [
                        RelatedLocation(
                            continuation.call.nameLocation ?? continuation.call.location, "the continuation")
                    ],
                    severity: .warning)
                continue
            }
            // This app's instances never run it (a flag every construction sets so).
            guard judgesLaunch, code.runsInThisApp(observer.site) else { continue }
            let lateSite: (site: ModuleIndex.CallSite, verb: String)
            if !launch.isLaunchTime(observer.site) {
                // Created inline in a late `execute(…)` or on its own: the creation is what runs late.
                lateSite = (observer.site, "created")
            } else if let execute = executes.first, !executes.contains(where: launch.isLaunchTime) {
                lateSite = (execute, "executed")
            } else {
                continue
            }
            let reach = launch.reach(of: lateSite.site, in: target.swift.graph)
            // Reached at launch in a way the launch chains do not hold (a dependency container resolving it).
            if case .launch = reach { continue }
            if case .unknown = reach, launch.entryPoints.isEmpty, !target.describesAppBundle { continue }
            var location = lateSite.site.nameLocation ?? lateSite.site.location
            var related: [RelatedLocation] = []
            // In linked code, the finding belongs at the app's own call that runs it; none, and it stays unjudged.
            if target.linkedLibraryFiles.contains(location.path) {
                guard let call = linkedCalls?.ownCall(reaching: location) else { continue }
                related.append(RelatedLocation(location, "the library code this call runs"))
                location = call.nameLocation ?? call.location
            }
            if let delivery = code.deliveries.first(where: { observer.sampleTypes.contains($0.sampleType) })
                ?? code.deliveries.first
            {
                related.append(
                    RelatedLocation(
                        delivery.site.nameLocation ?? delivery.site.location, "background delivery is enabled here"))
            }
            if let entry = launch.entryPoints.first {
                related.append(RelatedLocation(entry.location, "the app's launch code (\(entry.reason))"))
            }
            let severity: Severity? = if case .unknown = reach { .info } else { nil }
            context.report(
                .late(lateSite.verb, reach), at: location, input: .swift, related: related, severity: severity)
        }
    }
}

extension ObserverAfterLaunchRule {
    /// APIs whose closure runs once an asynchronous operation ends: never during launch.
    static let continuations: Set<String> = [
        "requestAuthorization", "enableBackgroundDelivery", "getRequestStatusForAuthorization", "dataTask",
        "downloadTask", "uploadTask", "requestAccess", "sink",
    ]

    /// A continuation that makes a call late, and the calls of the call's function, then of their functions, up
    /// to it (empty when the continuation's closure holds the call itself).
    typealias LateCalls = (call: ModuleIndex.CallSite, calls: [ModuleIndex.CallSite])

    /// The continuation whose closure holds the observer's creation, or else every execute of it: the call
    /// taking the closure, the site inside it, and the calls between them. A `Task { … }` counts when an `await`
    /// comes before the site. Lateness goes up to callers: a site in a function that only calls inside
    /// continuations make (`Task { await self.prepare() }`) is late too.
    static func continuation(
        around observer: ModuleIndex.CallSite, executes: [ModuleIndex.CallSite], in target: LintTarget,
        isActive: (ModuleIndex.CallSite) -> Bool, memo: inout [String: LateCalls?]
    ) -> (
        call: ModuleIndex.CallSite, site: ModuleIndex.CallSite, calls: [ModuleIndex.CallSite], name: String,
        verb: String
    )? {
        if let late = lateCalls(of: observer, in: target, isActive: isActive, depth: 6, memo: &memo) {
            return (late.call, observer, late.calls, late.call.calleeName ?? "a call", "created")
        }
        var lates: [LateCalls] = []
        for execute in executes {
            guard let late = lateCalls(of: execute, in: target, isActive: isActive, depth: 6, memo: &memo) else {
                return nil
            }
            lates.append(late)
        }
        guard let first = lates.first else { return nil }
        return (first.call, executes[0], first.calls, first.call.calleeName ?? "a call", "executed")
    }

    /// Whether `site` runs only after launch whoever calls its function, with what makes it so; nil when not,
    /// or not known. A function's callers count when it is not `public`/`open`, not an override or `@objc`
    /// (callers elsewhere may run it at once), has between one and 16 calls, and each of them is late.
    static func lateCalls(
        of site: ModuleIndex.CallSite, in target: LintTarget, isActive: (ModuleIndex.CallSite) -> Bool, depth: Int,
        memo: inout [String: LateCalls?]
    ) -> LateCalls? {
        let graph = target.swift.graph
        let source = target.swift.index.files[site.file].source
        let call = graph.closureCall(containing: site.range, file: site.file, function: site.enclosingFunction) {
            call in
            guard let name = call.calleeName else { return false }
            if continuations.contains(name) { return true }
            guard name == "Task" || name == "detached",
                let closure = call.closureArguments.first?.closure
            else { return false }
            let before = closure.range.lowerBound..<site.range.lowerBound
            return source.tokens(in: before).contains { source.text(of: $0) == "await" }
        }
        if let call { return (call, []) }
        guard depth > 0, let function = site.enclosingFunction, let entry = graph.function(function),
            !Set(entry.modifiers).contains(where: { ["public", "open", "override"].contains($0) }),
            !entry.attributes.contains("objc")
        else { return nil }
        if let known = memo[function] { return known }
        // A cycle back here is not what first runs the function.
        memo[function] = .some(nil)
        let callers = graph.callers(of: function).filter(isActive)
        var found: LateCalls?
        if !callers.isEmpty, callers.count <= 16 {
            for caller in callers {
                guard let late = lateCalls(of: caller, in: target, isActive: isActive, depth: depth - 1, memo: &memo)
                else {
                    found = nil
                    break
                }
                if found == nil { found = (late.call, [caller] + late.calls) }
            }
        }
        memo[function] = .some(found)
        return found
    }
}

extension Finding.Message {
    fileprivate static func insideContinuation(_ verb: String, _ name: String) -> Self {
        let place = name == "Task" || name == "detached" ? "a Task after an 'await'" : "the completion of '\(name)'"
        return
            "HKObserverQuery \(verb) only inside \(place), which runs after launch whoever calls this code: HealthKit calls observer handlers as soon as the app launches, so create and execute every observer query from application(_:didFinishLaunchingWithOptions:), not in a continuation"
    }

    fileprivate static func lateThroughCallers(_ verb: String, _ chain: [String], _ name: String) -> Self {
        let place = name == "Task" || name == "detached" ? "a Task after an 'await'" : "the completion of '\(name)'"
        var path = "HKObserverQuery \(verb) in '\(chain[0])'"
        for caller in chain.dropFirst() { path += ", called from '\(caller)'" }
        return
            "\(path) inside \(place), which runs after launch whoever calls this code: HealthKit calls observer handlers as soon as the app launches, so create and execute every observer query from application(_:didFinishLaunchingWithOptions:), not in a continuation"
    }

    fileprivate static func late(_ verb: String, _ reach: CallReach) -> Self {
        let (chain, lateEntry): ([String], String?) =
            switch reach {
            case .late(let chain, let entry): (chain, entry)
            case .launch(let chain), .unknown(let chain): (chain, nil)
            }
        var path = "HKObserverQuery \(verb) in '\(chain[0])'"
        for caller in chain.dropFirst() { path += ", called from '\(caller)'" }
        let why =
            if let entry = lateEntry {
                chain.count == 1 && entry.hasPrefix("the closure")
                    ? " inside \(entry), which runs after launch" : " (\(entry), which runs after launch)"
            } else {
                "; no caller found in this target (only reached through a protocol or from another module?)"
            }
        let reach = lateEntry?.hasPrefix("the closure") == true ? "" : "; no call from launch reaches it"
        return
            "\(path)\(why)\(reach): HealthKit calls observer handlers as soon as the app launches, so create and execute every observer query from application(_:didFinishLaunchingWithOptions:)"
    }
}
