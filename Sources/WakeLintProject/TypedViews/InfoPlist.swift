/// The Info.plist keys wakelint's rules read, typed, with their entries for positions (each key is documented
/// under https://developer.apple.com/documentation/bundleresources/information-property-list).
/// Wrong types are kept (`value == nil`) and listed in `typeMismatches`, never hidden.
public struct InfoPlist: Sendable {
    public enum Key {
        public static let bundleIdentifier = "CFBundleIdentifier"
        public static let backgroundModes = "UIBackgroundModes"
        public static let permittedTaskIdentifiers = "BGTaskSchedulerPermittedIdentifiers"
        public static let watchBackgroundModes = "WKBackgroundModes"
        public static let healthShareUsageDescription = "NSHealthShareUsageDescription"
        public static let healthUpdateUsageDescription = "NSHealthUpdateUsageDescription"
        public static let healthClinicalRecordsUsageDescription = "NSHealthClinicalHealthRecordsShareUsageDescription"
        public static let healthRequiredReadTypes = "NSHealthRequiredReadAuthorizationTypeIdentifiers"
    }

    public var document: PlistDocument
    /// `CFBundleIdentifier`, often `$(PRODUCT_BUNDLE_IDENTIFIER)` (resolve it with the target's build settings);
    /// task identifiers conventionally start with it.
    public var bundleIdentifier: TypedPlistEntry<String>?
    /// `UIBackgroundModes`: array of strings such as `fetch`, `processing`, `remote-notification`.
    public var backgroundModes: TypedPlistEntry<PlistStringList>?
    /// `BGTaskSchedulerPermittedIdentifiers`: array of task identifiers (reverse-DNS, maybe ending in `.*`).
    public var permittedTaskIdentifiers: TypedPlistEntry<PlistStringList>?
    /// `WKBackgroundModes`: watchOS background modes such as `workout-processing`.
    public var watchBackgroundModes: TypedPlistEntry<PlistStringList>?
    public var healthShareUsageDescription: TypedPlistEntry<String>?
    public var healthUpdateUsageDescription: TypedPlistEntry<String>?
    public var healthClinicalRecordsUsageDescription: TypedPlistEntry<String>?
    /// `NSHealthRequiredReadAuthorizationTypeIdentifiers`: clinical type identifiers (three or more).
    public var healthRequiredReadTypes: TypedPlistEntry<PlistStringList>?
    /// Known keys (and their array elements) holding another type than documented, and a non-dict root.
    public var typeMismatches: [PlistTypeMismatch]

    public init(_ document: PlistDocument) {
        var lookup = TypedPlistLookup(document: document)
        self.document = document
        bundleIdentifier = lookup.string(Key.bundleIdentifier)
        backgroundModes = lookup.stringList(Key.backgroundModes)
        permittedTaskIdentifiers = lookup.stringList(Key.permittedTaskIdentifiers)
        watchBackgroundModes = lookup.stringList(Key.watchBackgroundModes)
        healthShareUsageDescription = lookup.string(Key.healthShareUsageDescription)
        healthUpdateUsageDescription = lookup.string(Key.healthUpdateUsageDescription)
        healthClinicalRecordsUsageDescription = lookup.string(Key.healthClinicalRecordsUsageDescription)
        healthRequiredReadTypes = lookup.stringList(Key.healthRequiredReadTypes)
        typeMismatches = lookup.mismatches
    }

    /// Any top-level entry, for keys without a typed property.
    public subscript(key: String) -> PlistEntry? {
        document.root.dictValue?[key]
    }
}
