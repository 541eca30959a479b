import WakeLintCore
import WakeLintProject

/// project.pbxproj: OpenStep plist parse, object graph, targets, build settings resolution.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPbxproj(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let file = SourceFile(path: "App.xcodeproj/project.pbxproj", bytes: Array(UnsafeBufferPointer(start: data, count: count)))
    if case .success(let project) = XcodeProject.read(file) {
        for target in project.targets {
            for name in project.configurationNames {
                _ = project.writtenSetting("INFOPLIST_FILE", target: target, configuration: name)
            }
        }
    }
    _ = XCConfigReader.read(SourceFile(path: "Base.xcconfig", bytes: file.bytes))
    return 0
}
