import SwiftSubset

/// One file of keylab's UIKit prelude: Swift source a learner can read with
/// `:source NAME`, compiled by SwiftSubset when a program imports its module.
public struct PreludeFile: Sendable, Equatable {
    /// The module whose import brings the file in (`CoreGraphics`, `Foundation`, `UIKit`).
    public let module: String
    /// The main name the file declares; `:source NAME` finds the file by it.
    public let name: String
    /// Every type name the file declares (`:source` finds the file by any of them).
    public let declares: [String]
    /// The Swift source, as the learner sees it.
    public let text: String

    /// Creates a file of the prelude.
    public init(module: String, name: String, declares: [String], text: String) {
        self.module = module
        self.name = name
        self.declares = declares
        self.text = text
    }

    /// What SwiftSubset compiles: the same text, named for diagnostics.
    var hostFile: HostSourceFile { HostSourceFile(name: "\(module)/\(name).swift", text: text) }
}
