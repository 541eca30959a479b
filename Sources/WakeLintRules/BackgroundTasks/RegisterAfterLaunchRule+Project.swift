import WakeLintCore
import WakeLintEngine
import WakeLintLogs
import WakeLintModel
import WakeLintSwift

/// Source side: a `register` that launch code does not reach.
extension RegisterAfterLaunchRule {
    func check(_ target: LintTarget, in context: inout RuleContext) {
        let code = context.backgroundTasks(of: target)
        let registrations = code.registrations.filter { $0.form == .scheduler }
        guard !registrations.isEmpty else { return }
        let launch = target.swift.launch
        // Without an app delegate or @main App in the target, what runs at launch is unknown.
        guard !launch.entryPoints.isEmpty else { return }
        for registration in registrations {
            guard launch.chain(to: registration.site) == nil, !isContinuedProcessing(registration, code, target) else {
                continue
            }
            let function = registration.site.enclosingFunction
            // `static let shared: Tasks = { …register… }()` runs its closure right away, on first use at launch.
            if let function, launch.chains.contains(function),
                Self.onlyInImmediatelyInvokedClosures(registration.site, in: code.index.files[registration.site.file])
            {
                continue
            }
            let place: String
            if let function, let chain = launch.chains[function] {
                // The function runs at launch, but this call sits in a closure or after an `await`.
                let through = chain.count > 1 ? " (reached at launch through \(chain.joined(separator: " → ")))" : ""
                place =
                    "inside a closure or after an await in '\(function)'\(through), so it runs once launch has ended"
            } else if let function {
                let chain = callers(of: function, code)
                // Callers matched by name and labels alone lead to launch code: the call is most likely made at
                // launch through a value the call graph cannot type (`let helper = make(); helper.register()`).
                if chain.dropFirst().contains(where: { launch.chains.contains($0) }) { continue }
                let reach = launch.reach(of: registration.site, in: target.swift.graph)
                // Reached at launch in a way the launch chains do not hold (a dependency container resolving it).
                if case .launch = reach { continue }
                if case .late(let lateChain, let lateEntry) = reach, let last = lateChain.last,
                    let launchChain = launch.chains[last]
                {
                    // Launch code runs the call only in a closure it hands on (`Task { @MainActor in … }` in the
                    // App's init): that closure runs once launch has ended.
                    let launchPath = launchChain.joined(separator: " → ")
                    let through = launchChain.count > 1 ? " (reached at launch through \(launchPath))" : ""
                    place =
                        "in '\(lateChain.reversed().joined(separator: " → "))', called from \(lateEntry) in '\(last)'\(through), so it runs once launch has ended"
                } else if case .late(let lateChain, let lateEntry) = reach {
                    // A longer chain goes through what the callers by name miss: a singleton's first use.
                    let (shown, through) =
                        lateChain.count > chain.count ? (lateChain, ", first used in \(lateEntry)") : (chain, "")
                    place =
                        "in '\(shown.reversed().joined(separator: " → "))'\(through), which nothing in application(_:didFinishLaunchingWithOptions:) or the App's init reaches"
                } else {
                    // No late caller either: the chain breaks where wakelint cannot follow (a protocol, a state
                    // machine, another module), so this is a question, not a verdict.
                    let entry =
                        launch.entryPoints.first.map {
                            [
                                RelatedLocation(
                                    $0.location,
                                    "launch code runs here (\($0.reason)); check that it reaches the registration")
                            ]
                        } ?? []
                    context.report(
                        .unverified(registration.identifier?.shown(in: target), chain: chain.reversed()),
                        at: registration.location,
                        input: .swift, related: entry, severity: .info)
                    continue
                }
            } else {
                place = "at file scope, run lazily on first use"
            }
            let entry =
                launch.entryPoints.first.map {
                    [RelatedLocation($0.location, "launch code runs here (\($0.reason)); register from it")]
                } ?? []
            context.report(
                .late(registration.identifier?.shown(in: target), where: place), at: registration.location,
                input: .swift, related: entry)
        }
    }

    /// Identifiers of continued-processing tasks are exempt (the BackgroundTasks framework header): submitted as
    /// `BGContinuedProcessingTaskRequest` or matching a `.*` permitted entry. An identifier made at run time
    /// (`"\(base).\(id)"`) counts when the same function submits a continued-processing request under the same
    /// spelling (register, then submit, per download).
    private func isContinuedProcessing(
        _ registration: TaskRegistration, _ code: BackgroundTaskCode, _ target: LintTarget
    ) -> Bool {
        if let spelled = registration.site.call.arguments.first(where: { $0.label == "forTaskWithIdentifier" })?.value,
            code.requests(spelledAs: spelled, in: registration.site.file).contains(where: { request in
                request.kind == .continuedProcessing && request.site.file == registration.site.file
                    && request.site.enclosingFunction == registration.site.enclosingFunction
            })
        {
            return true
        }
        guard let identifier = registration.identifier else { return false }
        if code.requests(for: identifier, in: target.configurations.first).contains(where: {
            $0.kind == .continuedProcessing
        }) {
            return true
        }
        if identifier.text.hasSuffix(".*") { return true }
        return target.configurations.contains { configuration in
            PermittedTaskIdentifiers(configuration).entries.contains {
                $0.value.hasSuffix(".*")
                    && PermittedTaskIdentifiers.matches($0.value, identifier.value(in: configuration))
            }
        }
    }

    /// Whether every closure around the call is invoked where it is written (`{ … }()`), so the call runs
    /// when the surrounding code does. (Launch reachability treats every closure as late.)
    static func onlyInImmediatelyInvokedClosures(_ site: ModuleIndex.CallSite, in file: SwiftFile) -> Bool {
        var around: [Range<Int>] = []
        var invoked: Set<Range<Int>> = []
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            switch expression.kind {
            case .closure(let closure) where closure.range.contains(site.range.lowerBound):
                around.append(closure.range)
            case .call(let call):
                if case .closure(let closure) = call.callee.kind, call.arguments.isEmpty, call.trailingClosures.isEmpty
                {
                    invoked.insert(closure.range)
                }
            default: break
            }
        }
        return !around.isEmpty && around.allSatisfy(invoked.contains)
    }

    /// The function, then who calls it, then who calls that (first caller each time, a few levels up).
    private func callers(of function: String, _ code: BackgroundTaskCode) -> [String] {
        var chain = [function]
        while chain.count < 5 {
            let current = chain[chain.count - 1]
            // `Type.name(labels:)` → `name`: only calls by that name can be callers.
            let simpleName = String(current.split(separator: ".").last?.prefix { $0 != "(" } ?? "")
            // A call in a closure its function hands on (`Task { … }`) or after an `await` is no launch caller.
            let caller = code.index.callSites.first { site in
                guard site.calleeName == simpleName, let enclosing = site.enclosingFunction, !chain.contains(enclosing),
                    code.index.runsSynchronously(site.range, file: site.file)
                else { return false }
                return code.resolveFunction(site, enclosingType: site.enclosingType)?.qualifiedName == current
            }
            guard let caller, let name = caller.enclosingFunction else { break }
            chain.append(name)
        }
        return chain
    }
}

extension Finding.Message {
    fileprivate static func unverified(_ identifier: String?, chain: [String]) -> Self {
        "the launch handler for \(identifier.map { "'\($0)'" } ?? "this task") is registered in '\(chain.joined(separator: " → "))', which no call from application(_:didFinishLaunchingWithOptions:) or the App's init was found to reach (a protocol, a state machine or another module may be in between); make sure it runs before launch ends: a later registration crashes with 'All launch handlers must be registered before application finishes launching'"
    }

    fileprivate static func late(_ identifier: String?, where place: String) -> Self {
        "the launch handler for \(identifier.map { "'\($0)'" } ?? "this task") is registered after launch, \(place); the app crashes with 'All launch handlers must be registered before application finishes launching' (or misses background launches): register in application(_:didFinishLaunchingWithOptions:)"
    }
}
