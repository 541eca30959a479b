import Testing

@testable import WakeLintLogs

@Suite struct LineLayoutParserTests {
    @Test func xcodeConsoleLinesHaveProcessesWithSpacesAndOptionalCategories() {
        let line = LineLayoutParser.parse(
            "2025-03-02 08:14:55.120931+0100 Stride Coach[812:40912] [BackgroundTask] Background Task 7 (\"SyncUpload\")"
        )
        #expect(line.format == .xcodeConsole)
        #expect(line.process == "Stride Coach" && line.pid == 812 && line.thread == "40912")
        #expect(line.category == "BackgroundTask" && line.subsystem == nil)
        #expect(line.message == "Background Task 7 (\"SyncUpload\")")
        #expect(line.timestamp?.secondsSinceEpoch == 1_740_899_695.120931)

        let bare = LineLayoutParser.parse("2025-03-02 08:14:55.120931+0100 Stride Coach[812:0x9f01] (lldb) [x] done")
        #expect(bare.category == nil)
        #expect(bare.message == "(lldb) [x] done")
    }

    @Test func logShowDefaultStyleSplitsAllColumns() {
        let line = LineLayoutParser.parse(
            "2025-03-02 08:15:01.000000+0100 0x1a2b3    Default     0x0                  120    0    dasd: (DuetActivityScheduler) [com.apple.duetactivityscheduler:scoring] bgRefresh-x:3F2A10:["
        )
        #expect(line.format == .logShow)
        #expect(line.thread == "0x1a2b3" && line.level == "Default" && line.pid == 120 && line.process == "dasd")
        #expect(line.sender == "DuetActivityScheduler")
        #expect(line.subsystem == "com.apple.duetactivityscheduler" && line.category == "scoring")
        #expect(line.message == "bgRefresh-x:3F2A10:[")
    }

    @Test func logShowCompactAndSyslogStyles() {
        let compact = LineLayoutParser.parse(
            "2025-03-02 08:15:03.412 E  Stride Coach[812:9f01] (BackgroundTasks) [com.apple.BackgroundTasks:Framework] Launch handler ..."
        )
        #expect(
            compact.format == .logShowCompact && compact.level == "E" && compact.process == "Stride Coach"
                && compact.sender == "BackgroundTasks")
        #expect(compact.message == "Launch handler ...")

        let syslog = LineLayoutParser.parse(
            "2025-03-02 08:15:05.223411+0100  localhost Stride Coach[812]: No launch handler registered")
        #expect(syslog.format == .logShowSyslog && syslog.process == "Stride Coach" && syslog.pid == 812)
        #expect(syslog.message == "No launch handler registered")
    }

    @Test func logStreamLinesStartWithTheirType() {
        let line = LineLayoutParser.parse(
            "error 2025-03-02 08:15:01.002377 +0100 Stride Coach [com.apple.healthkit:Background] Code=5")
        #expect(line.format == .logStream && line.level == "error" && line.process == "Stride Coach")
        #expect(line.subsystem == "com.apple.healthkit" && line.category == "Background" && line.message == "Code=5")
        #expect(line.timestamp?.text == "2025-03-02 08:15:01.002377 +0100")
    }

    @Test func legacySyslogKeepsTheLibraryAsSender() {
        let line = LineLayoutParser.parse(
            "Mar  2 08:15:02 Ritas-iPhone Stride Coach(HealthKit)[812] <Error>: failed with error")
        #expect(
            line.format == .syslog && line.process == "Stride Coach" && line.sender == "HealthKit" && line.pid == 812)
        #expect(
            line.level == "Error" && line.message == "failed with error" && line.timestamp?.text == "Mar  2 08:15:02")
    }

    @Test func consoleAppCopiesWithAndWithoutTypeAndSubsystemColumns() {
        let full = LineLayoutParser.parse(
            "default\t06:02:11.004512+0200\tStride Coach\tcom.example.stride\tScheduled\trefresh")
        #expect(full.format == .consoleApp && full.level == "default" && full.process == "Stride Coach")
        #expect(full.subsystem == "com.example.stride" && full.message == "Scheduled\trefresh")

        let noSubsystem = LineLayoutParser.parse("default\t06:02:11.004512+0200\tdasd\tSubmitted Activity: x")
        #expect(noSubsystem.subsystem == nil && noSubsystem.message == "Submitted Activity: x")

        let noType = LineLayoutParser.parse("06:18:02.000114+0200\tkernel\tmemorystatus: killing")
        #expect(
            noType.format == .consoleApp && noType.level == nil && noType.process == "kernel"
                && noType.message == "memorystatus: killing")
        #expect(noType.timestamp?.secondsOfDay == 22_682.000114)
    }

    @Test func crossPlatformWrappers() {
        let metro = LineLayoutParser.parse(" WARN  [BackgroundFetch] failed")
        #expect(metro.format == .reactNative && metro.level == "WARN" && metro.message == "[BackgroundFetch] failed")

        let flutter = LineLayoutParser.parse("flutter: Workmanager: registered")
        #expect(flutter.format == .flutter && flutter.message == "Workmanager: registered")

        let engine = LineLayoutParser.parse(
            "[VERBOSE-2:dart_vm_initializer.cc(41)] Unhandled Exception: PlatformException(x)")
        #expect(
            engine.format == .flutter && engine.level == "VERBOSE-2" && engine.category == "dart_vm_initializer.cc(41)")
        #expect(engine.message == "Unhandled Exception: PlatformException(x)")
    }

    @Test func bareMessagesKeepTheirTextWithAnOptionalLabel() {
        let labelled = LineLayoutParser.parse("[com.apple.healthkit:auth] FAILED prompting")
        #expect(labelled.format == .messageOnly && !labelled.isPrefixed)
        #expect(
            labelled.subsystem == "com.apple.healthkit" && labelled.category == "auth"
                && labelled.message == "FAILED prompting")

        #expect(LineLayoutParser.parse("(lldb) po task").message == "po task")
        #expect(LineLayoutParser.parse("3 tasks pending").format == .messageOnly)
        #expect(LineLayoutParser.parse("[not a label] text").category == nil)
    }
}
