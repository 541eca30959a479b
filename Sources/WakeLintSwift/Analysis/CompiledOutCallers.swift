extension CallGraph {
    /// Qualified names of the module functions that only code this target cannot run calls: code compiled out of
    /// it (`index.compiledOutCallSites`) or that no instance runs (`pruned`). What those calls run when no other
    /// call runs it, then the functions only those call, and so on. A function nothing calls at all, one the
    /// system may call (`override`, `@objc`, `@IBAction`) and one named anywhere but in a call or its declaration
    /// (`handler: refresh`) are never among them.
    public func functionsOnlyUnreachableCodeCalls(pruned: ConstantFlagCode? = nil) -> Set<String> {
        let prunedSites = pruned.map { pruned in pruned.isEmpty ? [] : index.callSites.filter(pruned.contains) } ?? []
        let unreachable = index.compiledOutCallSites + prunedSites
        guard !unreachable.isEmpty else { return [] }
        let isPruned = { (site: ModuleIndex.CallSite) in pruned?.contains(site) ?? false }
        let first = onlyCalledFrom(unreachable, isPruned: isPruned, keeping: [])
        guard !first.isEmpty else { return [] }
        // Names spelled other than in calls and declarations may be references to the function: those stay.
        let names = Set(first.compactMap { function($0)?.name })
        var uses: [String: Int] = [:]
        let counted = IdentifierNames(names)
        for file in index.files { file.source.countIdentifierUses(of: counted, into: &uses) }
        var compiledOutCalls: [String: Int] = [:]
        for site in index.compiledOutCallSites {
            if let name = site.calleeName, names.contains(name) { compiledOutCalls[name, default: 0] += 1 }
        }
        let referenced = Set(
            names.filter { name in
                let spelled = index.functions(named: name).count + index.callSitePositions(calling: name).count
                return uses[name, default: 0] > spelled + compiledOutCalls[name, default: 0]
            })
        guard !referenced.isEmpty else { return first }
        let kept = Set(first.filter { function($0).map { referenced.contains($0.name) } ?? false })
        return onlyCalledFrom(unreachable, isPruned: isPruned, keeping: kept)
    }

    /// The fixed point of "every caller is unreachable or in a function already found", from the targets of
    /// `unreachable`; functions in `keeping` stay out.
    private func onlyCalledFrom(
        _ unreachable: [ModuleIndex.CallSite], isPruned: (ModuleIndex.CallSite) -> Bool, keeping: Set<String>
    ) -> Set<String> {
        var found: Set<String> = []
        var queue: [String] = []
        func consider(_ name: String) {
            guard !found.contains(name), !keeping.contains(name), let entry = function(name), entry.hasBody,
                !Self.systemMayCall(entry),
                callers(of: name).allSatisfy({ isPruned($0) || ($0.enclosingFunction.map(found.contains) ?? false) })
            else { return }
            found.insert(name)
            queue.append(name)
        }
        for site in unreachable { targets(of: site).forEach(consider) }
        var head = 0
        while head < queue.count {
            let caller = queue[head]
            head += 1
            for site in index.callSites(in: caller) { targets(of: site).forEach(consider) }
        }
        return found
    }

    /// Whether something outside the module's own calls may run the function: an override, or one exposed to
    /// Objective-C or Interface Builder.
    private static func systemMayCall(_ entry: ModuleIndex.FunctionEntry) -> Bool {
        entry.modifiers.contains("override")
            || entry.attributes.contains { ["objc", "IBAction", "IBSegueAction"].contains($0) }
    }
}
