// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ripplescope",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "ripplescope", targets: ["ripplescope"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .target(name: "RippleTrace"),
    .target(name: "RippleEngine", dependencies: ["RippleTrace"]),
    .target(name: "RippleFindings", dependencies: ["RippleTrace", "RippleEngine"]),
    .target(name: "RippleRender", dependencies: ["RippleTrace", "RippleEngine", "RippleFindings"]),
    .target(name: "RippleCheck", dependencies: ["RippleTrace", "RippleEngine", "RippleFindings"]),
    .executableTarget(
      name: "ripplescope",
      dependencies: [
        "RippleTrace", "RippleRender", "RippleCheck",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "RippleTraceTests", dependencies: ["RippleTrace"], resources: [.copy("Fixtures")]),
    .testTarget(name: "RippleEngineTests", dependencies: ["RippleEngine"]),
  ],
  swiftLanguageModes: [.v6]
)
