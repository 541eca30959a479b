import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-cumulative-sum-across-sources.md
struct CumulativeSumAcrossSourcesRule: ProjectRule {
    static let id: RuleID = "hk-cumulative-sum-across-sources"

    /// Quantities that iPhone and Apple Watch (or several apps) both record for the same activity.
    static let cumulativeTypes: Set<String> = [
        "stepCount", "distanceWalkingRunning", "distanceCycling", "distanceWheelchair", "distanceSwimming",
        "distanceDownhillSnowSports", "activeEnergyBurned", "basalEnergyBurned", "flightsClimbed", "pushCount",
        "swimmingStrokeCount",
    ]
    /// Sample queries and the label of their type argument; `quantitySample` is `HKSamplePredicate`'s, read by
    /// `HKSampleQueryDescriptor` and `HKAnchoredObjectQueryDescriptor`.
    private static let queryTypeLabels: [String: String] = [
        "HKSampleQuery": "sampleType", "HKAnchoredObjectQuery": "type", "quantitySample": "type",
    ]
    private static let statisticsDescriptors: Set<String> = [
        "HKStatisticsQueryDescriptor", "HKStatisticsCollectionQueryDescriptor",
    ]
    /// Spellings that keep one source or device: a predicate (`predicateForObjects(from: source)`,
    /// `withDeviceProperty`, a workout's own samples) or a filter on `sourceRevision` / `device`.
    private static let restrictions: [[UInt8]] = [
        "sourceRevision", ".source", "HKSource", "HKDevice", "device", "Device", "predicateForObjects(from",
        "predicateForObjects(withDeviceProperty", "Source", "workout",
    ].map { Array($0.utf8) }
    private static let markers: [[UInt8]] = ["quantity", "doubleValue"].map { Array($0.utf8) }

    /// A sum of sample quantities (`reduce` adding `.quantity.doubleValue(for:)`, `total += sample.quantity…`) in a
    /// function that reads a cumulative type with a sample query (or calls one module function that does),
    /// where neither the predicate nor the code keeps one source. The finding is at the sum.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        let flow = code.valueFlow()
        for (position, file) in target.swift.files.enumerated() {
            let bytes = file.source.file.bytes
            guard Self.markers.allSatisfy({ ByteSearch.contains($0, in: bytes) }) else { continue }
            let inactive = target.swift.index.inactiveRanges[position]
            var reported: [Range<Int>] = []
            SyntaxWalker.forEachExpression(in: file.items) { expression, enclosing in
                guard !reported.contains(where: { $0.contains(expression.range.lowerBound) }),
                    !inactive.contains(where: { $0.contains(expression.range.lowerBound) }),
                    let at = Self.summation(expression)
                else { return }
                let function = enclosing.last {
                    if case .function = $0.kind { return true }
                    return false
                }
                let scope = function?.range ?? expression.range
                guard let query = Self.query(for: expression.range, in: scope, file: position, code, flow) else {
                    return
                }
                reported.append(expression.range)
                let queryFile = code.model.files[query.site.file].source.file
                context.report(
                    .doubleCounted(query.type), at: file.source.file.location(of: at), input: .swift,
                    related: [
                        RelatedLocation(
                            queryFile.location(of: query.site.range.lowerBound),
                            "the .\(query.type) samples of every source are read here")
                    ])
            }
        }
    }

    /// Where a sum of sample quantities is: the `reduce` name, or the `+=` operator.
    private static func summation(_ expression: Expression) -> Int? {
        switch expression.kind {
        case .call(let call):
            guard case .member(_, "reduce") = call.callee.kind,
                call.arguments.contains(where: { adds($0.value) })
                    || call.trailingClosures.contains(where: { adds($0.expression) }),
                readsQuantity(expression)
            else { return nil }
            return call.callee.range.upperBound - "reduce".utf8.count
        case .sequence(let items):
            guard let plus = items.firstIndex(where: { if case .operator("+=") = $0.kind { true } else { false } }),
                items[(plus + 1)...].contains(where: readsQuantity)
            else { return nil }
            return items[plus].range.lowerBound
        default:
            return nil
        }
    }

    /// `+` (as `reduce(0, +)`) or a closure that adds (`{ $0 + $1.quantity… }`, `{ $0 += … }`).
    private static func adds(_ expression: Expression) -> Bool {
        contains(expression) {
            switch $0.kind {
            case .operator("+"), .operator("+="), .identifier("+"): return true
            default: return false
            }
        }
    }

    /// `x.quantity.doubleValue(for:)` somewhere inside.
    private static func readsQuantity(_ expression: Expression) -> Bool {
        contains(expression) {
            guard case .call(let call) = $0.kind, case .member(let base?, "doubleValue") = call.callee.kind else {
                return false
            }
            switch base.kind {
            case .member(_, "quantity"): return true
            case .optionalChain(let inner), .forceUnwrap(let inner):
                if case .member(_, "quantity") = inner.kind { return true }
                return false
            default: return false
            }
        }
    }

    private static func contains(_ expression: Expression, where test: (Expression) -> Bool) -> Bool {
        if test(expression) { return true }
        let children = SyntaxWalker.children(of: expression)
        if children.expressions.contains(where: { contains($0, where: test) }) { return true }
        var found = false
        SyntaxWalker.forEachExpression(in: children.statements) { inner, _ in
            if !found, test(inner) { found = true }
        }
        return found
    }

    /// The unrestricted sample query of a cumulative type the sum adds up: one whose results handler holds the
    /// sum, else one in the same function, else one in a module function that function calls.
    private static func query(
        for sum: Range<Int>, in scope: Range<Int>, file: Int, _ code: HealthKitCode, _ flow: ValueFlow
    ) -> (site: ModuleIndex.CallSite, type: String)? {
        let sites = code.callSites(file: file, in: scope)
        if restricted(scope, file: file, code) { return nil }
        let local = queries(among: sites, code, flow)
        if let holding = local.first(where: { $0.site.range.contains(sum.lowerBound) }) ?? local.first {
            return holding.type.map { (holding.site, $0) }
        }
        for site in sites where site.range.upperBound <= sum.lowerBound || site.range.contains(sum.lowerBound) {
            for name in code.model.graph.targets(of: site) {
                guard let helper = code.model.graph.function(name), helper.range != scope,
                    !restricted(helper.range, file: helper.file, code)
                else { continue }
                if let found = queries(among: code.callSites(file: helper.file, in: helper.range), code, flow).first {
                    return found.type.map { (found.site, $0) }
                }
            }
        }
        return nil
    }

    /// The sample queries among `sites`, each with its type when it is cumulative and its predicate keeps every
    /// source (nil type otherwise: the sum is then that query's and stays silent).
    private static func queries(among sites: [ModuleIndex.CallSite], _ code: HealthKitCode, _ flow: ValueFlow)
        -> [(site: ModuleIndex.CallSite, type: String?)]
    {
        let statistics = sites.filter { statisticsDescriptors.contains($0.calleeName ?? "") }.map(\.range)
        return sites.compactMap { site in
            guard let name = site.calleeName, let label = queryTypeLabels[name],
                !statistics.contains(where: { $0.contains(site.range.lowerBound) }),
                let typeArgument = site.call.arguments.first(where: { $0.label == label })?.value
            else { return nil }
            // The type every path gives the argument (a local, a caller's argument, an enum case's property).
            let identifier = flow.sampleTypes(of: typeArgument, file: site.file, type: site.enclosingType).definite?
                .identifier
            let cumulative = identifier.flatMap { cumulativeTypes.contains($0) ? $0 : nil }
            let predicate = site.call.arguments.first { $0.label == "predicate" }?.value
            let everySource = predicate.map { keepsEverySource($0, at: site, code) } ?? true
            return (site, everySource ? cumulative : nil)
        }
    }

    /// A predicate that reads every source: `nil` or a date window (`predicateForSamples`), directly or through
    /// a name bound to one; a compound of such. Anything else (a parameter, a source or device predicate) is
    /// taken to restrict.
    private static func keepsEverySource(
        _ expression: Expression, at site: ModuleIndex.CallSite, _ code: HealthKitCode, depth: Int = 0
    ) -> Bool {
        guard depth < 4 else { return false }
        switch expression.kind {
        case .literal(.nil): return true
        case .forceUnwrap(let inner), .optionalChain(let inner):
            return keepsEverySource(inner, at: site, code, depth: depth + 1)
        case .call(let call):
            switch call.calleeName {
            case "predicateForSamples": return true
            case "NSCompoundPredicate":
                guard let list = call.arguments.first?.value else { return false }
                let elements: [Expression]
                if case .array(let items) = list.kind {
                    elements = items
                } else if let bound = code.boundValue(of: list, at: site), case .array(let items) = bound.kind {
                    elements = items
                } else {
                    return false
                }
                return elements.allSatisfy { keepsEverySource($0, at: site, code, depth: depth + 1) }
            default: return false
            }
        case .identifier, .member:
            guard let bound = code.boundValue(of: expression, at: site), bound.range != expression.range else {
                return false
            }
            return keepsEverySource(bound, at: site, code, depth: depth + 1)
        default:
            return false
        }
    }

    /// Whether the code of `range` names a source or a device (a filter or a predicate keeping one).
    private static func restricted(_ range: Range<Int>, file: Int, _ code: HealthKitCode) -> Bool {
        let bytes = code.model.files[file].source.file.bytes
        let clamped = range.clamped(to: 0..<bytes.count)
        let slice = Array(bytes[clamped])
        return restrictions.contains { ByteSearch.contains($0, in: slice) }
    }
}

extension Finding.Message {
    fileprivate static func doubleCounted(_ type: String) -> Self {
        "adds up the .\(type) samples of every source, so what iPhone and Apple Watch both recorded counts twice; use HKStatisticsQuery or HKStatisticsCollectionQuery with .cumulativeSum, which merges sources as the Health app does"
    }
}
