import Dispatch
import WakeLintCore
import WakeLintProject
import WakeLintSwift

/// One build target as the rules see it: its Swift sources and, per build configuration, the Info.plist and
/// entitlements Xcode would build it with. Without a project file every input under the linted root forms
/// one implicit target with one unnamed configuration.
public struct LintTarget: Sendable {
    public var name: String
    /// Nil for the implicit target.
    public var productType: XcodeProductType?
    /// The `project.pbxproj` the target comes from; nil for the implicit target.
    public var projectPath: String?
    /// The target's object in the pbxproj.
    public var location: SourceLocation?
    /// Sources build phase and synchronized folders (Xcode 16), read from disk when discovery did not list
    /// them, with the module index and launch reachability built over them once.
    public let swift: SwiftModel
    /// In project order (Debug, Release, …); exactly one, unnamed, for the implicit target.
    public var configurations: [TargetConfiguration]
    /// Paths of the Swift files `swift` holds because a framework or library of the project the target depends
    /// on compiles them (not the target itself). Their code counts as present — a task registered inside the
    /// app's own framework is registered — and the rules that judge code alone (`scope: code`:
    /// a handler path that never completes, an error thrown away) check it. Findings that depend on the target
    /// (its Info.plist, entitlements, launch) are not placed in it: linking code does not mean running it (a
    /// watch app links the framework whose HealthKit code only the phone app runs).
    public var linkedLibraryFiles: Set<String>
    /// Code no app or extension of the linted projects runs as far as wakelint can see: a framework of the project
    /// that none of them links, or a Swift package's `Sources` that no target compiles (the package beside its
    /// example app). Only the rules that judge code alone run on it (`scope: code`): its
    /// handlers still have to complete, but which Info.plist and entitlements it runs with is the app's business.
    public var isCodeOnly: Bool
    /// Whether the target links code wakelint does not read: products of remote Swift packages, or CocoaPods (a
    /// configuration based on the Pods' settings, `PODS_ROOT`). Such code may register tasks of its own (an SDK's
    /// identifiers in the app's Info.plist).
    public var linksUnreadCode = false
    /// Whether the target may compile code wakelint does not read: C, Objective-C or C++ among its sources, or an
    /// Objective-C bridging header (its synchronized folders' other files are not listed).
    public var compilesOtherLanguages = false
    /// Every app, extension and watch target of the same project, this one included, as far as a rule about the
    /// bundle the targets ship together reads them; empty for the implicit target and code-only ones.
    public var projectTargets: [ProjectTarget] = []

    /// A target of the project seen from another: what it is, where it runs, the Info.plist it ships.
    public struct ProjectTarget: Sendable {
        public var name: String
        public var productType: XcodeProductType
        public var platforms: Set<String>
        /// The Info.plist of its first configuration.
        public var infoPlist: ResolvedInfoPlist?
    }

    public init(
        name: String, productType: XcodeProductType? = nil, projectPath: String? = nil, location: SourceLocation? = nil,
        swiftFiles: [SwiftFile], linkedLibraryFiles: [SwiftFile] = [], configurations: [TargetConfiguration],
        isCodeOnly: Bool = false
    ) {
        self.name = name
        self.productType = productType
        self.projectPath = projectPath
        self.location = location
        self.swift = SwiftModel(
            files: swiftFiles + linkedLibraryFiles, platforms: Self.platforms(productType, configurations))
        self.linkedLibraryFiles = Set(linkedLibraryFiles.map(\.source.file.path))
        self.configurations = configurations
        self.isCodeOnly = isCodeOnly
    }

    /// The platforms a project target builds for, as `#if os(…)` names, from its first configuration's
    /// `SUPPORTED_PLATFORMS` (a multiplatform target lists several) or else `SDKROOT`; watch products are watchOS.
    /// Empty when the settings do not say (the implicit target, `SDKROOT = auto` alone): then no `os()` test rules
    /// code out.
    package static func platforms(_ productType: XcodeProductType?, _ configurations: [TargetConfiguration]) -> Set<
        String
    > {
        if productType == .watchApp || productType == .watchExtension { return ["watchOS"] }
        guard let settings = configurations.first?.settings else { return [] }
        let written = settings.resolve("SUPPORTED_PLATFORMS")?.value ?? settings.resolve("SDKROOT")?.value ?? ""
        var platforms: Set<String> = []
        for sdk in written.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            switch sdk.lowercased() {
            case "iphoneos", "iphonesimulator": platforms.insert("iOS")
            case "macosx": platforms.insert("macOS")
            case "watchos", "watchsimulator": platforms.insert("watchOS")
            case "appletvos", "appletvsimulator": platforms.insert("tvOS")
            case "xros", "xrsimulator": platforms.insert("visionOS")
            default: return []  // `auto`, a variable, a path: not known
            }
        }
        return platforms
    }

    /// What a target is made of, before its Swift model is built.
    package struct Plan: Sendable {
        package var name: String
        package var productType: XcodeProductType?
        package var projectPath: String?
        package var location: SourceLocation?
        package var swiftFiles: [SwiftFile]
        package var linkedLibraryFiles: [SwiftFile] = []
        package var configurations: [TargetConfiguration]
        package var isCodeOnly = false
        package var linksUnreadCode = false
        package var compilesOtherLanguages = false
        package var projectTargets: [ProjectTarget] = []
    }

    /// The targets of `plans`, in their order; each target's Swift model is built when first read (`SwiftModel`).
    package static func build(_ plans: [Plan]) -> [LintTarget] {
        plans.map { plan in
            var target = LintTarget(
                name: plan.name, productType: plan.productType, projectPath: plan.projectPath,
                location: plan.location, swiftFiles: plan.swiftFiles,
                linkedLibraryFiles: plan.linkedLibraryFiles, configurations: plan.configurations,
                isCodeOnly: plan.isCodeOnly)
            target.linksUnreadCode = plan.linksUnreadCode
            target.compilesOtherLanguages = plan.compilesOtherLanguages
            target.projectTargets = plan.projectTargets
            return target
        }
    }

    /// Whether a finding is placed in this target's own code and files, not in a linked library's (the engine
    /// drops the others unless the rule judges code alone).
    public func owns(_ finding: Finding) -> Bool { !linkedLibraryFiles.contains(finding.location.path) }

    public var isImplicit: Bool { productType == nil }

    /// The target's Swift files as tokens (what token-level facts and suppressions need).
    public var swiftSources: [SwiftSource] { swift.files.map(\.source) }

    /// Every Info.plist file any configuration uses, once each.
    public var infoPlists: [PlistInput] { unique(configurations.flatMap(\.infoPlist.files)) }

    /// Every entitlements file any configuration uses, once each.
    public var entitlements: [PlistInput] { unique(configurations.flatMap(\.entitlements.files)) }

    /// Whether signing and Info.plist can be judged: a project target, or an implicit one with at least one
    /// Info.plist or entitlements file, read or not. Sources alone (a Swift package, a folder of code) say nothing about
    /// the app they end up in, so rules about its entitlements and Info.plist stay silent there.
    public var describesAppBundle: Bool {
        !isCodeOnly
            && (!isImplicit || !infoPlists.isEmpty || !entitlements.isEmpty
                || configurations.contains { !$0.infoPlist.unread.isEmpty || !$0.entitlements.unread.isEmpty })
    }

    /// An app extension (classic or ExtensionKit): its host app registers and runs background tasks, and asks
    /// for the Health authorization it reads with.
    public var isAppExtension: Bool { productType == .appExtension || productType == .extensionKitExtension }

    /// Whether the keys of the Info.plist the app is built with are known: always for a project target (its file
    /// and generated keys, even if that is none), for the implicit target only when an app's Info.plist is among
    /// the inputs. Without it, a missing key proves nothing (the app's Info.plist may be generated by XcodeGen or
    /// Tuist from files wakelint does not read), so the rules about Info.plist keys stay silent.
    public var knowsInfoPlist: Bool { !isImplicit || !infoPlists.isEmpty }

    /// "target 'StepSync'" for messages; empty for the implicit target, whose name means nothing to users.
    public var subject: String { isImplicit ? "" : "target '\(name)'" }

    private func unique(_ inputs: [PlistInput]) -> [PlistInput] {
        var seen: Set<String> = []
        return inputs.filter { seen.insert($0.path).inserted }
    }
}
