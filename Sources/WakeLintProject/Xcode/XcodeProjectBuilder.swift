import WakeLintCore

/// Turns the objects of a pbxproj document into an `XcodeProject`, resolving references by ID.
/// Dangling references become issues; group chains are walked iteratively with cycle detection.
struct XcodeProjectBuilder {
    let document: PlistDocument
    let file: SourceFile
    private var objects: [String: XcodeObject] = [:]
    /// The objects in file order, so issues come out in a stable order.
    private var orderedObjects: [XcodeObject] = []
    private var issues: [XcodeProjectIssue] = []
    private var fileReferences: [String: XcodeFileReference] = [:]

    init(document: PlistDocument, file: SourceFile) {
        self.document = document
        self.file = file
    }

    private static let groupKinds: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]
    private static let fileKinds: Set<String> = groupKinds.union(["PBXFileReference", "PBXReferenceProxy"])

    mutating func build() -> Result<XcodeProject, PlistProblem> {
        guard let root = document.root.dictValue else {
            return .failure(problem("the root of a project.pbxproj must be a dictionary", at: document.root.range))
        }
        guard let objectsEntry = root["objects"], let objectsDictionary = objectsEntry.value.dictValue else {
            return .failure(problem("no 'objects' dictionary", at: root["objects"]?.keyRange ?? document.root.range))
        }
        for entry in objectsDictionary.entries {
            guard let properties = entry.value.dictValue else {
                issue("object \(entry.key) is not a dictionary", at: entry.keyRange)
                continue
            }
            guard let isa = properties["isa"]?.value.stringValue else {
                issue("object \(entry.key) has no 'isa'", at: entry.keyRange)
                continue
            }
            let object = XcodeObject(id: entry.key, isa: isa, properties: properties, node: entry.value)
            // The reader keeps one entry per key: each object is listed once.
            objects[entry.key] = object
            orderedObjects.append(object)
        }
        guard let rootEntry = root["rootObject"], let projectID = rootEntry.value.stringValue else {
            return .failure(problem("no 'rootObject'", at: document.root.range))
        }
        guard let projectObject = objects[projectID], projectObject.isa == "PBXProject" else {
            return .failure(problem("rootObject \(projectID) is not a PBXProject", at: rootEntry.value.range))
        }
        // A repeat with the same value is a merge leftover Xcode reads as one; a different value is named with both
        // lines, and the first is used.
        for repeated in document.repeatedKeys where !repeated.sameValue {
            let firstLine = file.lineAndColumn(of: repeated.first.lowerBound).line
            issues.append(
                XcodeProjectIssue(
                    message:
                        "'\(repeated.key)' is written again with a different value (first on line \(firstLine)); the first is used",
                    range: repeated.repeated))
        }
        resolveFileReferences(mainGroupID: projectObject.string("mainGroup"))
        let synchronizedFolders = buildSynchronizedFolders()
        let projectList = configurationList(projectObject, owner: "the project")
        var targets: [XcodeTarget] = []
        for targetID in projectObject.strings("targets") {
            guard let target = object(targetID, referencedBy: projectObject, key: "targets") else { continue }
            targets.append(buildTarget(target, synchronizedFolders: synchronizedFolders))
        }
        return .success(
            XcodeProject(
                path: file.path, document: document, objectVersion: root["objectVersion"]?.value.stringValue,
                objects: objects,
                projectID: projectID, configurations: projectList.configurations,
                defaultConfigurationName: projectList.defaultName, targets: targets, fileReferences: fileReferences,
                synchronizedFolders: synchronizedFolders, projectDirPath: projectObject.string("projectDirPath") ?? "",
                issues: issues))
    }

    // MARK: - Targets and configurations

    private mutating func buildTarget(_ target: XcodeObject, synchronizedFolders: [String: SynchronizedFolder])
        -> XcodeTarget
    {
        let name = target.string("name") ?? target.id
        let list = configurationList(target, owner: "target '\(name)'")
        var sources: [XcodeFileReference] = []
        for phaseID in target.strings("buildPhases") {
            guard let phase = object(phaseID, referencedBy: target, key: "buildPhases"),
                phase.isa == "PBXSourcesBuildPhase"
            else { continue }
            for buildFileID in phase.strings("files") {
                guard let buildFile = object(buildFileID, referencedBy: phase, key: "files") else { continue }
                // Swift packages' products (productRef) have no file reference.
                guard let fileID = buildFile.string("fileRef") else { continue }
                guard let reference = fileReferences[fileID] else {
                    issue(
                        "build file \(buildFileID) refers to missing file reference \(fileID)", at: buildFile.node.range
                    )
                    continue
                }
                sources.append(reference)
            }
        }
        var folders: [SynchronizedFolder] = []
        for folderID in target.strings("fileSystemSynchronizedGroups") {
            if let folder = synchronizedFolders[folderID] {
                folders.append(folder)
            } else {
                issue(
                    "target '\(name)' lists missing synchronized folder \(folderID)",
                    at: target["fileSystemSynchronizedGroups"]?.keyRange)
            }
        }
        let dependencies = target.strings("dependencies").compactMap { id in
            object(id, referencedBy: target, key: "dependencies")?.string("target")
        }
        // A product of a remote package is third-party code; one without a package reference comes from a package
        // folder the project holds (Xcode's older way of adding a local package).
        var localProducts: [String] = []
        var remoteProducts: [String] = []
        for id in target.strings("packageProductDependencies") {
            guard let product = object(id, referencedBy: target, key: "packageProductDependencies"),
                product.isa == "XCSwiftPackageProductDependency", let name = product.string("productName")
            else { continue }
            if let packageID = product.string("package"), objects[packageID]?.isa == "XCRemoteSwiftPackageReference" {
                remoteProducts.append(name)
            } else {
                localProducts.append(name)
            }
        }
        var built = XcodeTarget(
            id: target.id, name: name, isa: target.isa,
            productType: XcodeProductType(identifier: target.string("productType") ?? ""),
            productName: target.string("productName"), configurations: list.configurations,
            defaultConfigurationName: list.defaultName, sourceFiles: sources, synchronizedFolders: folders,
            dependencyIDs: dependencies, range: target.node.range)
        built.localPackageProducts = localProducts
        built.remotePackageProducts = remoteProducts
        return built
    }

    private mutating func configurationList(_ owner: XcodeObject, owner description: String)
        -> (configurations: [BuildConfiguration], defaultName: String?)
    {
        guard let listID = owner.string("buildConfigurationList") else {
            issue("\(description) has no buildConfigurationList", at: owner.node.range)
            return ([], nil)
        }
        guard let list = object(listID, referencedBy: owner, key: "buildConfigurationList") else { return ([], nil) }
        var configurations: [BuildConfiguration] = []
        for configurationID in list.strings("buildConfigurations") {
            guard let configuration = object(configurationID, referencedBy: list, key: "buildConfigurations") else {
                continue
            }
            configurations.append(buildConfiguration(configuration))
        }
        return (configurations, list.string("defaultConfigurationName"))
    }

    private mutating func buildConfiguration(_ object: XcodeObject) -> BuildConfiguration {
        var settings: [BuildSetting] = []
        for entry in object["buildSettings"]?.value.dictValue?.entries ?? [] {
            let value: BuildSettingValue
            switch entry.value.value {
            case .string(let string):
                value = .string(string)
            case .array(let items):
                value = .list(items.compactMap(\.stringValue))
            default:
                issue("build setting '\(entry.key)' is neither a string nor a list", at: entry.keyRange)
                continue
            }
            settings.append(
                BuildSetting(key: entry.key, value: value, keyRange: entry.keyRange, valueRange: entry.value.range))
        }
        var base: XcodeFileReference?
        if let baseID = object.string("baseConfigurationReference") {
            base = fileReferences[baseID]
            if base == nil {
                issue(
                    "configuration \(object.id) is based on missing file reference \(baseID)",
                    at: object["baseConfigurationReference"]?.value.range)
            }
        } else if let anchorID = object.string("baseConfigurationReferenceAnchor"),
            let relativePath = object.string("baseConfigurationReferenceRelativePath")
        {
            // Xcode 16 (objectVersion 77): an xcconfig inside a synchronized folder has no file reference; the
            // configuration names the folder and the file's path inside it.
            if let anchor = fileReferences[anchorID] {
                base = XcodeFileReference(
                    id: anchorID + "/" + relativePath, isa: "PBXFileReference", name: nil, path: relativePath,
                    sourceTree: "<group>",
                    resolvedPath: anchor.resolvedPath.map { PathNormalizer.join($0, relativePath) },
                    fileType: "text.xcconfig", range: object["baseConfigurationReferenceRelativePath"]?.value.range)
            } else {
                issue(
                    "configuration \(object.id) is based on a file in missing folder \(anchorID)",
                    at: object["baseConfigurationReferenceAnchor"]?.value.range)
            }
        }
        return BuildConfiguration(
            id: object.id, name: object.string("name") ?? object.id, settings: settings,
            baseConfiguration: base, range: object.node.range)
    }

    // MARK: - Files, groups and synchronized folders

    /// Resolves every file and group path: `<group>` items through their parents (found from the
    /// `children` lists), `SOURCE_ROOT` from the source root, other trees as a `$(TREE)/` prefix.
    private mutating func resolveFileReferences(mainGroupID: String?) {
        let items = orderedObjects.filter { Self.fileKinds.contains($0.isa) }
        var parents: [String: String] = [:]
        parents.reserveCapacity(items.count)
        for object in items where Self.groupKinds.contains(object.isa) {
            for child in object.strings("children") where parents[child] == nil {
                parents[child] = object.id
            }
        }
        var resolved: [String: String?] = [:]
        resolved.reserveCapacity(items.count)
        for object in items {
            // Walk up to an item whose path is known (or a root), then resolve back down.
            var chain: [(id: String, item: XcodeObject?, hasParent: Bool)] = []
            var visited: Set<String> = []
            var current: String? = object.id
            var base: String?? = nil
            while let id = current {
                if let known = resolved[id] {
                    base = known
                    break
                }
                // Chains are short: a set is made only for a long one, to find a cycle in linear time.
                let isRepeat = chain.count < 16 ? chain.contains { $0.id == id } : !visited.insert(id).inserted
                if chain.count == 15 { visited = Set(chain.map(\.id) + [id]) }
                guard !isRepeat else {
                    issue("group cycle through \(id)", at: objects[id]?.node.range)
                    base = .some(nil)
                    break
                }
                let item = id == object.id ? object : objects[id]
                let parent = parents[id]
                chain.append((id, item, parent != nil))
                let tree = item?.string("sourceTree") ?? "<group>"
                if tree != "<group>" || id == mainGroupID || parent == nil {
                    break
                }
                current = parent
            }
            // Resolve the chain from its top-most element down to `object`.
            var parentPath: String? = base ?? ""
            for link in chain.reversed() {
                let path = self.path(
                    of: link.item, id: link.id, parentPath: parentPath, mainGroupID: mainGroupID,
                    hasParent: link.hasParent)
                resolved[link.id] = .some(path)
                parentPath = path
            }
        }
        for object in items {
            fileReferences[object.id] = XcodeFileReference(
                id: object.id, isa: object.isa, name: object.string("name"), path: object.string("path"),
                sourceTree: object.string("sourceTree") ?? "<group>", resolvedPath: resolved[object.id] ?? nil,
                fileType: object.string("lastKnownFileType") ?? object.string("explicitFileType"),
                range: object.node.range)
        }
    }

    private func path(of item: XcodeObject?, id: String, parentPath: String?, mainGroupID: String?, hasParent: Bool)
        -> String?
    {
        let own = item?.string("path") ?? ""
        switch item?.string("sourceTree") ?? "<group>" {
        case "<group>":
            // A group item outside the navigator tree has no place to resolve from.
            guard id == mainGroupID || hasParent, let parentPath else { return nil }
            return PathNormalizer.join(parentPath, own)
        case "SOURCE_ROOT":
            return PathNormalizer.join("", own)
        case "<absolute>":
            return PathNormalizer.join("/", own)
        case let tree:
            return PathNormalizer.join("$(\(tree))", own)
        }
    }

    private mutating func buildSynchronizedFolders() -> [String: SynchronizedFolder] {
        var folders: [String: SynchronizedFolder] = [:]
        for object in orderedObjects where object.isa == "PBXFileSystemSynchronizedRootGroup" {
            var exceptionSets: [SynchronizedFolderExceptionSet] = []
            for exceptionID in object.strings("exceptions") {
                guard let exception = self.object(exceptionID, referencedBy: object, key: "exceptions") else {
                    continue
                }
                exceptionSets.append(
                    SynchronizedFolderExceptionSet(
                        id: exception.id, isa: exception.isa, targetID: exception.string("target"),
                        buildPhaseID: exception.string("buildPhase"),
                        membershipExceptions: exception.strings("membershipExceptions")))
            }
            folders[object.id] = SynchronizedFolder(
                id: object.id, path: object.string("path"), resolvedPath: fileReferences[object.id]?.resolvedPath,
                exceptions: exceptionSets, range: object.node.range)
        }
        return folders
    }

    // MARK: - Helpers

    /// The object with this ID, or nil and an issue at the referring key.
    private mutating func object(_ id: String, referencedBy owner: XcodeObject, key: String) -> XcodeObject? {
        if let object = objects[id] { return object }
        issue(
            "\(owner.isa) \(owner.id) refers to missing object \(id) in '\(key)'",
            at: owner[key]?.keyRange ?? owner.node.range)
        return nil
    }

    private mutating func issue(_ message: String, at range: Range<Int>?) {
        issues.append(XcodeProjectIssue(message: message, range: range))
    }

    private func problem(_ message: String, at range: Range<Int>?) -> PlistProblem {
        guard let range else { return PlistProblem(message: message) }
        let (line, column) = file.lineAndColumn(of: range.lowerBound)
        return PlistProblem(message: message, line: line, column: column)
    }
}
