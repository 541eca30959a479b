import WakeLintCore
import WakeLintProject

/// One build configuration (Debug, Release, …) of a target, resolved as Xcode builds it.
public struct TargetConfiguration: Sendable {
    /// Nil for the implicit target's single configuration.
    public var name: String?
    /// `PRODUCT_BUNDLE_IDENTIFIER` expanded (or the Info.plist's `CFBundleIdentifier`).
    public var bundleIdentifier: String?
    public var infoPlist: ResolvedInfoPlist
    public var entitlements: ResolvedEntitlements
    /// Every `INFOPLIST_KEY_*` assignment on this configuration's settings stack (pbxproj and xcconfig),
    /// generated or not, with positions.
    public var infoPlistKeySettings: [WrittenBuildSetting]
    /// The settings stack, for expanding `$(VAR)`; nil for the implicit target.
    public var settings: BuildSettingsResolver?

    public init(
        name: String?, bundleIdentifier: String? = nil, infoPlist: ResolvedInfoPlist,
        entitlements: ResolvedEntitlements,
        infoPlistKeySettings: [WrittenBuildSetting] = [], settings: BuildSettingsResolver? = nil
    ) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.infoPlistKeySettings = infoPlistKeySettings
        self.settings = settings
    }

    /// The one configuration of code judged alone (`LintTarget.isCodeOnly`): no Info.plist, entitlements or settings.
    package static let codeOnly = TargetConfiguration(
        name: nil, infoPlist: ResolvedInfoPlist(files: []),
        entitlements: ResolvedEntitlements(files: []))

    /// `text` with `$(VAR)` expanded in this configuration; unchanged for the implicit target.
    public func expand(_ text: String) -> String {
        settings?.expand(text).value ?? text
    }
}

extension Collection where Element == TargetConfiguration {
    /// " in Release", " in Debug and Release" for messages; empty for the implicit target's configuration.
    public var scopePhrase: String {
        nameList.isEmpty ? "" : " in \(nameList)"
    }

    /// "'Debug' and 'Release'"; empty for the implicit target's configuration.
    public var nameList: String {
        let names = compactMap(\.name).map { "'\($0)'" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }
}
