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
        for observer in code.observers where observer.sampleTypes.contains(where: { code.deliveryMayCover($0) }) {
            let inline = (executesByFile[observer.site.file] ?? []).filter {
                executeSites[$0].argument.contains(observer.site.range.lowerBound)
            }
            let executes = Set(inline + (executesByBound[observer.site.range] ?? [])).sorted().map {
                executeSites[$0].site
            }
            let inLinkedCode = target.linkedLibraryFiles.contains(observer.site.location.path)
            if !judgesLaunch || inLinkedCode,
                let continuation = Self.continuation(around: observer.site, executes: executes, in: target)
            {
                context.report(
                    .insideContinuation(continuation.verb, continuation.name),
                    at: continuation.site.nameLocation ?? continuation.site.location, input: .swift,
                    related: [
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

    /// The continuation whose closure holds the observer's creation, or else every execute of it: the call
    /// taking the closure, and the site inside it. A `Task { … }` counts when an `await` comes before the site.
    static func continuation(
        around observer: ModuleIndex.CallSite, executes: [ModuleIndex.CallSite], in target: LintTarget
    ) -> (call: ModuleIndex.CallSite, site: ModuleIndex.CallSite, name: String, verb: String)? {
        let graph = target.swift.graph
        func continuation(of site: ModuleIndex.CallSite) -> ModuleIndex.CallSite? {
            graph.closureCall(containing: site.range, file: site.file, function: site.enclosingFunction) { call in
                guard let name = call.calleeName else { return false }
                if continuations.contains(name) { return true }
                guard name == "Task" || name == "detached",
                    let closure = call.closureArguments.first?.closure
                else { return false }
                let before = closure.range.lowerBound..<site.range.lowerBound
                let source = target.swift.index.files[site.file].source
                return source.tokens(in: before).contains { source.text(of: $0) == "await" }
            }
        }
        if let call = continuation(of: observer) {
            return (call, observer, call.calleeName ?? "a call", "created")
        }
        let calls = executes.map(continuation)
        guard let first = calls.first, let call = first, calls.allSatisfy({ $0 != nil }) else { return nil }
        return (call, executes[0], call.calleeName ?? "a call", "executed")
    }
}

extension Finding.Message {
    fileprivate static func insideContinuation(_ verb: String, _ name: String) -> Self {
        let place = name == "Task" || name == "detached" ? "a Task after an 'await'" : "the completion of '\(name)'"
        return
            "HKObserverQuery \(verb) only inside \(place), which runs after launch whoever calls this code: HealthKit calls observer handlers as soon as the app launches, so create and execute every observer query from application(_:didFinishLaunchingWithOptions:), not in a continuation"
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
