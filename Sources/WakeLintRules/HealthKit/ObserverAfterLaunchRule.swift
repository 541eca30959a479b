import WakeLintCore
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-observer-after-launch.md
struct ObserverAfterLaunchRule: ProjectRule {
    static let id: RuleID = "hk-observer-after-launch"

    /// An observer query for a type with background delivery that is created or executed only after launch.
    /// The finding quotes how the code is reached; when no caller is found at all (a protocol, another module),
    /// it is info, never a warning.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = target.healthKit
        guard code.enablesBackgroundDelivery else { return }
        let launch = target.swift.launch
        // A library's sources alone (no launch code, no Info.plist or entitlements): the app that calls it
        // at launch, or not, is elsewhere.
        guard !launch.entryPoints.isEmpty || target.describesAppBundle else { return }
        // Every `x.execute(query)` with what its argument is bound to, resolved once (not once per observer).
        let executeSites = code.model.index.callSites(calling: "execute").filter(code.isActive).compactMap {
            site -> (site: ModuleIndex.CallSite, argument: Range<Int>, bound: Range<Int>?)? in
            guard site.hasReceiver, let argument = site.call.arguments.first?.value else { return nil }
            return (site, argument.range, code.boundValue(of: argument, at: site)?.range)
        }
        // By file and by bound value, so each observer looks at its own candidates: matching every observer
        // against every execute was quadratic (a tenth of a 50 MB run).
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
            let location = lateSite.site.nameLocation ?? lateSite.site.location
            var related: [RelatedLocation] = []
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

extension Finding.Message {
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
