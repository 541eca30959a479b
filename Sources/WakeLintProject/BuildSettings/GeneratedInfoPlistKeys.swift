import Foundation

/// The `INFOPLIST_KEY_*` build settings Xcode turns into Info.plist keys when `GENERATE_INFOPLIST_FILE = YES`.
/// Any other `INFOPLIST_KEY_` name is not a declared setting, so Xcode's generator never sees it: the build
/// succeeds and the key silently never reaches the app. Taken from swift-build 41aee626 (`BuiltinMacros.swift`
/// and `CoreBuildSystem.xcspec`, used by `InfoPlistProcessorTaskAction`), as in
/// https://github.com/swiftlang/swift-build/blob/main/Sources/SWBCore/Specs/CoreBuildSystem.xcspec.
public enum GeneratedInfoPlistKeys {
    public static let settingPrefix = "INFOPLIST_KEY_"

    /// Setting names without the prefix (`NSHealthShareUsageDescription`, `UISupportedInterfaceOrientations_iPad`).
    public static let declared: Set<String> = [
        "CFBundleDisplayName",
        "CLKComplicationPrincipalClass",
        "GCSupportsControllerUserInteraction",
        "GCSupportsGameMode",
        "ITSAppUsesNonExemptEncryption",
        "ITSEncryptionExportComplianceCode",
        "LSApplicationCategoryType",
        "LSBackgroundOnly",
        "LSSupportsOpeningDocumentsInPlace",
        "LSUIElement",
        "MetalCaptureEnabled",
        "NFCReaderUsageDescription",
        "NSAccessoryTrackingUsageDescription",
        "NSAppDataUsageDescription",
        "NSAppleEventsUsageDescription",
        "NSAppleMusicUsageDescription",
        "NSBluetoothAlwaysUsageDescription",
        "NSBluetoothPeripheralUsageDescription",
        "NSBluetoothWhileInUseUsageDescription",
        "NSCalendarsFullAccessUsageDescription",
        "NSCalendarsUsageDescription",
        "NSCalendarsWriteOnlyAccessUsageDescription",
        "NSCameraUsageDescription",
        "NSContactsUsageDescription",
        "NSCriticalMessagingUsageDescription",
        "NSDesktopFolderUsageDescription",
        "NSDocumentsFolderUsageDescription",
        "NSDownloadsFolderUsageDescription",
        "NSFaceIDUsageDescription",
        "NSFallDetectionUsageDescription",
        "NSFileProviderDomainUsageDescription",
        "NSFileProviderPresenceUsageDescription",
        "NSFinancialDataUsageDescription",
        "NSFocusStatusUsageDescription",
        "NSGKFriendListUsageDescription",
        "NSHandsTrackingUsageDescription",
        "NSHealthClinicalHealthRecordsShareUsageDescription",
        "NSHealthShareUsageDescription",
        "NSHealthUpdateUsageDescription",
        "NSHomeKitUsageDescription",
        "NSHumanReadableCopyright",
        "NSIdentityUsageDescription",
        "NSLocalNetworkUsageDescription",
        "NSLocationAlwaysAndWhenInUseUsageDescription",
        "NSLocationAlwaysUsageDescription",
        "NSLocationTemporaryUsageDescription",
        "NSLocationTemporaryUsageDescriptionDictionary",
        "NSLocationUsageDescription",
        "NSLocationWhenInUseUsageDescription",
        "NSMainCameraUsageDescription",
        "NSMainNibFile",
        "NSMainStoryboardFile",
        "NSMicrophoneUsageDescription",
        "NSMotionUsageDescription",
        "NSNearbyInteractionAllowOnceUsageDescription",
        "NSNearbyInteractionUsageDescription",
        "NSNetworkVolumesUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
        "NSPhotoLibraryUsageDescription",
        "NSPrincipalClass",
        "NSRemindersFullAccessUsageDescription",
        "NSRemindersUsageDescription",
        "NSRemovableVolumesUsageDescription",
        "NSSensorKitPrivacyPolicyURL",
        "NSSensorKitUsageDescription",
        "NSSiriUsageDescription",
        "NSSpeechRecognitionUsageDescription",
        "NSStickerSharingLevel",
        "NSSupportsLiveActivities",
        "NSSupportsLiveActivitiesFrequentUpdates",
        "NSSystemAdministrationUsageDescription",
        "NSSystemExtensionUsageDescription",
        "NSUserTrackingUsageDescription",
        "NSVideoSubscriberAccountUsageDescription",
        "NSViewGestureRecognizerIsExclusive",
        "NSVoIPUsageDescription",
        "NSWorldSensingUsageDescription",
        "OSBundleUsageDescription",
        "UIApplicationSceneManifest_Generation",
        "UIApplicationSupportsIndirectInputEvents",
        "UILaunchScreen_Generation",
        "UILaunchStoryboardName",
        "UIMainStoryboardFile",
        "UIRequiredDeviceCapabilities",
        "UIRequiresFullScreen",
        "UIStatusBarHidden",
        "UIStatusBarStyle",
        "UISupportedInterfaceOrientations",
        "UISupportedInterfaceOrientations_iPad",
        "UISupportedInterfaceOrientations_iPhone",
        "UISupportsDocumentBrowser",
        "UIUserInterfaceStyle",
        "WKApplication",
        "WKCompanionAppBundleIdentifier",
        "WKExtensionDelegateClassName",
        "WKRunsIndependentlyOfCompanionApp",
        "WKSupportsLiveActivityLaunchAttributeTypes",
        "WKWatchOnly",
    ]

    /// Keys the generator writes by itself, whatever the settings say, with the value it writes: swift-build's
    /// `InfoPlistProcessorTaskAction` sets `LSRequiresIPhoneOS` to true in every iOS and tvOS app (and removes
    /// it on watchOS and macOS, where it means nothing). Xcode's own templates and project generators write
    /// `INFOPLIST_KEY_LSRequiresIPhoneOS = YES`: not a declared setting, but the app gets the key all the same.
    /// `InfoPlistProcessorTaskAction.defaultInfoPlistContent` also writes `CFBundleInfoDictionaryVersion = 6.0`
    /// into every generated Info.plist.
    public static let writtenByXcode: [String: String] = [
        "LSRequiresIPhoneOS": "YES", "CFBundleInfoDictionaryVersion": "6.0",
    ]

    /// Keys a build step writes from a setting of its own: the asset catalog compiler writes `CFBundleIconName`
    /// from `ASSETCATALOG_COMPILER_APPICON_NAME`, and the Info.plist generator (`defaultInfoPlistContent` in
    /// swift-build's `InfoPlistProcessorTaskAction.swift`) the `CFBundle*` keys from the product's settings.
    public static let writtenFromSetting: [String: String] = [
        "CFBundleIconName": "ASSETCATALOG_COMPILER_APPICON_NAME",
        "CFBundleName": "PRODUCT_NAME",
        "CFBundleExecutable": "EXECUTABLE_NAME",
        "CFBundleVersion": "CURRENT_PROJECT_VERSION",
        "CFBundleDevelopmentRegion": "DEVELOPMENT_LANGUAGE",
        "CFBundleIdentifier": "PRODUCT_BUNDLE_IDENTIFIER",
        "CFBundlePackageType": "PRODUCT_BUNDLE_PACKAGE_TYPE",
        "CFBundleShortVersionString": "MARKETING_VERSION",
    ]

    /// Whether setting `INFOPLIST_KEY_<key>` to `value` (as written) asks for what Xcode writes anyway: a key of
    /// `writtenByXcode` with its value (`YES` and `true` alike), or one of `writtenFromSetting` naming that setting
    /// (`$(MARKETING_VERSION)`) or with the value `resolve` gives both.
    public static func isWrittenByXcode(settingName: String, value: String, resolve: (String) -> String?) -> Bool {
        guard settingName.hasPrefix(settingPrefix) else { return false }
        let key = String(settingName.dropFirst(settingPrefix.count))
        let unquoted = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        if let written = writtenByXcode[key] {
            return unquoted.uppercased() == written || (written == "YES" && unquoted.lowercased() == "true")
        }
        guard let setting = writtenFromSetting[key] else { return false }
        if ["$(\(setting))", "${\(setting)}", "$\(setting)"].contains(unquoted) { return true }
        // An app's executable is named after the product unless EXECUTABLE_NAME says otherwise (Xcode's default is
        // $(EXECUTABLE_PREFIX)$(PRODUCT_NAME)$(EXECUTABLE_SUFFIX), both affixes empty for apps). A value wakelint
        // cannot work out is not reported: Xcode writes the key from it either way.
        let fallback = setting == "EXECUTABLE_NAME" ? resolve("PRODUCT_NAME") : nil
        guard let written = resolve(setting) ?? fallback else { return true }
        return written == unquoted || written == resolve(settingName)
    }

    /// True when `INFOPLIST_KEY_<key>` is a setting Xcode's Info.plist generator reads.
    public static func isGenerated(settingName: String) -> Bool {
        settingName.hasPrefix(settingPrefix) && declared.contains(String(settingName.dropFirst(settingPrefix.count)))
    }

    /// The Info.plist key a generated setting writes (`_iPad` → `~ipad`, as Xcode maps them).
    public static func infoPlistKey(forSettingName name: String) -> String {
        let key = String(name.dropFirst(settingPrefix.count))
        for (suffix, replacement) in [("_iPad", "~ipad"), ("_iPhone", "~iphone")] where key.hasSuffix(suffix) {
            return key.dropLast(suffix.count) + replacement
        }
        return key
    }
}
