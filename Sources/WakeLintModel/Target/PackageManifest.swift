import WakeLintProject
import WakeLintSwift

/// What a `Package.swift` among the inputs says that linking needs, read from its syntax (a manifest is Swift, not
/// data: only plain string literals are understood): the package's name, the library products it declares and
/// the local packages it depends on.
package struct PackageManifest: Sendable {
    /// The folder holding `Package.swift`, normalized, with a trailing `/` (empty for the linted root).
    package var root: String
    /// `Package(name: "PulseKit", …)`.
    package var name: String?
    /// `.library(name: "PulseKit", targets: […])`.
    package var products: Set<String> = []
    /// Roots of `.package(path: "../Core")` dependencies, normalized like `root`.
    package var localDependencies: [String] = []

    package static let fileName = "Package.swift"

    /// `path` is the manifest's normalized path.
    package init(path: String, file: SwiftFile) {
        root = String(path.dropLast(Self.fileName.count))
        var name: String?
        var products: Set<String> = []
        var dependencies: [String] = []
        let bytes = file.source.file.bytes
        func string(_ label: String, of call: Call) -> String? {
            guard let argument = call.arguments.first(where: { $0.label == label }),
                case .string(let literal) = argument.value.kind
            else { return nil }
            return literal.value(in: bytes)
        }
        SyntaxWalker.forEachExpression(in: file.items) { expression, _ in
            guard case .call(let call) = expression.kind else { return }
            switch call.calleeName {
            case "Package" where name == nil: name = string("name", of: call)
            case "library": if let product = string("name", of: call) { products.insert(product) }
            case "package": if let path = string("path", of: call) { dependencies.append(path) }
            default: break
            }
        }
        self.name = name
        self.products = products
        let folder = root.isEmpty ? "" : String(root.dropLast())
        localDependencies = dependencies.map { path in
            let joined = PathNormalizer.normalize(path.hasPrefix("/") ? path : PathNormalizer.join(folder, path))
            return joined.isEmpty || joined == "." ? "" : joined + "/"
        }
    }
}

/// The manifests among the inputs, and which package's `Sources` a file belongs to.
package struct PackageManifests: Sendable {
    package private(set) var byRoot: [String: PackageManifest] = [:]
    /// Each root with its `Sources/` folder, longest root first: the first whose folder holds a path is the
    /// innermost package.
    private var sourceFolders: [(root: String, folder: String)] = []

    package init(_ files: ParsedFiles) {
        for (path, input) in files.parsed
        where path == PackageManifest.fileName || path.hasSuffix("/" + PackageManifest.fileName) {
            guard let swift = input.swift else { continue }
            let manifest = PackageManifest(path: path, file: swift)
            byRoot[manifest.root] = manifest
        }
        sourceFolders = byRoot.keys.map { ($0, $0 + "Sources/") }.sorted {
            $0.root.count != $1.root.count ? $0.root.count > $1.root.count : $0.root < $1.root
        }
    }

    package var isEmpty: Bool { byRoot.isEmpty }

    /// The innermost package whose `Sources` holds the file at `path` (normalized).
    package func root(holding path: String) -> String? {
        sourceFolders.first { path.hasPrefix($0.folder) }?.root
    }

    /// The roots of the packages declaring these products, with the local packages they depend on, transitively.
    package func roots(providing products: [String]) -> [String] {
        var queue = byRoot.values.filter { !$0.products.isDisjoint(with: products) }.map(\.root).sorted()
        var seen: Set<String> = []
        var result: [String] = []
        while !queue.isEmpty {
            let root = queue.removeFirst()
            guard seen.insert(root).inserted, let manifest = byRoot[root] else { continue }
            result.append(root)
            queue += manifest.localDependencies
        }
        return result
    }
}
