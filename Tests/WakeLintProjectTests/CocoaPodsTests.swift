import Testing
import WakeLintCore
import _WakeLintTestSupport

@testable import WakeLintProject

/// Podfiles and podspecs are read as data: development pods with the target block they are in, source globs of
/// specs and subspecs; anything that is not a literal is a problem with its line, and no input crashes.
@Suite struct CocoaPodsTests {
    private func podfile(_ text: String) -> Podfile { Podfile(SourceFile(path: "Podfile", text: text)) }
    private func podspec(_ text: String, path: String = "Kit.podspec") -> Podspec {
        Podspec(SourceFile(path: path, text: text))
    }

    @Test func developmentPodsKeepTheirTargetBlock() {
        let file = podfile(
            """
            platform :ios, '16.0'
            pod 'Shared', :path => 'Pods/Shared' # every target
            abstract_target 'Common' do
              pod 'Core', path: "LocalPods/Core"
              target 'App' do
                pod 'Alamofire', '~> 5.8'
                pod 'Kit/UI', :path => './LocalPods/Kit'
                target 'AppTests' do
                  inherit! :search_paths
                  pod 'Mocks', :path => 'LocalPods/Mocks'
                end
              end
              target 'Widget' do
              end
            end
            post_install do |installer|
              pod 'NotAPod', :path => 'x'
            end
            """)
        #expect(
            file.developmentPods.map { "\($0.name) \($0.path) \($0.target ?? "*") \($0.line)" } == [
                "Shared Pods/Shared * 2", "Core LocalPods/Core Common 4", "Kit/UI ./LocalPods/Kit App 7",
                "Mocks LocalPods/Mocks AppTests 10",
            ])
        let installed = { (target: String) in
            file.developmentPods.filter { file.installs($0, in: target) }.map(\.name)
        }
        #expect(installed("App") == ["Shared", "Core", "Kit/UI"])
        #expect(installed("AppTests") == ["Shared", "Core", "Kit/UI", "Mocks"])
        #expect(installed("Widget") == ["Shared", "Core"])
        #expect(installed("Other") == ["Shared"])
        #expect(file.problems.isEmpty)
    }

    @Test func aPathThatIsNotALiteralIsAProblem() {
        let file = podfile(
            "target 'App' do\n  pod 'Kit', :path => ENV['KIT_PATH']\n  pod \"#{name}\", path: 'x'\nend\n")
        #expect(file.developmentPods.isEmpty)
        #expect(file.problems.map(\.line) == [2, 3])
    }

    @Test func sourceFilesOfSpecsAndSubspecs() {
        let spec = podspec(
            """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.ios.deployment_target = '15.0'
              s.source_files = ['Sources/Core/**/*.swift',
                                'Sources/Shared/*.{swift,m}']
              s.dependency 'Base', '~> 1.0'
              if ENV['LEGACY']
                s.source_files = 'Legacy/**/*'
              end
              s.default_subspecs = %w[Core]
              s.subspec 'Core' do |core|
                core.source_files = "Sources/Extra/**/*.swift"
              end
              s.subspec 'UI' do |ui|
                ui.source_files = 'Sources/UI/**/*.swift'
                ui.dependency 'Kit/Core'
              end
            end
            """)
        #expect(spec.root.name == "Kit")
        #expect(spec.root.platforms == ["ios"])
        #expect(spec.root.dependencies == ["Base"])
        #expect(spec.root.subspecs.map(\.name) == ["Core", "UI"])
        #expect(
            spec.sourceFiles(forPod: "Kit") == [
                "Sources/Core/**/*.swift", "Sources/Shared/*.{swift,m}", "Legacy/**/*", "Sources/Extra/**/*.swift",
            ])
        #expect(spec.sourceFiles(forPod: "Kit/UI").last == "Sources/UI/**/*.swift")
        #expect(spec.problems.isEmpty)
    }

    @Test func sourceFilesThatAreCodeAreAProblemWithTheirLine() {
        let spec = podspec("Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = Dir['A/**/*.swift']\nend\n")
        #expect(spec.root.sourceFiles.isEmpty)
        #expect(spec.problems.map(\.line) == [3])
    }

    @Test func jsonPodspecs() {
        let spec = podspec(
            #"{"name": "Kit", "source_files": "Sources/**/*.swift", "dependencies": {"Base": []}, "subspecs": [{"name": "UI", "source_files": ["UI/*.swift"]}]}"#,
            path: "Kit.podspec.json")
        #expect(spec.sourceFiles(forPod: "Kit") == ["Sources/**/*.swift", "UI/*.swift"])
        #expect(spec.root.dependencies == ["Base"])
        #expect(podspec("[1, 2", path: "Kit.podspec.json").problems.map(\.line) == [1])
    }

    @Test(arguments: [
        ("Sources/**/*.swift", "Sources/A.swift", true), ("Sources/**/*.swift", "Sources/a/b/C.swift", true),
        ("Sources/**/*.swift", "Sources/A.m", false), ("Sources/**/*.swift", "Other/A.swift", false),
        ("Sources/*.swift", "Sources/a/B.swift", false), ("Classes/**/*.{h,m,swift}", "Classes/x/Y.swift", true),
        ("Classes/**/*.{h,m,swift}", "Classes/x/Y.mm", false), ("Kit/**/*", "Kit/a/b", true),
        ("Sources/File?.swift", "Sources/File1.swift", true), ("Sources/[AB].swift", "Sources/C.swift", false),
    ])
    func globsMatchAsCocoaPodsDoes(glob: String, path: String, matches: Bool) {
        #expect(PodGlob(glob).matches(path) == matches)
    }

    /// A glob of many stars against a long path gives up within its budget instead of taking exponential time.
    @Test func hostileGlobsEndQuickly() {
        let glob = String(repeating: "*a", count: 40) + "b"
        #expect(!PodGlob(glob).matches(String(repeating: "a", count: 200)))
    }

    @Test func randomBytesNeverCrash() {
        var generator = SeededGenerator(seed: 26)
        let alphabet = Array("pod target do end 'x' \"y\" :path => [ ] , %w[a b] # \n |s| s.source_files = {}()\\".utf8)
        for _ in 0..<400 {
            let count = Int.random(in: 0..<200, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            _ = Podfile(SourceFile(path: "Podfile", bytes: bytes))
            _ = Podspec(SourceFile(path: "Kit.podspec", bytes: bytes))
            _ = Podspec(SourceFile(path: "Kit.podspec.json", bytes: bytes))
        }
    }
}
