// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Meter",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Meter", targets: ["Meter"])],
    targets: [.target(name: "Meter")]
)
