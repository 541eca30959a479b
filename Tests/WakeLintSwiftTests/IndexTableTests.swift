import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintSwift

/// The index's lookup tables and the type names it reads on bytes give what the plain algorithms give.
@Suite struct IndexTableTests {
    /// A dictionary of ascending position arrays: the plain table `PositionsByName` must agree with.
    static func reference(_ names: [String?]) -> [String: [Int32]] {
        var table: [String: [Int32]] = [:]
        for (position, name) in names.enumerated() {
            if let name { table[name, default: []].append(Int32(position)) }
        }
        return table
    }

    @Test func positionsByNameGroupsLikeADictionaryOfArrays() {
        var generator = SeededGenerator(seed: 12)
        let pool = ["register", "submit", "init", "é", "", "application(_:didFinishLaunchingWithOptions:)"]
        for round in 0..<50 {
            let count = round == 0 ? 0 : Int.random(in: 1...300, using: &generator)
            // Runs of one name, as call sites come grouped by caller, and gaps (sites at file scope).
            var names: [String?] = []
            while names.count < count {
                let name = Bool.random(using: &generator) ? nil : pool.randomElement(using: &generator)
                names += Array(repeating: name, count: Int.random(in: 1...4, using: &generator))
            }
            let expected = Self.reference(names)
            for sharing in [false, true] {
                let table = PositionsByName(
                    count: names.count, name: { names[$0] },
                    sharesName: { sharing && names[$0] != nil && names[$0] == names[$0 - 1] })
                for name in pool + ["absent"] {
                    #expect(Array(table.positions(of: name)) == expected[name] ?? [], "round \(round), \(name)")
                }
            }
        }
        #expect(PositionsByName().positions(of: "x").isEmpty)
        // More short names than the small-name cache has slots, so that names share slots and replace each other.
        let many =
            (0..<20_000).map { "n\(($0 * 7_919) % 9_000)" as String? } + [
                "é", "é", "a-much-longer-name-than-fifteen-bytes", nil,
            ]
        let expected = Self.reference(many)
        let table = PositionsByName(count: many.count) { many[$0] }
        for name in Set(many.compactMap { $0 }) + ["n9000", "absent"] {
            #expect(Array(table.positions(of: name)) == expected[name] ?? [], "\(name)")
        }
    }

    /// The Character-based reading `typeName(written:)` keeps for non-ASCII text.
    static func characterTypeName(_ annotation: String) -> String? {
        var name = Substring(annotation)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else {
            return nil
        }
        return String(name)
    }

    @Test func typeNamesReadOnBytesMatchTheCharacterReading() {
        let written = [
            "Store", "Store?", "Store!", "Store?!", "Store<X>", "Store<X>?", "Outer.Inner", "[Store]", "[Store]?",
            "(Int) -> Void", "Store <X>", "?", "", "<X>", "Store?<X>", "Dictionary<String, Int>", "Café", "Café?",
            "Ünïcode<T>", "A_1", "some View", "any Store", "Store.Type",
        ]
        for annotation in written {
            #expect(ModuleIndex.typeName(written: annotation) == Self.characterTypeName(annotation), "\(annotation)")
        }
        // In a tree: the annotation's bytes, and the capitalised callee of an initial value.
        let source =
            written.enumerated().map { "let v\($0.offset): \($0.element) = x" }.joined(separator: "\n")
            + "\nlet a = Store()\nlet b = store()\nlet c = Écran()\nlet d = écran()\nlet e = Store.init()\nlet f = Box<Int>()"
        let tree = SwiftFile(file: SourceFile(path: "T.swift", text: source)).tree
        // Initial values: a callee capitalised in ASCII names a type (`Écran` does not); `x` does not.
        let byValue: [String: String] = ["a": "Store", "e": "Store", "f": "Box"]
        #expect(tree.bindings.count == written.count + 6)
        for binding in tree.bindings {
            let name = tree.string(binding.pattern)
            // An annotation as the parser read it, by Characters.
            let expected = binding.type.map { Self.characterTypeName(tree.string($0)) } ?? byValue[name]
            #expect(ModuleIndex.declaredType(binding, in: tree) == expected, "\(name)")
        }
    }

    /// Reserved for app code's density of calls (a call per 118–179 bytes in large app targets), an index's call
    /// sites take little room beyond their entries: room reserved and never written is resident when it is carved
    /// from memory the run used before.
    @Test func callSitesOfAppDensityCodeTakeLittleRoomBeyondThem() {
        // About 155 bytes a call: a documented function that scales its input.
        let files = (0..<24).map { number in
            let body = (0..<40).map {
                "    /// Step \($0) of the pipeline, kept short.\n    func step\($0)(input: Int) -> Int {\n"
                    + "        let scaled = transform(input, by: \($0))\n        return scaled\n    }\n"
            }.joined()
            return SwiftFile(file: SourceFile(path: "F\(number).swift", text: "struct Type\(number) {\n\(body)}\n"))
        }
        let index = ModuleIndex(files: files, workers: 1)
        let bytes = files.reduce(0) { $0 + $1.source.file.bytes.count }
        #expect(index.callSites.count == 24 * 40)
        #expect((140...170).contains(bytes / index.callSites.count), "\(bytes / index.callSites.count) bytes a call")
        #expect(
            index.callSites.capacity * 2 <= index.callSites.count * 3,
            "\(index.callSites.capacity) for \(index.callSites.count)")
    }

    /// Built in runs side by side, the large entry arrays are joined into room for all of them at once, not into
    /// the first run's reservation doubled by appending the next.
    @Test func entryArraysOfRunsAreJoinedIntoRoomForAll() {
        // 48 files of about 9 KB (over the 256 KB a module needs to be indexed in runs), sparse in calls.
        let files = (0..<48).map { number in
            let body = (0..<120).map { "    let value\($0): Int = \($0)\n    func step\($0)() { work(\($0)) }\n" }
                .joined()
            return SwiftFile(file: SourceFile(path: "F\(number).swift", text: "struct Type\(number) {\n\(body)}\n"))
        }
        for workers in [2, 3] {
            let index = ModuleIndex(files: files, workers: workers)
            #expect(index.callSites.count == 48 * 120 && index.properties.count == 48 * 120)
            #expect(files.reduce(0) { $0 + $1.source.file.bytes.count } > 256 * 1024)
            func fits<Entry>(_ array: [Entry], _ name: String) {
                #expect(
                    array.capacity <= array.count + array.count / 8 + 4096 / MemoryLayout<Entry>.stride,
                    "\(name): \(array.capacity) for \(array.count), \(workers) workers")
            }
            fits(index.callSites, "call sites")
            fits(index.properties, "properties")
            fits(index.bindings, "bindings")
            fits(index.functions, "functions")
        }
    }
}
