/// The entitlements wakelint's rules read, typed, with their entries for positions (each key is documented under
/// https://developer.apple.com/documentation/bundleresources/entitlements).
/// Wrong types are kept (`value == nil`) and listed in `typeMismatches`, never hidden.
public struct EntitlementsFile: Sendable {
    public enum Key {
        public static let healthKit = "com.apple.developer.healthkit"
        public static let healthKitAccess = "com.apple.developer.healthkit.access"
        public static let healthKitBackgroundDelivery = "com.apple.developer.healthkit.background-delivery"
        public static let healthResearchTasks = "com.apple.developer.backgroundtasks.healthresearch"
        public static let continuedProcessingGPU = "com.apple.developer.background-tasks.continued-processing.gpu"
    }

    public var document: PlistDocument
    /// `com.apple.developer.healthkit`: Boolean.
    public var healthKit: TypedPlistEntry<Bool>?
    /// `com.apple.developer.healthkit.access`: array of strings (`health-records`); empty arrays have failed upload.
    public var healthKitAccess: TypedPlistEntry<PlistStringList>?
    /// `com.apple.developer.healthkit.background-delivery`: Boolean, false when absent.
    public var healthKitBackgroundDelivery: TypedPlistEntry<Bool>?
    /// `com.apple.developer.backgroundtasks.healthresearch`: Boolean, required for `BGHealthResearchTask`.
    public var healthResearchTasks: TypedPlistEntry<Bool>?
    /// `com.apple.developer.background-tasks.continued-processing.gpu`: Boolean, background GPU for `BGContinuedProcessingTask`.
    public var continuedProcessingGPU: TypedPlistEntry<Bool>?
    /// Known keys (and their array elements) holding another type than documented, and a non-dict root.
    public var typeMismatches: [PlistTypeMismatch]

    public init(_ document: PlistDocument) {
        var lookup = TypedPlistLookup(document: document)
        self.document = document
        healthKit = lookup.bool(Key.healthKit)
        healthKitAccess = lookup.stringList(Key.healthKitAccess)
        healthKitBackgroundDelivery = lookup.bool(Key.healthKitBackgroundDelivery)
        healthResearchTasks = lookup.bool(Key.healthResearchTasks)
        continuedProcessingGPU = lookup.bool(Key.continuedProcessingGPU)
        typeMismatches = lookup.mismatches
    }

    /// True only when the entitlement is present and `<true/>` (its documented default is false).
    public var allowsHealthKitBackgroundDelivery: Bool {
        healthKitBackgroundDelivery?.value == true
    }

    public subscript(key: String) -> PlistEntry? {
        document.root.dictValue?[key]
    }
}
