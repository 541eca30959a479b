import WakeLintCore
import WakeLintSwift

// What and why: rules/healthkit/hk-observer-after-launch.md
struct ObserverAfterLaunchRule: ProjectRule {
    static let id: RuleID = "hk-observer-after-launch"

    /// An observer query for a type with background delivery that is created or executed only after launch.
    /// The finding quotes how the code is reached; when no caller is found at all (a protocol, another module),
    /// it is info, never a warning.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = HealthKitCode(target.swift)
        guard code.enablesBackgroundDelivery else { return }
        let launch = target.swift.launch
        // A library's sources alone (no launch code, no Info.plist or entitlements): the app that calls it
        // at launch, or not, is elsewhere.
        guard !launch.entryPoints.isEmpty || target.describesAppBundle else { return }
        var late: LateReach?
        // Every `x.execute(query)` with what its argument is bound to, resolved once (not once per observer).
        let executeSites = code.callSites.compactMap { site -> (site: ModuleIndex.CallSite, argument: Range<Int>, bound: Range<Int>?)? in
            guard site.calleeName == "execute", site.receiver != nil, let argument = site.call.arguments.first?.value else { return nil }
            return (site, argument.range, code.boundValue(of: argument, at: site)?.range)
        }
        for observer in code.observers where observer.sampleTypes.contains(where: { code.deliveryMayCover($0) }) {
            let executes = executeSites.filter { execute in
                (execute.argument.contains(observer.site.range.lowerBound) && execute.site.file == observer.site.file)
                    || execute.bound == observer.site.range
            }.map(\.site)
            let lateSite: (site: ModuleIndex.CallSite, verb: String)
            if !Self.runsAtLaunch(observer.site, code: code, launch: launch) {
                // Created inline in a late `execute(…)` or on its own: the creation is what runs late.
                lateSite = (observer.site, "created")
            } else if let execute = executes.first, !executes.contains(where: { Self.runsAtLaunch($0, code: code, launch: launch) }) {
                lateSite = (execute, "executed")
            } else {
                continue
            }
            if late == nil { late = LateReach(code) }
            let explanation = late!.explain(lateSite.site)
            if explanation.lateEntry == nil, launch.entryPoints.isEmpty, !target.describesAppBundle { continue }
            let location = lateSite.site.nameLocation ?? lateSite.site.location
            var related: [RelatedLocation] = []
            if let delivery = code.deliveries.first(where: { observer.sampleTypes.contains($0.sampleType) }) ?? code.deliveries.first {
                related.append(RelatedLocation(delivery.site.nameLocation ?? delivery.site.location, "background delivery is enabled here"))
            }
            if let entry = launch.entryPoints.first { related.append(RelatedLocation(entry.location, "the app's launch code (\(entry.reason))")) }
            context.report(.late(lateSite.verb, explanation), at: location, input: .swift, related: related,
                           severity: explanation.lateEntry == nil ? .info : nil)
        }
    }
}

extension ObserverAfterLaunchRule {
    /// Launch reachability plus instance stored properties: `let query = HKObserverQuery(…)` in a type runs
    /// when an instance is made, so it runs at launch when the type's `init` does (e.g. through
    /// `Store.shared` touched by the app delegate). Should move into `LaunchReachability`.
    static func runsAtLaunch(_ site: ModuleIndex.CallSite, code: HealthKitCode, launch: LaunchReachability) -> Bool {
        if launch.isLaunchTime(site) { return true }
        guard let type = site.enclosingType, let function = site.enclosingFunction,
              let property = code.model.index.property(function), !property.isStatic,
              property.initializer?.range.contains(site.range.lowerBound) == true else { return false }
        let made = code.model.index.singletons.filter { $0.instanceType == type }.map { $0.owner + "." + $0.property }
        return launch.chains.keys.contains { $0.hasPrefix(type + ".init(") || made.contains($0) }
    }
}

extension Finding.Message {
    fileprivate static func late(_ verb: String, _ explanation: LateReach.Explanation) -> Self {
        let chain = explanation.chain
        var path = "HKObserverQuery \(verb) in '\(chain[0])'"
        for caller in chain.dropFirst() { path += ", called from '\(caller)'" }
        let why = if let entry = explanation.lateEntry {
            chain.count == 1 && entry.hasPrefix("the closure") ? " inside \(entry), which runs after launch" : " (\(entry), which runs after launch)"
        } else {
            "; no caller found in this target (only reached through a protocol or from another module?)"
        }
        let reach = explanation.lateEntry?.hasPrefix("the closure") == true ? "" : "; no call from launch reaches it"
        return "\(path)\(why)\(reach): HealthKit calls observer handlers as soon as the app launches, so create and execute every observer query from application(_:didFinishLaunchingWithOptions:)"
    }
}
