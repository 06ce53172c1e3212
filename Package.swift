// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "keylab",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "keylab", targets: ["KeyLabCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "KeyboardSim"),
        .target(
            name: "SwiftSubset",
            swiftSettings: [
                // Release builds split a module into one LLVM module per source file (one per
                // `-num-threads`), which stops LLVM inlining across files: the interpreter ran about
                // 30 % slower so. One LLVM module, still one object file per source as SwiftPM expects.
                // Dynamic exclusivity checks (swift_beginAccess on every captured variable and class
                // property the interpreter changes) cost 5-13 % of a run; debug builds, which the tests
                // use, keep them, so an overlapping access is still caught there (docs/decisions.md).
                .unsafeFlags(["-Xfrontend", "-enable-single-module-llvm-emission", "-enforce-exclusivity=unchecked"],
                             .when(configuration: .release)),
            ]
        ),
        .target(name: "SimUIKit", dependencies: ["SwiftSubset", "KeyboardSim"]),
        .target(name: "Lessons", dependencies: ["CMark", .product(name: "Yams", package: "Yams")]),
        .target(name: "KeyLab", dependencies: ["Lessons", "KeyboardSim", "SwiftSubset", "SimUIKit"]),
        .executableTarget(
            name: "KeyLabCLI",
            dependencies: [
                "KeyLab", "Lessons", "SwiftSubset", "SimUIKit", "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KeyboardSimTests", dependencies: ["KeyboardSim"]),
        .testTarget(name: "SwiftSubsetTests", dependencies: ["SwiftSubset"], resources: [.copy("Corpus")]),
        .testTarget(name: "LessonsTests", dependencies: ["Lessons"]),
        .testTarget(name: "SimUIKitTests", dependencies: ["SimUIKit", "SwiftSubset", "KeyboardSim"]),
        .testTarget(name: "KeyLabTests", dependencies: ["KeyLab", "KeyboardSim", "Lessons", "SwiftSubset", "SimUIKit"], exclude: ["Lessons/Fixtures", "Golden"]),
        .testTarget(name: "EndToEndTests", dependencies: ["KeyLabCLI", "Lessons"]),
    ],
    swiftLanguageModes: [.v6]
)
