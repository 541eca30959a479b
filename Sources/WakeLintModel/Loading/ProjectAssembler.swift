import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// Turns one Xcode project into lint targets: for each app, extension and watch target and each build
/// configuration, the Info.plist (file + generated keys), the entitlements, the bundle identifier and the
/// settings stack, exactly as Xcode resolves them; and the target's Swift files, with those of the project's
/// frameworks, libraries, local packages and CocoaPods development pods it depends on (see
/// `LintTarget.linkedLibraryFiles`, `DevelopmentPods`). Test targets are not linted,
/// and frameworks and libraries only when no app or extension links them, as code alone
/// (`LintTarget.isCodeOnly`): they are not what the system launches in the background.
package struct ProjectAssembler {
    package let project: XcodeProject
    package var files: ParsedFiles
    /// The Swift packages among the inputs, for the local package products targets link.
    package let manifests: PackageManifests

    package init(project: XcodeProject, files: ParsedFiles, manifests: PackageManifests) {
        self.project = project
        self.files = files
        self.manifests = manifests
    }

    /// A configuration based on CocoaPods' `Pods-<Target>.<configuration>.xcconfig`.
    static func isBasedOnPods(_ configuration: BuildConfiguration) -> Bool {
        configuration.baseConfiguration.map { base in
            let name = base.displayName.split(separator: "/").last.map(String.init) ?? base.displayName
            return name.hasPrefix("Pods-") && name.hasSuffix(".xcconfig")
        } ?? false
    }

    package static func isLinted(_ type: XcodeProductType) -> Bool {
        switch type {
        case .application, .appClip, .appExtension, .extensionKitExtension, .watchApp, .watchExtension: true
        default: false
        }
    }

    /// What each linted target of the project is made of, before its Swift model is built.
    package mutating func plans() -> [LintTarget.Plan] {
        let projectFile = files.parsed[PathNormalizer.normalize(project.path)]?.file
        // CocoaPods bases each configuration of the targets it integrates on `Pods-<Target>.<configuration>.xcconfig`:
        // only then is the Podfile beside the project read.
        let pods =
            project.targets.contains { $0.configurations.contains(where: Self.isBasedOnPods) }
            ? DevelopmentPods(beside: project, files: &files) : DevelopmentPods()
        var plans: [LintTarget.Plan] = project.targets.filter { Self.isLinted($0.productType) }.map { target in
            let names = target.configurations.isEmpty ? project.configurationNames : target.configurations.map(\.name)
            let own = swiftFiles(of: target)
            let configurations = names.map { configuration(named: $0, of: target) }
            var plan = LintTarget.Plan(
                name: target.name, productType: target.productType, projectPath: project.path,
                location: projectFile.flatMap { target.location(in: $0) },
                swiftFiles: own, linkedLibraryFiles: linkedLibraryFiles(of: target, besides: own, pods: pods),
                configurations: configurations)
            // CocoaPods' settings are `Pods-<Target>.<configuration>.xcconfig`, absent before `pod install`.
            plan.linksUnreadCode =
                !target.remotePackageProducts.isEmpty
                || configurations.contains { $0.settings?.resolve("PODS_ROOT") != nil }
                || target.configurations.contains(where: Self.isBasedOnPods)
            plan.compilesOtherLanguages =
                target.sourceFiles.contains { !$0.isSwiftSource }
                || configurations.contains {
                    $0.settings?.resolve("SWIFT_OBJC_BRIDGING_HEADER")?.value.isEmpty == false
                }
            return plan
        }
        let projectTargets = plans.compactMap { plan -> LintTarget.ProjectTarget? in
            plan.productType.map {
                LintTarget.ProjectTarget(
                    name: plan.name, productType: $0, platforms: LintTarget.platforms($0, plan.configurations),
                    infoPlist: plan.configurations.first?.infoPlist)
            }
        }
        for index in plans.indices { plans[index].projectTargets = projectTargets }
        // A framework none of them links (one only an extension or another project uses, or one kept for reuse)
        // is still code that runs somewhere: judged on its code alone, as far as it is among the linted files (the
        // pods of CocoaPods' own project, under the skipped `Pods/`, are third-party code and are not read for it).
        let covered = Set(
            plans.flatMap {
                ($0.swiftFiles + $0.linkedLibraryFiles).map { PathNormalizer.normalize($0.source.file.path) }
            })
        for library in project.targets where library.productType.isCodeLibrary {
            let own = sourcePaths(of: library).compactMap { files.parsed[$0]?.swift }
            guard !own.isEmpty,
                !own.contains(where: { covered.contains(PathNormalizer.normalize($0.source.file.path)) })
            else { continue }
            plans.append(
                LintTarget.Plan(
                    name: library.name, productType: library.productType, projectPath: project.path,
                    location: projectFile.flatMap { library.location(in: $0) }, swiftFiles: own,
                    configurations: [.codeOnly], isCodeOnly: true))
        }
        // A development pod no app installs (one only the tests use) is judged on its code alone, like such a framework.
        for pod in pods.pods {
            let own = pod.files.filter { !covered.contains(PathNormalizer.normalize($0.source.file.path)) }
            guard !own.isEmpty else { continue }
            plans.append(
                LintTarget.Plan(
                    name: pod.declaration.name, productType: .other("cocoapods.development-pod"),
                    projectPath: project.path, location: nil, swiftFiles: own, configurations: [.codeOnly],
                    isCodeOnly: true))
        }
        return plans
    }

    /// Every Swift file some target of the project other than a test bundle compiles, normalized. A package's
    /// sources that only a test target compiles are code no app links (`ProjectLoader.packageTargets`).
    package mutating func compiledPaths() -> Set<String> {
        var paths: Set<String> = []
        for target in project.targets where !target.productType.isTest { paths.formUnion(sourcePaths(of: target)) }
        return paths
    }

    private mutating func swiftFiles(of target: XcodeTarget) -> [SwiftFile] {
        sourcePaths(of: target).compactMap { files.file(at: $0, kind: .swift)?.swift }
    }

    /// The normalized paths of a target's Swift sources: its sources build phase, then the inputs inside the
    /// synchronized folders (Xcode 16) that include them for it.
    private mutating func sourcePaths(of target: XcodeTarget) -> [String] {
        if let known = sourcePathsByTarget[target.id] { return known }
        let paths = findSourcePaths(of: target)
        sourcePathsByTarget[target.id] = paths
        return paths
    }

    /// `sourcePaths(of:)` by target ID, as found once: plans, linked libraries and compiled paths all ask.
    private var sourcePathsByTarget: [String: [String]] = [:]

    private mutating func findSourcePaths(of target: XcodeTarget) -> [String] {
        var paths: [String] = []
        var seen: Set<String> = []
        // Once per target, not per source: it splits the project's path into Characters.
        let sourceRoot = project.sourceRoot
        for reference in target.swiftSources {
            guard let relative = reference.resolvedPath, !relative.hasPrefix("$(") else { continue }
            let path = PathNormalizer.normalize(PathNormalizer.join(sourceRoot, relative))
            if seen.insert(path).inserted { paths.append(path) }
        }
        for folder in project.synchronizedFolders.values.sorted(by: { $0.id < $1.id }) {
            guard let relative = folder.resolvedPath else { continue }
            let root = PathNormalizer.join(sourceRoot, relative)
            let rootLength = root.isEmpty ? 0 : root.count + 1
            for (path, _) in files.swiftFiles(under: root) {
                let inside = String(path.dropFirst(rootLength))
                if folder.includes(inside, in: target), seen.insert(path).inserted { paths.append(path) }
            }
        }
        return paths
    }

    /// Swift files of the frameworks and libraries of this project an app depends on (target dependencies,
    /// through libraries that depend on libraries) and of the local Swift packages among the inputs whose products
    /// it or those libraries link (through the packages' own local dependencies), minus the app's own. Other
    /// products it depends on (its extensions, a watch app) run in their own process and are linted as targets of
    /// their own. Only apps and watch extensions (the app's code on watchOS 2–6) get them: background tasks and
    /// background delivery are app features, so an extension's linked code could only cost time (the index is
    /// built per target).
    private mutating func linkedLibraryFiles(
        of target: XcodeTarget, besides own: [SwiftFile], pods: DevelopmentPods
    ) -> [SwiftFile] {
        guard target.productType.isApplication || target.productType == .watchExtension else { return [] }
        let targetsByID = Dictionary(project.targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var visited: Set<String> = [target.id]
        var queue = target.dependencyIDs
        var seen = Set(own.map { PathNormalizer.normalize($0.source.file.path) })
        var linked: [SwiftFile] = []
        var products = target.localPackageProducts
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard visited.insert(id).inserted, let library = targetsByID[id], library.productType.isCodeLibrary else {
                continue
            }
            for file in swiftFiles(of: library)
            where seen.insert(PathNormalizer.normalize(file.source.file.path)).inserted {
                linked.append(file)
            }
            queue += library.dependencyIDs
            products += library.localPackageProducts
        }
        for root in manifests.roots(providing: products) {
            for (path, swift) in files.swiftFiles(under: root + "Sources") where manifests.root(holding: path) == root {
                if seen.insert(path).inserted { linked.append(swift) }
            }
        }
        for file in pods.files(forTarget: target.name)
        where seen.insert(PathNormalizer.normalize(file.source.file.path)).inserted {
            linked.append(file)
        }
        return linked
    }

    private mutating func configuration(named name: String, of target: XcodeTarget) -> TargetConfiguration {
        var loaded = files
        let (settings, problems) = project.buildSettings(
            of: target, configuration: name, conditions: conditions(target, name),
            loadConfig: { loaded.xcconfig(at: $0) })
        files = loaded
        files.problems += problems

        let keySettings = settings.assignments.filter {
            $0.level != .builtIn && $0.setting.name.hasPrefix(GeneratedInfoPlistKeys.settingPrefix)
        }.compactMap(written)
        let generates = settings.resolve("GENERATE_INFOPLIST_FILE").map { $0.value.uppercased() == "YES" } ?? false
        var generated: [String: InfoPlistValue] = [:]
        if generates {
            for settingName in Set(keySettings.map(\.name))
            where GeneratedInfoPlistKeys.isGenerated(settingName: settingName) {
                guard let resolved = settings.resolve(settingName), let setting = written(resolved.assignment) else {
                    continue
                }
                let key = GeneratedInfoPlistKeys.infoPlistKey(forSettingName: settingName)
                let value = ExpandedString(
                    value: resolved.value, written: resolved.assignment.setting.text, location: setting.location,
                    unresolvedReferences: resolved.unresolvedReferences)
                generated[key] = InfoPlistValue(key: key, source: .generated(setting, value), settings: settings)
            }
        }
        let (infoFiles, infoReference) = referencedPlist(
            "INFOPLIST_FILE", kind: .plist, settings, targetName: target.name)
        let (entitlementFiles, entitlementsReference) = referencedPlist(
            "CODE_SIGN_ENTITLEMENTS", kind: .entitlements, settings, targetName: target.name)
        let generationSetting =
            generates ? settings.resolve("GENERATE_INFOPLIST_FILE").flatMap { written($0.assignment) } : nil
        let infoPlist = ResolvedInfoPlist(
            files: infoFiles, generated: generated, reference: infoReference,
            generationSetting: generationSetting, settings: settings)
        let bundleIdentifier =
            infoPlist.value(InfoPlist.Key.bundleIdentifier)?.string?.value
            ?? settings.resolve("PRODUCT_BUNDLE_IDENTIFIER")?.value
        return TargetConfiguration(
            name: name, bundleIdentifier: bundleIdentifier, infoPlist: infoPlist,
            entitlements: ResolvedEntitlements(files: entitlementFiles, reference: entitlementsReference),
            infoPlistKeySettings: keySettings, settings: settings)
    }

    /// `[sdk=…]` conditions are matched against the device SDK the target builds for.
    private func conditions(_ target: XcodeTarget, _ configuration: String) -> [String: String] {
        let sdk = project.writtenSetting("SDKROOT", target: target, configuration: configuration)?.text ?? "iphoneos"
        return ["sdk": sdk.isEmpty ? "iphoneos" : sdk, "arch": "arm64"]
    }

    /// The plist a path-valued setting names, parsed, and the reference as it was followed.
    private mutating func referencedPlist(
        _ setting: String, kind: InputKind, _ settings: BuildSettingsResolver,
        targetName: String
    ) -> ([PlistInput], ReferencedFile?) {
        guard let resolved = settings.resolve(setting), !resolved.value.isEmpty, let path = settings.path(of: setting)
        else {
            return ([], nil)
        }
        let location = written(resolved.assignment)?.location
        if !resolved.unresolvedReferences.isEmpty {
            let names = resolved.unresolvedReferences.map { "'$(\($0))'" }.joined(separator: ", ")
            files.problems.append(
                InputProblem(
                    path: project.path,
                    message:
                        "'\(setting)' of target '\(targetName)' uses \(names), which is defined nowhere wakelint can see"
                ))
            return (
                [],
                ReferencedFile(
                    setting: setting, path: resolved.value,
                    state: .unresolved(references: resolved.unresolvedReferences),
                    settingLocation: location)
            )
        }
        guard let plist = files.file(at: path, kind: kind)?.plist else {
            files.problems.append(
                InputProblem(
                    path: project.path,
                    message: "'\(setting)' of target '\(targetName)' names '\(path)', which could not be read"))
            return ([], ReferencedFile(setting: setting, path: path, state: .notFound, settingLocation: location))
        }
        return ([plist], ReferencedFile(setting: setting, path: path, state: .found, settingLocation: location))
    }

    /// An assignment with its position in the pbxproj or xcconfig it is written in.
    private func written(_ assignment: BuildSettingAssignment) -> WrittenBuildSetting? {
        guard let file = files.parsed[PathNormalizer.normalize(assignment.path)]?.file,
            let location = assignment.setting.location(in: file)
        else { return nil }
        let setting = assignment.setting
        let range = setting.keyRange.flatMap { key in setting.valueRange.map { key.lowerBound..<$0.upperBound } }
        return WrittenBuildSetting(
            name: setting.name, value: setting.text, location: location,
            input: InputKind(path: assignment.path) ?? .pbxproj, source: file, range: range,
            isConditional: !setting.conditions.isEmpty)
    }
}
