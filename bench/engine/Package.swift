// swift-tools-version:6.0
// Benchmark of the KeyboardSim engine, built in release mode on its own so
// `make bench` does not need the whole keylab package. Sources/KeyboardSim is
// a symlink to the real module.
import PackageDescription

let package = Package(
    name: "engine-bench",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "KeyboardSim"),
        .executableTarget(name: "EngineBench", dependencies: ["KeyboardSim"]),
    ],
    swiftLanguageModes: [.v6]
)
