/// What a native target builds, from its `productType` identifier. Xcode 14+ single-target watch apps are
/// `.application` with `SDKROOT = watchos`; the older two-target layout uses `.watchApp` + `.watchExtension`.
public enum XcodeProductType: Sendable, Hashable {
    case application
    case appClip
    case appExtension
    case extensionKitExtension
    case watchApp
    case watchAppContainer
    case watchExtension
    case framework
    case staticLibrary
    case dynamicLibrary
    case unitTest
    case uiTest
    case other(String)

    public init(identifier: String) {
        switch identifier {
        case "com.apple.product-type.application": self = .application
        case "com.apple.product-type.application.on-demand-install-capable": self = .appClip
        case "com.apple.product-type.app-extension": self = .appExtension
        case "com.apple.product-type.extensionkit-extension": self = .extensionKitExtension
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2":
            self = .watchApp
        case "com.apple.product-type.application.watchapp2-container": self = .watchAppContainer
        case "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension":
            self = .watchExtension
        case "com.apple.product-type.framework": self = .framework
        case "com.apple.product-type.library.static": self = .staticLibrary
        case "com.apple.product-type.library.dynamic": self = .dynamicLibrary
        case "com.apple.product-type.bundle.unit-test": self = .unitTest
        case "com.apple.product-type.bundle.ui-testing": self = .uiTest
        default: self = .other(identifier)
        }
    }

    /// Products that run on their own and so can register background tasks at launch.
    public var isApplication: Bool {
        switch self {
        case .application, .appClip, .watchApp: true
        default: false
        }
    }

    public var isTest: Bool { self == .unitTest || self == .uiTest }

    /// Frameworks and libraries: code that runs inside the process of the app or extension that links it.
    public var isCodeLibrary: Bool {
        switch self {
        case .framework, .staticLibrary, .dynamicLibrary, .other("com.apple.product-type.framework.static"): true
        default: false
        }
    }
}
