// swift-tools-version:6.0
// How much `import UIKit` adds to the first REPL entry that uses it, built
// in release mode on its own so it does not need the whole keylab package.
// Sources/SwiftSubset, SimUIKit and KeyboardSim are symlinks to the real modules.
import PackageDescription

let package = Package(
    name: "uikit-import-bench",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "KeyboardSim"),
        .target(name: "SwiftSubset"),
        .target(name: "SimUIKit", dependencies: ["SwiftSubset", "KeyboardSim"]),
        .executableTarget(name: "ImportBench", dependencies: ["SimUIKit", "SwiftSubset"]),
        // One keyboard event with the learner's controller on a 200-view scene.
        .executableTarget(name: "ControllerBench", dependencies: ["SimUIKit", "SwiftSubset", "KeyboardSim"]),
    ],
    swiftLanguageModes: [.v6]
)
