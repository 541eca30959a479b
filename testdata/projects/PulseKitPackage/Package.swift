// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "PulseKit",
    platforms: [.iOS(.v16), .watchOS(.v9)],
    products: [.library(name: "PulseKit", targets: ["PulseKit"])],
    targets: [
        .target(name: "PulseKit"),
        .testTarget(name: "PulseKitTests", dependencies: ["PulseKit"]),
    ]
)
