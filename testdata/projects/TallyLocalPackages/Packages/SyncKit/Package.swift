// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "SyncKit",
    platforms: [.iOS(.v17)],
    products: [.library(name: "SyncKit", targets: ["SyncKit"])],
    dependencies: [.package(path: "../Core")],
    targets: [.target(name: "SyncKit", dependencies: ["Core"])]
)
