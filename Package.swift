// swift-tools-version: 6.1
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
    .target(name: "RippleCompositor", dependencies: ["RippleTrace", "RippleEngine"]),
    .target(
      name: "RippleFindings", dependencies: ["RippleTrace", "RippleEngine", "RippleCompositor"]),
    .target(
      name: "RippleRender",
      dependencies: ["RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings"]),
    // No pkgConfig: SwiftPM would warn about and drop the -D_XOPEN_SOURCE it asks for; the
    // headers are in the default include path (libncurses-dev on Debian, the SDK on macOS).
    // The library's name differs (RippleViewer links it), which a module map cannot say.
    .systemLibrary(name: "CNcurses"),
    // Signals become a flag defined once, in C (a flag in a header is one per object file).
    // DWARF 4, because clang's default DWARF 5 stops valgrind 3.19 reading the binary.
    .target(name: "CSignalTrap", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "RippleViewer",
      dependencies: [
        "RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings", "RippleRender",
        "CNcurses", "CSignalTrap",
      ],
      // macOS has no libncursesw: its libncurses is the wide-character one.
      linkerSettings: [
        .linkedLibrary("ncursesw", .when(platforms: [.linux])),
        .linkedLibrary("ncurses", .when(platforms: [.macOS])),
      ]),
    .target(
      name: "RippleCheck",
      dependencies: ["RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings"]),
    .target(
      name: "RippleFuzz",
      dependencies: [
        "RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings", "RippleCheck",
      ]),
    .executableTarget(name: "RippleFuzzTarget", dependencies: ["RippleFuzz"]),
    .executableTarget(
      name: "ripplescope",
      dependencies: [
        "RippleTrace", "RippleFindings", "RippleRender", "RippleCheck", "RippleViewer",
        "RippleFuzz", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "ViewerBenchmark", dependencies: ["RippleViewer", "RippleRender", "RippleFuzz"],
      path: "Benchmarks/ViewerBenchmark"),
    .executableTarget(
      name: "ripplescope-bench",
      dependencies: [
        "RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings", "RippleRender",
        "RippleFuzz",
      ],
      path: "Benchmarks/RippleScopeBench"),
    .testTarget(
      name: "RippleTraceTests", dependencies: ["RippleTrace", "RippleFuzz"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "RippleEngineTests", dependencies: ["RippleEngine", "RippleTrace"]),
    .testTarget(
      name: "RippleCompositorTests",
      dependencies: [
        "RippleCompositor", "RippleEngine", "RippleTrace", "RippleFuzz", "RippleCheck",
      ]),
    .testTarget(name: "RippleFindingsTests", dependencies: ["RippleFindings", "RippleTrace"]),
    .testTarget(
      name: "RippleFuzzTests",
      dependencies: [
        "RippleFuzz", "RippleTrace", "RippleEngine", "RippleCompositor", "RippleFindings",
        "RippleCheck",
      ],
      resources: [.copy("CrashInputs")]),
    .testTarget(name: "CommandLineTests", dependencies: ["ripplescope", "RippleFuzz"]),
    .testTarget(
      name: "RippleRenderTests",
      dependencies: [
        "RippleRender", "RippleFindings", "RippleCompositor", "RippleEngine", "RippleTrace",
      ]),
    .testTarget(
      name: "RippleViewerTests",
      dependencies: [
        "RippleViewer", "RippleRender", "RippleFindings", "RippleEngine", "RippleTrace",
      ],
      exclude: ["Snapshots", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
