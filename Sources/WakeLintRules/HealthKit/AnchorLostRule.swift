import WakeLintCore
import WakeLintEngine
import WakeLintModel
import WakeLintSwift

// What and why: rules/healthkit/hk-anchor-lost.md
struct AnchorLostRule: ProjectRule {
    static let id: RuleID = "hk-anchor-lost"

    static let anchoredQueries: Set<String> = ["HKAnchoredObjectQuery", "HKAnchoredObjectQueryDescriptor"]
    /// Calls that write data somewhere that outlives the process (how an archived anchor is kept);
    /// `archivedDataWithRootObject` is Swift 2's name for `archivedData(withRootObject:)`.
    static let archivingCalls: Set<String> = [
        "archivedData", "archivedDataWithRootObject", "encodeRootObject", "encode",
    ]

    /// Anchored queries that lose their place: a `nil` (or zero) anchor on every run, the new anchor ignored or
    /// kept only in memory, the anchor saved before the samples, and non-secure anchor archiving.
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.healthKit(of: target)
        // Anchors are NSSecureCoding objects: keeping one across launches means archiving it somewhere.
        let moduleArchives = (Self.archivingCalls.sorted() + ["NSKeyedArchiver"]).contains { name in
            code.model.index.callSites(calling: name).contains(where: code.isActive)
        }
        // Only calls by these names matter: looked up by name rather than copying every call site of the module.
        let sites = (Self.anchoredQueries.sorted() + ["archivedData", "unarchiveObject"])
            .flatMap { code.model.index.callSites(calling: $0) }
            .filter(code.isActive)
            .sorted { ($0.file, $0.range.lowerBound) < ($1.file, $1.range.lowerBound) }
        for site in sites {
            let file = code.model.files[site.file].source.file
            switch site.calleeName {
            case let name? where Self.anchoredQueries.contains(name) && !site.hasReceiver:
                // A read of a date window does not keep a place: no anchor to start from or to keep.
                if Self.readsAWindow(site, code.model.index) { continue }
                // A live readout carries its anchor from one update to the next, and no background wake runs it.
                if Self.isLiveReadout(site, code) { continue }
                if let anchor = site.call.arguments.first(where: { $0.label == "anchor" })?.value,
                    Self.isNoAnchor(anchor, text: { file.text($0) })
                {
                    context.report(.noAnchor(name), at: file.location(of: anchor.range.lowerBound), input: .swift)
                }
                for argument in site.closureArguments
                where argument.label == "resultsHandler" || argument.label == "updateHandler" || argument.isTrailing {
                    checkHandler(
                        argument.closure, file: site.file, moduleArchives: moduleArchives, code: code, in: &context)
                }
                // `resultsHandler: makeHandler()`: the closure a module function returns.
                for argument in site.call.arguments
                where argument.label == "resultsHandler" || argument.label == "updateHandler" {
                    guard let (closure, factoryFile) = Self.closureReturned(by: argument.value, in: site.file, code)
                    else { continue }
                    checkHandler(closure, file: factoryFile, moduleArchives: moduleArchives, code: code, in: &context)
                }
            // The deprecated calls still keep the anchor: a modernisation, not a lost place (info).
            case "archivedData" where site.labels == ["withRootObject"] && mentionsAnchor(site, code):
                context.report(
                    .insecureArchive, at: site.nameLocation ?? site.location, input: .swift, severity: .info)
            case "unarchiveObject" where site.labels == ["with"] && mentionsAnchor(site, code):
                context.report(
                    .insecureUnarchive, at: site.nameLocation ?? site.location, input: .swift, severity: .info)
            default:
                break
            }
        }
    }

    /// `(query, samples, deleted, newAnchor, error)`: the fourth parameter is the anchor to keep.
    private func checkHandler(
        _ closure: Closure, file fileIndex: Int, moduleArchives: Bool, code: HealthKitCode,
        in context: inout RuleContext
    ) {
        let source = code.model.files[fileIndex].source
        let file = source.file
        guard closure.hasSignature, closure.parameters.count == 5 else { return }
        let anchor = closure.parameters[3]
        let samples = closure.parameters[1]
        let anchorRange = source.parameterNameRanges(of: closure)[safe: 3] ?? closure.range
        if anchor == "_" || !closure.body.mentions(anchor) {
            context.report(.anchorDiscarded, at: file.location(of: anchorRange.lowerBound), input: .swift)
            return
        }
        if !moduleArchives {
            context.report(.anchorInMemory(anchor), at: file.location(of: anchorRange.lowerBound), input: .swift)
            return
        }
        // Saving the anchor before the samples are stored loses them when the app dies in between.
        if let saved = Self.savedFirst(in: closure.body, anchor: anchor, samples: samples) {
            context.report(
                .savedFirst, at: file.location(of: saved.save.range.lowerBound), input: .swift,
                related: [
                    RelatedLocation(file.location(of: saved.use.range.lowerBound), "the samples are handled only here")
                ])
            return
        }
        if let handOff = Self.helperSavingFirst(
            anchor: anchor, samples: samples, within: closure.range, of: fileIndex, code: code)
        {
            context.report(
                .savedFirst, at: handOff.save, input: .swift,
                related: [
                    RelatedLocation(handOff.use, "the samples are handled only here"),
                    RelatedLocation(handOff.call, "the results handler hands the anchor and samples over here"),
                ])
            return
        }
        // Saved on a path where storing the samples failed.
        guard samples != "_" else { return }
        var paths = FailurePaths(anchor: anchor, samples: samples)
        _ = paths.walk(closure.body, .stored, nil)
        var reported: Set<Range<Int>> = []
        for (save, source) in paths.found where reported.insert(save.range).inserted {
            context.report(
                .savedOnFailure, at: file.location(of: save.range.lowerBound), input: .swift,
                related: [
                    RelatedLocation(file.location(of: source.lowerBound), "storing the samples can fail here")
                ])
        }
    }

    /// The first call saving the anchor, when it comes before the first call handed the samples.
    private static func savedFirst(in body: [Statement], anchor: String, samples: String)
        -> (save: Expression, use: Expression)?
    {
        var anchorSave: Expression?
        var samplesUse: Expression?
        SyntaxWalker.walk(body) { node, _ in
            switch node {
            case .expression(let expression):
                guard case .call(let call) = expression.kind else { return }
                let passes = { (name: String) in call.arguments.contains { $0.value.mentions(name) } }
                if anchorSave == nil, passes(anchor), isSave(call.calleeName) { anchorSave = expression }
                if samplesUse == nil, samples != "_", passes(samples) { samplesUse = expression }
            case .statement(let statement):
                // `if let additions = samples { upload(additions) }`: the samples are handled from here on.
                let conditions: [Condition]
                switch statement.kind {
                case .if(let branch): conditions = branch.conditions
                case .guard(let check): conditions = check.conditions
                default: return
                }
                for condition in conditions {
                    if samplesUse == nil, case .binding(_, _, let initializer?) = condition.kind,
                        case .identifier(samples) = initializer.kind
                    {
                        samplesUse = initializer
                    }
                }
            default: break
            }
        }
        guard let save = anchorSave, let use = samplesUse, save.range.upperBound <= use.range.lowerBound else {
            return nil
        }
        return (save, use)
    }

    /// A results handler that hands the anchor and the samples to a module function
    /// (`self.handle(samples: samples, newAnchor: newAnchor)`) whose body saves the anchor first.
    private static func helperSavingFirst(
        anchor: String, samples: String, within range: Range<Int>, of file: Int, code: HealthKitCode
    ) -> (save: SourceLocation, use: SourceLocation, call: SourceLocation)? {
        guard samples != "_" else { return nil }
        for site in code.callSites(file: file, in: range) {
            let arguments = site.call.arguments
            func position(of name: String) -> Int? {
                arguments.firstIndex {
                    if case .identifier(name) = $0.value.kind { return true }
                    return false
                }
            }
            guard let anchorAt = position(of: anchor), let samplesAt = position(of: samples) else { continue }
            for target in code.model.graph.targets(of: site) {
                guard let helper = code.model.graph.function(target), let helperBody = helper.declaration.body
                else { continue }
                let parameters = helper.declaration.parameters
                func parameter(at index: Int) -> String? {
                    ValueFlow.parameter(boundBy: index, of: helper.signature, in: site.call).map { parameters[$0].name }
                }
                guard let helperAnchor = parameter(at: anchorAt), let helperSamples = parameter(at: samplesAt),
                    let saved = savedFirst(in: helperBody, anchor: helperAnchor, samples: helperSamples)
                else { continue }
                let helperFile = code.model.files[helper.file].source.file
                return (
                    helperFile.location(of: saved.save.range.lowerBound),
                    helperFile.location(of: saved.use.range.lowerBound), site.nameLocation ?? site.location
                )
            }
        }
        return nil
    }

    /// The closure a module function returns (`return { _, samples, _, anchor, _ in … }`, or its only
    /// expression), when `expression` calls one.
    static func closureReturned(by expression: Expression, in file: Int, _ code: HealthKitCode)
        -> (Closure, file: Int)?
    {
        guard case .call = expression.kind,
            let site = code.callSites(file: file, in: expression.range).first(where: { $0.range == expression.range })
        else { return nil }
        for target in code.model.graph.targets(of: site) {
            if let function = code.model.graph.function(target), let body = function.declaration.body,
                let closure = ValueFlow.returnedClosures(of: body).first
            {
                return (closure, function.file)
            }
        }
        return nil
    }

    /// `nil` or `HKQueryAnchor(fromValue: 0)` (`HKAnchoredObjectQueryNoAnchor`).
    static func isNoAnchor(_ expression: Expression, text: (Range<Int>) -> String) -> Bool {
        if case .literal(.nil) = expression.kind { return true }
        if case .identifier("HKAnchoredObjectQueryNoAnchor") = expression.kind { return true }
        guard case .call(let call) = expression.kind, call.calleeName == "HKQueryAnchor", call.labels == ["fromValue"]
        else { return false }
        let value = call.arguments[0].value
        return text(value.range) == "0"
            || {
                if case .identifier("HKAnchoredObjectQueryNoAnchor") = value.kind { return true }
                return false
            }()
    }

    /// Whether the query's predicate starts at a date (`HKQuery.predicateForSamples(withStart: lastSync, …)`,
    /// directly, through a local `let`, inside an `NSCompoundPredicate`, or built by functions of the module, as
    /// query descriptors often are): it reads a window, not everything, so starting without an anchor is a
    /// choice, not a lost place.
    static func readsAWindow(_ site: ModuleIndex.CallSite, _ index: ModuleIndex) -> Bool {
        // Bounds how far bindings and functions are followed, which also stops recursion.
        let maximumDepth = 5
        // What a function's body builds, by function and depth: a body calling many helpers is scanned once per depth.
        var bodyBuildsWindow: [String: Bool] = [:]
        func startsAtADate(_ expression: Expression, file: Int, at position: Int, depth: Int) -> Bool {
            guard depth < maximumDepth else { return false }
            switch expression.kind {
            case .call(let call) where call.calleeName == "predicateForSamples":
                guard let start = call.arguments.first(where: { $0.label == "withStart" })?.value else { return false }
                if case .literal(.nil) = start.kind { return false }
                return true
            case .call(let call)
            where call.calleeName == "predicateForObjects" || call.calleeName == "predicateForObject":
                // The samples of one workout, or given objects, are a closed set (one workout's route awaited
                // with an update handler): there is no place in the store's history to keep. `from:` also takes a
                // source, whose samples keep growing; only a workout counts.
                guard let argument = call.arguments.first else { return false }
                switch argument.label {
                case "withUUIDs", "with": return true
                case "from":
                    return index.files[file].source.file.text(argument.value.range).lowercased().contains("workout")
                default: return false
                }
            case .call(let call) where call.calleeName == "NSCompoundPredicate" && call.arguments.count == 1:
                // One windowed part narrows an `and` to a window; an `or` is a window only when every part is.
                guard case .array(let parts) = call.arguments[0].value.kind else { return false }
                let windowed = { (part: Expression) in startsAtADate(part, file: file, at: position, depth: depth + 1) }
                switch call.arguments[0].label {
                case "andPredicateWithSubpredicates": return parts.contains(where: windowed)
                case "orPredicateWithSubpredicates": return !parts.isEmpty && parts.allSatisfy(windowed)
                default: return false
                }
            case .array(let descriptors):
                // `queryDescriptors: [HKQueryDescriptor(sampleType: t, predicate: window)]`
                return !descriptors.isEmpty
                    && descriptors.allSatisfy { startsAtADate($0, file: file, at: position, depth: depth + 1) }
            case .call(let call) where call.calleeName == "HKQueryDescriptor":
                guard let predicate = call.arguments.first(where: { $0.label == "predicate" })?.value else {
                    return false
                }
                return startsAtADate(predicate, file: file, at: position, depth: depth + 1)
            case .call(let call):
                // A function of the module (`makeQueryDescriptors(for: events)`): it builds a window when its body
                // does, directly or through the functions it calls. Every function it may be must.
                guard let name = call.calleeName else { return false }
                let candidates = index.functions(named: name).filter { function in
                    function.declaration.body != nil
                        && function.signature.accepts(call)
                }
                return !candidates.isEmpty
                    && candidates.allSatisfy { function in
                        let key = "\(function.file):\(function.range.lowerBound):\(depth)"
                        if let known = bodyBuildsWindow[key] { return known }
                        bodyBuildsWindow[key] = false
                        var builds = false
                        SyntaxWalker.forEachExpression(in: function.declaration.body ?? []) { inner, _ in
                            guard !builds, case .call = inner.kind else { return }
                            builds = startsAtADate(
                                inner, file: function.file, at: inner.range.lowerBound, depth: depth + 1)
                        }
                        bodyBuildsWindow[key] = builds
                        return builds
                    }
            case .identifier(let name):
                // The nearest binding of that name before the use, in the same function.
                let binding = index.bindings.last { binding in
                    binding.name == name && binding.file == file && binding.scope?.contains(position) == true
                        && (binding.initializer?.range.upperBound ?? .max) <= position
                }
                return binding?.initializer.map { startsAtADate($0, file: file, at: position, depth: depth + 1) }
                    ?? false
            default:
                return false
            }
        }
        // `predicate:` of the query, of a descriptor's `.quantitySample(type:predicate:)` entries, or the query's
        // `queryDescriptors:` (each with its predicate).
        var predicates: [Expression] = []
        SyntaxWalker.forEachExpression(in: [Statement(.expression(site.expression), range: site.range)]) {
            expression, _ in
            guard case .call(let call) = expression.kind else { return }
            predicates += call.arguments.filter { $0.label == "predicate" || $0.label == "queryDescriptors" }.map(
                \.value)
        }
        return !predicates.isEmpty
            && predicates.allSatisfy { startsAtADate($0, file: site.file, at: site.range.lowerBound, depth: 0) }
    }

    /// Whether the query is a live readout: long-running (its `updateHandler` is set), stopped by the app
    /// (`store.stop(query)`, also through the property it is kept in), in a target that neither enables background
    /// delivery nor creates observer queries (a watch heart rate shown while the screen is on). Such a query keeps
    /// its anchor across updates itself, and no background wake reruns it, so there is no place to lose.
    static func isLiveReadout(_ site: ModuleIndex.CallSite, _ code: HealthKitCode) -> Bool {
        guard !code.enablesBackgroundDelivery, code.observers.isEmpty else { return false }
        let index = code.model.index
        guard
            let binding = index.bindings.first(where: { $0.file == site.file && $0.initializer?.range == site.range }),
            let scope = binding.scope,
            let function = index.functions.first(where: { $0.file == site.file && $0.range == scope }),
            let body = function.declaration.body
        else { return false }
        func name(_ expression: Expression) -> String? {
            switch expression.kind {
            case .identifier(let name): return name
            case .member(let base, let name):
                if let base, case .identifier(let owner) = base.kind, owner != "self" { return nil }
                return name
            default: return nil
            }
        }
        // `q.updateHandler = { … }`, and the names the query is kept under (`self.query = q`).
        var hasUpdateHandler = false
        var names: Set<String> = [binding.name]
        SyntaxWalker.forEachExpression(in: body) { expression, _ in
            guard case .sequence(let elements) = expression.kind, elements.count == 3,
                case .operator("=") = elements[1].kind
            else { return }
            if case .member(let base?, "updateHandler") = elements[0].kind, case .identifier(binding.name) = base.kind {
                hasUpdateHandler = true
            }
            if case .identifier(binding.name) = elements[2].kind, let kept = name(elements[0]) { names.insert(kept) }
        }
        guard hasUpdateHandler else { return false }
        return index.callSites(calling: "stop").contains { stop in
            guard code.isActive(stop), stop.labels == ["_"], let argument = stop.call.arguments.first,
                let stopped = name(argument.value)
            else { return false }
            return names.contains(stopped)
        }
    }

    static func isSave(_ name: String?) -> Bool {
        guard let name = name?.lowercased() else { return false }
        return ["save", "persist", "store", "write", "set", "archive"].contains { name.hasPrefix($0) }
    }

    /// The archived object or data is an anchor: its text says so, or the file deals in `HKQueryAnchor`.
    private func mentionsAnchor(_ site: ModuleIndex.CallSite, _ code: HealthKitCode) -> Bool {
        let text = code.text(site.range, in: site.file).lowercased()
        return text.contains("anchor")
            || code.model.files[site.file].source.identifierUses("HKQueryAnchor").isEmpty == false
    }
}

extension Finding.Message {
    fileprivate static func noAnchor(_ query: String) -> Self {
        "\(query) starts from no anchor on every run, so each wake refetches everything and deletions are missed; pass the anchor saved after the last run (NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from:))"
    }
    fileprivate static let anchorDiscarded: Self =
        "the new anchor is discarded: the next run starts over from the same place; keep it and archive it with NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:) after the samples are stored"
    fileprivate static func anchorInMemory(_ name: String) -> Self {
        "'\(name)' is kept only in memory (nothing in this target archives an anchor): a background launch starts over; archive it with NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:) to UserDefaults or a file after the samples are stored"
    }
    fileprivate static let savedFirst: Self =
        "the new anchor is saved before the samples are stored: if the app is killed in between, those samples are never fetched again; store the samples first, then save the anchor"
    fileprivate static let savedOnFailure: Self =
        "the new anchor is saved on a path where storing the samples failed: the next run starts after samples that were never stored; save the anchor only after the samples are stored"
    fileprivate static let insecureArchive: Self =
        "'archivedData(withRootObject:)' is deprecated and not secure coding; archive the HKQueryAnchor with NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding: true)"
    fileprivate static let insecureUnarchive: Self =
        "'unarchiveObject(with:)' is deprecated and not secure coding; read the anchor with NSKeyedUnarchiver.unarchivedObject(ofClass: HKQueryAnchor.self, from:)"
}
