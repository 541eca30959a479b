// swift-tools-version:5.9
import PackageDescription

// A copy of a remote package's manifest, kept for reference: the app gets `Algorithms` from its repository.
let package = Package(
    name: "swift-algorithms",
    products: [.library(name: "Algorithms", targets: ["Algorithms"])],
    targets: [.target(name: "Algorithms")]
)
