import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// The CocoaPods development pods of a project (`pod 'MyKit', :path => 'LocalPods/MyKit'` in the `Podfile` beside
/// it): for each, the Swift files among the inputs its podspec's `source_files` globs take, and the targets the
/// Podfile installs it in. They are linked code of those targets, though `Pods/Pods.xcodeproj`, which would build
/// them, is not committed. The Podfile and podspecs are read through `readFile`; what cannot be read is a problem.
package struct DevelopmentPods {
    package struct Pod {
        var declaration: Podfile.DevelopmentPod
        /// The folder holding the podspec, normalized.
        var root: String
        var files: [SwiftFile]
        var dependencies: [String]
    }

    package private(set) var pods: [Pod] = []
    private var podfile: Podfile?

    /// No development pods (a project CocoaPods does not integrate).
    package init() {}

    /// The Podfile in the folder of `project` (`App.xcodeproj/project.pbxproj`), when there is one.
    package init(beside project: XcodeProject, files: inout ParsedFiles) {
        let folder = PathNormalizer.normalize(project.sourceRoot)
        let podfilePath = PathNormalizer.join(folder, Podfile.fileName)
        guard let read = files.readFile(podfilePath) else { return }
        let podfile = Podfile(SourceFile(path: PathNormalizer.normalize(read.path), bytes: read.bytes))
        if let named = podfile.project,
            !PathNormalizer.normalize(PathNormalizer.join(folder, named)).hasSuffix(
                project.name + ".xcodeproj")
        {
            return
        }
        self.podfile = podfile
        for problem in podfile.problems {
            files.problems.append(InputProblem(path: podfile.path, message: "line \(problem.line): \(problem.message)"))
        }
        for declaration in podfile.developmentPods {
            let root = PathNormalizer.normalize(PathNormalizer.join(folder, declaration.path))
            let specName = declaration.name.split(separator: "/").first.map(String.init) ?? declaration.name
            let candidates = [".podspec", ".podspec.json"].map { PathNormalizer.join(root, specName + $0) }
            let readFile = files.readFile
            guard
                let (path, bytes) = candidates.lazy.compactMap({ path in readFile(path).map { (path, $0.bytes) } })
                    .first
            else {
                files.problems.append(
                    InputProblem(
                        path: podfile.path,
                        message:
                            "line \(declaration.line): the development pod '\(declaration.name)' has no '\(specName).podspec' in '\(declaration.path)'; its sources are not read"
                    ))
                continue
            }
            let podspec = Podspec(SourceFile(path: PathNormalizer.normalize(path), bytes: bytes))
            for problem in podspec.problems {
                files.problems.append(
                    InputProblem(path: podspec.path, message: "line \(problem.line): \(problem.message)"))
            }
            let globs = podspec.sourceFiles(forPod: declaration.name).map(PodGlob.init)
            let prefix = root.isEmpty ? "" : root + "/"
            let candidatesUnderRoot = files.swiftFiles(under: root)
            let taken = candidatesUnderRoot.filter { path, _ in
                let relative = String(path.dropFirst(prefix.count))
                return globs.contains { $0.matches(relative) }
            }.map(\.swift)
            if candidatesUnderRoot.isEmpty && !globs.isEmpty {
                files.problems.append(
                    InputProblem(
                        path: podfile.path,
                        message:
                            "line \(declaration.line): no Swift file of the development pod '\(declaration.name)' under '\(declaration.path)' is among the linted files; lint that folder too"
                    ))
            }
            pods.append(
                Pod(
                    declaration: declaration, root: root, files: taken,
                    dependencies: podspec.root.dependencies + podspec.root.subspecs.flatMap(\.dependencies)))
        }
    }

    /// The Swift files of the development pods the Podfile installs in the target, with those of the development
    /// pods they depend on, in Podfile order.
    package func files(forTarget name: String) -> [SwiftFile] {
        guard let podfile else { return [] }
        var queue = pods.filter { podfile.installs($0.declaration, in: name) }
        var seen: Set<String> = []
        var result: [SwiftFile] = []
        while !queue.isEmpty {
            let pod = queue.removeFirst()
            guard seen.insert(pod.declaration.name).inserted else { continue }
            result += pod.files
            let rootNames = Set(pod.dependencies.map { $0.split(separator: "/").first.map(String.init) ?? $0 })
            queue += pods.filter {
                rootNames.contains($0.declaration.name.split(separator: "/").first.map(String.init) ?? "")
            }
        }
        return result
    }
}
