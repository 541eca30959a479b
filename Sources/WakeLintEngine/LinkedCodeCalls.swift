import WakeLintCore
import WakeLintModel
import WakeLintSwift

/// Where a target's own code runs code it links. A finding that depends on the target (its launch, Info.plist,
/// entitlements) but sits in a linked framework, package or pod belongs at the app's call that reaches it: the
/// library's code is judged as if inlined there. Linked code the target never calls stays unjudged.
package struct LinkedCodeCalls {
    let target: LintTarget
    private let fileByPath: [String: Int]

    package init(_ target: LintTarget) {
        self.target = target
        var files: [String: Int] = [:]
        for (position, file) in target.swift.index.files.enumerated() { files[file.source.file.path] = position }
        fileByPath = files
    }

    /// The finding moved to the target's own call that reaches it, with its place in the library as the first
    /// related location; nil when it sits in linked code no own code reaches.
    package func relocate(_ finding: Finding) -> Finding? {
        guard let call = ownCall(reaching: finding.location) else { return nil }
        var moved = finding
        moved.location = call.nameLocation ?? call.location
        moved.related.insert(RelatedLocation(finding.location, "the library code this call runs"), at: 0)
        return moved
    }

    /// The nearest call, through callers (at most 200 functions), made from a file the target owns, to the
    /// function holding `location` in a linked file.
    package func ownCall(reaching location: SourceLocation) -> ModuleIndex.CallSite? {
        let index = target.swift.index
        guard let file = fileByPath[location.path],
            let offset = index.files[file].source.file.offset(line: location.line, column: location.column)
        else { return nil }
        let around = index.functions.filter { $0.file == file && $0.range.contains(offset) }
        guard let function = around.min(by: { $0.range.count < $1.range.count }) else { return nil }
        let graph = target.swift.graph
        var queue = [function.qualifiedName]
        var seen: Set<String> = [function.qualifiedName]
        var head = 0
        while head < queue.count, head < 200 {
            let current = queue[head]
            head += 1
            for caller in graph.callers(of: current) {
                let path = index.files[caller.file].source.file.path
                if !target.linkedLibraryFiles.contains(path) { return caller }
                if let name = caller.enclosingFunction, seen.insert(name).inserted { queue.append(name) }
            }
        }
        return nil
    }
}
